//! Statements per second into the school's LRS, through the durable queue (each statement
//! written to the data folder, posted in batches of 50, removed once stored): one exam computer
//! sending 600 statements, and 50 exam computers sending 12 each at once. Against the real LRS
//! `.ci/run` starts (`TALLADOR_LRS_TEST=DIR`, see `scripts/lrs.sh`), else against the tiny
//! loopback LRS of the tests (which measures the client and the queue alone).
//!
//! `cargo bench --bench lrs` (criterion; throughput in statements per second).

#[path = "../tests/lrs_support/mod.rs"]
mod lrs_support;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tallador::session::exam::xapi::derived_uuid;
use tallador::session::lrs::LrsSettings;
use tallador::session::lrs::client::Client;
use tallador::session::lrs::outbox::{BATCH, send_checked};
use tallador::session::lrs::queue::{Outgoing, Queue};
use tallador::session::lrs::rebuild::Rebuilder;

static NEXT: AtomicU64 = AtomicU64::new(0);

/// `count` fresh answered statements (new ids every call: the LRS stores each).
fn statements(count: usize) -> Vec<Outgoing> {
    let run = std::process::id();
    (0..count)
        .map(|number| {
            let serial = NEXT.fetch_add(1, Ordering::SeqCst);
            let id = derived_uuid(&format!("bench {run} {serial}"));
            Outgoing {
                order: format!("{serial:013}-bench-{number:06}"),
                id: id.clone(),
                verb: "answered".into(),
                json: format!(
                    r#"{{"id":"{id}","actor":{{"objectType":"Agent","name":"Bench","account":{{"homePage":"https://school.example","name":"bench-{run}"}}}},"verb":{{"id":"http://adlnet.gov/expapi/verbs/answered","display":{{"en-US":"answered"}}}},"object":{{"objectType":"Activity","id":"urn:tallador:bench:{serial}"}},"result":{{"success":true,"response":"draw 3","duration":"PT1.5S"}},"timestamp":"2026-05-05T07:00:18.000Z"}}"#
                ),
                source: None,
            }
        })
        .collect()
}

fn bench_lrs(c: &mut Criterion) {
    let fake;
    let settings = match lrs_support::real_lrs("bench lrs") {
        Some((_, settings)) => settings,
        None => {
            fake = lrs_support::FakeLrs::start();
            LrsSettings::new(
                &fake.endpoint,
                lrs_support::KEY,
                lrs_support::SECRET,
                "https://school.example",
                false,
            )
            .unwrap()
        }
    };
    let client = Client::new(settings, Duration::from_secs(30));
    let mut group = c.benchmark_group("lrs");
    group.sample_size(10);
    group.throughput(Throughput::Elements(600));
    group.bench_function("one computer, 600 statements in batches of 50", |b| {
        let dir = tempfile::tempdir().unwrap();
        let queue = Queue::in_data(dir.path());
        b.iter(|| {
            queue.push(&statements(600)).unwrap();
            let pass = send_checked(&queue, &client, &Rebuilder::trusting_the_queue(), BATCH);
            assert_eq!((pass.stored, pass.problem), (600, None));
        });
    });
    group.bench_function("50 computers at once, 12 statements each", |b| {
        b.iter(|| {
            let computers: Vec<_> = (0..50)
                .map(|_| {
                    let client = client.clone();
                    let batch = statements(12);
                    std::thread::spawn(move || {
                        let dir = tempfile::tempdir().unwrap();
                        let queue = Queue::in_data(dir.path());
                        queue.push(&batch).unwrap();
                        send_checked(&queue, &client, &Rebuilder::trusting_the_queue(), BATCH)
                    })
                })
                .collect();
            for computer in computers {
                let pass = computer.join().unwrap();
                assert_eq!((pass.stored, pass.problem), (12, None));
            }
        });
    });
    group.finish();
}

criterion_group!(benches, bench_lrs);
criterion_main!(benches);
