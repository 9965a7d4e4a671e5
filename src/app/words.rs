//! The dealer's own words in the action line: `cobrar 5`, `pagar 5 47,50`, `banca pide`,
//! `Banco carta`. Each language lists them next to its translations (`words.ftl`, one message
//! per form of action); a phrase read here becomes the action language's text (`collect 5`),
//! which the core parses. The English action words keep working in every language.

use deunicode::deunicode;

use crate::core::money::{DecimalMark, typed_decimal};

use crate::core::{Action, TableKind};
use crate::text::i18n::{I18n, Lang};

/// An action as the screens show it: the dealer's words first, then what to type for it in the
/// trainee's language: "cobrar la casilla 5  ·  cobrar 5", "collect box 5  ·  collect 5".
pub fn action_shown(i18n: &I18n, words: &Words, action: Action, kind: TableKind) -> String {
    format!(
        "{}  ·  {}",
        i18n.describe(action, kind),
        words.typed(action)
    )
}

/// Each form of action: its list's message and the action language's text, with the same
/// placeholders (`N` a place, `X` and `Y` totals, `AMOUNT` an amount).
const FORMS: [(&str, &str); 30] = [
    ("words.draw-place", "draw N"),
    ("words.draw-punto", "draw punto"),
    ("words.draw-banca", "draw banca"),
    ("words.deal-place", "deal N"),
    ("words.deal-punto", "deal punto"),
    ("words.deal-banca", "deal banca"),
    ("words.stand-punto", "stand punto"),
    ("words.stand-banca", "stand banca"),
    ("words.reveal-banca", "reveal banca"),
    ("words.collect", "collect N"),
    ("words.pay", "pay N"),
    ("words.pay-amount", "pay N AMOUNT"),
    ("words.commission", "commission N AMOUNT"),
    ("words.collect-commission", "collect-commission N AMOUNT"),
    ("words.encart", "encart N"),
    ("words.discard-place", "discard N"),
    ("words.discard-banca", "discard banca"),
    ("words.discard-all", "discard all"),
    ("words.announce-punto", "announce punto X"),
    ("words.announce-result", "announce banca X punto Y"),
    ("words.give-cards", "give-cards N"),
    ("words.give-cards-dealer", "give-cards dealer"),
    ("words.rien-ne-va-plus", "rien-ne-va-plus"),
    ("words.pass-shoe", "pass-shoe N"),
    ("words.pass-button", "pass-button N"),
    ("words.burn", "burn"),
    ("words.keep", "keep"),
    ("words.restore", "restore"),
    ("words.void", "void"),
    ("words.call-inspector", "call-inspector"),
];

/// One word of a phrase.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Slot {
    /// A word to be said (kept as written, compared without accents or case).
    Word(String),
    /// `N`, `X` or `Y`: a whole number.
    Number(char),
    /// Any other word in capitals (`AMOUNT`, `IMPORTE`, `IMPORTO`): an amount.
    Amount,
}

fn slots(phrase: &str) -> Vec<Slot> {
    phrase
        .split_whitespace()
        .map(|word| match word {
            "N" | "X" | "Y" => Slot::Number(word.chars().next().unwrap_or('N')),
            _ if word.len() > 1 && word.chars().all(|c| c.is_ascii_uppercase()) => Slot::Amount,
            _ => Slot::Word(word.to_string()),
        })
        .collect()
}

/// A text as compared, typed or listed: lower case, without accents (`comision` finds
/// `comisión`).
pub fn plain(word: &str) -> String {
    deunicode(word).to_lowercase()
}

/// A form: its phrases in this language and the action-language template.
struct Form {
    phrases: Vec<Vec<Slot>>,
    template: Vec<Slot>,
}

/// The dealer's words of one interface language.
pub struct Words {
    forms: Vec<Form>,
    /// The language's decimal mark, for the amounts in a phrase.
    mark: DecimalMark,
    /// English: the action language is the dealer's words.
    english: bool,
}

/// What tells one language's words from another's: the language, the pseudo-locale, and the
/// banker hand's name (Banco at the Venice table).
type WordsKey = (Lang, bool, String);

thread_local! {
    /// The words already read, one per language and table: reading them again (every phrase of
    /// every action split into its slots) on each frame cost a sixth of a trainer's frame.
    static READ: std::cell::RefCell<Vec<(WordsKey, std::rc::Rc<Words>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl Words {
    /// The words of `i18n`, read once per language and table and shared after.
    pub fn shared(i18n: &I18n) -> std::rc::Rc<Words> {
        let key = (
            i18n.lang(),
            i18n.is_pseudo(),
            i18n.tr("hand.banca").into_owned(),
        );
        READ.with(|read| {
            let mut read = read.borrow_mut();
            if let Some((_, words)) = read.iter().find(|(known, _)| *known == key) {
                return words.clone();
            }
            let words = std::rc::Rc::new(Words::new(i18n));
            read.push((key, words.clone()));
            words
        })
    }

    pub fn new(i18n: &I18n) -> Words {
        let forms = FORMS
            .iter()
            .map(|(key, template)| Form {
                phrases: i18n
                    .tr(key)
                    .split('|')
                    .map(slots)
                    .filter(|phrase| !phrase.is_empty())
                    .collect(),
                template: slots(template),
            })
            .collect();
        Words {
            forms,
            mark: i18n.lang().decimal_mark(),
            english: i18n.lang() == Lang::En,
        }
    }

    /// What a trainee types for `action` in this language: the first phrase of its form
    /// (`collect 5` → `cobrar 5`), the action language itself in English or where the
    /// language has no phrase for it.
    pub fn typed(&self, action: Action) -> String {
        let code = action.to_string();
        if self.english {
            return code;
        }
        self.say(&code).unwrap_or(code)
    }

    /// The action-language text of a phrase in the dealer's words (`cobrar la casilla 5` →
    /// `collect 5`, `pagar 5 47,50` → `pay 5 47.50`), or `None` when no phrase reads it.
    pub fn read(&self, typed: &str) -> Option<String> {
        let typed: Vec<&str> = typed.split_whitespace().collect();
        self.forms.iter().find_map(|form| {
            form.phrases
                .iter()
                .find_map(|phrase| fill(phrase, &typed, self.mark))
                .map(|values| render(&form.template, &values, DecimalMark::Point))
        })
    }

    /// The first phrase of the form that gives `action` (an action-language text, maybe
    /// unfinished like `pay 3 ` or `announce banca `), with its numbers: `collect 5` →
    /// `cobrar 5`, `pay 3 ` → `pagar 3 `, `announce banca ` → `anunciar banca `. `None` when the
    /// language says nothing else for it.
    pub fn say(&self, action: &str) -> Option<String> {
        let words: Vec<&str> = action.split_whitespace().collect();
        let open = action.ends_with(' ');
        self.forms.iter().find_map(|form| {
            // `pay 3 ` is `pay N AMOUNT` with the rest still to type: the template's first words.
            let template = if open {
                (form.template.len() > words.len()).then(|| &form.template[..words.len()])?
            } else {
                form.template.as_slice()
            };
            let values = fill(template, &words, self.mark)?;
            let phrase = form.phrases.first()?;
            let shown = if open {
                // The phrase up to its first number or amount not typed yet.
                let missing = |slot: &Slot| match slot {
                    Slot::Number(name) => values.iter().all(|(filled, _)| filled != name),
                    Slot::Amount => values.iter().all(|(filled, _)| *filled != '$'),
                    Slot::Word(_) => false,
                };
                let end = phrase.iter().position(missing).unwrap_or(phrase.len());
                format!("{} ", render(&phrase[..end], &values, self.mark))
            } else {
                render(phrase, &values, self.mark)
            };
            (plain(&shown) != plain(action)).then_some(shown)
        })
    }
}

/// The numbers and amount of `typed` when it is said by `phrase`.
fn fill(phrase: &[Slot], typed: &[&str], mark: DecimalMark) -> Option<Vec<(char, String)>> {
    if phrase.len() != typed.len() {
        return None;
    }
    let mut values = Vec::new();
    for (slot, word) in phrase.iter().zip(typed) {
        match slot {
            Slot::Word(said) => {
                if plain(said) != plain(word) {
                    return None;
                }
            }
            Slot::Number(name) => {
                if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                values.push((*name, (*word).to_string()));
            }
            Slot::Amount => {
                // An amount as the action language writes it (`47.50`); the action line reads
                // it by the language's mark ([`super::actions::parse_typed`]).
                let amount = typed_decimal(word, mark).ok()?;
                values.push(('$', amount));
            }
        }
    }
    Some(values)
}

/// The phrase with its values, an amount written with the language's decimal mark (`19,50`).
fn render(phrase: &[Slot], values: &[(char, String)], mark: DecimalMark) -> String {
    let value = |name: char| {
        values
            .iter()
            .find(|(slot, _)| *slot == name)
            .map_or("", |(_, value)| value.as_str())
    };
    phrase
        .iter()
        .map(|slot| match slot {
            Slot::Word(word) => word.clone(),
            Slot::Number(name) => value(*name).to_string(),
            Slot::Amount => match mark {
                DecimalMark::Point => value('$').to_string(),
                DecimalMark::Comma => value('$').replace('.', ","),
            },
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Action;
    use crate::text::i18n::Lang;

    fn read(lang: Lang, typed: &str) -> Option<Action> {
        let words = Words::new(&I18n::new(lang));
        words.read(typed)?.parse().ok()
    }

    #[test]
    fn the_spanish_dealer_words_read_as_actions() {
        let action = |text: &str| text.parse::<Action>().ok();
        for (typed, meant) in [
            ("carta 3", "draw 3"),
            ("cobrar 5", "collect 5"),
            ("Cobrar la casilla 5", "collect 5"),
            ("pagar 5 47,50", "pay 5 47.50"),
            ("pagar 5", "pay 5"),
            ("encart 2", "encart 2"),
            ("descarte 4", "discard 4"),
            ("banca pide", "draw banca"),
            ("banca se planta", "stand banca"),
            ("BANCA SE PLANTA", "stand banca"),
            ("comisión 2 0,25", "commission 2 0.25"),
            ("no va más", "rien-ne-va-plus"),
            ("no va mas", "rien-ne-va-plus"),
            ("cantar banca 7 punto 8", "announce banca 7 punto 8"),
        ] {
            assert_eq!(read(Lang::Es, typed), action(meant), "{typed}");
            assert_eq!(read(Lang::EsAr, typed), action(meant), "es-AR {typed}");
        }
        assert_eq!(read(Lang::Es, "cobrar cinco"), None);
        assert_eq!(read(Lang::Es, "pagar 5 47,5,0"), None);
        assert_eq!(read(Lang::Es, "pedir carta"), None);
    }

    #[test]
    fn the_glossarys_words_are_read_in_spanish_and_italian() {
        let action = |text: &str| text.parse::<Action>().ok();
        for (lang, typed, meant) in [
            (Lang::Es, "anunciar punto 2", "announce punto 2"),
            (
                Lang::Es,
                "anunciar banca 6 punto 7",
                "announce banca 6 punto 7",
            ),
            (Lang::Es, "banca se queda", "stand banca"),
            (Lang::Es, "retirar al descarte 3", "discard 3"),
            (Lang::Es, "empate 3", "encart 3"),
            (Lang::Es, "rien ne va plus", "rien-ne-va-plus"),
            (Lang::Es, "bottone 5", "pass-button 5"),
            (Lang::EsAr, "cartas al tallador", "give-cards dealer"),
            (Lang::It, "annuncia punto 2", "announce punto 2"),
            (
                Lang::It,
                "annuncia banco 6 punto 7",
                "announce banca 6 punto 7",
            ),
            (Lang::It, "punto chiede carta", "draw punto"),
            (Lang::It, "banco chiede carta", "draw banca"),
            (Lang::It, "ritirare la casella 4", "collect 4"),
        ] {
            assert_eq!(read(lang, typed), action(meant), "{lang:?} {typed}");
        }
        // Tab shows the first phrase of a list: the glossary's words, accents and all.
        let say = |lang: Lang, action: &str| Words::new(&I18n::new(lang)).say(action);
        assert_eq!(
            say(Lang::Es, "commission 2 0.25").as_deref(),
            Some("comisión 2 0,25")
        );
        assert_eq!(
            say(Lang::Es, "rien-ne-va-plus").as_deref(),
            Some("no va más")
        );
        assert_eq!(
            say(Lang::Es, "pass-button 5").as_deref(),
            Some("pasar botón 5")
        );
        assert_eq!(
            say(Lang::EsAr, "give-cards dealer").as_deref(),
            Some("cartas al tallador")
        );
    }

    #[test]
    fn every_language_says_every_form() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            let words = Words::new(&i18n);
            for (form, (key, template)) in words.forms.iter().zip(FORMS) {
                assert!(!form.phrases.is_empty(), "{lang:?} {key}");
                for phrase in &form.phrases {
                    // Every phrase has the template's numbers and amount, no more, no fewer.
                    let holes = |slots: &[Slot]| {
                        let mut holes: Vec<_> = slots
                            .iter()
                            .filter(|slot| !matches!(slot, Slot::Word(_)))
                            .cloned()
                            .collect();
                        holes.sort_by_key(|slot| format!("{slot:?}"));
                        holes
                    };
                    assert_eq!(
                        holes(phrase),
                        holes(&slots(template)),
                        "{lang:?} {key}: {phrase:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn what_to_type_is_in_the_trainees_words() {
        use crate::core::money::Money;
        let typed = |lang: Lang, action: Action| Words::new(&I18n::new(lang)).typed(action);
        let pay = Action::Pay(3, Some(Money::from_cents(1950)));
        // Each language's first phrase of the form (words.ftl), its own decimal mark.
        assert_eq!(typed(Lang::Es, Action::Collect(5)), "cobrar 5");
        assert_eq!(typed(Lang::Es, pay), "pagar 3 19,50");
        assert_eq!(typed(Lang::It, Action::Collect(5)), "ritirare 5");
        assert_eq!(typed(Lang::It, pay), "pagare 3 19,50");
        // English: the action language is the dealer's words.
        assert_eq!(typed(Lang::En, Action::Collect(5)), "collect 5");
        assert_eq!(typed(Lang::En, pay), "pay 3 19.50");
    }

    #[test]
    fn an_action_is_said_in_the_language_for_the_completion() {
        let words = Words::new(&I18n::new(Lang::Es));
        assert_eq!(words.say("collect 5").as_deref(), Some("cobrar 5"));
        assert_eq!(words.say("pay 3 ").as_deref(), Some("pagar 3 "));
        assert_eq!(
            words.say("announce punto ").as_deref(),
            Some("anunciar punto ")
        );
        assert_eq!(
            words.say("announce banca ").as_deref(),
            Some("anunciar banca ")
        );
        assert_eq!(words.say("commission 4 ").as_deref(), Some("comisión 4 "));
        assert_eq!(words.say("draw banca").as_deref(), Some("banca pide"));
        // What the language says as English does not come twice.
        assert_eq!(words.say("encart 2"), None);
        let english = Words::new(&I18n::new(Lang::En));
        assert_eq!(english.read("banca draws").as_deref(), Some("draw banca"));
    }
}
