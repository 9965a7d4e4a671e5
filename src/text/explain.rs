//! Sentences that teach: a diagnosis ([`crate::core::diagnosis`]) told in the interface's
//! language with the facts of the table, ending with the rule id ("Box 5 holds 7: a box on 6
//! or 7 stands (T4)."). The trainer's feedback, the exam summary, the review, the audit drill,
//! `tallador audit` and the report all call [`why`].

use std::path::Path;

use crate::core::diagnosis::{
    Against, BoxHand, Diagnosis, Facts, NoAnnouncement, NoCollection, Payout, Precedence, SeatDue,
    Stay,
};
use crate::core::diagnostic::{Diagnostic, Problem};
use crate::core::irregularity::{Irregularity, Ruling};
use crate::core::kind::{BancaWord, Passes, PlaceWord};
use crate::core::procedure::Owner;
use crate::core::procedure::Shown;
use crate::core::{
    Action, Declaration, Hand, Money, Place, RuleId, Side, TableKind, Target, Winner,
};
use crate::text::i18n::I18n;

/// Why the choice was wrong, in one or two sentences ending with the rule id.
pub fn why(i18n: &I18n, kind: TableKind, diagnosis: &Diagnosis) -> String {
    told(i18n, kind, &diagnosis.facts, diagnosis.rule)
}

/// The facts of a table told with the rule they follow, in the words of a table of `kind`
/// (Banco and Égalité at the Venice table). The quick drills explain their answers with these
/// same sentences ("Punto holds 3: on 0 to 5 it draws (T4).").
pub fn told(i18n: &I18n, kind: TableKind, facts: &Facts, rule: RuleId) -> String {
    let i18n = &i18n.at_table(kind);
    let words = Words { i18n, kind };
    capitalized(&words.sentence(facts, rule))
}

/// An event's card numbers and cards as a sentence names them: `n` and `m` (the first and
/// second card number, "0" where there is none) and `card`, the cards in the language's codes.
pub struct EventWords {
    pub n: String,
    pub m: String,
    pub card: String,
}

/// The words of `event` for a sentence (the trainer's banner, a diagnosis, the report).
pub fn event_words(i18n: &I18n, event: &Shown) -> EventWords {
    let number = |index: usize| event.numbers.get(index).copied().unwrap_or(0).to_string();
    EventWords {
        n: number(0),
        m: number(1),
        card: event
            .cards
            .iter()
            .map(|&card| i18n.card(card))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// A list in the language's way: "1, 3 and 5", "2, 5 y 9" (the one list-joiner of the words).
pub fn list(i18n: &I18n, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => i18n.trf("why.list", &[("items", &rest.join(", ")), ("last", last)]),
    }
}

/// The row of the Banca's tableau (T5) for a two-card total, as a sentence: "On 5 it draws
/// against 4 to 7."
pub fn tableau_row(i18n: &I18n, banca: u8) -> String {
    let row = match banca {
        0..=2 => "quiz.row.0",
        3 => "quiz.row.3",
        4 => "quiz.row.4",
        5 => "quiz.row.5",
        6 => "quiz.row.6",
        _ => "quiz.row.7",
    };
    format!("{}.", capitalized(&i18n.tr(row)))
}

/// The pieces sentences are made of.
struct Words<'a> {
    i18n: &'a I18n,
    kind: TableKind,
}

impl Words<'_> {
    fn tr(&self, key: &str, args: &[(&str, &str)]) -> String {
        self.i18n.trf(key, args)
    }

    /// A hand with its article where the language needs one: "box 3", "Punto", "the Banca".
    fn hand(&self, owner: Owner) -> String {
        match owner {
            Owner::Box(place) => self.i18n.the_place(self.kind, place),
            Owner::Punto => self.tr("why.punto", &[]),
            Owner::Banca => self.the_banca(),
        }
    }

    fn the_banca(&self) -> String {
        match self.kind.banca_word() {
            BancaWord::Banco => self.tr("why.the_banco", &[]),
            BancaWord::Banca => self.tr("why.the_banca", &[]),
        }
    }

    /// The Banca's name without article: "Banca", "Banco" in Venice.
    fn banca_name(&self) -> String {
        self.i18n.banca(self.kind)
    }

    fn target(&self, target: Target) -> String {
        match target {
            Target::Place(place) => self.hand(Owner::Box(place)),
            Target::Hand(Hand::Punto) => self.hand(Owner::Punto),
            Target::Hand(Hand::Banca) => self.hand(Owner::Banca),
        }
    }

    fn place(&self, place: Place) -> String {
        self.i18n.the_place(self.kind, place)
    }

    /// An amount with two decimals, the local way: `9,50` / `9.50`.
    fn money(&self, amount: Money) -> String {
        self.i18n.money_fixed(amount)
    }

    fn action(&self, action: Action) -> String {
        self.i18n.describe(action, self.kind)
    }

    /// "the shoe" / "the Bottone".
    fn the_token(&self) -> String {
        match self.kind.passes() {
            Passes::BottoneEveryHand => self.tr("why.the_bottone", &[]),
            Passes::ShoeWhenPuntoWins | Passes::Nothing => self.tr("why.the_shoe", &[]),
        }
    }

    /// A list in the language's way: "1, 3 and 5".
    fn list(&self, items: &[String]) -> String {
        list(self.i18n, items)
    }

    /// What the Banca's card answers: "Punto's third card, a 7", "a Punto who stood", "box 1
    /// (third card 6), box 3 (stood)".
    fn against(&self, against: &Against) -> String {
        match against {
            Against::Punto(Some(value)) => {
                self.tr("why.against_third", &[("v", &value.to_string())])
            }
            Against::Punto(None) => self.tr("why.against_stood", &[]),
            Against::Boxes(boxes) => {
                let each: Vec<String> = boxes
                    .iter()
                    .map(|&(place, hand)| match hand {
                        BoxHand::Third(value) => self.tr(
                            "why.box_third",
                            &[("box", &self.place(place)), ("v", &value.to_string())],
                        ),
                        BoxHand::Stood => self.tr("why.box_stood", &[("box", &self.place(place))]),
                        BoxHand::Natural(total) => self.tr(
                            "why.box_natural",
                            &[("box", &self.place(place)), ("total", &total.to_string())],
                        ),
                    })
                    .collect();
                self.list(&each)
            }
        }
    }

    /// The kind of places of this table, for a selector: `boxes` or `seats`.
    fn places_kind(&self) -> &'static str {
        match self.kind.place_word() {
            PlaceWord::Box => "boxes",
            PlaceWord::Seat => "seats",
        }
    }

    /// A side's wager: "Punto", "Banca", "the tie" (Égalité in Venice).
    fn wager(&self, side: Side) -> String {
        match side {
            Side::Punto => self.tr("why.wager_punto", &[]),
            Side::Banca => self.tr("why.wager_banca", &[]),
            Side::Empate => self.tr("why.wager_tie", &[]),
        }
    }

    /// Why the action of row D15 comes first; empty where no finer reason than the step's
    /// own rule applies.
    fn precedence(&self, reason: Precedence) -> String {
        let key = match reason {
            Precedence::BetsClosed => "why.first_bets_closed",
            Precedence::CardsGiven => "why.first_cards_given",
            Precedence::Reveal => "why.first_reveal",
            Precedence::PuntoFirst => "why.first_punto",
            Precedence::BancaBeforeResult => "why.first_banca",
            Precedence::BoxCardsFirst => "why.first_box_cards",
            Precedence::CardsLeftToRight => "why.first_cards_left_to_right",
            Precedence::NaturalsFirst => "why.first_naturals",
            Precedence::StandingBoxesFirst => "why.first_standing_boxes",
            Precedence::LeftToRight => "why.first_left_to_right",
            Precedence::RightToLeft => "why.first_right_to_left",
            Precedence::BancaCardFirst => "why.first_banca_card",
            Precedence::LosersFirst => "why.first_losers",
            Precedence::MarkAfterPay => "why.first_mark",
            Precedence::SettleBeforeDiscard => "why.first_settle",
            Precedence::BoxAsAUnit => "why.first_box_unit",
            Precedence::DiscardBeforePass => "why.first_discard",
            // No finer reason: the sentence says what comes first, without a "because".
            Precedence::StepDue => return String::new(),
        };
        self.tr(
            key,
            &[("banca", &self.the_banca()), ("token", &self.the_token())],
        )
    }

    fn sentence(&self, facts: &Facts, rule_id: RuleId) -> String {
        let rule = rule_id.id();
        let r = ("rule", rule);
        match facts {
            Facts::DealDue { due } => self.tr("why.d0", &[("hand", &self.target(*due)), r]),
            Facts::DealTo { due: Some(due) } => {
                self.tr("why.d1", &[("hand", &self.target(*due)), r])
            }
            Facts::DealTo { due: None } => self.tr("why.d1_none", &[r]),
            Facts::Amount {
                place,
                side,
                stake,
                due,
                given,
                commission,
                payout,
            } => self.amount(
                *place,
                *side,
                *stake,
                *due,
                *given,
                *commission,
                *payout,
                rule,
            ),
            Facts::BoxBalance {
                place,
                marks,
                due,
                given,
            } => self.box_balance(*place, marks, *due, *given, rule),
            Facts::NoCollection { place, why } => self.no_collection(*place, *why, rule),
            Facts::Natural { hand, total } => self.tr(
                match hand {
                    Owner::Box(_) => "why.d3_box",
                    _ => "why.d3",
                },
                &[
                    ("hand", &self.hand(*hand)),
                    ("total", &total.to_string()),
                    r,
                ],
            ),
            Facts::ThreeCards { hand } => self.tr("why.d4", &[("hand", &self.hand(*hand)), r]),
            Facts::Declared { declaration, total } => {
                let (said, does) = match declaration {
                    Declaration::Carta => ("why.said_carta", "why.punto_stands"),
                    Declaration::NoCarta => ("why.said_no_carta", "why.punto_draws"),
                };
                self.tr(
                    "why.d5",
                    &[
                        ("said", &self.tr(said, &[])),
                        ("total", &total.to_string()),
                        ("does", &self.tr(does, &[])),
                        r,
                    ],
                )
            }
            Facts::Total { hand, total } => {
                let key = match (hand, *total <= 5) {
                    (Owner::Box(_), false) => "why.d6_box_stands",
                    (_, false) => "why.d6_punto_stands",
                    (_, true) => "why.d6_draws",
                };
                self.tr(
                    key,
                    &[
                        ("hand", &self.hand(*hand)),
                        ("total", &total.to_string()),
                        r,
                    ],
                )
            }
            Facts::Tableau {
                banca,
                against,
                draws,
            } => self.tableau(*banca, against, *draws, rule),
            Facts::InPlay { place, in_play } if in_play.is_empty() => {
                self.tr("why.d8_none", &[("place", &self.place(*place)), r])
            }
            Facts::InPlay { place, in_play } => {
                let places: Vec<String> = in_play.iter().map(u8::to_string).collect();
                self.tr(
                    "why.d8",
                    &[
                        ("place", &self.place(*place)),
                        ("in_play", &self.list(&places)),
                        ("places", self.places_kind()),
                        r,
                    ],
                )
            }
            Facts::Result {
                place,
                wagers,
                punto,
                banca,
                winner,
            } => {
                let result = match winner {
                    Winner::Punto => self.tr("why.result_punto", &[]),
                    Winner::Banca => self.tr("why.result_banca", &[("banca", &self.the_banca())]),
                    Winner::Tie => self.tr("why.result_tie", &[]),
                };
                let key = match (self.kind.place_word(), wagers.is_empty()) {
                    (PlaceWord::Box, _) => "why.d9",
                    (PlaceWord::Seat, false) => "why.d9_seat",
                    (PlaceWord::Seat, true) => "why.d9_no_wager",
                };
                let wagers: Vec<String> = wagers.iter().map(|&side| self.wager(side)).collect();
                self.tr(
                    key,
                    &[
                        ("place", &self.place(*place)),
                        ("wagers", &self.list(&wagers)),
                        ("p", &punto.to_string()),
                        ("b", &banca.to_string()),
                        ("banca", &self.the_banca()),
                        ("result", &result),
                        r,
                    ],
                )
            }
            Facts::Deducted { place, percent } => self.tr(
                "why.d9_deducted",
                &[
                    ("place", &self.place(*place)),
                    ("percent", &percent.to_string()),
                    r,
                ],
            ),
            Facts::Seat { due } => self.seat(due, rule),
            Facts::Announcement { due } => match due {
                Action::AnnouncePunto(total) => {
                    self.tr("why.announce_punto", &[("x", &total.to_string()), r])
                }
                Action::AnnounceResult { banca, punto } => self.tr(
                    "why.announce_result",
                    &[
                        ("banca", &self.banca_name()),
                        ("b", &banca.to_string()),
                        ("p", &punto.to_string()),
                        r,
                    ],
                ),
                other => self.tr("why.d14", &[("due", &self.action(*other)), r]),
            },
            Facts::AnnouncementDue { due } => match due {
                Action::AnnouncePunto(total) => {
                    self.tr("why.d14_punto", &[("x", &total.to_string()), r])
                }
                Action::AnnounceResult { banca, punto } => self.tr(
                    "why.d14_result",
                    &[
                        ("banca", &self.banca_name()),
                        ("b", &banca.to_string()),
                        ("p", &punto.to_string()),
                        r,
                    ],
                ),
                other => self.tr("why.d14", &[("due", &self.action(*other)), r]),
            },
            Facts::NoAnnouncement { why } => {
                let key = match why {
                    NoAnnouncement::Natural => "why.d12_natural",
                    NoAnnouncement::PuntoStood => "why.d12_stood",
                    NoAnnouncement::Venice => "why.d12_venice",
                };
                self.tr(key, &[r])
            }
            Facts::ThirdCard {
                hand,
                total,
                against,
            } => match against {
                Some(Against::Boxes(boxes)) if boxes.is_empty() => self.tr(
                    "why.d13_banca_alone",
                    &[
                        ("banca", &self.the_banca()),
                        ("total", &total.to_string()),
                        r,
                    ],
                ),
                Some(against) => self.tr(
                    "why.d13_banca",
                    &[
                        ("banca", &self.the_banca()),
                        ("total", &total.to_string()),
                        ("against", &self.against(against)),
                        r,
                    ],
                ),
                None => self.tr(
                    "why.d13",
                    &[
                        ("hand", &self.hand(*hand)),
                        ("total", &total.to_string()),
                        r,
                    ],
                ),
            },
            Facts::First {
                first,
                unit,
                reason,
            } => match unit {
                Some(place) => self.tr(
                    "why.d15_unit",
                    &[
                        ("box", &self.place(*place)),
                        ("first", &self.action(*first)),
                        r,
                    ],
                ),
                None if rule_id == RuleId::CasG => {
                    self.tr("why.d15_box", &[("first", &self.action(*first)), r])
                }
                None => match self.precedence(*reason) {
                    why if why.is_empty() => {
                        self.tr("why.d15_plain", &[("first", &self.action(*first)), r])
                    }
                    why => self.tr(
                        "why.d15",
                        &[("first", &self.action(*first)), ("why", &why), r],
                    ),
                },
            },
            Facts::Repeated {
                action: action @ Action::CollectCommission(..),
            } => self.tr("why.d16_box", &[("action", &self.action(*action)), r]),
            Facts::Repeated { action } => {
                let settles = matches!(
                    action,
                    Action::Pay(..)
                        | Action::Collect(_)
                        | Action::Commission(..)
                        | Action::Encart(_)
                );
                let key = if settles {
                    "why.d16_settled"
                } else {
                    "why.d16"
                };
                self.tr(
                    key,
                    &[
                        ("action", &self.action(*action)),
                        ("places", self.places_kind()),
                        r,
                    ],
                )
            }
            Facts::Due { due: Some(due) } => self.tr("why.d17", &[("due", &self.action(*due)), r]),
            Facts::Due { due: None } => self.tr("why.d17_over", &[r]),
            Facts::Irregular { event, due } => self.irregular(event, *due, r),
            Facts::NothingIrregular { due: Some(due) } => {
                self.tr("why.di2", &[("due", &self.action(*due)), r])
            }
            Facts::NothingIrregular { due: None } => self.tr("why.di2_over", &[r]),
            Facts::Voided { event } => {
                let why = self.what_voided(event);
                self.tr("why.di3", &[("why", &why), r])
            }
        }
    }

    /// DI1: what happened, the card and its place in the shoe, the hand, and this table's
    /// remedy with its source (procedures.md section 8.3).
    fn irregular(&self, event: &Shown, due: Action, r: (&str, &str)) -> String {
        let EventWords { n, m, card } = event_words(self.i18n, event);
        let hand = event.hand.map(|owner| self.hand(owner)).unwrap_or_default();
        let source = event.source.as_str();
        let burns = event.remedy.first() == Some(&Action::Burn);
        let key = match event.event {
            Irregularity::FaceUp { .. } if burns => "why.di1_faceup_burn",
            Irregularity::FaceUp { .. } => "why.di1_faceup_keep",
            Irregularity::Exposed { .. } if burns => "why.di1_exposed_burn",
            Irregularity::Exposed { .. } => "why.di1_exposed_keep",
            Irregularity::Stuck { .. } => "why.di1_stuck",
            Irregularity::Misdeal { .. } if event.remedy.first() == Some(&Action::Restore) => {
                "why.di1_misdeal_restore"
            }
            Irregularity::Misdeal { .. } => "why.di1_misdeal_void",
            Irregularity::Extra { .. } => "why.di1_extra",
            Irregularity::Damaged { .. } => "why.di1_damaged",
            // Before the inspector rules, the remedy is to call them; after a void ruling, to
            // void the coup.
            Irregularity::Claim {
                ruling: Ruling::Void,
                ..
            } if due == Action::Void => "why.di1_claim_void",
            Irregularity::Claim { .. } => "why.di1_claim",
        };
        let place = match event.event {
            Irregularity::Claim { place, .. } => self.place(place),
            _ => String::new(),
        };
        self.tr(
            key,
            &[
                ("n", &n),
                ("m", &m),
                ("card", &card),
                ("hand", &hand),
                ("place", &place),
                ("source", source),
                r,
            ],
        )
    }

    /// DI3: why the coup is void, in a few words.
    fn what_voided(&self, event: &Shown) -> String {
        let EventWords { n, m, .. } = event_words(self.i18n, event);
        match event.event {
            Irregularity::Stuck { .. } => self.tr("why.void_stuck", &[("n", &n), ("m", &m)]),
            Irregularity::Misdeal { .. } => self.tr("why.void_misdeal", &[("n", &n)]),
            Irregularity::Claim { place, .. } => {
                self.tr("why.void_claim", &[("place", &self.place(place))])
            }
            _ => self.tr("why.void_other", &[]),
        }
    }

    /// D2 for PAY-box: the marks that make the box's balance, the balance, what was collected.
    fn box_balance(
        &self,
        place: Place,
        marks: &[Money],
        due: Money,
        given: Money,
        rule: &str,
    ) -> String {
        let shown: Vec<String> = marks.iter().map(|&mark| self.money(mark)).collect();
        let marks = match shown.len() {
            0 | 1 => self.money(due),
            _ => format!("{} = {}", shown.join(" + "), self.money(due)),
        };
        self.tr(
            "why.d2_box",
            &[
                ("place", &self.place(place)),
                ("marks", &marks),
                ("due", &self.money(due)),
                ("given", &self.money(given)),
                ("rule", rule),
            ],
        )
    }

    /// D9 for PAY-box: why no box is collected at `place` this round.
    fn no_collection(&self, place: Place, why: NoCollection, rule: &str) -> String {
        let place = self.place(place);
        match why {
            NoCollection::Deducted { percent } => self.tr(
                "why.d9_box_deducted",
                &[
                    ("place", &place),
                    ("percent", &percent.to_string()),
                    ("rule", rule),
                ],
            ),
            NoCollection::Empty => {
                self.tr("why.d9_box_empty", &[("place", &place), ("rule", rule)])
            }
            NoCollection::Stays { owed } => self.tr(
                "why.d9_box_stays",
                &[
                    ("place", &place),
                    ("owed", &self.money(owed)),
                    ("rule", rule),
                ],
            ),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn amount(
        &self,
        place: Place,
        side: Side,
        stake: Money,
        due: Money,
        given: Option<Money>,
        commission: bool,
        payout: Payout,
        rule: &str,
    ) -> String {
        let stake = self.money(stake);
        let due = self.money(due);
        let base = [
            ("stake", stake.as_str()),
            ("due", due.as_str()),
            ("rule", rule),
        ];
        let first = match (commission, side, payout) {
            (true, _, Payout::Marked(percent) | Payout::LessCommission(percent)) => {
                let percent = percent.to_string();
                let place = self.place(place);
                let extra = [("percent", percent.as_str()), ("place", place.as_str())];
                self.tr("why.d2_mark", &[&base[..], &extra[..]].concat())
            }
            (_, Side::Banca, Payout::Marked(_)) => self.tr("why.d2_in_full", &base),
            (_, Side::Banca, Payout::LessCommission(percent)) => {
                let percent = percent.to_string();
                let extra = [("percent", percent.as_str())];
                self.tr("why.d2_banca", &[&base[..], &extra[..]].concat())
            }
            (_, Side::Empate, Payout::Odds(odds)) => {
                let odds = odds.to_string();
                let extra = [("odds", odds.as_str())];
                self.tr("why.d2_tie", &[&base[..], &extra[..]].concat())
            }
            _ => self.tr("why.d2_punto", &base),
        };
        let second = match (given, commission) {
            (Some(given), false) => self.tr("why.d2_given", &[("given", &self.money(given))]),
            (Some(given), true) => self.tr("why.d2_marked", &[("given", &self.money(given))]),
            (None, _) => self.tr("why.d2_no_amount", &[]),
        };
        format!("{first} {second}")
    }

    fn tableau(&self, banca: u8, against: &Against, draws: bool, rule: &str) -> String {
        let verb = self.tr(
            if draws {
                "why.banca_draws"
            } else {
                "why.banca_stands"
            },
            &[("banca", &self.the_banca())],
        );
        let r = ("rule", rule);
        let b = banca.to_string();
        match against {
            Against::Punto(Some(value)) => self.tr(
                "why.d7_third",
                &[
                    ("banca", &self.the_banca()),
                    ("b", &b),
                    ("v", &value.to_string()),
                    ("verb", &verb),
                    r,
                ],
            ),
            Against::Punto(None) => self.tr(
                "why.d7_stood",
                &[("banca", &self.the_banca()), ("b", &b), ("verb", &verb), r],
            ),
            Against::Boxes(_) if banca == 7 => {
                self.tr("why.d7_seven", &[("banca", &self.the_banca()), r])
            }
            Against::Boxes(boxes) if boxes.is_empty() => self.tr(
                "why.d7_boxes_none",
                &[("banca", &self.the_banca()), ("b", &b), r],
            ),
            Against::Boxes(_) => self.tr(
                "why.d7_boxes",
                &[
                    ("banca", &self.the_banca()),
                    ("b", &b),
                    ("boxes", &self.against(against)),
                    r,
                ],
            ),
        }
    }

    fn seat(&self, due: &SeatDue, rule: &str) -> String {
        let r = ("rule", rule);
        match due {
            SeatDue::Reader {
                seat,
                stake,
                holder,
            } => self.tr(
                "why.d10_reader",
                &[
                    ("seat", &self.place(*seat)),
                    ("stake", &self.money(*stake)),
                    ("holder", &self.place(*holder)),
                    r,
                ],
            ),
            SeatDue::Dealer => self.tr("why.d10_dealer", &[r]),
            SeatDue::Next { seat, holder } => self.tr(
                "why.d10_next",
                &[
                    ("token", &self.the_token()),
                    ("seat", &self.place(*seat)),
                    ("holder", &self.place(*holder)),
                    r,
                ],
            ),
            SeatDue::Stays { holder, why } => {
                let key = match (why, self.kind.passes()) {
                    (Stay::NoBets, Passes::BottoneEveryHand) => "why.d10_colpo",
                    (Stay::NoBets, _) => "why.d10_no_bets",
                    (Stay::PuntoDidNotWin(Winner::Tie), _) => "why.d10_tie",
                    (Stay::PuntoDidNotWin(_), _) => "why.d10_banca_won",
                    (Stay::Alone, _) => "why.d10_alone",
                };
                self.tr(
                    key,
                    &[
                        ("token", &self.the_token()),
                        ("holder", &self.place(*holder)),
                        r,
                    ],
                )
            }
        }
    }
}

/// The text with its first letter in upper case ("la casilla 5…" → "La casilla 5…").
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A problem in the user's language (`problem-<id>`); the English when the translations do not
/// know it.
pub fn problem(i18n: &I18n, said: &Problem, english: &str) -> String {
    told_problem(i18n, said).unwrap_or_else(|| english.to_string())
}

/// A problem in the user's language, the problem behind it first (as its `why`); `None` when
/// the translations do not know one of them.
fn told_problem(i18n: &I18n, said: &Problem) -> Option<String> {
    let why = match &said.cause {
        Some(cause) => Some(told_problem(i18n, cause)?),
        None => None,
    };
    let key = format!("problem.{}", said.id);
    let mut args: Vec<(&str, &str)> = said
        .args
        .iter()
        .map(|(name, value)| (*name, value.as_str()))
        .collect();
    if let Some(why) = &why {
        args.push(("why", why));
    }
    let text = i18n.trf(&key, &args);
    (text != key).then_some(text)
}

/// A file's diagnostic as the window shows it: `file:line:column: ` and what is wrong, in the
/// user's language.
pub fn diagnostic(i18n: &I18n, diagnostic: &Diagnostic) -> String {
    let Some(said) = &diagnostic.problem else {
        return diagnostic.to_string();
    };
    if diagnostic.file.is_empty() {
        // About no file at all (there is no folder): what is wrong, alone.
        return problem(i18n, said, &diagnostic.message);
    }
    let told = Diagnostic {
        message: problem(i18n, said, &diagnostic.message),
        problem: None,
        ..diagnostic.clone()
    };
    told.to_string()
}

/// Why a file could not be read or written, in the user's language: the common reasons in
/// words, any other in the system's own.
pub fn io_reason(i18n: &I18n, error: &std::io::Error) -> String {
    match io_reason_key(error.kind()) {
        Some(key) => i18n.tr(key).into_owned(),
        None => error.to_string(),
    }
}

/// The message that says why a read or write failed, for the reasons the texts know.
pub fn io_reason_key(kind: std::io::ErrorKind) -> Option<&'static str> {
    Some(match kind {
        std::io::ErrorKind::NotFound => "problem.io_not_found",
        std::io::ErrorKind::PermissionDenied => "problem.io_permission",
        std::io::ErrorKind::StorageFull => "problem.io_full",
        std::io::ErrorKind::ReadOnlyFilesystem => "problem.io_read_only",
        _ => return None,
    })
}

/// Why a file could not be written, as an error of a floor above tells it (a session log, a
/// quiz history): the words need not know the error's type.
pub enum WriteFailure<'a> {
    /// There is no data folder to write into.
    NoFolder,
    CreateFolder {
        path: &'a Path,
        source: &'a std::io::Error,
    },
    Write {
        path: &'a Path,
        source: &'a std::io::Error,
    },
    /// The value could not be encoded.
    Encode(&'a dyn std::fmt::Display),
}

/// An error that is a failed write (`session::LogError`, the quiz's `HistoryError`).
pub trait AsWriteFailure {
    fn write_failure(&self) -> WriteFailure<'_>;
}

/// Why a file (a session log, a quiz history) could not be written, in the user's language.
pub fn write_error(i18n: &I18n, error: &impl AsWriteFailure) -> String {
    match error.write_failure() {
        WriteFailure::NoFolder => i18n.tr("problem.no_data_folder").into_owned(),
        WriteFailure::CreateFolder { path, source } => i18n.trf(
            "problem.cannot_create_folder",
            &[
                ("path", &path.display().to_string()),
                ("why", &io_reason(i18n, source)),
            ],
        ),
        WriteFailure::Write { path, source } => i18n.trf(
            "problem.cannot_write",
            &[
                ("path", &path.display().to_string()),
                ("why", &io_reason(i18n, source)),
            ],
        ),
        WriteFailure::Encode(error) => {
            i18n.trf("problem.cannot_encode", &[("why", &error.to_string())])
        }
    }
}

/// A problem a user can meet, as a value of any floor says it: a message of `errors.ftl` with
/// its arguments, a file's diagnostic, a message about a diagnostic (its `why`), or a message
/// about a failed read or write (its `why`, the system's reason in words).
pub enum Said<'a> {
    Problem(Problem),
    Diagnostic(&'a Diagnostic),
    About(Problem, &'a Diagnostic),
    Io(Problem, &'a std::io::Error),
}

/// An error the screens show (a drill or an exam that cannot start, a random situation that
/// cannot be made, an instructor key): the value names its problem, the words tell it.
pub trait AsProblem {
    fn said(&self) -> Said<'_>;
}

impl AsProblem for crate::core::generate::GenerateError {
    fn said(&self) -> Said<'_> {
        Said::Problem(self.problem())
    }
}

impl AsProblem for crate::core::plant::PlantError {
    fn said(&self) -> Said<'_> {
        Said::Problem(self.problem())
    }
}

impl AsProblem for crate::core::game::GameError {
    fn said(&self) -> Said<'_> {
        Said::Problem(self.problem())
    }
}

impl AsProblem for Diagnostic {
    fn said(&self) -> Said<'_> {
        Said::Diagnostic(self)
    }
}

/// An error in the user's language (the English of its `Display` where the translations do
/// not know its message).
pub fn error<E: AsProblem + std::fmt::Display>(i18n: &I18n, error: &E) -> String {
    let english = error.to_string();
    match error.said() {
        Said::Problem(said) => problem(i18n, &said, &english),
        Said::Diagnostic(told) => diagnostic(i18n, told),
        Said::About(said, told) => {
            let why = diagnostic(i18n, told);
            problem(i18n, &said.with("why", why), &english)
        }
        Said::Io(said, source) => {
            let why = io_reason(i18n, source);
            problem(i18n, &said.with("why", why), &english)
        }
    }
}
