//! The translation layer: every visible string goes through [`I18n::tr`] (or [`I18n::trf`] with
//! `{name}` arguments). The texts live in `assets/i18n/es.ron` and `assets/i18n/en.ron`, built
//! into the binary; a test fails when a key is missing in either language.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use strum::{EnumCount, VariantArray};

use crate::core::procedure::Owner;
use crate::core::{Action, Category, Discard, Hand, Money, RuleId, TableKind, Target};
use crate::session::Mode;

/// The interface languages (`es`, `en` on the command line).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    clap::ValueEnum,
    strum::VariantArray,
    strum::EnumCount,
)]
pub enum Lang {
    #[default]
    Es,
    En,
}

impl Lang {
    pub const ALL: [Lang; Lang::COUNT] = match Lang::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    /// The language's own name, shown in the language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Es => "Español",
            Lang::En => "English",
        }
    }

    /// The built-in translation file's text.
    pub fn source(self) -> &'static str {
        match self {
            Lang::Es => include_str!("../assets/i18n/es.ron"),
            Lang::En => include_str!("../assets/i18n/en.ron"),
        }
    }
}

/// Reads a translation file: a RON map from key to text.
pub fn parse_texts(source: &str) -> Result<BTreeMap<String, String>, ron::error::SpannedError> {
    ron::from_str(source)
}

/// The texts of the current language.
#[derive(Clone, Debug)]
pub struct I18n {
    lang: Lang,
    texts: BTreeMap<String, String>,
}

impl I18n {
    pub fn new(lang: Lang) -> I18n {
        I18n {
            lang,
            texts: parse_texts(lang.source()).unwrap_or_default(),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The text for `key`; the key itself when missing (a test keeps that from shipping).
    pub fn tr<'a>(&'a self, key: &'a str) -> &'a str {
        self.texts.get(key).map_or(key, String::as_str)
    }

    /// The text for `key` with `{name}` replaced by each argument.
    pub fn trf(&self, key: &str, args: &[(&str, &str)]) -> String {
        let mut text = self.tr(key).to_string();
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }

    /// A decimal written the local way: `2,1` in Spanish, `2.1` in English.
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        let text = format!("{value:.decimals$}");
        match self.lang {
            Lang::Es => text.replace('.', ","),
            Lang::En => text,
        }
    }

    /// An amount as on a chip: `25`, `37,50` / `37.50`.
    pub fn money(&self, amount: Money) -> String {
        let text = amount.to_string();
        match self.lang {
            Lang::Es => text.replace('.', ","),
            Lang::En => text,
        }
    }

    /// Seconds from milliseconds, one decimal: `2,1 s`.
    pub fn seconds(&self, millis: u64) -> String {
        format!("{} s", self.decimal(millis as f64 / 1000.0, 1))
    }

    pub fn mode(&self, mode: Mode) -> &str {
        self.tr(match mode {
            Mode::Practice => "mode.practice",
            Mode::Exam => "mode.exam",
            Mode::Quiz => "mode.quiz",
            Mode::AuditDrill => "mode.audit_drill",
        })
    }

    /// The name of a random-situation focus.
    pub fn focus(&self, focus: crate::core::generate::Focus) -> &str {
        use crate::core::generate::Focus;
        self.tr(match focus {
            Focus::Any => "focus.any",
            Focus::BancaDraws => "focus.banca_draws",
            Focus::Naturals => "focus.naturals",
            Focus::Ties => "focus.ties",
            Focus::ThirdCard => "focus.third_card",
            Focus::Commission => "focus.commission",
            Focus::VeniceTies => "focus.venice_ties",
            Focus::WrongDeclaration => "focus.wrong_declaration",
            Focus::ColpoInBianco => "focus.colpo_in_bianco",
            Focus::NoPuntoBet => "focus.no_punto_bet",
        })
    }

    pub fn category(&self, category: Category) -> &str {
        self.tr(match category {
            Category::Draw => "category.draw",
            Category::Order => "category.order",
            Category::Money => "category.money",
            Category::Omission => "category.omission",
            Category::Announce => "category.announce",
        })
    }

    /// The one-sentence explanation of a rule id.
    pub fn rule(&self, rule: RuleId) -> String {
        self.tr(&format!("rule.{rule}")).to_string()
    }

    /// The name of a hand on the table.
    pub fn owner(&self, owner: Owner) -> String {
        match owner {
            Owner::Box(place) => self.place_label(TableKind::Casilleros, place),
            Owner::Punto => "Punto".into(),
            Owner::Banca => "Banca".into(),
        }
    }

    /// A place with its article, as a sentence needs it: "la casilla 3", "el puesto 3".
    pub fn the_place(&self, kind: TableKind, place: u8) -> String {
        let key = match kind {
            TableKind::Casilleros => "table.the_box_n",
            _ => "table.the_seat_n",
        };
        self.trf(key, &[("n", &place.to_string())])
    }

    /// A place as a label: "Casilla 3", "Puesto 3".
    pub fn place_label(&self, kind: TableKind, place: u8) -> String {
        let key = match kind {
            TableKind::Casilleros => "table.box_n",
            _ => "table.seat_n",
        };
        self.trf(key, &[("n", &place.to_string())])
    }

    /// An action told in the dealer's words: `pay 3 47.50` → "pagar 47,50 en la casilla 3".
    pub fn describe(&self, action: Action, kind: TableKind) -> String {
        let told = self.describe_words(action, kind);
        match self.lang {
            // "a el puesto 1" is said "al puesto 1".
            Lang::Es => told.replace(" a el ", " al ").replace(" de el ", " del "),
            Lang::En => told,
        }
    }

    fn describe_words(&self, action: Action, kind: TableKind) -> String {
        let n = |place: u8| self.the_place(kind, place);
        match action {
            Action::Draw(Target::Place(place)) => self.trf("act.draw_box", &[("n", &n(place))]),
            Action::Draw(Target::Hand(Hand::Punto)) => self.tr("act.draw_punto").into(),
            Action::Draw(Target::Hand(Hand::Banca)) => self.tr("act.draw_banca").into(),
            Action::Deal(Target::Place(place)) => self.trf("act.deal_box", &[("n", &n(place))]),
            Action::Deal(Target::Hand(Hand::Punto)) => self.tr("act.deal_punto").into(),
            Action::Deal(Target::Hand(Hand::Banca)) => self.tr("act.deal_banca").into(),
            Action::Stand(Hand::Punto) => self.tr("act.stand_punto").into(),
            Action::Stand(Hand::Banca) => self.tr("act.stand_banca").into(),
            Action::RevealBanca => self.tr("act.reveal_banca").into(),
            Action::Collect(place) => self.trf("act.collect", &[("n", &n(place))]),
            Action::Pay(place, None) => self.trf("act.pay", &[("n", &n(place))]),
            Action::Pay(place, Some(amount)) => self.trf(
                "act.pay_amount",
                &[("n", &n(place)), ("amount", &self.money(amount))],
            ),
            Action::Commission(place, amount) => self.trf(
                "act.commission",
                &[("n", &n(place)), ("amount", &self.money(amount))],
            ),
            Action::Encart(place) => self.trf("act.encart", &[("n", &n(place))]),
            Action::Discard(Discard::Place(place)) => {
                self.trf("act.discard_box", &[("n", &n(place))])
            }
            Action::Discard(Discard::Banca) => self.tr("act.discard_banca").into(),
            Action::Discard(Discard::All) => self.tr("act.discard_all").into(),
            Action::AnnouncePunto(total) => {
                self.trf("act.announce_punto", &[("x", &total.to_string())])
            }
            Action::AnnounceResult { banca, punto } => self.trf(
                "act.announce_result",
                &[("b", &banca.to_string()), ("p", &punto.to_string())],
            ),
            Action::GiveCards(Some(place)) => self.trf("act.give_cards", &[("n", &n(place))]),
            Action::GiveCards(None) => self.tr("act.give_cards_dealer").into(),
            Action::RienNeVaPlus => self.tr("act.rien_ne_va_plus").into(),
            Action::PassShoe(place) => self.trf("act.pass_shoe", &[("n", &n(place))]),
            Action::PassButton(place) => self.trf("act.pass_button", &[("n", &n(place))]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(lang: Lang) -> BTreeSet<String> {
        parse_texts(lang.source())
            .unwrap_or_else(|error| panic!("{lang:?}: {error}"))
            .into_keys()
            .collect()
    }

    #[test]
    fn both_languages_have_the_same_keys() {
        let es = keys(Lang::Es);
        let en = keys(Lang::En);
        let only_es: Vec<_> = es.difference(&en).collect();
        let only_en: Vec<_> = en.difference(&es).collect();
        assert!(
            only_es.is_empty() && only_en.is_empty(),
            "missing in en.ron: {only_es:?}\nmissing in es.ron: {only_en:?}"
        );
    }

    /// Every key the app's code names (any string literal shaped like `train.step`) exists in
    /// both languages.
    #[test]
    fn every_key_the_code_uses_exists() {
        const PREFIXES: [&str; 15] = [
            "act.",
            "category.",
            "help.",
            "menu.",
            "mode.",
            "start.",
            "summary.",
            "table.",
            "train.",
            "tools.",
            "review.",
            "overview.",
            "inspector.",
            "drill.",
            "report.",
        ];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<_> = walkdir::WalkDir::new(root.join("src/app"))
            .into_iter()
            .map(|entry| entry.unwrap().into_path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
            .collect();
        files.extend([root.join("src/i18n.rs"), root.join("src/inspect/report.rs")]);
        let mut used = BTreeSet::new();
        for path in files {
            let text = std::fs::read_to_string(path).unwrap();
            for (index, literal) in text.split('"').enumerate() {
                let is_key = index % 2 == 1
                    && PREFIXES
                        .iter()
                        .any(|prefix| literal.len() > prefix.len() && literal.starts_with(prefix))
                    && literal
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_');
                if is_key {
                    used.insert(literal.to_string());
                }
            }
        }
        assert!(used.len() > 100, "found only {used:?}");
        for lang in Lang::ALL {
            let known = keys(lang);
            let missing: Vec<_> = used.iter().filter(|key| !known.contains(*key)).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }

    #[test]
    fn every_rule_category_and_mode_is_explained_in_both_languages() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            for &rule in RuleId::ALL {
                let text = i18n.rule(rule);
                assert!(
                    !text.starts_with("rule.") && text.len() > 30,
                    "{lang:?} {rule}: {text}"
                );
            }
            for category in Category::ALL {
                assert!(!i18n.category(category).starts_with("category."));
            }
            for mode in [Mode::Practice, Mode::Exam, Mode::Quiz, Mode::AuditDrill] {
                assert!(!i18n.mode(mode).starts_with("mode."));
            }
        }
    }

    #[test]
    fn every_action_is_told_in_both_languages() {
        let actions = [
            "draw 3",
            "draw punto",
            "draw banca",
            "deal 2",
            "deal punto",
            "deal banca",
            "stand punto",
            "stand banca",
            "reveal banca",
            "collect 5",
            "pay 7",
            "pay 3 47.50",
            "commission 2 0.25",
            "encart 1",
            "discard 4",
            "discard banca",
            "discard all",
            "announce punto 8",
            "announce banca 7 punto 8",
            "give-cards 2",
            "give-cards dealer",
            "rien-ne-va-plus",
            "pass-shoe 3",
            "pass-button 4",
        ];
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            for text in actions {
                let told = i18n.describe(text.parse().unwrap(), TableKind::Casilleros);
                assert!(!told.contains("act.") && !told.contains('{'), "{told}");
            }
        }
        let es = I18n::new(Lang::Es);
        let pay = "pay 3 47.50".parse().unwrap();
        assert_eq!(
            es.describe(pay, TableKind::Casilleros),
            "pagar 47,50 en la casilla 3"
        );
        assert_eq!(
            I18n::new(Lang::En).describe(pay, TableKind::PuertoRico),
            "pay 47.50 at seat 3"
        );
        assert_eq!(
            es.describe("give-cards 1".parse().unwrap(), TableKind::Venezia),
            "las cartas de Punto al puesto 1"
        );
        assert_eq!(I18n::new(Lang::En).seconds(2125), "2.1 s");
        assert_eq!(es.seconds(2125), "2,1 s");
    }
}
