//! The inspector's case: a disputed hand as the inspector knows it (the table profile, the places
//! and bets, the cards in the order they left the shoe, optionally what the dealer did and who
//! held the shoe or the Bottone), checked field by field with the position of every problem,
//! and its reconstruction through the core (plans, audit, printable report). No UI here: the
//! inspector screen edits a [`CaseDraft`] and shows what [`CaseDraft::build`] returns.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::report::{self, ReportHeader};
use crate::core::action::{self, Action, ActionLine};
use crate::core::audit::{self, Audit};
use crate::core::card::Card;
use crate::core::diagnostic::{Diagnostic, Problem};
use crate::core::irregularity::Irregularity;
use crate::core::money::DecimalMark;
use crate::core::procedure::RoundPlan;
use crate::core::scenario::{RoundSpec, Scenario};
use crate::core::{Bet, Declaration, Money, Place, Profile, Profiles, Side};
use crate::session::log_file::write_atomically;

/// One bet as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetDraft {
    pub place: String,
    pub side: Side,
    pub amount: String,
}

impl Default for BetDraft {
    fn default() -> BetDraft {
        BetDraft {
            place: String::new(),
            side: Side::Punto,
            amount: String::new(),
        }
    }
}

/// The case being edited: text as typed, cards already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseDraft {
    pub title: String,
    pub notes: String,
    /// The Spanish title and notes of an opened file, kept as they were so that saving the case
    /// again does not lose them (the editor edits `title` and `notes`).
    pub title_es: String,
    pub notes_es: String,
    /// The Italian title and notes, kept the same way.
    pub title_it: String,
    pub notes_it: String,
    /// The profile id.
    pub profile: String,
    pub bets: Vec<BetDraft>,
    /// The occupied seats when they differ from the seats with bets (`3 5 7`), or empty.
    pub seats: String,
    /// Who held the shoe or the Bottone at the start of the hand, or empty (seat 1).
    pub holder: String,
    /// What the Venice client said.
    pub declaration: Option<Declaration>,
    /// The cards in the order they left the shoe.
    pub cards: Vec<Card>,
    /// The decimal mark the amounts are typed with (the inspector's language).
    pub decimal_mark: DecimalMark,
    /// What the dealer did, in the action language (empty: reconstruction only).
    pub actions: String,
    /// What happened at the hand that the procedure does not foresee (procedures.md section 8),
    /// one event a line in the inspector's form (`face-up 2`, `misdeal 2 to punto noticed 4`,
    /// `claim 7 void`); empty: nothing irregular.
    pub irregularities: String,
}

impl Default for CaseDraft {
    fn default() -> CaseDraft {
        CaseDraft {
            title: String::new(),
            notes: String::new(),
            title_es: String::new(),
            notes_es: String::new(),
            title_it: String::new(),
            notes_it: String::new(),
            profile: "casilleros".into(),
            bets: vec![BetDraft::default()],
            seats: String::new(),
            holder: String::new(),
            declaration: None,
            cards: Vec::new(),
            decimal_mark: DecimalMark::default(),
            actions: String::new(),
            irregularities: String::new(),
        }
    }
}

/// Which field a problem is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Profile,
    /// Bet `index` (0-based): its place or amount, or the bet as a whole.
    BetPlace(usize),
    BetAmount(usize),
    BetSide(usize),
    Bets,
    Seats,
    Holder,
    Declaration,
    /// Card `index` (0-based) of the shoe list.
    Card(usize),
    Cards,
    /// The actions text (with a line and column).
    Actions,
    /// The irregularities text (with a line and column).
    Irregularities,
}

/// Something wrong in the draft, where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftProblem {
    pub field: Field,
    /// 1-based line and column in a multi-line field (the actions).
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// In English.
    pub message: String,
    /// The same, for the window to say in the user's language.
    pub why: Option<Problem>,
}

impl DraftProblem {
    fn at(field: Field, message: impl Into<String>) -> DraftProblem {
        DraftProblem {
            field,
            line: None,
            column: None,
            message: message.into(),
            why: None,
        }
    }

    fn because(mut self, why: Problem) -> DraftProblem {
        self.why = Some(why);
        self
    }
}

/// A bad entry in a typed or pasted list of cards.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("card {number} (`{text}`, line {line}, column {column}): {message}")]
pub struct CardListError {
    /// 1-based position in the list.
    pub number: usize,
    /// 1-based line and column of the entry in the text.
    pub line: usize,
    pub column: usize,
    pub text: String,
    pub message: String,
}

/// Reads a list of cards as typed or pasted: separated by spaces, commas, semicolons or line
/// breaks; quotes, brackets and a leading `shoe:` (a line copied from a scenario file) are
/// passed over.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardListError> {
    let mut cards = Vec::new();
    for (line_index, line) in text.lines().enumerate() {
        let mut current: Option<(usize, String)> = None;
        let mut words = Vec::new();
        for (column, ch) in line.chars().enumerate() {
            if ch.is_whitespace() || matches!(ch, ',' | ';' | '"' | '[' | ']' | ':' | '(' | ')') {
                words.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| (column + 1, String::new()))
                    .1
                    .push(ch);
            }
        }
        words.extend(current);
        for (column, word) in words {
            if word.eq_ignore_ascii_case("shoe") {
                continue;
            }
            match word.parse::<Card>() {
                Ok(card) => cards.push(card),
                Err(error) => {
                    return Err(CardListError {
                        number: cards.len() + 1,
                        line: line_index + 1,
                        column,
                        text: word,
                        message: error.to_string(),
                    });
                }
            }
        }
    }
    Ok(cards)
}

/// Why a typed place was refused; `what` names the field (`the holder`, `a seat`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum PlaceError {
    #[error("{what}: type a number from 1 to {places}")]
    Missing { what: &'static str, places: u8 },
    #[error("{what} must be a number from 1 to {places}, not `{text}`")]
    OutOfRange {
        what: &'static str,
        places: u8,
        text: String,
    },
}

impl PlaceError {
    fn problem(&self, field: Field) -> DraftProblem {
        let said = match self {
            PlaceError::Missing { places, .. } => {
                Problem::new("place_missing").with("places", places)
            }
            PlaceError::OutOfRange { places, text, .. } => Problem::new("place_out_of_range")
                .with("places", places)
                .with("text", text),
        };
        DraftProblem::at(field, self.to_string()).because(said)
    }
}

fn parse_place(text: &str, profile: &Profile, what: &'static str) -> Result<Place, PlaceError> {
    let trimmed = text.trim();
    trimmed
        .parse::<u32>()
        .ok()
        .filter(|place| (1..=u32::from(profile.places)).contains(place))
        .and_then(|place| Place::try_from(place).ok())
        .ok_or_else(|| {
            if trimmed.is_empty() {
                PlaceError::Missing {
                    what,
                    places: profile.places,
                }
            } else {
                PlaceError::OutOfRange {
                    what,
                    places: profile.places,
                    text: trimmed.to_string(),
                }
            }
        })
}

/// A reconstructed case: the scenario it makes, what the dealer did, the plans and the audit.
#[derive(Clone, Debug)]
pub struct Case {
    pub scenario: Scenario,
    /// The dealer's actions, when any were given.
    pub actions: Option<Vec<ActionLine>>,
    /// The lines typed in the dealer's words of the window's language (`cobrar 5`), each with
    /// its action-language form: (0-based line, `collect 5`).
    pub said: Vec<(usize, String)>,
    pub plans: Vec<RoundPlan>,
    pub audit: Option<Audit>,
}

impl CaseDraft {
    /// The profile chosen, if it exists.
    pub fn profile<'a>(&self, profiles: &'a Profiles) -> Option<&'a Profile> {
        profiles.get(&self.profile)
    }

    /// Checks every field and reconstructs the hand; every problem found, with its place. The
    /// dealer's actions are read in the action language.
    pub fn build(&self, profiles: &Profiles) -> Result<Case, Vec<DraftProblem>> {
        self.build_reading(profiles, &|_| None)
    }

    /// [`CaseDraft::build`], with the dealer's actions read as the trainer reads them: a line
    /// the action language does not read is given to `read`, which reads the dealer's words of
    /// the window's language (`cobrar 5`, `punto se planta`, `pagar 5 47,50`).
    pub fn build_reading(
        &self,
        profiles: &Profiles,
        read: &dyn Fn(&str) -> Option<Action>,
    ) -> Result<Case, Vec<DraftProblem>> {
        let mut problems = Vec::new();
        let Some(profile) = self.profile(profiles) else {
            let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
            return Err(vec![
                DraftProblem::at(
                    Field::Profile,
                    format!("no table profile `{}`", self.profile),
                )
                .because(
                    Problem::new("no_profile")
                        .with("id", &self.profile)
                        .with("known", known.join(", ")),
                ),
            ]);
        };
        let seats = self.seats_read(profile, &mut problems);
        let holder = self.holder_read(profile, &mut problems);
        let bets = self.bets_read(profile, seats.as_deref(), &mut problems);
        self.check_table(profile, &bets, &mut problems);
        self.check_copies(profile, &mut problems);
        let (actions, said) = self.actions_read(profile, read, &mut problems);
        let events = self.irregularities_read(profile, &bets, seats.as_deref(), &mut problems);
        if !problems.is_empty() {
            return Err(problems);
        }
        let round = RoundSpec {
            bets,
            shoe: self.cards.clone(),
            holder,
            seats,
            declaration: self.declaration,
            irregularities: events.iter().map(|(_, event)| *event).collect(),
            ..RoundSpec::default()
        };
        let scenario = self.scenario_of(profile, round);
        let plans = scenario.plans(false).map_err(|(_, error)| {
            vec![
                DraftProblem::at(
                    Field::Cards,
                    format!(
                        "the hand needs at least {} cards and the list has {}: add the cards that left the shoe, in order",
                        error.needed, error.available
                    ),
                )
                .because(
                    Problem::new("too_few_cards")
                        .with("needed", error.needed)
                        .with("given", error.available),
                ),
            ]
        })?;
        // An event the hand cannot show where it stands (section 8.1), at its line.
        if let Some(problem) = refused_event(&plans, &events) {
            return Err(vec![problem]);
        }
        let (audit, plans) = match &actions {
            Some(lines) => {
                let (audit, plans) = audit::audit_scenario(scenario.clone(), lines)
                    .map_err(|message| vec![DraftProblem::at(Field::Cards, message)])?;
                (Some(audit), plans)
            }
            None => (None, plans),
        };
        Ok(Case {
            scenario,
            actions,
            said,
            plans,
            audit,
        })
    }

    /// The case as a scenario of one round, with the titles and notes as typed.
    fn scenario_of(&self, profile: &Profile, round: RoundSpec) -> Scenario {
        Scenario {
            title: self.title.trim().to_string(),
            title_es: self.title_es.trim().to_string(),
            notes: self.notes.trim().to_string(),
            notes_es: self.notes_es.trim().to_string(),
            title_it: self.title_it.trim().to_string(),
            notes_it: self.notes_it.trim().to_string(),
            difficulty: None,
            profile: profile.clone(),
            rounds: vec![round],
        }
    }

    /// The irregularities typed, one a line, each with its 1-based line; a line that does not
    /// read, or an event the table refuses whatever the cards, is a problem at its line.
    fn irregularities_read(
        &self,
        profile: &Profile,
        bets: &[Bet],
        seats: Option<&[Place]>,
        problems: &mut Vec<DraftProblem>,
    ) -> Vec<(usize, Irregularity)> {
        let mut events = Vec::new();
        for (index, line) in self.irregularities.lines().enumerate() {
            let text = line.split('#').next().unwrap_or("");
            if text.trim().is_empty() {
                continue;
            }
            match Irregularity::parse_line(text) {
                Ok(event) => events.push((index + 1, event)),
                Err((column, error)) => problems.push(DraftProblem {
                    field: Field::Irregularities,
                    line: Some(index + 1),
                    column: Some(column),
                    why: Some(Problem::new(error.id()).with("word", error.word())),
                    message: error.to_string(),
                }),
            }
        }
        let in_play: Vec<Place> = match seats {
            Some(seats) if !profile.kind.has_boxes() => seats.to_vec(),
            _ => crate::core::procedure::places_with_bets(bets),
        };
        let listed: Vec<Irregularity> = events.iter().map(|(_, event)| *event).collect();
        if let Err((index, why)) = crate::core::irregularity::refuse_regardless_of_cards(
            &listed,
            profile.kind.has_boxes(),
            &in_play,
        ) {
            problems.push(DraftProblem {
                field: Field::Irregularities,
                line: events.get(index).map(|(line, _)| *line),
                column: Some(1),
                message: why.to_string(),
                why: Some(Problem::new(why.id()).with("event", listed[index].line_text())),
            });
        }
        events
    }

    /// The occupied seats typed, if any; a word that is no seat is a problem at the field.
    fn seats_read(
        &self,
        profile: &Profile,
        problems: &mut Vec<DraftProblem>,
    ) -> Option<Vec<Place>> {
        match self.seats.trim() {
            "" => None,
            text => {
                let mut seats = Vec::new();
                for word in text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|word| !word.is_empty())
                {
                    match parse_place(word, profile, "a seat") {
                        Ok(seat) => seats.push(seat),
                        Err(error) => {
                            problems.push(error.problem(Field::Seats));
                        }
                    }
                }
                Some(seats)
            }
        }
    }

    /// The holder typed, if any.
    fn holder_read(&self, profile: &Profile, problems: &mut Vec<DraftProblem>) -> Option<Place> {
        match self.holder.trim() {
            "" => None,
            text => match parse_place(text, profile, "the holder") {
                Ok(seat) => Some(seat),
                Err(error) => {
                    problems.push(error.problem(Field::Holder));
                    None
                }
            },
        }
    }

    /// The bets typed (empty rows skipped): each at a place, with an amount, on a side the table takes, at an occupied seat when seats are given.
    fn bets_read(
        &self,
        profile: &Profile,
        seats: Option<&[Place]>,
        problems: &mut Vec<DraftProblem>,
    ) -> Vec<Bet> {
        let mut bets = Vec::new();
        for (index, draft) in self.bets.iter().enumerate() {
            if draft.place.trim().is_empty() && draft.amount.trim().is_empty() {
                continue;
            }
            let place = parse_place(&draft.place, profile, "the place")
                .map_err(|error| {
                    problems.push(error.problem(Field::BetPlace(index)));
                })
                .ok();
            let amount = Money::parse_typed(&draft.amount, self.decimal_mark)
                .map_err(|error| {
                    problems.push(
                        DraftProblem::at(Field::BetAmount(index), error.to_string()).because(
                            Problem::new("not_an_amount").with("text", draft.amount.trim()),
                        ),
                    );
                })
                .ok();
            if !profile.kind.tie_bets() && draft.side == Side::Empate {
                problems.push(
                    DraftProblem::at(
                        Field::BetSide(index),
                        "casilleros tables take no tie bets (Empate)",
                    )
                    .because(Problem::new("casilleros_no_tie")),
                );
            }
            if let (Some(place), Some(seats)) = (place, seats)
                && !seats.contains(&place)
            {
                problems.push(
                    DraftProblem::at(
                        Field::BetPlace(index),
                        format!("seat {place} is not among the occupied seats"),
                    )
                    .because(Problem::new("seat_not_occupied").with("place", place)),
                );
            }
            if let (Some(place), Some(amount)) = (place, amount) {
                bets.push(Bet {
                    place,
                    side: draft.side,
                    amount,
                });
            }
        }
        bets
    }

    /// What the table kind asks of the whole hand: a bet at casilleros, a declaration only at Venice.
    fn check_table(&self, profile: &Profile, bets: &[Bet], problems: &mut Vec<DraftProblem>) {
        if bets.is_empty() && !profile.kind.deals_without_bets() && problems.is_empty() {
            problems.push(
                DraftProblem::at(
                    Field::Bets,
                    "a casilleros hand needs at least one bet (no box is in play)",
                )
                .because(Problem::new("casilleros_needs_bet")),
            );
        }
        if self.declaration.is_some() && !profile.kind.client_reads_punto() {
            problems.push(
                DraftProblem::at(
                    Field::Declaration,
                    "only the Venice client declares carta or no carta",
                )
                .because(Problem::new("declaration_only_venice")),
            );
        }
    }

    /// No card more often than the profile's decks hold.
    fn check_copies(&self, profile: &Profile, problems: &mut Vec<DraftProblem>) {
        let mut copies: HashMap<Card, usize> = HashMap::new();
        for (index, card) in self.cards.iter().enumerate() {
            let count = copies.entry(*card).or_insert(0);
            *count += 1;
            if *count == usize::from(profile.decks) + 1 {
                problems.push(
                    DraftProblem::at(
                        Field::Card(index),
                        format!(
                            "{card} appears more than {} times: the {} decks of `{}` hold no more",
                            profile.decks, profile.decks, profile.id
                        ),
                    )
                    .because(
                        Problem::new("too_many_copies")
                            .with("card", card)
                            .with("decks", profile.decks),
                    ),
                );
            }
        }
    }

    /// The dealer's actions typed, if any, read with the action language or, line by line,
    /// with `read`; and the lines `read` read, in the action language.
    fn actions_read(
        &self,
        profile: &Profile,
        read: &dyn Fn(&str) -> Option<Action>,
        problems: &mut Vec<DraftProblem>,
    ) -> (Option<Vec<ActionLine>>, Vec<(usize, String)>) {
        let mut said = Vec::new();
        let lines: Vec<String> = self
            .actions
            .lines()
            .enumerate()
            .map(|(index, line)| {
                let code = line.split('#').next().unwrap_or("").trim();
                match action::parse_line(line) {
                    Err(_) => match read(code) {
                        Some(action) => {
                            said.push((index, action.to_string()));
                            action.to_string()
                        }
                        None => line.to_string(),
                    },
                    Ok(_) => line.to_string(),
                }
            })
            .collect();
        let read_text = lines.join("\n");
        let actions = match action::parse_file("actions", &read_text, profile.places) {
            Ok(lines) if lines.is_empty() => None,
            Ok(lines) => Some(lines),
            Err(diagnostic) => {
                problems.push(DraftProblem {
                    field: Field::Actions,
                    line: diagnostic.position.map(|position| position.line),
                    column: diagnostic.position.map(|position| position.column),
                    // What is wrong on the line; the field's place says the line and column.
                    why: diagnostic.problem,
                    message: diagnostic.message,
                });
                None
            }
        };
        (actions, said)
    }

    /// A draft from a scenario (its first round: a case is one hand) and an actions text.
    pub fn from_scenario(scenario: &Scenario, actions: &str) -> CaseDraft {
        let round = scenario.rounds.first();
        let list = |places: &[Place]| {
            places
                .iter()
                .map(Place::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        CaseDraft {
            title: scenario.title.clone(),
            notes: scenario.notes.clone(),
            title_es: scenario.title_es.clone(),
            notes_es: scenario.notes_es.clone(),
            title_it: scenario.title_it.clone(),
            notes_it: scenario.notes_it.clone(),
            profile: scenario.profile.id.clone(),
            bets: round
                .map(|round| {
                    round
                        .bets
                        .iter()
                        .map(|bet| BetDraft {
                            place: bet.place.to_string(),
                            side: bet.side,
                            amount: bet.amount.to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default(),
            seats: round
                .and_then(|round| round.seats.as_deref())
                .map(list)
                .unwrap_or_default(),
            holder: round
                .and_then(|round| round.holder)
                .map(|holder| holder.to_string())
                .unwrap_or_default(),
            decimal_mark: DecimalMark::default(),
            declaration: round.and_then(|round| round.declaration),
            cards: round.map(|round| round.shoe.clone()).unwrap_or_default(),
            actions: actions.to_string(),
            irregularities: round
                .map(|round| {
                    round
                        .irregularities
                        .iter()
                        .map(|event| event.line_text() + "\n")
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// Opens a saved case: the scenario file and, next to it, its actions file if there is one.
    pub fn open(path: &Path, profiles: &Profiles) -> Result<CaseDraft, Diagnostic> {
        let scenario = crate::session::load::scenario(path, profiles)?;
        let actions_path = actions_path(path);
        let actions = if actions_path.exists() {
            crate::session::load::read_text(&actions_path)?
        } else {
            String::new()
        };
        Ok(CaseDraft::from_scenario(&scenario, &actions))
    }
}

/// The first event the hand's plan could not show (section 8.1), as a problem at its line.
fn refused_event(plans: &[RoundPlan], events: &[(usize, Irregularity)]) -> Option<DraftProblem> {
    let refused = plans.first()?.refused.first()?;
    let (line, event) = events.get(refused.index)?;
    Some(DraftProblem {
        field: Field::Irregularities,
        line: Some(*line),
        column: Some(1),
        message: refused.why.to_string(),
        why: Some(Problem::new(refused.why.id()).with("event", event.line_text())),
    })
}

/// The actions file that goes with a case file: `case.ron` → `case.actions` (as in
/// `scenarios/inspector/`).
pub fn actions_path(scenario_path: &Path) -> PathBuf {
    scenario_path.with_extension("actions")
}

impl Case {
    /// Saves the scenario file and, when the dealer's actions were given, the actions file next
    /// to it (each written to a temporary file, then renamed). Returns the files written. A
    /// line typed in the dealer's words is written in the action language, which `tallador
    /// audit` reads, with the words as typed after it as a comment (`collect 5  # cobrar 5`).
    pub fn save(&self, scenario_path: &Path, actions_text: &str) -> std::io::Result<Vec<PathBuf>> {
        write_atomically(scenario_path, &self.scenario.to_ron())?;
        let mut written = vec![scenario_path.to_path_buf()];
        if self.actions.is_some() {
            let path = actions_path(scenario_path);
            let lines: Vec<String> = actions_text
                .lines()
                .enumerate()
                .map(
                    |(index, line)| match self.said.iter().find(|(at, _)| *at == index) {
                        Some((_, code)) => format!("{code}  # {}", line.trim()),
                        None => line.to_string(),
                    },
                )
                .collect();
            let mut text = lines.join("\n").trim_end().to_string();
            text.push('\n');
            write_atomically(&path, &text)?;
            written.push(path);
        }
        Ok(written)
    }

    /// The printable report ([`report::html`], the same as `tallador audit --report`).
    /// It names only the files that exist (a case path typed but never saved is left out).
    pub fn report(&self, header: &ReportHeader) -> String {
        let header = ReportHeader {
            sources: header
                .sources
                .iter()
                .filter(|source| Path::new(source.as_str()).is_file())
                .cloned()
                .collect(),
            ..header.clone()
        };
        report::html(&self.scenario, &self.plans, self.audit.as_ref(), &header)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::procedure::Owner;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).unwrap()
    }

    /// examples.md, "Banca 6: encart, then the Banca draws for two boxes only".
    fn encart_draft() -> CaseDraft {
        CaseDraft {
            title: "Mesa 3, 21:40".into(),
            profile: "casilleros".into(),
            bets: vec![
                BetDraft {
                    place: "1".into(),
                    side: Side::Punto,
                    amount: "10".into(),
                },
                BetDraft {
                    place: "2".into(),
                    side: Side::Punto,
                    amount: "20".into(),
                },
                BetDraft {
                    place: "3".into(),
                    side: Side::Punto,
                    amount: "30".into(),
                },
                BetDraft {
                    place: "5".into(),
                    side: Side::Banca,
                    amount: "50".into(),
                },
            ],
            cards: cards("6H AC TH AD 2D KS AH JC QS 4S 6D 3C 7S 5H"),
            ..CaseDraft::default()
        }
    }

    #[test]
    fn a_stake_reads_by_the_inspector_s_decimal_mark() {
        // `2,340` is two thousand three hundred and forty in English; in Spanish and Italian
        // the comma is the decimal mark and three decimals are refused, as in the quiz and the
        // action line.
        let mut draft = encart_draft();
        draft.bets[0].amount = "2,340".into();
        let case = draft.build(&Profiles::default()).unwrap();
        assert_eq!(
            case.scenario.rounds[0].bets[0].amount,
            Money::from_units(2340)
        );
        draft.decimal_mark = DecimalMark::Comma;
        let problems = draft.build(&Profiles::default()).unwrap_err();
        assert_eq!(problems[0].field, Field::BetAmount(0));
        draft.bets[0].amount = "2.340,50".into();
        let case = draft.build(&Profiles::default()).unwrap();
        assert_eq!(
            case.scenario.rounds[0].bets[0].amount,
            Money::from_cents(234_050)
        );
    }

    #[test]
    fn card_lists_read_as_typed_or_pasted_from_a_file() {
        assert_eq!(
            cards("9D kh, 10c;4S\n\"QS\""),
            [card("9D"), card("KH"), card("TC"), card("4S"), card("QS")]
        );
        assert_eq!(
            cards(r#"shoe: ["6H", "AC"],"#).len(),
            2,
            "a shoe line from a scenario file"
        );
        let error = parse_cards("9D KH 1Z 4S").unwrap_err();
        assert_eq!((error.number, error.line, error.column), (3, 1, 7));
        assert!(
            error
                .to_string()
                .starts_with("card 3 (`1Z`, line 1, column 7)"),
            "{error}"
        );
        let error = parse_cards("9D\n  XX").unwrap_err();
        assert_eq!((error.number, error.line, error.column), (2, 2, 3));
    }

    #[test]
    fn cas_e_the_reconstruction_deals_each_card_to_its_hand() {
        let case = encart_draft().build(&Profiles::default()).unwrap();
        let plan = &case.plans[0];
        // CAS-deal: boxes 1, 2, 3, 5 then the Banca, twice; then the third cards of boxes
        // 2, 3, 5 left to right and the Banca's.
        let owners: Vec<Owner> = plan.shoe_order.clone();
        use Owner::*;
        assert_eq!(
            owners,
            [
                Box(1),
                Box(2),
                Box(3),
                Box(5),
                Banca,
                Box(1),
                Box(2),
                Box(3),
                Box(5),
                Banca,
                Box(2),
                Box(3),
                Box(5),
                Banca
            ]
        );
        let lines: Vec<String> = plan.results.iter().map(|result| result.line()).collect();
        assert_eq!(
            lines,
            [
                "result 1 tie won 0.00 lost 0.00",
                "result 2 punto won 20.00 lost 0.00",
                "result 3 banca won 0.00 lost 30.00",
                "result 5 punto won 0.00 lost 50.00",
            ]
        );
        assert!(case.audit.is_none());
    }

    #[test]
    fn cas_f_the_dealers_actions_give_deviations_and_money_differences() {
        let mut draft = encart_draft();
        // Box 2 paid before box 5 is collected (CAS-f: right to left), and box 5 paid instead
        // of collected: no wager wins there, box 5's 8 beats the Banca's 1 (D9, T6).
        draft.actions = "draw 2\ndraw 3\ndraw 5\nencart 1\ndiscard 1\ncollect 3\ndiscard 3\n\
                         draw banca\npay 2\ndiscard 2\npay 5\ndiscard 5\ndiscard banca\n"
            .into();
        let case = draft.build(&Profiles::default()).unwrap();
        let audit = case.audit.as_ref().unwrap();
        let findings: Vec<String> = audit.findings.iter().map(|f| f.line_text()).collect();
        assert_eq!(
            findings,
            [
                "step 9: expected collect 5, did pay 2  # CAS-f order",
                "step 11: expected collect 5, did pay 5  # T6 money",
            ]
        );
        // Box 5's Banca 50 loses (box 5 makes 8, the Banca 1): it should be collected (-50);
        // the dealer paid it 47.50 instead, 97.50 too much.
        let box_5 = audit
            .money
            .iter()
            .find(|money| money.should.place == 5)
            .unwrap();
        assert_eq!(box_5.difference(), Money::from_cents(9750));
    }

    #[test]
    fn bad_entries_are_reported_in_their_field_with_positions() {
        let mut draft = encart_draft();
        draft.bets[1].place = "13".into();
        draft.bets[2].amount = "30.505".into();
        draft.bets.push(BetDraft {
            place: "4".into(),
            side: Side::Empate,
            amount: "5".into(),
        });
        draft.holder = "x".into();
        draft.actions = "draw 2\ndraw tres\n".into();
        let problems = draft.build(&Profiles::default()).unwrap_err();
        let fields: Vec<Field> = problems.iter().map(|problem| problem.field).collect();
        assert_eq!(
            fields,
            [
                Field::Holder,
                Field::BetPlace(1),
                Field::BetAmount(2),
                Field::BetSide(4),
                Field::Actions
            ]
        );
        let actions = problems.last().unwrap();
        assert_eq!((actions.line, actions.column), (Some(2), Some(6)));
        assert!(actions.message.contains("`tres`"), "{}", actions.message);
        assert!(problems[2].message.contains("more than two decimals"));
    }

    #[test]
    fn a_short_shoe_and_too_many_copies_are_problems_not_panics() {
        let mut draft = encart_draft();
        draft.cards.truncate(10);
        let problems = draft.build(&Profiles::default()).unwrap_err();
        assert_eq!(problems[0].field, Field::Cards);
        assert!(
            problems[0]
                .message
                .contains("at least 11 cards and the list has 10"),
            "{}",
            problems[0].message
        );
        let mut draft = encart_draft();
        draft.cards = vec![card("9D"); 10];
        let problems = draft.build(&Profiles::default()).unwrap_err();
        assert_eq!(problems[0].field, Field::Card(8));
        let empty = CaseDraft {
            bets: Vec::new(),
            ..CaseDraft::default()
        };
        assert_eq!(
            empty.build(&Profiles::default()).unwrap_err()[0].field,
            Field::Bets
        );
    }

    #[test]
    fn a_case_saves_as_scenario_and_actions_and_opens_again() {
        let dir = tempfile::tempdir().unwrap();
        let mut draft = encart_draft();
        draft.bets[0].amount = "10,50".into();
        draft.actions = "draw 2\n# the dealer stopped here\n".into();
        draft.title_es = "Mesa 3, 21:40 (encart)".into();
        let case = draft.build(&Profiles::default()).unwrap();
        let path = dir.path().join("mesa-3.ron");
        let written = case.save(&path, &draft.actions).unwrap();
        assert_eq!(written, [path.clone(), dir.path().join("mesa-3.actions")]);
        let opened = CaseDraft::open(&path, &Profiles::default()).unwrap();
        assert_eq!(opened.bets[0].amount, "10.50");
        assert_eq!(opened.cards, draft.cards);
        assert_eq!(opened.actions, "draw 2\n# the dealer stopped here\n");
        assert_eq!(opened.title_es, "Mesa 3, 21:40 (encart)", "kept on save");
        // `tallador audit` reads the same two files.
        let scenario = crate::session::load::scenario(&path, &Profiles::default()).unwrap();
        assert_eq!(scenario, case.scenario);
        let html = case.report(&ReportHeader {
            inspector: "Marta Ruiz".into(),
            when: "2026-05-03 22:10 -03:00".into(),
            sources: vec![path.display().to_string()],
            lang: crate::text::i18n::Lang::Es,
        });
        assert!(html.contains("Marta Ruiz") && html.contains("Mesa 3, 21:40"));
        // The report names the saved files only: a case path typed but never saved is left out.
        let never_saved = dir.path().join("mesa-4.ron").display().to_string();
        let html = case.report(&ReportHeader {
            sources: vec![path.display().to_string(), never_saved.clone()],
            lang: crate::text::i18n::Lang::Es,
            ..ReportHeader::default()
        });
        assert!(html.contains(&path.display().to_string()), "{html}");
        assert!(!html.contains(&never_saved), "{html}");
    }
}
