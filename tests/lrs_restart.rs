//! The real LRS stopped in the middle of an exam and started again later (`scripts/lrs.sh
//! pause|resume`): nothing is lost and nothing doubled. Alone in its file, as it stops the LRS
//! for every test; says "skipped" without `TALLADOR_LRS_TEST`.

mod lrs_support;

use std::time::Duration;

use lrs_support::{finished_verbs, real_lrs, signed_paper, verbs, wait_for_attempt};
use tallador::core::{Action, Profiles};
use tallador::session::Stamp;
use tallador::session::exam::names::Roster;
use tallador::session::exam::seal::{self, TrustedKeys};
use tallador::session::exam::take;
use tallador::session::lrs::client::Client;
use tallador::session::lrs::live::Live;
use tallador::session::lrs::outbox::Outbox;
use tallador::session::lrs::queue::Queue;

fn lrs_script(action: &str, dir: &std::path::Path) {
    let status = std::process::Command::new("bash")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/lrs.sh"))
        .arg(action)
        .arg(dir)
        .status()
        .unwrap();
    assert!(status.success(), "scripts/lrs.sh {action}");
}

#[test]
fn the_lrs_stopped_mid_exam_and_restarted_later_loses_nothing_and_doubles_nothing() {
    let Some((lrs_dir, settings)) = real_lrs("LRS restart") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let paper = signed_paper(dir.path());
    let client = Client::new(settings.clone(), Duration::from_secs(15));
    let outbox = Outbox::start(Queue::in_data(&dir.path().join("data")), client.clone());
    let profiles = Profiles::default();
    let trusted = TrustedKeys {
        keys: vec![lrs_support::marta().public()],
    };
    let signed = seal::load_paper_for_exam(&paper, &profiles, &trusted).unwrap();
    let trainee = format!("Flor Restart {}", std::process::id());
    let begin = chrono::Local::now().fixed_offset();
    let mut session = take::start(
        &signed,
        &trainee,
        Some(dir.path().join("logs")),
        &profiles,
        Stamp::new(begin),
    )
    .unwrap();
    session.observe(Box::new(Live::new(
        outbox.clone(),
        "https://school.example",
        Roster::default(),
        Some(signed.paper().clone()),
    )));
    let header = session.log().header_hash.clone();
    let mut decisions = 0;
    while !session.is_finished() {
        decisions += 1;
        if decisions == 4 {
            // Three decisions in, the LRS goes away.
            wait_for_attempt(&client, &header, 5, 30);
            lrs_script("pause", &lrs_dir);
        }
        std::thread::sleep(Duration::from_millis(200));
        let at = Stamp::new(begin + chrono::Duration::milliseconds(2000 * decisions));
        let canonical: Action = session.acceptable()[0];
        session.choose(canonical, at);
    }
    session.close(Stamp::new(
        begin + chrono::Duration::milliseconds(2000 * decisions + 300),
    ));
    std::thread::sleep(Duration::from_secs(2));
    let waiting = outbox.status();
    assert!(
        waiting.waiting >= 7,
        "the rest waits while the LRS is away: {waiting:?}"
    );
    assert!(waiting.last_problem.is_some());
    // The LRS comes back later: everything is sent, once.
    lrs_script("resume", &lrs_dir);
    outbox.send_now();
    let found = wait_for_attempt(&client, &header, 12, 90);
    outbox.close();
    assert_eq!(verbs(&found), finished_verbs(8, "passed"));
    let ids: std::collections::BTreeSet<&str> =
        found.iter().map(|s| s["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 12, "no statement twice");
    let status = outbox.status();
    assert_eq!(
        (status.waiting, status.refused.len(), status.sent),
        (0, 0, 12)
    );
}
