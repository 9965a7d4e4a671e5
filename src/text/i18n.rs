//! The translation layer: every visible string goes through [`I18n::tr`] (or [`I18n::trf`] with
//! named arguments). The texts are Fluent files, `assets/i18n/<locale>/*.ftl`, built into the
//! binary. `es-AR` holds only what Rioplatense Spanish says otherwise and falls back to `es`; a
//! test fails when a message or one of its arguments is missing in any locale.
//!
//! Keys are written as in the code, `train.step`; the Fluent message is `train-step`.

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use serde::{Deserialize, Serialize};
use strum::{EnumCount, VariantArray};

use crate::core::kind::{BancaWord, PlaceWord};
use crate::core::money::DecimalMark;
use crate::core::procedure::Owner;
use crate::core::{Action, Category, Discard, Hand, Money, RuleId, TableKind, Target};

/// A value of a floor above (a session's mode) that the translation files name under a key of
/// its own: the caller supplies the key, so the words need not know the type.
pub trait TextKey {
    /// The message id that names this value (`mode.practice`).
    fn text_key(&self) -> &'static str;
}

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/assets/i18n");

/// The interface languages (`es`, `es-AR`, `en`, `it` on the command line).
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
    /// Neutral Spanish (tú): Puerto Rico and most of Latin America.
    #[default]
    Es,
    /// Rioplatense Spanish (voseo, the table words of Argentina and Uruguay).
    #[value(name = "es-AR", alias = "es-ar")]
    EsAr,
    En,
    /// Italian, for the Casinò di Venezia.
    It,
}

impl Lang {
    /// The language of a system locale (`it_IT.UTF-8`, `es-AR`, `es_UY`, `en-US`): Rioplatense
    /// Spanish for Argentina and Uruguay, neutral Spanish for any other Spanish; `None` for a
    /// language Tallador does not speak and for `C` or `POSIX`.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let tag = locale.split(['.', '@']).next().unwrap_or_default();
        let mut parts = tag.split(['_', '-']);
        let language = parts.next().unwrap_or_default().to_ascii_lowercase();
        let region = parts.next().unwrap_or_default().to_ascii_uppercase();
        match language.as_str() {
            "es" if region == "AR" || region == "UY" => Some(Lang::EsAr),
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            "it" => Some(Lang::It),
            _ => None,
        }
    }

    pub const ALL: [Lang; Lang::COUNT] = match Lang::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    /// The locale's code, the name of its folder in `assets/i18n`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::EsAr => "es-AR",
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language's own name, shown in the language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Es => "Español",
            Lang::EsAr => "Español rioplatense",
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }

    /// The locale this one falls back to for what it does not say itself.
    pub fn parent(self) -> Option<Lang> {
        match self {
            Lang::EsAr => Some(Lang::Es),
            _ => None,
        }
    }

    /// Spanish of either kind: scenario files have a Spanish and an English title.
    pub fn is_spanish(self) -> bool {
        matches!(self, Lang::Es | Lang::EsAr)
    }

    /// Whether decimals are written with a comma (`47,50`).
    pub fn decimal_comma(self) -> bool {
        !matches!(self, Lang::En)
    }

    /// The mark amounts are typed with in this language ([`Money::parse_typed`]).
    pub fn decimal_mark(self) -> DecimalMark {
        if self.decimal_comma() {
            DecimalMark::Comma
        } else {
            DecimalMark::Point
        }
    }

    /// The locale's own Fluent files, in name order: `(file name, text)`.
    pub fn sources(self) -> Vec<(&'static str, &'static str)> {
        self.sources_in(self.code())
    }

    /// The files that change the locale's words at the Venice table (`venezia/`): there the
    /// banker hand is Banco, in every language.
    pub fn venice_sources(self) -> Vec<(&'static str, &'static str)> {
        self.sources_in(&format!("{}/venezia", self.code()))
    }

    fn sources_in(self, folder: &str) -> Vec<(&'static str, &'static str)> {
        let mut files: Vec<_> = LOCALES
            .get_dir(folder)
            .into_iter()
            .flat_map(|dir| dir.files())
            .filter(|file| file.path().extension().is_some_and(|ext| ext == "ftl"))
            .filter_map(|file| Some((file.path().file_name()?.to_str()?, file.contents_utf8()?)))
            .collect();
        files.sort();
        files
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Turns every letter of a text into a look-alike ("Box" → "Ƀøx"), so that a test can tell a
/// text that came through the translations from one that did not.
pub fn pseudo(text: &str) -> Cow<'_, str> {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";
    text.chars()
        .map(|c| FROM.find(c).and_then(|at| TO.chars().nth(at)).unwrap_or(c))
        .collect::<String>()
        .into()
}

/// Which bundle: the language, whether it is the pseudo-locale, whether at the Venice table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Variant {
    lang: Lang,
    pseudo: bool,
    venice: bool,
}

impl Variant {
    fn index(self) -> usize {
        let lang = Lang::ALL.iter().position(|&l| l == self.lang).unwrap_or(0);
        lang * 4 + usize::from(self.pseudo) * 2 + usize::from(self.venice)
    }
}

fn build_bundle(variant: Variant) -> Bundle {
    let Variant {
        lang,
        pseudo: pseudo_locale,
        venice,
    } = variant;
    let id = lang
        .code()
        .parse::<unic_langid::LanguageIdentifier>()
        .unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No bidirectional isolation marks: the interface is left to right and egui would draw them.
    bundle.set_use_isolating(false);
    if pseudo_locale {
        bundle.set_transform(Some(|text: &str| pseudo(text)));
    }
    let chain: Vec<Lang> = lang.parent().into_iter().chain([lang]).collect();
    for locale in chain.iter().copied() {
        let venice_sources = if venice {
            locale.venice_sources()
        } else {
            Vec::new()
        };
        for (_, source) in locale.sources().into_iter().chain(venice_sources) {
            // A file that does not parse still gives its good messages; `tallador check` and a
            // test name the bad ones.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
            bundle.add_resource_overriding(resource);
        }
    }
    bundle
}

fn shared_bundle(variant: Variant) -> Arc<Bundle> {
    static BUNDLES: [OnceLock<Arc<Bundle>>; Lang::COUNT * 4] =
        [const { OnceLock::new() }; Lang::COUNT * 4];
    BUNDLES[variant.index()]
        .get_or_init(|| Arc::new(build_bundle(variant)))
        .clone()
}

/// The texts of the current language.
#[derive(Clone)]
pub struct I18n {
    lang: Lang,
    variant: Variant,
    bundle: Arc<Bundle>,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n").field("lang", &self.lang).finish()
    }
}

impl I18n {
    pub fn new(lang: Lang) -> I18n {
        I18n::of(Variant {
            lang,
            pseudo: false,
            venice: false,
        })
    }

    fn of(variant: Variant) -> I18n {
        I18n {
            lang: variant.lang,
            variant,
            bundle: shared_bundle(variant),
        }
    }

    /// The pseudo-locale of the tests: `lang`'s texts with every letter changed (see [`pseudo`]).
    pub fn pseudo(lang: Lang) -> I18n {
        I18n::of(Variant {
            lang,
            pseudo: true,
            venice: false,
        })
    }

    /// The texts as said at a table of `kind`: at the Venice table the banker hand is Banco.
    pub fn at_table(&self, kind: TableKind) -> I18n {
        I18n::of(Variant {
            venice: kind.banca_word() == BancaWord::Banco,
            ..self.variant
        })
    }

    /// The banker hand's name at a table of `kind`: Banca; Banco at the Venice table, and in
    /// Italian everywhere.
    pub fn banca(&self, kind: TableKind) -> String {
        self.at_table(kind).tr("hand.banca").into_owned()
    }

    /// Whether these are the pseudo-locale's texts.
    pub fn is_pseudo(&self) -> bool {
        self.variant.pseudo
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The text for `key`; the key itself when missing (a test keeps that from shipping).
    pub fn tr<'a>(&'a self, key: &'a str) -> Cow<'a, str> {
        self.format(key, None)
    }

    /// The text for `key` with each `{ $name }` given its value. A value that is a count (a
    /// whole number a float holds exactly, without a leading zero) reaches Fluent as a number,
    /// so that `{ $n -> [one] … *[other] … }` chooses the plural; any other text stays as
    /// typed (a seed above 2^53, a trainee id `007`).
    pub fn trf(&self, key: &str, args: &[(&str, &str)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for &(name, value) in args {
            let value = if is_count(value) {
                FluentValue::try_number(value)
            } else {
                FluentValue::from(value)
            };
            fluent_args.set(name, value);
        }
        let text = self.format(key, Some(&fluent_args));
        contracted(self.lang, &text)
    }

    fn format<'a>(&'a self, key: &'a str, args: Option<&FluentArgs<'_>>) -> Cow<'a, str> {
        let id: Cow<str> = if key.contains('.') {
            key.replace('.', "-").into()
        } else {
            key.into()
        };
        let Some(pattern) = self
            .bundle
            .get_message(&id)
            .and_then(|message| message.value())
        else {
            return key.into();
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if errors.is_empty() {
            text
        } else {
            text.into_owned().into()
        }
    }

    /// Key names as the locale prints them on keys and in help: `Ctrl+Enter` → `Ctrl+Intro`,
    /// `Shift+Tab` → `Maiusc+Tab`, `Page Up` → `RePág` (whole names only; arrows and the
    /// function keys are the same everywhere).
    pub fn keys(&self, keys: &str) -> String {
        const NAMES: [(&str, &str); 13] = [
            ("Page Up", "key.page_up"),
            ("Page Down", "key.page_down"),
            ("Backspace", "key.backspace"),
            ("Enter", "key.enter"),
            ("Space", "key.space"),
            ("Tab", "key.tab"),
            ("Esc", "key.escape"),
            ("Delete", "key.delete"),
            ("Home", "key.home"),
            ("End", "key.end"),
            ("Shift", "key.shift"),
            ("Ctrl", "key.ctrl"),
            ("Alt", "key.alt"),
        ];
        let is_word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
        let mut out = String::new();
        let mut rest = keys;
        while let Some(c) = rest.chars().next() {
            let before = out.chars().last();
            let name = NAMES.iter().find(|(name, _)| {
                rest.starts_with(name)
                    && !is_word(before)
                    && !is_word(rest[name.len()..].chars().next())
            });
            match name {
                Some((name, key)) => {
                    out += &self.tr(key);
                    rest = &rest[name.len()..];
                }
                None => {
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                }
            }
        }
        out
    }

    /// A decimal written the local way: `2,1` in Spanish and Italian, `2.1` in English.
    pub fn decimal(&self, value: f64, decimals: usize) -> String {
        self.local_decimal(format!("{value:.decimals$}"))
    }

    /// An amount as on a chip: `25`, `37,50` / `37.50`.
    pub fn money(&self, amount: Money) -> String {
        self.local_decimal(amount.to_string())
    }

    /// A chip's value as printed on it and in the feedback: whole units bare (`25`, `1.000`),
    /// cents by the language's decimal mark (`0,25`).
    pub fn chip(&self, value: Money) -> String {
        if value.cents() % 100 == 0 {
            let units = value.cents() / 100;
            if units >= 1000 {
                let group = if self.lang.decimal_comma() { "." } else { "," };
                return format!("{}{group}{:03}", units / 1000, units % 1000);
            }
            return units.to_string();
        }
        self.money_fixed(value)
    }

    /// An amount with its two decimals always: `9,50` / `9.50`, `20,00`.
    pub fn money_fixed(&self, amount: Money) -> String {
        self.local_decimal(amount.fixed())
    }

    fn local_decimal(&self, text: String) -> String {
        if self.lang.decimal_comma() {
            text.replace('.', ",")
        } else {
            text
        }
    }

    /// Seconds from milliseconds, one decimal: `2,1 s`.
    pub fn seconds(&self, millis: u64) -> String {
        format!("{} s", self.decimal(millis as f64 / 1000.0, 1))
    }

    /// The name of a session's mode (the session says which key names it).
    pub fn mode(&self, mode: impl TextKey) -> Cow<'_, str> {
        self.tr(mode.text_key())
    }

    /// The name of a random-situation focus.
    pub fn focus(&self, focus: crate::core::generate::Focus) -> Cow<'_, str> {
        use crate::core::generate::Focus;
        self.tr(match focus {
            Focus::Any => "focus.any",
            Focus::BancaDraws => "focus.banca_draws",
            Focus::Naturals => "focus.naturals",
            Focus::Ties => "focus.ties",
            Focus::ThirdCard => "focus.third_card",
            Focus::Commission => "focus.commission",
            Focus::CommissionBox => "focus.commission_box",
            Focus::VeniceTies => "focus.venice_ties",
            Focus::WrongDeclaration => "focus.wrong_declaration",
            Focus::ColpoInBianco => "focus.colpo_in_bianco",
            Focus::NoPuntoBet => "focus.no_punto_bet",
            Focus::Irregularities => "focus.irregularities",
        })
    }

    /// What a random situation of `focus` trains, in a sentence: the notes of a generated
    /// situation, in the interface's language.
    pub fn focus_about(&self, focus: crate::core::generate::Focus) -> Cow<'_, str> {
        use crate::core::generate::Focus;
        self.tr(match focus {
            Focus::Any => "focus.about.any",
            Focus::BancaDraws => "focus.about.banca_draws",
            Focus::Naturals => "focus.about.naturals",
            Focus::Ties => "focus.about.ties",
            Focus::ThirdCard => "focus.about.third_card",
            Focus::Commission => "focus.about.commission",
            Focus::CommissionBox => "focus.about.commission_box",
            Focus::VeniceTies => "focus.about.venice_ties",
            Focus::WrongDeclaration => "focus.about.wrong_declaration",
            Focus::ColpoInBianco => "focus.about.colpo_in_bianco",
            Focus::NoPuntoBet => "focus.about.no_punto_bet",
            Focus::Irregularities => "focus.about.irregularities",
        })
    }

    pub fn category(&self, category: Category) -> Cow<'_, str> {
        self.tr(match category {
            Category::Draw => "category.draw",
            Category::Order => "category.order",
            Category::Money => "category.money",
            Category::Omission => "category.omission",
            Category::Announce => "category.announce",
            Category::Irregularity => "category.irregularity",
        })
    }

    /// The one-sentence explanation of a rule id.
    pub fn rule(&self, rule: RuleId) -> String {
        self.tr(&format!("rule.{rule}")).to_string()
    }

    /// A card's code as the locale writes it, rank then suit: `9D`, `TH` in English, `9D`,
    /// `10C` (corazones) in Spanish, `9Q`, `10C` (cuori) in Italian.
    pub fn card(&self, card: crate::core::card::Card) -> String {
        use crate::core::card::Suit;
        let suit = self.tr(match card.suit() {
            Suit::Spades => "card.suit_spades",
            Suit::Hearts => "card.suit_hearts",
            Suit::Diamonds => "card.suit_diamonds",
            Suit::Clubs => "card.suit_clubs",
        });
        let rank = match (self.lang, card.rank()) {
            (Lang::En, 10) => "T",
            _ => card.rank_label(),
        };
        // The pseudo-locale changes the whole code, as it does every translated text.
        let rank = if self.is_pseudo() {
            pseudo(rank)
        } else {
            rank.into()
        };
        format!("{rank}{suit}")
    }

    /// Cards typed in this language's suit letters, as the card codes read them (the action
    /// language's S H D C): `9C 10P` in Spanish (corazones, picas) is `9H 10S`. Only the last
    /// letter of each code is a suit; the rest (`10`, `T`, `J`, `Q`, `K`, `A`) is its rank, so
    /// the Italian `QQ` (queen of quadri) reads `QD`. English text is read as it is.
    pub fn read_card_suits(&self, text: &str) -> String {
        if self.lang == Lang::En || self.is_pseudo() {
            return text.to_string();
        }
        let suits: Vec<(String, char)> = [
            ("card.suit_spades", 'S'),
            ("card.suit_hearts", 'H'),
            ("card.suit_diamonds", 'D'),
            ("card.suit_clubs", 'C'),
        ]
        .iter()
        .map(|(key, english)| (self.tr(key).to_uppercase(), *english))
        .collect();
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            let mut chars: Vec<char> = word.chars().collect();
            if chars.len() >= 2
                && let Some(last) = chars.last_mut()
                && let Some((_, english)) = suits
                    .iter()
                    .find(|(said, _)| *said == last.to_uppercase().to_string())
            {
                *last = *english;
            }
            out.extend(chars);
            word.clear();
        };
        for ch in text.chars() {
            if ch.is_alphanumeric() {
                word.push(ch);
            } else {
                flush(&mut word, &mut out);
                out.push(ch);
            }
        }
        flush(&mut word, &mut out);
        out
    }

    /// The name of a hand on the table.
    pub fn owner(&self, owner: Owner) -> String {
        match owner {
            Owner::Box(place) => self.trf("table.box_n", &[("n", &place.to_string())]),
            Owner::Punto => self.tr("hand.punto").into_owned(),
            Owner::Banca => self.tr("hand.banca").into_owned(),
        }
    }

    /// A place with its article, as a sentence needs it: "la casilla 3", "el puesto 3".
    pub fn the_place(&self, kind: TableKind, place: u8) -> String {
        let key = match kind.place_word() {
            PlaceWord::Box => "table.the_box_n",
            PlaceWord::Seat => "table.the_seat_n",
        };
        self.trf(key, &[("n", &place.to_string())])
    }

    /// A box with its article: "la casilla 3" (a box is a box at any table that has them).
    pub fn the_box(&self, place: u8) -> String {
        self.trf("table.the_box_n", &[("n", &place.to_string())])
    }

    /// A place as a label: "Casilla 3", "Puesto 3".
    pub fn place_label(&self, kind: TableKind, place: u8) -> String {
        let key = match kind.place_word() {
            PlaceWord::Box => "table.box_n",
            PlaceWord::Seat => "table.seat_n",
        };
        self.trf(key, &[("n", &place.to_string())])
    }

    /// An action told in the dealer's words: `pay 3 47.50` → "pagar 47,50 en la casilla 3".
    pub fn describe(&self, action: Action, kind: TableKind) -> String {
        self.describe_words(action, kind)
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
                &[("n", &n(place)), ("amount", &self.money_fixed(amount))],
            ),
            Action::CollectCommission(place, amount) => self.trf(
                "act.collect_commission",
                &[("n", &n(place)), ("amount", &self.money_fixed(amount))],
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
            Action::Burn => self.tr("act.burn").into(),
            Action::Keep => self.tr("act.keep").into(),
            Action::Restore => self.tr("act.restore").into(),
            Action::Void => self.tr("act.void").into(),
            Action::CallInspector => self.tr("act.call_inspector").into(),
        }
    }
}

/// A whole number that Fluent may take as a number without changing how it is written: digits
/// only, no leading zero, at most 15 of them (every such number is exact in a float).
fn is_count(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= 15
        && value.bytes().all(|b| b.is_ascii_digit())
        && (value == "0" || !value.starts_with('0'))
}

/// A text with a preposition and the article of a value that followed it merged, as Spanish
/// and Italian say them: "a el puesto 1" is "al puesto 1", "a la casella 3" is "alla casella
/// 3", "resta a il posto 3" is "resta al posto 3".
fn contracted(lang: Lang, text: &str) -> String {
    const SPANISH: [(&str, &str); 2] = [("a el ", "al "), ("de el ", "del ")];
    const ITALIAN: [(&str, &str); 24] = [
        ("a il ", "al "),
        ("a lo ", "allo "),
        ("a la ", "alla "),
        ("a l'", "all'"),
        ("a i ", "ai "),
        ("a le ", "alle "),
        ("di il ", "del "),
        ("di lo ", "dello "),
        ("di la ", "della "),
        ("di l'", "dell'"),
        ("di i ", "dei "),
        ("di le ", "delle "),
        ("da il ", "dal "),
        ("da la ", "dalla "),
        ("da i ", "dai "),
        ("da le ", "dalle "),
        ("su il ", "sul "),
        ("su la ", "sulla "),
        ("su i ", "sui "),
        ("su le ", "sulle "),
        ("in il ", "nel "),
        ("in la ", "nella "),
        ("in i ", "nei "),
        ("in le ", "nelle "),
    ];
    let pairs: &[(&str, &str)] = match lang {
        Lang::Es | Lang::EsAr => &SPANISH,
        Lang::It => &ITALIAN,
        Lang::En => return text.to_string(),
    };
    let mut out = text.to_string();
    for (from, to) in pairs {
        if out.contains(from) {
            out = out.replace(&format!(" {from}"), &format!(" {to}"));
        }
        let capital = |s: &str| {
            let mut chars = s.chars();
            chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        };
        let (from, to) = (capital(from), capital(to));
        if out.starts_with(&from) {
            out = format!("{to}{}", &out[from.len()..]);
        }
    }
    out
}

/// The messages of one Fluent file and the arguments each names: what `tallador check` and the
/// tests compare between locales.
pub type Catalogue = std::collections::BTreeMap<String, std::collections::BTreeSet<String>>;

/// A problem in a Fluent file, at a byte offset of its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FluentProblem {
    pub offset: usize,
    pub message: String,
}

/// Reads a Fluent file's messages and their arguments.
pub fn catalogue(source: &str) -> Result<Catalogue, Vec<FluentProblem>> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

    fn inline(expression: &InlineExpression<&str>, found: &mut std::collections::BTreeSet<String>) {
        match expression {
            InlineExpression::VariableReference { id } => {
                found.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => placeable(expression, found),
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, found);
                }
            }
            _ => {}
        }
    }
    fn placeable(expression: &Expression<&str>, found: &mut std::collections::BTreeSet<String>) {
        match expression {
            Expression::Inline(expression) => inline(expression, found),
            Expression::Select { selector, variants } => {
                inline(selector, found);
                for variant in variants {
                    pattern(&variant.value, found);
                }
            }
        }
    }
    fn pattern(value: &Pattern<&str>, found: &mut std::collections::BTreeSet<String>) {
        for element in &value.elements {
            if let PatternElement::Placeable { expression } = element {
                placeable(expression, found);
            }
        }
    }

    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| {
        errors
            .into_iter()
            .map(|error| FluentProblem {
                offset: error.pos.start,
                message: error.kind.to_string(),
            })
            .collect::<Vec<_>>()
    })?;
    let mut messages = Catalogue::new();
    let mut problems = Vec::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            let mut found = std::collections::BTreeSet::new();
            if let Some(value) = &message.value {
                pattern(value, &mut found);
            }
            let name = message.id.name.to_string();
            if messages.insert(name.clone(), found).is_some() {
                problems.push(FluentProblem {
                    offset: source.find(&format!("\n{name} =")).map_or(0, |at| at + 1),
                    message: format!("`{name}` is given twice"),
                });
            }
        }
    }
    if problems.is_empty() {
        Ok(messages)
    } else {
        Err(problems)
    }
}

/// Every message a locale gives, its parent's included, with their arguments.
pub fn locale_catalogue(lang: Lang) -> Result<Catalogue, String> {
    let mut all = Catalogue::new();
    for locale in lang.parent().into_iter().chain([lang]) {
        let mut own = std::collections::BTreeSet::new();
        for (name, source) in locale.sources() {
            let messages = catalogue(source)
                .map_err(|problems| format!("{}/{name}: {problems:?}", locale.code()))?;
            // A locale's files say each message once: which would show is a matter of order.
            if let Some(twice) = messages.keys().find(|id| !own.insert((*id).clone())) {
                return Err(format!(
                    "{}/{name}: `{twice}` is in another file too",
                    locale.code()
                ));
            }
            all.extend(messages);
        }
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(lang: Lang) -> BTreeSet<String> {
        locale_catalogue(lang)
            .unwrap_or_else(|error| panic!("{error}"))
            .into_keys()
            .collect()
    }

    /// Every locale gives every message of the English one, with the same arguments, and none
    /// of its own; `es-AR`'s own files only say again what `es` says.
    #[test]
    fn cards_typed_in_the_language_s_suit_letters() {
        let es = I18n::new(Lang::Es);
        // Corazones, picas, diamantes, tréboles: 9C is the nine of hearts in Spanish.
        // Only the suit letter changes; the rank stays as typed (the codes read either case).
        assert_eq!(es.read_card_suits("9C 10p, kd;AT"), "9H 10S, kD;AC");
        let it = I18n::new(Lang::It);
        // Cuori, picche, quadri, fiori: the queen of quadri is QQ.
        assert_eq!(it.read_card_suits("QQ 7F 2c"), "QD 7C 2H");
        let en = I18n::new(Lang::En);
        assert_eq!(en.read_card_suits("9C QD"), "9C QD");
    }

    #[test]
    fn a_system_locale_gives_its_language() {
        for (locale, lang) in [
            ("it_IT.UTF-8", Some(Lang::It)),
            ("es_AR.UTF-8", Some(Lang::EsAr)),
            ("es-UY", Some(Lang::EsAr)),
            ("es_PR.UTF-8", Some(Lang::Es)),
            ("es_ES@euro", Some(Lang::Es)),
            ("en_US.UTF-8", Some(Lang::En)),
            ("en-GB", Some(Lang::En)),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("de_DE.UTF-8", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn every_locale_has_every_message_and_argument() {
        let reference = locale_catalogue(Lang::En).unwrap();
        assert!(reference.len() > 600, "{}", reference.len());
        for lang in Lang::ALL {
            let messages = locale_catalogue(lang).unwrap();
            for (id, arguments) in &reference {
                assert_eq!(
                    messages.get(id),
                    Some(arguments),
                    "{}: message `{id}` missing or with other arguments",
                    lang.code()
                );
            }
            let extra: Vec<_> = messages
                .keys()
                .filter(|id| !reference.contains_key(*id))
                .collect();
            assert!(extra.is_empty(), "{} only: {extra:?}", lang.code());
        }
    }

    #[test]
    fn a_bad_fluent_file_is_reported_at_its_place() {
        let problems = catalogue("ok = Fine\nbroken = { $n\n").unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(problems[0].offset >= 10, "{problems:?}");
        assert!(catalogue("a = one\na = two\n").is_err());
        let messages = catalogue(
            "n = { $count ->\n    [one] one { $what }\n   *[other] { $count } { $what }\n}\n",
        )
        .unwrap();
        assert_eq!(
            messages["n"],
            BTreeSet::from(["count".to_string(), "what".to_string()])
        );
    }

    #[test]
    fn key_names_follow_the_locale_whole_names_only() {
        let es = I18n::new(Lang::Es);
        assert_eq!(es.keys("Ctrl+Enter"), "Ctrl+Intro");
        assert_eq!(es.keys("Space / Enter"), "Espacio / Intro");
        let it = I18n::new(Lang::It);
        assert_eq!(it.keys("Tab / Shift+Tab"), "Tab / Maiusc+Tab");
        assert_eq!(it.keys("Home / End"), "Home / Fine");
        assert_eq!(it.keys("Page Up / Page Down"), "Pag↑ / Pag↓");
        // A name inside a word is not a key.
        assert_eq!(it.keys("Endless ↑ ↓"), "Endless ↑ ↓");
    }

    #[test]
    fn a_seed_above_2_53_and_an_id_with_leading_zeros_are_shown_as_typed() {
        // The plain English table label takes any text: what goes in comes out unchanged.
        let en = I18n::new(Lang::En);
        let shown = |n: &str| en.trf("table.box_n", &[("n", n)]);
        assert_eq!(shown("18446744073709551615"), "Box 18446744073709551615");
        assert_eq!(shown("9007199254740993"), "Box 9007199254740993");
        assert_eq!(shown("007"), "Box 007");
        assert_eq!(shown("0"), "Box 0");
        // Counts still choose their plural.
        let line = |n: &str| en.trf("overview.problems", &[("n", n)]);
        assert_eq!(line("1"), "1 file could not be read");
    }

    #[test]
    fn italian_and_spanish_merge_a_preposition_with_the_article_of_a_place() {
        let it = I18n::new(Lang::It);
        assert_eq!(
            it.describe(Action::Draw(Target::Place(3)), TableKind::Casilleros),
            "terza carta alla casella 3"
        );
        assert_eq!(
            it.describe(
                Action::Pay(2, Some(Money::from_units(10))),
                TableKind::PuertoRico
            ),
            "pagare 10 al posto 2"
        );
        let es = I18n::new(Lang::Es);
        assert_eq!(
            es.describe(Action::GiveCards(Some(1)), TableKind::Venezia),
            "las cartas de Punto al puesto 1"
        );
    }

    #[test]
    fn card_codes_take_the_locales_suit_letters() {
        let card = |text: &str| text.parse::<crate::core::card::Card>().unwrap();
        let codes = |lang: Lang| {
            let i18n = I18n::new(lang);
            ["9D", "TH", "AS", "KC"].map(|code| i18n.card(card(code)))
        };
        assert_eq!(codes(Lang::En), ["9D", "TH", "AS", "KC"]);
        // Picas, corazones, diamantes, tréboles; picche, cuori, quadri, fiori.
        assert_eq!(codes(Lang::Es), ["9D", "10C", "AP", "KT"]);
        assert_eq!(codes(Lang::EsAr), ["9D", "10C", "AP", "KT"]);
        assert_eq!(codes(Lang::It), ["9Q", "10C", "AP", "KF"]);
    }

    #[test]
    fn plurals_follow_the_language() {
        let en = I18n::new(Lang::En);
        let line = |i18n: &I18n, n: &str| i18n.trf("overview.problems", &[("n", n)]);
        assert_eq!(line(&en, "1"), "1 file could not be read");
        assert_eq!(line(&en, "3"), "3 files could not be read");
        let es = I18n::new(Lang::Es);
        assert_eq!(line(&es, "1"), "No se pudo leer 1 archivo");
        assert_eq!(line(&es, "2"), "No se pudieron leer 2 archivos");
    }

    #[test]
    fn the_pseudo_locale_changes_every_letter_but_not_the_arguments() {
        let i18n = I18n::pseudo(Lang::En);
        let text = i18n.trf("table.box_n", &[("n", "3")]);
        assert!(text.ends_with(" 3"), "{text}");
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
        assert_eq!(pseudo("Box 3 · K"), "Ɓǿẋ 3 · Ķ");
    }

    /// Every key the app's code names (any string literal shaped like `train.step`) exists in
    /// both languages.
    #[test]
    fn every_key_the_code_uses_exists() {
        const PREFIXES: [&str; 27] = [
            "act.",
            "cert.",
            "editor.",
            "exam.",
            "pace.",
            "register.",
            "result.",
            "problem.",
            "hand.",
            "key.",
            "words.",
            "why.",
            "quiz.",
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
        files.extend(
            [
                "src/text/i18n.rs",
                "src/text/explain.rs",
                "src/session/log.rs",
                "src/inspect/report.rs",
                "src/session/exam/certificate.rs",
            ]
            .map(|file| root.join(file)),
        );
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
            let missing: Vec<_> = used
                .iter()
                .filter(|key| !known.contains(&key.replace('.', "-")))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }

    #[test]
    fn every_rule_and_category_is_explained_in_both_languages() {
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

    /// Formats every message of `bundle` with each argument given (a count of 1 or 3) and
    /// returns the problems Fluent reports: an unknown term, a bad reference.
    fn formatting_problems(bundle: &Bundle, catalogue: &Catalogue, count: &str) -> Vec<String> {
        let mut problems = Vec::new();
        for (id, arguments) in catalogue {
            let mut args = FluentArgs::new();
            for name in arguments {
                args.set(name.as_str(), FluentValue::try_number(count));
            }
            let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
                problems.push(format!("`{id}` has no value"));
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            if !errors.is_empty() || text.contains('{') {
                problems.push(format!("`{id}`: {text} {errors:?}"));
            }
        }
        problems
    }

    /// Every message formats without a Fluent error in every locale (the terms it names exist),
    /// also with the Venice table's terms (`<locale>/venezia/*.ftl`) loaded on top.
    #[test]
    fn every_message_formats_and_every_term_exists_also_at_venice() {
        for lang in Lang::ALL {
            let catalogue = locale_catalogue(lang).unwrap();
            let plain = I18n::new(lang);
            for count in ["1", "3"] {
                let problems = formatting_problems(&plain.bundle, &catalogue, count);
                assert!(problems.is_empty(), "{}: {problems:#?}", lang.code());
            }
            // What `I18n::at_table` loads at the Venice table.
            let venice = plain.at_table(TableKind::Venezia).bundle;
            let problems = formatting_problems(&venice, &catalogue, "1");
            assert!(
                problems.is_empty(),
                "{} at Venice: {problems:#?}",
                lang.code()
            );
            let venice_text = |id: &str| {
                let pattern = venice.get_message(id).and_then(|m| m.value()).unwrap();
                venice
                    .format_pattern(pattern, None, &mut Vec::new())
                    .into_owned()
            };
            let expected = match lang {
                Lang::Es | Lang::EsAr => "el Banco se planta",
                Lang::En => "the Banco stands",
                Lang::It => "il Banco sta",
            };
            assert_eq!(venice_text("act-stand_banca"), expected);
        }
        let es = I18n::new(Lang::Es);
        assert_eq!(es.tr("act.stand_banca"), "la Banca se planta");
        assert_eq!(I18n::new(Lang::EsAr).tr("table.dealer"), "tallador");
        assert_eq!(es.tr("table.dealer"), "croupier");
        let it = I18n::new(Lang::It);
        assert_eq!(it.trf("overview.rule_count", &[("n", "1")]), "1 errore");
        assert_eq!(it.trf("overview.rule_count", &[("n", "2")]), "2 errori");
        assert_eq!(es.trf("inspector.deviations", &[("n", "1")]), "1 desvío");
        assert_eq!(es.trf("inspector.deviations", &[("n", "4")]), "4 desvíos");
    }

    /// The words of a locale's own files, comments left out.
    fn words_of(lang: Lang) -> Vec<(String, String)> {
        let mut words = Vec::new();
        for (file, source) in lang.sources().into_iter().chain(lang.venice_sources()) {
            for line in source
                .lines()
                .filter(|line| !line.trim_start().starts_with('#'))
            {
                for word in line.split(|c: char| !c.is_alphabetic()) {
                    if !word.is_empty() {
                        words.push((file.to_string(), word.to_string()));
                    }
                }
            }
        }
        words
    }

    /// The voseo forms among neutral Spanish words: a word that ends in a stressed vowel
    /// (`cortá`, `escribí`) unless neutral Spanish says it too, and the listed ones.
    fn voseo_in(words: &[(String, String)]) -> Vec<String> {
        const NEUTRAL_STRESSED: [&str; 10] = [
            "está",
            "aquí",
            "ahí",
            "así",
            "allá",
            "allí",
            "sí",
            "qué",
            "porqué",
            "égalité",
        ];
        const VOSEO: [&str; 12] = [
            "vos", "sos", "tenés", "podés", "querés", "sabés", "cambiala", "anotala", "elegila",
            "usala", "pasala", "dale",
        ];
        words
            .iter()
            .filter(|(_, word)| {
                let lower = word.to_lowercase();
                VOSEO.contains(&lower.as_str())
                    || (lower.ends_with(['á', 'é', 'í'])
                        && !NEUTRAL_STRESSED.contains(&lower.as_str()))
            })
            .map(|(file, word)| format!("{file}: {word}"))
            .collect()
    }

    /// Neutral Spanish speaks to the trainee as `tú`, Rioplatense as `vos`: each locale keeps
    /// its register.
    #[test]
    fn each_spanish_locale_keeps_one_register() {
        let voseo = voseo_in(&words_of(Lang::Es));
        assert!(
            voseo.is_empty(),
            "voseo in neutral Spanish (say it with tú, and the vos form in es-AR): {voseo:?}"
        );
        const TUTEO: [&str; 6] = ["tú", "tienes", "puedes", "quieres", "cámbiala", "anótala"];
        let tuteo: Vec<String> = words_of(Lang::EsAr)
            .into_iter()
            .filter(|(_, word)| TUTEO.contains(&word.to_lowercase().as_str()))
            .map(|(file, word)| format!("es-AR/{file}: {word}"))
            .collect();
        assert!(tuteo.is_empty(), "tú in Rioplatense Spanish: {tuteo:?}");
    }

    #[test]
    fn the_register_check_finds_voseo_and_passes_neutral_words() {
        let words: Vec<(String, String)> = ["Cortá", "está", "cambiala", "corta", "Qué"]
            .iter()
            .map(|word| ("screens.ftl".to_string(), word.to_string()))
            .collect();
        assert_eq!(
            voseo_in(&words),
            ["screens.ftl: Cortá", "screens.ftl: cambiala"]
        );
    }
}
