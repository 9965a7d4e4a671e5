//! Names as text, and one trainee as one count. A trainee's, an instructor's or a school's name
//! is text a person typed: one line, no control or format characters (a newline would forge a
//! line of the text register, an escape would hide a word on a terminal, a bidi override would
//! reorder what a certificate shows). Attempts are counted per trainee id: the school roster's
//! id when there is one, else the name normalised (Unicode NFKC, case and accents folded, spaces
//! collapsed, punctuation trimmed), so "Bruno Díaz", "BRUNO  DIAZ" and "Bruno Diaz." are one
//! person.

use std::fmt::Write as _;

use unicode_general_category::{GeneralCategory, get_general_category};
use unicode_normalization::UnicodeNormalization;
use unicode_security::confusable_detection::skeleton;

/// The longest name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 80;

/// Why a name is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("the name is empty")]
    Empty,
    #[error("the name is longer than {MAX_NAME_CHARS} characters")]
    TooLong,
    /// A control or format character (newline, tab, escape, NUL, a bidi override…), by its code.
    #[error("the name holds the invisible character U+{0:04X}: type it again as plain text")]
    Invisible(u32),
}

impl NameError {
    /// What is wrong, as a translation's message and its arguments (`problem-name_…`).
    pub fn problem(&self) -> crate::core::diagnostic::Problem {
        use crate::core::diagnostic::Problem;
        match self {
            NameError::Empty => Problem::new("name_empty"),
            NameError::TooLong => Problem::new("name_too_long").with("max", MAX_NAME_CHARS),
            NameError::Invisible(code) => {
                Problem::new("name_invisible").with("code", format!("U+{code:04X}"))
            }
        }
    }
}

/// A control (Cc), format (Cf: bidi overrides, zero-width joiners…), line or paragraph
/// separator, private-use or unassigned character, a filler that draws nothing (the Hangul
/// fillers, the Braille blank, a variation selector, the combining grapheme joiner) or a space
/// other than the plain one: nothing a name needs.
fn invisible(ch: char) -> bool {
    blank(ch)
        || matches!(
            get_general_category(ch),
            GeneralCategory::Control
                | GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
                | GeneralCategory::PrivateUse
                | GeneralCategory::Surrogate
                | GeneralCategory::Unassigned
        )
}

/// A character that looks like nothing, or like a space, but is not the plain space.
fn blank(ch: char) -> bool {
    matches!(
        ch,
        '\u{115F}'
            | '\u{1160}'
            | '\u{3164}'
            | '\u{FFA0}'
            | '\u{2800}'
            | '\u{034F}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{E0100}'..='\u{E01EF}'
    ) || (ch.is_whitespace() && ch != ' ')
}

/// The letters a character is drawn like, by the Unicode confusables (UTS #39): its skeleton,
/// taken after case folding, so a Latin `I` is not read as an `l`. A small letter of another
/// script whose skeleton is no plain letter (the Cyrillic `в` is drawn like the small capital
/// `ʙ`) is read as its capital's skeleton, case folded: `в` as `В`, which is drawn like `B`.
fn look_alike(ch: char, out: &mut String) {
    let mut buffer = [0u8; 4];
    let own: String = skeleton(ch.encode_utf8(&mut buffer)).collect();
    if own
        .chars()
        .all(|letter| letter.is_ascii() || !letter.is_alphabetic())
    {
        out.push_str(&own);
        return;
    }
    let capital: String = ch.to_uppercase().collect();
    let read: String = skeleton(&capital).flat_map(char::to_lowercase).collect();
    if read.is_ascii() {
        out.push_str(&read);
    } else {
        out.push_str(&own);
    }
}

/// Checks a name typed for a trainee, an instructor or a school; returns it trimmed.
pub fn check_name(name: &str) -> Result<String, NameError> {
    if let Some(ch) = name.chars().find(|&ch| invisible(ch)) {
        return Err(NameError::Invisible(u32::from(ch)));
    }
    let trimmed = name.trim();
    if trimmed.is_empty() {
        return Err(NameError::Empty);
    }
    if trimmed.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong);
    }
    Ok(trimmed.to_string())
}

/// A name read from a file, made safe to print on one line of a terminal, a text register or a
/// window: every control or format character is shown as `\u{…}`, visibly.
pub fn shown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for ch in name.chars() {
        if invisible(ch) {
            let _ = write!(out, "\\u{{{:04x}}}", u32::from(ch));
        } else {
            out.push(ch);
        }
    }
    out
}

/// The trainee id of a name with no roster: NFKC and case folding, then the Unicode
/// confusable skeleton (UTS #39, [`look_alike`]), so a name typed with look-alike letters of
/// another script (a Cyrillic `Р`, a Greek `Ρ`, an Armenian `օ`, a digit `0` for an `o`) is the
/// same person; then accents dropped and what is still not Latin transliterated, lower-cased,
/// runs of spaces made one, punctuation at either end dropped. The skeleton reads `m` as `rn`,
/// as UTS #39 does (the two look alike on many screens): "Ramón" is `rarnon`. Applying it to its
/// own result gives the same id, so an id written in an older ledger reads as the person.
pub fn normalised(name: &str) -> String {
    // Read again until nothing changes (a transliteration can write a character the first
    // reading would have folded), at most a few times: the id is its own id.
    let mut id = read_once(name);
    for _ in 0..4 {
        let again = read_once(&id);
        if again == id {
            break;
        }
        id = again;
    }
    id
}

/// One reading of a name, as [`normalised`] says.
fn read_once(name: &str) -> String {
    let composed: String = name.nfkc().filter(|&ch| !invisible(ch)).collect();
    let folded = caseless::default_case_fold_str(&composed);
    let mut drawn = String::with_capacity(folded.len());
    for ch in folded.chars() {
        look_alike(ch, &mut drawn);
    }
    let plain: String = drawn
        .nfkd()
        .filter(|&ch| get_general_category(ch) != GeneralCategory::NonspacingMark)
        .collect();
    // What transliteration gave is read through the skeleton once more (an `m` it wrote for a
    // Greek `μ` is `rn` too), then case folded: the id is its own id.
    let latin = deunicode::deunicode(&plain).to_lowercase();
    let plain: String = skeleton(&latin).flat_map(char::to_lowercase).collect();
    let words: Vec<&str> = plain.split_whitespace().collect();
    words
        .join(" ")
        .trim_matches(|ch: char| !ch.is_alphanumeric())
        .to_string()
}

/// Whether two trainee ids (`roster:…` or `name:…`) are one person: a `name:` id is read
/// again through [`normalised`], so an id an older version wrote is still its person's.
pub fn same_trainee_id(one: &str, other: &str) -> bool {
    let read = |id: &str| match id.strip_prefix("name:") {
        Some(name) => format!("name:{}", normalised(name)),
        None => id.to_string(),
    };
    one == other || read(one) == read(other)
}

/// A school roster (`roster.csv`: `id,name` per line, a header line allowed): the ids that
/// count attempts, found by a trainee's normalised name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    /// (id, name), in file order.
    pub trainees: Vec<(String, String)>,
}

/// A line of a roster that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct RosterError {
    pub line: usize,
    pub what: String,
}

impl Roster {
    /// Reads `id,name` lines; a first line `id,name` is a header. An id or name that is empty,
    /// holds an invisible character, or repeats another is refused with its line.
    pub fn parse(text: &str) -> Result<Roster, RosterError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut roster = Roster::default();
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let refuse = |what: String| RosterError { line: number, what };
            if line.trim().is_empty() {
                continue;
            }
            let Some((id, name)) = line.split_once(',') else {
                return Err(refuse("expected `id,name`".into()));
            };
            let (id, name) = (id.trim(), name.trim().trim_matches('"'));
            if number == 1 && id.eq_ignore_ascii_case("id") && name.eq_ignore_ascii_case("name") {
                continue;
            }
            let id = check_name(id).map_err(|error| refuse(format!("the id: {error}")))?;
            let name = check_name(name).map_err(|error| refuse(format!("the name: {error}")))?;
            if roster.trainees.iter().any(|(seen, _)| *seen == id) {
                return Err(refuse(format!("the id `{id}` is given twice")));
            }
            if roster
                .trainees
                .iter()
                .any(|(_, seen)| normalised(seen) == normalised(&name))
            {
                return Err(refuse(format!("the name `{name}` is given twice")));
            }
            roster.trainees.push((id, name));
        }
        Ok(roster)
    }

    /// The roster id of `name`, by its normalised form.
    pub fn id_of(&self, name: &str) -> Option<&str> {
        let wanted = normalised(name);
        self.trainees
            .iter()
            .find(|(_, known)| normalised(known) == wanted)
            .map(|(id, _)| id.as_str())
    }

    /// The id attempts are counted under: the roster's, else `name:` and the normalised name.
    pub fn trainee_id(&self, name: &str) -> String {
        match self.id_of(name) {
            Some(id) => format!("roster:{id}"),
            None => format!("name:{}", normalised(name)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_is_one_id_whatever_the_spelling() {
        // Each spelling from the issue, worked out by hand: accents and case fold, spaces
        // collapse, a trailing dot goes, and a Greek ί (with its tonos) is the same ι.
        for name in [
            "Bruno Díaz",
            "Bruno Diaz",
            "bruno  diaz",
            "BRUNO DIAZ.",
            " Bruno\u{a0}Díaz ",
        ] {
            assert_eq!(normalised(name), "bruno diaz", "{name:?}");
        }
        // A Greek ί (U+03AF) typed for the Latin í is the same letter to a reader.
        assert_eq!(normalised("Bruno D\u{3af}az"), "bruno diaz");
        assert_eq!(normalised("Δημήτρης"), normalised("ΔΗΜΗΤΡΗΣ"));
        // Compatibility forms fold too (NFKC): a full-width A is an A.
        assert_eq!(normalised("\u{ff21}na"), "ana");
        // Two different people stay two.
        assert_ne!(normalised("Ana Pérez"), normalised("Ana Perea"));
    }

    #[test]
    fn look_alike_letters_are_read_by_their_confusable_skeleton() {
        // Each look-alike from confusables.txt (UTS #39), worked out by hand: the Cyrillic
        // capitals В Р and small ѕ о, the Greek Ρ, the Armenian օ (U+0585), the Lisu ꓑ
        // (U+A4D1, drawn like P), the digit 0 for an o, the Latin alpha ɑ (U+0251).
        for name in [
            "Pedro Ruiz",
            "\u{420}edro Ruiz",
            "\u{3a1}edr\u{43e} Ruiz",
            "Pedr\u{585} Ruiz",
            "\u{a4d1}edro Ruiz",
            "Pedr0 Ruiz",
        ] {
            assert_eq!(normalised(name), "pedro ruiz", "{name:?}");
        }
        assert_eq!(normalised("\u{412}runo Ba\u{455}\u{251}"), "bruno basa");
        // Small Cyrillic letters whose own skeleton is a small capital read as their capital's.
        assert_eq!(normalised("\u{432}\u{43d}\u{442}"), "bht");
        // Case is folded before the skeleton: a capital I is an i, not an l.
        assert_eq!(normalised("IVAN"), "ivan");
        assert_ne!(normalised("Ivan"), normalised("Luis"));
        // The id of an id is the id: what an older ledger wrote reads as the same person.
        for name in [
            "Ramón Gómez",
            "Pedr0 Ruiz",
            "Δημήτρης",
            "Bruno Díaz",
            "\u{412}ера",
        ] {
            let id = normalised(name);
            assert_eq!(normalised(&id), id, "{name:?}");
        }
        assert!(same_trainee_id("name:ramon gomez", "name:rarnon gornez"));
        assert!(!same_trainee_id("name:ramon gomez", "name:ramon lopez"));
        assert!(!same_trainee_id("roster:T-1", "roster:T-2"));
    }

    #[test]
    fn names_with_invisible_characters_are_refused() {
        assert_eq!(check_name("  Ana Pérez "), Ok("Ana Pérez".into()));
        for (name, code) in [
            ("Ana\nPérez | passed", 0x0a),
            ("Ana\u{1b}[8m", 0x1b),
            ("Ana\u{0}", 0),
            ("Ana \u{202e}zeréP", 0x202e),
            ("Ana\u{200b}", 0x200b),
        ] {
            assert_eq!(
                check_name(name),
                Err(NameError::Invisible(code)),
                "{name:?}"
            );
        }
        assert_eq!(check_name("   "), Err(NameError::Empty));
        assert_eq!(check_name(&"a".repeat(81)), Err(NameError::TooLong));
    }

    #[test]
    fn a_name_from_a_file_is_shown_with_its_invisible_characters_spelled_out() {
        assert_eq!(shown("Ana\n| passed"), "Ana\\u{000a}| passed");
        assert_eq!(shown("x\u{1b}[8m"), "x\\u{001b}[8m");
        assert_eq!(shown("Ana Pérez"), "Ana Pérez");
    }

    #[test]
    fn a_roster_names_ids_and_refuses_what_it_cannot_read() {
        let roster = Roster::parse("id,name\nT-001,Ana Pérez\nT-002,Bruno Díaz\n").unwrap();
        assert_eq!(roster.id_of("ANA PEREZ"), Some("T-001"));
        assert_eq!(roster.trainee_id("bruno diaz."), "roster:T-002");
        // UTS #39 reads `m` as `rn`: worked out by hand from confusables.txt (006D → 0072 006E).
        assert_eq!(roster.trainee_id("Carla Gómez"), "name:carla gornez");
        let bad = Roster::parse("id,name\nT-1,Ana\nT-1,Bea\n").unwrap_err();
        assert_eq!(bad.line, 3);
        let bad = Roster::parse("T-1,Ana\nT-2,ANA\n").unwrap_err();
        assert_eq!(bad.line, 2);
        let bad = Roster::parse("T-1 Ana\n").unwrap_err();
        assert_eq!((bad.line, bad.what.as_str()), (1, "expected `id,name`"));
    }
}
