#![cfg(feature = "app")]
//! Irregularities at the trainer (procedures.md section 8), driven through the real UI
//! (egui_kittest): a card face up in the shoe burned, a misdealt card restored from the dealer's
//! menu, a claim the inspector voids. The banner, the table and the feedback are read, and the
//! log on disk.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicI32;

use egui::{Key, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use tallador::app::{AppOptions, Screen, TalladorApp, theme};
use tallador::core::procedure::Owner;
use tallador::core::{Category, Profiles, RuleId, TableKind};
use tallador::session::{Mode, Outcome, SessionLog};
use tallador::text::i18n::{I18n, Lang};

mod common;
use common::app::{en, en_with, es, es_with};

fn library(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(name)
}

fn harness(
    scenario: &str,
    lang: Lang,
    size: (f32, f32),
) -> (tempfile::TempDir, Harness<'static, TalladorApp>) {
    let logs = tempfile::tempdir().unwrap();
    let mut options = AppOptions::new(Profiles::default());
    options.scenario = Some(library(scenario));
    options.logs_folder = Some(logs.path().to_path_buf());
    options.shipped_library = false;
    options.lang = Some(lang);
    options.trainee = Some("Ana Pérez".into());
    options.mode = Some(Mode::Practice);
    let app = TalladorApp::new(options, None, Arc::new(AtomicI32::new(0)));
    let mut harness = Harness::builder()
        .with_size(vec2(size.0, size.1))
        .with_context_setup(theme::install)
        .build_ui_state(|ui, app: &mut TalladorApp| app.frame_ui(ui), app);
    harness.run();
    (logs, harness)
}

fn type_action(harness: &mut Harness<'static, TalladorApp>, line_label: &str, text: &str) {
    let line = harness.get_by_label(line_label);
    line.focus();
    line.type_text(text);
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
}

fn log_on_disk(harness: &Harness<'static, TalladorApp>) -> SessionLog {
    let training = harness.state().training.as_ref().expect("a session");
    let path = training.session.log_path().expect("a log path");
    SessionLog::load(&path).expect("the log reads")
}

fn card(lang: Lang, code: &str) -> String {
    I18n::new(lang).card(code.parse().unwrap())
}

#[test]
fn a_card_face_up_in_the_shoe_is_shown_at_the_shoe_and_burned_in_the_trainee_s_words() {
    let (_logs, mut harness) = harness(
        "casilleros/irregular-face-up-card-burned.ron",
        Lang::Es,
        (1280.0, 800.0),
    );
    // The banner says what happened, in Spanish, with the card as the Spanish table writes it.
    let nine = card(Lang::Es, "9C");
    harness.get_by_label(&es_with(
        "table.event_faceup",
        &[("n", "2"), ("card", &nine)],
    ));
    let view = harness.state().training.as_ref().unwrap().session.table();
    let event = view.event.expect("the face-up card is on the table");
    assert_eq!(event.shown.cards, ["9C".parse().unwrap()]);
    // A third card instead of the burn: DI1, the card, this table's remedy and its source.
    let line = es("train.type_action");
    type_action(&mut harness, &line, "carta 2");
    harness.get_by_label_contains("Montevideo, Digesto R.1147");
    harness.get_by_label_contains("esta mesa la quema");
    // The burn, in the dealer's words.
    type_action(&mut harness, &line, "quemar");
    let view = harness.state().training.as_ref().unwrap().session.table();
    assert!(view.event.is_none(), "the remedy is done: the banner goes");
    // Box 2 holds 3H 2D and box 5 QD KH: 9C went to the discard, every card moved up one.
    let cards = |owner| {
        view.hand(owner)
            .map(|hand| {
                hand.cards
                    .iter()
                    .map(|c| c.card.to_string())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    assert_eq!(cards(Owner::Box(2)), ["3H", "2D"]);
    assert_eq!(cards(Owner::Box(5)), ["QD", "KH"]);
    let log = log_on_disk(&harness);
    assert_eq!(log.steps[0].choice.to_string(), "draw 2");
    assert_eq!(log.steps[0].verdict, Outcome::Wrong);
    assert_eq!(log.steps[0].rule, Some(RuleId::IrrFaceup));
    assert_eq!(log.steps[0].category, Some(Category::Irregularity));
    assert_eq!(log.steps[1].choice.to_string(), "burn");
    assert_eq!(log.steps[1].verdict, Outcome::Correct);
    // The review tells the event beside the mistake made at it.
    let review = tallador::session::review::Review::new(log, &Profiles::default());
    let text = review.text();
    assert!(
        text.contains(
            "did draw 2, expected burn  # IRR-faceup irregularity\n  event: face-up card 2 (9C)\n"
        ),
        "{text}"
    );
}

#[test]
fn a_misdealt_card_lies_in_the_wrong_hand_until_the_dealer_restores_it_from_the_menu() {
    let (_logs, mut harness) = harness(
        "punto-banco-pr/irregular-misdeal-restored.ron",
        Lang::Es,
        (1024.0, 768.0),
    );
    let hand_cards = |harness: &Harness<'static, TalladorApp>, owner| {
        let view = harness.state().training.as_ref().unwrap().session.table();
        view.hand(owner)
            .map(|hand| {
                hand.cards
                    .iter()
                    .map(|c| c.card.to_string())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    // Card 2 (2H, the Banca's) lies with Punto's 8S JC; the Banca holds only 5D.
    assert_eq!(hand_cards(&harness, Owner::Punto), ["8S", "JC", "2H"]);
    assert_eq!(hand_cards(&harness, Owner::Banca), ["5D"]);
    harness.get_by_label(&es_with(
        "table.event_misdeal",
        &[
            ("n", "2"),
            ("card", &card(Lang::Es, "2H")),
            ("hand", "Punto"),
        ],
    ));
    // The dealer's menu offers the remedies, each with its key.
    harness.get_by_label(&es("table.dealer")).click();
    harness.run();
    harness.get_by_label_contains(&es("menu.restore")).click();
    harness.run();
    assert_eq!(hand_cards(&harness, Owner::Punto), ["8S", "JC"]);
    assert_eq!(hand_cards(&harness, Owner::Banca), ["2H", "5D"]);
    let log = log_on_disk(&harness);
    assert_eq!(log.steps[0].choice.to_string(), "restore");
    assert_eq!(log.steps[0].verdict, Outcome::Correct);
}

#[test]
fn a_claim_voided_by_the_inspector_leaves_every_stake_where_it_is() {
    let (_logs, mut harness) = harness(
        "punto-banco-pr/irregular-claim-voided.ron",
        Lang::En,
        (1920.0, 1080.0),
    );
    let line = en("train.type_action");
    type_action(&mut harness, &line, "announce banca 7 punto 8");
    let seat = I18n::new(Lang::En).the_place(TableKind::PuertoRico, 7);
    harness.get_by_label(&en_with("table.event_claim", &[("place", &seat)]));
    // Paying before the inspector rules: DI1, the claim's remedy.
    type_action(&mut harness, &line, "pay 3");
    harness.get_by_label_contains("Colorado rule 47.1-828");
    type_action(&mut harness, &line, "call the inspector");
    harness.get_by_label(&en_with("table.event_claim_void", &[("place", &seat)]));
    type_action(&mut harness, &line, "void the coup");
    harness.get_by_label(&en("table.void"));
    let view = harness.state().training.as_ref().unwrap().session.table();
    assert!(view.void);
    assert!(
        view.places
            .iter()
            .all(|place| !place.collected && place.paid.is_none()),
        "no stake moves in a void coup"
    );
    type_action(&mut harness, &line, "discard all");
    assert_eq!(harness.state().screen, Screen::Summary);
    let log = log_on_disk(&harness);
    let choices: Vec<String> = log.steps.iter().map(|s| s.choice.to_string()).collect();
    assert_eq!(
        choices,
        [
            "announce banca 7 punto 8",
            "pay 3",
            "call-inspector",
            "void",
            "discard all"
        ]
    );
    assert_eq!(log.steps[1].rule, Some(RuleId::IrrClaim));
    assert_eq!(log.steps[1].category, Some(Category::Irregularity));
    let irregular = log
        .summary
        .categories
        .iter()
        .find(|score| score.category == Category::Irregularity)
        .expect("the summary counts the irregularity category");
    // Three decisions at the claim's remedy; one wrong first (the payment), counted there.
    assert_eq!(irregular.mistakes, 1);
}
