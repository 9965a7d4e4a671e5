//! The school's LRS through the durable queue, against a tiny LRS on the loopback
//! (`lrs_support`): statements in order and in batches, nothing lost while the LRS is down or
//! its answer is lost, nothing doubled on a resend, a refused statement kept with the LRS's
//! answer and never sent again by itself, a refused key refusing no statement. And the live
//! statements of exams sat through `session::exam::take` (what the window runs).

mod lrs_support;

use std::time::Duration;

use lrs_support::{Behaviour, FakeLrs, KEY, SECRET, sit_live};
use tallador::session::lrs::client::Client;
use tallador::session::lrs::outbox::{Outbox, send_checked, send_waiting};
use tallador::session::lrs::queue::{Outgoing, Queue};
use tallador::session::lrs::rebuild::Rebuilder;
use tallador::session::lrs::settings::LrsSettings;

fn settings(lrs: &FakeLrs, secret: &str) -> LrsSettings {
    LrsSettings::new(&lrs.endpoint, KEY, secret, "https://school.example", false).unwrap()
}

fn client(lrs: &FakeLrs) -> Client {
    Client::new(settings(lrs, SECRET), Duration::from_secs(5))
}

fn statement(number: usize) -> Outgoing {
    let id = tallador::session::exam::xapi::derived_uuid(&format!("test {number}"));
    Outgoing {
        order: format!("0000000000001-test-{number:06}"),
        id: id.clone(),
        verb: "answered".into(),
        json: format!(
            r#"{{"id":"{id}","actor":{{"mbox":"mailto:a@school.example"}},"verb":{{"id":"http://adlnet.gov/expapi/verbs/answered"}},"object":{{"id":"urn:tallador:test:{number}"}}}}"#
        ),
        source: None,
    }
}

/// These tests send statements of no log: the transport alone, nothing checked.
fn as_queued() -> Rebuilder {
    Rebuilder::trusting_the_queue()
}

fn ids(values: &[serde_json::Value]) -> Vec<String> {
    values
        .iter()
        .map(|value| value["id"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn statements_reach_the_lrs_in_order_in_batches_and_leave_the_queue() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let queue = Queue::in_data(dir.path());
    let statements: Vec<Outgoing> = (0..120).map(statement).collect();
    // Queued in another order than they happened: sent as they happened.
    let mut shuffled = statements.clone();
    shuffled.reverse();
    queue.push(&shuffled).unwrap();
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.refused, pass.problem), (120, 0, None));
    assert_eq!(lrs.posts(), 3, "120 statements in batches of 50");
    let expected: Vec<String> = statements.iter().map(|s| s.id.clone()).collect();
    assert_eq!(ids(&lrs.stored()), expected);
    let status = queue.status();
    assert_eq!((status.sent, status.waiting), (120, 0));
}

#[test]
fn an_lrs_that_is_down_or_loses_its_answer_loses_nothing_and_doubles_nothing() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let queue = Queue::in_data(dir.path());
    let statements: Vec<Outgoing> = (0..10).map(statement).collect();
    queue.push(&statements).unwrap();

    lrs.set(Behaviour::Down);
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!(pass.stored, 0);
    assert!(pass.problem.unwrap().to_string().contains("HTTP 503"));
    assert_eq!(queue.status().waiting, 10);

    // The LRS stores the batch but its answer never arrives: the queue keeps every statement.
    lrs.set(Behaviour::LoseAnswers(1));
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert!(pass.problem.is_some());
    assert_eq!(queue.status().waiting, 10);
    assert_eq!(lrs.stored().len(), 10);

    // Sent again: the same ids, the LRS has them, nothing is stored twice.
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.problem), (10, None));
    let expected: Vec<String> = statements.iter().map(|s| s.id.clone()).collect();
    assert_eq!(ids(&lrs.stored()), expected);
    assert_eq!(queue.status().waiting, 0);
}

#[test]
fn a_server_error_of_a_busy_lrs_is_tried_again_within_the_pass() {
    // xapi-rs on PostgreSQL answers 500 when fifty computers insert the same activity at once
    // (seen in CI); the same batch a moment later is stored. A pass, the last one before the
    // window closes among them, tries again before it gives up.
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let queue = Queue::in_data(dir.path());
    let statements: Vec<Outgoing> = (0..12).map(statement).collect();
    queue.push(&statements).unwrap();
    lrs.set(Behaviour::Conflict(2));
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.refused, pass.problem), (12, 0, None));
    assert_eq!(lrs.posts(), 3, "two 500s, then stored");
    assert_eq!(queue.status().waiting, 0);

    // An LRS that keeps failing stops the pass (the sender's backoff takes over), storing
    // nothing and refusing nothing.
    queue.push(&[statement(12)]).unwrap();
    lrs.set(Behaviour::Conflict(100));
    let posts = lrs.posts();
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.refused), (0, 0));
    assert!(pass.problem.unwrap().to_string().contains("500"));
    assert_eq!(lrs.posts() - posts, 3, "a try and two more");
    assert_eq!(queue.status().waiting, 1);
}

#[test]
fn a_refused_statement_is_kept_with_the_lrs_s_answer_and_not_sent_again() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let queue = Queue::in_data(dir.path());
    let statements: Vec<Outgoing> = (0..5).map(statement).collect();
    queue.push(&statements).unwrap();
    lrs.refuse("urn:tallador:test:3");
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.refused, pass.problem), (4, 1, None));
    let expected: Vec<String> = [0, 1, 2, 4]
        .iter()
        .map(|&n| statements[n].id.clone())
        .collect();
    assert_eq!(ids(&lrs.stored()), expected);
    let status = queue.status();
    assert_eq!((status.sent, status.waiting), (4, 0));
    assert_eq!(status.refused.len(), 1);
    assert_eq!(status.refused[0].id, statements[3].id);
    assert_eq!(status.refused[0].status, 400);
    assert!(
        status.refused[0]
            .answer
            .contains("statement refused: it holds urn:tallador:test:3"),
        "{:?}",
        status.refused[0]
    );
    // Another pass sends nothing: a refused statement is not retried blindly.
    let posts = lrs.posts();
    let pass = send_checked(&queue, &client(&lrs), &as_queued(), 50);
    assert_eq!((pass.stored, pass.refused), (0, 0));
    assert_eq!(lrs.posts(), posts);
}

#[test]
fn a_key_the_lrs_does_not_accept_refuses_no_statement() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let queue = Queue::in_data(dir.path());
    queue.push(&[statement(0), statement(1)]).unwrap();
    let wrong = Client::new(settings(&lrs, "not-the-secret"), Duration::from_secs(5));
    let pass = send_checked(&queue, &wrong, &as_queued(), 50);
    assert!(
        pass.problem
            .unwrap()
            .to_string()
            .contains("does not accept the key (HTTP 401)")
    );
    let status = queue.status();
    assert_eq!((status.waiting, status.refused.len()), (2, 0));
    assert!(wrong.test().is_err());
    assert!(client(&lrs).test().unwrap().contains("1.0.3"));
}

#[test]
fn what_waited_when_the_program_stopped_is_sent_by_the_next_run() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    lrs.set(Behaviour::Down);
    {
        let outbox = Outbox::start_with(Queue::in_data(dir.path()), client(&lrs), as_queued());
        outbox
            .push(&[statement(0), statement(1), statement(2)])
            .unwrap();
        // The program stops while the LRS is down.
        outbox.close();
        assert_eq!(outbox.status().waiting, 3);
        assert!(
            outbox
                .status()
                .last_problem
                .unwrap()
                .to_string()
                .contains("503")
        );
    }
    lrs.set(Behaviour::Store);
    let outbox = Outbox::start_with(Queue::in_data(dir.path()), client(&lrs), as_queued());
    let stored = lrs.wait_for(3);
    assert_eq!(ids(&stored).len(), 3);
    outbox.close();
    assert_eq!(outbox.status().waiting, 0);
    assert_eq!(outbox.status().sent, 3);
}

// ---------------------------------------------------------------------- live exam statements

#[test]
fn an_exam_sent_live_arrives_statement_by_statement_in_order() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let outbox = Outbox::start(Queue::in_data(&dir.path().join("data")), client(&lrs));
    sit_live(
        dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-05-05T09:00:00+02:00",
        true,
        None,
    );
    let stored = lrs.wait_for(12);
    outbox.close();
    let mut verbs = vec!["launched", "initialized"];
    verbs.extend(["answered"; 8]);
    verbs.extend(["passed", "terminated"]);
    assert_eq!(lrs.stored_verbs(), verbs);
    let first = &stored[2];
    assert_eq!(first["result"]["success"], true);
    assert_eq!(first["result"]["duration"], "PT3S");
    assert_eq!(
        first["result"]["extensions"][tallador::session::exam::xapi::RESPONSE_MS_EXTENSION],
        3000
    );
    assert_eq!(first["timestamp"], "2026-05-05T07:00:03.000Z");
    assert_eq!(stored[0]["actor"]["name"], "Ana Pérez");
    // A perfect exam: 8 of 8, sent without `max` (xapi-rs 0.2.0 refuses raw == max).
    let passed = &stored[10];
    assert_eq!(passed["result"]["score"]["scaled"], 1.0);
    assert_eq!(passed["result"]["score"]["raw"], 8);
    assert!(passed["result"]["score"].get("max").is_none(), "{passed}");
    assert!(passed["result"].get("completion").is_none());
    assert_eq!(passed["result"]["duration"], "PT24.5S");
    let session_ids: std::collections::BTreeSet<&str> = stored
        .iter()
        .map(|s| {
            s["context"]["extensions"][tallador::session::exam::xapi::SESSION_ID_EXTENSION]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(session_ids.len(), 1, "one attempt, one session id");
    assert_eq!(outbox.status().waiting, 0);
    assert_eq!(outbox.status().sent, 12);
}

#[test]
fn a_wrong_decision_goes_with_its_rule_and_kind_and_the_exam_fails() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let outbox = Outbox::start(Queue::in_data(&dir.path().join("data")), client(&lrs));
    sit_live(
        dir.path(),
        &outbox,
        "Bruno Díaz",
        "2026-05-05T10:00:00+02:00",
        false,
        None,
    );
    let stored = lrs.wait_for(12);
    outbox.close();
    assert_eq!(
        stored[10]["verb"]["id"],
        tallador::session::exam::xapi::FAILED
    );
    // 7 of 8: all four score fields.
    assert_eq!(stored[10]["result"]["score"]["raw"], 7);
    assert_eq!(stored[10]["result"]["score"]["max"], 8);
    let wrong: Vec<&serde_json::Value> = stored
        .iter()
        .filter(|s| {
            s["result"]["success"] == false
                && s["verb"]["id"].as_str().unwrap().ends_with("answered")
        })
        .collect();
    assert_eq!(wrong.len(), 1);
    let extensions = &wrong[0]["result"]["extensions"];
    assert!(
        extensions[tallador::session::exam::xapi::RULE_EXTENSION].is_string(),
        "{extensions}"
    );
    assert!(extensions[tallador::session::exam::xapi::CATEGORY_EXTENSION].is_string());
    assert!(
        wrong[0]["result"]["response"]
            .as_str()
            .unwrap()
            .starts_with("collect")
    );
}

#[test]
fn an_exam_left_when_the_program_closes_is_abandoned_and_a_resend_is_no_duplicate() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let outbox = Outbox::start(Queue::in_data(&dir.path().join("data")), client(&lrs));
    let log = sit_live(
        dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-05-06T09:00:00+02:00",
        true,
        Some(3),
    );
    let stored = lrs.wait_for(6);
    outbox.close();
    assert_eq!(
        lrs.stored_verbs(),
        [
            "launched",
            "initialized",
            "answered",
            "answered",
            "answered",
            "abandoned"
        ]
    );
    assert_eq!(stored[5]["result"]["duration"], "PT12S");
    // The same attempt sent again from another queue (a crash before the queue knew it was
    // stored): its log told again gives the same ids and statements, and the LRS stores
    // nothing twice. (Sitting again is another attempt, with an attempt id of its own.)
    let again = tempfile::tempdir().unwrap();
    let second = Outbox::start(Queue::in_data(&again.path().join("data")), client(&lrs));
    let log = tallador::session::log::SessionLog::load(&log).unwrap();
    let paper = tallador::session::exam::paper::PaperFiles::load(
        &dir.path().join("exams/pr-table-test.ron"),
        &tallador::core::Profiles::default(),
    )
    .unwrap()
    .paper;
    let mut live = tallador::session::lrs::live::Live::new(
        second.clone(),
        "https://school.example",
        tallador::session::exam::names::Roster::default(),
        Some(paper),
    );
    use tallador::session::recorder::Observer as _;
    live.started(&log);
    live.recorded(&log, log.steps.len());
    live.abandoned(&log, lrs_support::stamp("2026-05-06T09:00:12+02:00"));
    second.close();
    assert_eq!(second.status().waiting, 0);
    assert_eq!(lrs.stored().len(), 6);
}

// ------------------------------------------------------------------------------- the commands

/// `tallador ARGS` with the data folder `data` and `stdin` on its standard input.
fn tallador(data: &std::path::Path, args: &[&str], stdin: &str) -> (i32, String) {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .env("TALLADOR_DATA", data)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    )
}

#[test]
fn lrs_set_test_status_and_send_keep_the_secret_out_of_sight() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let (code, said) = tallador(data, &["lrs", "status"], "");
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("no LRS is set"), "{said}");
    let (code, said) = tallador(
        data,
        &[
            "lrs",
            "set",
            "--endpoint",
            &lrs.endpoint,
            "--key",
            KEY,
            "--home-page",
            "https://school.example",
        ],
        &format!("{SECRET}\n"),
    );
    assert_eq!(code, 0, "{said}");
    assert!(!said.contains(SECRET), "{said}");
    let (code, said) = tallador(data, &["lrs", "test"], "");
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("answers and accepts the key"), "{said}");
    Queue::in_data(data)
        .push(&[statement(0), statement(1)])
        .unwrap();
    let (code, said) = tallador(data, &["lrs", "status"], "");
    assert_eq!(code, 0);
    assert!(said.contains("sent 0, waiting 2, refused 0"), "{said}");
    assert!(!said.contains(SECRET), "{said}");
    let (code, said) = tallador(data, &["lrs", "send"], "");
    assert_eq!(code, 0, "{said}");
    // Statements that name no session log: nothing bears them out, none is sent.
    assert!(
        said.contains("stored 0, refused 2; sent 0, waiting 0, refused 2"),
        "{said}"
    );
    assert_eq!(lrs.stored().len(), 0);
    let (code, said) = tallador(data, &["lrs", "status"], "");
    assert_eq!(code, 0);
    assert!(said.contains("not sent answered"), "{said}");
    assert!(said.contains("names no session log"), "{said}");
    // A wrong secret: `lrs test` says so and exits 1.
    let (code, _) = tallador(
        data,
        &[
            "lrs",
            "set",
            "--endpoint",
            &lrs.endpoint,
            "--key",
            KEY,
            "--secret",
            "wrong",
            "--home-page",
            "https://school.example",
        ],
        "",
    );
    assert_eq!(code, 0);
    let (code, said) = tallador(data, &["lrs", "test"], "");
    assert_eq!(code, 1, "{said}");
    assert!(said.contains("401"), "{said}");
}

#[cfg(feature = "app")]
#[test]
fn an_exam_sat_in_the_window_with_the_lrs_set_arrives_in_order() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    lrs_support::signed_paper(dir.path());
    lrs_support::marta()
        .write_new(&dir.path().join("instructor"))
        .unwrap();
    tallador::session::lrs::queue::save_settings(&dir.path().join("data"), &settings(&lrs, SECRET))
        .unwrap();
    lrs_support::window_exam(dir.path(), &client(&lrs), 150);
}

// ------------------------------------------------------------- the queue is not the record

/// The waiting file of the queue of `data` whose verb is `verb`.
fn waiting_file(data: &std::path::Path, verb: &str) -> std::path::PathBuf {
    std::fs::read_dir(data.join("lrs/waiting"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            path.file_name()
                .unwrap()
                .to_string_lossy()
                .contains(&format!("_{verb}_"))
        })
        .unwrap_or_else(|| panic!("no waiting {verb} statement"))
}

#[test]
fn a_failed_statement_edited_to_passed_in_the_queue_reaches_the_lrs_as_the_log_says() {
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    // The LRS is away during the exam: everything waits in the queue.
    lrs.set(Behaviour::Down);
    let outbox = Outbox::start(Queue::in_data(&data), client(&lrs));
    sit_live(
        dir.path(),
        &outbox,
        "Bruno Díaz",
        "2026-05-05T10:00:00+02:00",
        false,
        None,
    );
    outbox.close();
    // The trainee edits the waiting `failed` into a `passed`, success and all.
    let failed = waiting_file(&data, "failed");
    let text = std::fs::read_to_string(&failed).unwrap();
    assert!(text.contains("verbs/failed"), "{text}");
    let forged = text
        .replace("verbs/failed", "verbs/passed")
        .replace("\"failed\"", "\"passed\"")
        .replace("\\\"failed\\\"", "\\\"passed\\\"")
        .replace("\"success\":false", "\"success\":true")
        .replace("\\\"success\\\":false", "\\\"success\\\":true");
    assert_ne!(forged, text);
    std::fs::write(&failed, forged).unwrap();
    // The LRS is back; the sender sends what waits.
    lrs.set(Behaviour::Store);
    let queue = Queue::in_data(&data);
    let pass = send_waiting(&queue, &client(&lrs), 50);
    assert_eq!(pass.problem, None);
    let verbs = lrs.stored_verbs();
    assert!(!verbs.contains(&"passed".to_string()), "{verbs:?}");
    let verdicts: Vec<serde_json::Value> = lrs
        .stored()
        .into_iter()
        .filter(|s| s["verb"]["id"].as_str().unwrap().ends_with("/failed"))
        .collect();
    assert_eq!(verdicts.len(), 1, "the log's truth, failed: {verbs:?}");
    assert_eq!(verdicts[0]["result"]["success"], false);
    // The altered statement is kept aside, said so, not sent as it was.
    let status = queue.status();
    assert_eq!(status.waiting, 0);
    assert_eq!(status.refused.len(), 1, "{status:?}");
    assert!(
        status.refused[0].answer.contains("does not match its log"),
        "{:?}",
        status.refused[0]
    );
}

// ------------------------------------------------------ an exam killed says so at the next start

#[test]
fn an_exam_killed_mid_way_is_abandoned_at_the_next_start_once() {
    use tallador::session::lrs::live::abandon_left_exams;
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let logs = dir.path().join("logs");
    // Ana is killed (SIGTERM) three decisions into her exam: her statements so far are sent,
    // and nothing says it ended.
    let outbox = Outbox::start(Queue::in_data(&data), client(&lrs));
    let profiles = tallador::core::Profiles::default();
    let trusted = tallador::session::exam::seal::TrustedKeys {
        keys: vec![lrs_support::marta().public()],
    };
    let paper = lrs_support::signed_paper(dir.path());
    let signed =
        tallador::session::exam::seal::load_paper_for_exam(&paper, &profiles, &trusted).unwrap();
    let begin = "2026-05-07T09:00:00+02:00";
    let mut session = tallador::session::exam::take::start(
        &signed,
        "Ana Pérez",
        Some(logs.clone()),
        &profiles,
        lrs_support::stamp(begin),
    )
    .unwrap();
    session.observe(Box::new(tallador::session::lrs::live::Live::new(
        outbox.clone(),
        "https://school.example",
        tallador::session::exam::names::Roster::default(),
        Some(signed.paper().clone()),
    )));
    for second in [3, 6, 9] {
        let canonical = session.acceptable()[0];
        let at = lrs_support::stamp(&format!("2026-05-07T09:00:0{second}+02:00"));
        session.choose(canonical, at);
    }
    lrs.wait_for(5);
    // Killed: neither closed nor abandoned; the sender stops with the program.
    std::mem::forget(session);
    outbox.close();
    assert_eq!(
        lrs.stored_verbs(),
        [
            "launched",
            "initialized",
            "answered",
            "answered",
            "answered"
        ]
    );

    // The next start: the left exam is abandoned, as of its last decision, and sent.
    let outbox = Outbox::start(Queue::in_data(&data), client(&lrs));
    let queued = abandon_left_exams(&outbox, &logs, &[]).unwrap();
    assert_eq!(queued, 1);
    let stored = lrs.wait_for(6);
    outbox.close();
    assert_eq!(lrs.stored_verbs().last().unwrap(), "abandoned");
    assert_eq!(stored[5]["timestamp"], "2026-05-07T07:00:09.000Z");
    assert_eq!(stored[5]["result"]["duration"], "PT9S");
    assert_eq!(stored[5]["actor"]["name"], "Ana Pérez");
    assert_eq!(outbox.status().refused.len(), 0, "{:?}", outbox.status());

    // A second start queues nothing more.
    let posts = lrs.posts();
    let outbox = Outbox::start(Queue::in_data(&data), client(&lrs));
    assert_eq!(abandon_left_exams(&outbox, &logs, &[]).unwrap(), 0);
    outbox.close();
    assert_eq!(lrs.stored().len(), 6);
    assert_eq!(lrs.posts(), posts);
}

#[test]
fn an_exam_that_ended_or_is_under_way_is_not_abandoned_at_start() {
    use tallador::session::lrs::live::abandon_left_exams;
    let lrs = FakeLrs::start();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let outbox = Outbox::start(Queue::in_data(&data), client(&lrs));
    // One exam sat to its end, one left when the window closed (abandoned then).
    sit_live(
        dir.path(),
        &outbox,
        "Ana Pérez",
        "2026-05-08T09:00:00+02:00",
        true,
        None,
    );
    let left = sit_live(
        dir.path(),
        &outbox,
        "Bea Gil",
        "2026-05-08T10:00:00+02:00",
        true,
        Some(2),
    );
    lrs.wait_for(12 + 5);
    assert_eq!(
        abandon_left_exams(&outbox, &dir.path().join("logs"), &[]).unwrap(),
        0
    );
    outbox.close();
    assert_eq!(lrs.stored().len(), 12 + 5);
    // The exam under way in this window (its header named) is not touched either.
    let fresh = tempfile::tempdir().unwrap();
    let outbox = Outbox::start(Queue::in_data(&fresh.path().join("data")), client(&lrs));
    let header = tallador::session::log::SessionLog::load(&left)
        .unwrap()
        .header_hash;
    let logs = left.parent().unwrap();
    assert_eq!(abandon_left_exams(&outbox, logs, &[header]).unwrap(), 0);
    outbox.close();
}
