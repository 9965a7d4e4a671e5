//! Scenario files (`scenarios/*.ron`, format 1): a table situation with its bets and the cards in
//! the order they leave the shoe. Read into types that cannot hold an invalid value; every
//! problem is reported with file, line and column.

use std::collections::HashMap;

use ron::value::RawValue;
use serde::Deserialize;

use super::card::Card;
use super::diagnostic::{self, Diagnostic, Position, Problem};
use super::irregularity::{self, Irregularity, Misplaced};
use super::procedure::{self, RoundPlan, RoundSetup};
use super::{Bet, CommissionBox, Declaration, Money, Place, Profile, Profiles, RuleId, Side};

/// The text of a locale's language: Spanish for `es…`, Italian for `it`, where given.
pub fn in_language<'a>(
    code: &str,
    english: &'a str,
    spanish: &'a str,
    italian: &'a str,
) -> &'a str {
    let own = if code.starts_with("es") {
        spanish
    } else if code.starts_with("it") {
        italian
    } else {
        english
    };
    if own.is_empty() { english } else { own }
}

/// A validated scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// The title, in English (the default language of the files).
    pub title: String,
    /// The title in Spanish; empty when the file gives none.
    pub title_es: String,
    /// What the scenario trains, in English.
    pub notes: String,
    /// The notes in Spanish; empty when the file gives none.
    pub notes_es: String,
    /// The title and notes in Italian (the Venice table's staff); empty when the file gives none.
    pub title_it: String,
    pub notes_it: String,
    /// 1 (easy) to 3 (hard), where the author gave one.
    pub difficulty: Option<u8>,
    pub profile: Profile,
    pub rounds: Vec<RoundSpec>,
}

/// One round of a scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundSpec {
    pub bets: Vec<Bet>,
    pub shoe: Vec<Card>,
    pub holder: Option<Place>,
    pub seats: Option<Vec<Place>>,
    pub declaration: Option<Declaration>,
    /// The players who leave after this round (PAY-box), ascending.
    pub leaves: Vec<Place>,
    /// The shoe ends after this round (PAY-box).
    pub shoe_end: bool,
    /// Commission already owed when the round starts, one mark per box, ascending by place
    /// (a shoe segment that starts with money in the boxes).
    pub boxes: Vec<CommissionBox>,
    /// What happens at the round that the procedure does not foresee (section 8), in the order
    /// the scenario lists them.
    pub irregularities: Vec<Irregularity>,
}

#[derive(Deserialize)]
#[serde(rename = "Scenario", deny_unknown_fields)]
struct RawScenario<'a> {
    #[serde(borrow)]
    format: &'a RawValue,
    title: Option<String>,
    title_es: Option<String>,
    notes: Option<String>,
    notes_es: Option<String>,
    title_it: Option<String>,
    notes_it: Option<String>,
    #[serde(borrow)]
    difficulty: Option<&'a RawValue>,
    #[serde(borrow)]
    profile: &'a RawValue,
    #[serde(borrow)]
    rounds: &'a RawValue,
}

#[derive(Deserialize)]
#[serde(rename = "Round", deny_unknown_fields)]
struct RawRound<'a> {
    #[serde(borrow)]
    bets: &'a RawValue,
    #[serde(borrow)]
    shoe: &'a RawValue,
    #[serde(borrow)]
    holder: Option<&'a RawValue>,
    #[serde(borrow)]
    seats: Option<&'a RawValue>,
    declaration: Option<Declaration>,
    #[serde(borrow)]
    leaves: Option<&'a RawValue>,
    shoe_end: Option<bool>,
    #[serde(borrow)]
    boxes: Option<&'a RawValue>,
    #[serde(borrow)]
    irregularities: Option<&'a RawValue>,
}

#[derive(Deserialize)]
#[serde(rename = "Box", deny_unknown_fields)]
struct RawBox<'a> {
    #[serde(borrow)]
    place: &'a RawValue,
    #[serde(borrow)]
    owed: &'a RawValue,
}

#[derive(Deserialize)]
#[serde(rename = "Bet", deny_unknown_fields)]
struct RawBet<'a> {
    #[serde(borrow)]
    place: &'a RawValue,
    on: Side,
    #[serde(borrow)]
    amount: &'a RawValue,
}

/// The RON dialect of our files: `holder: 3` rather than `holder: Some(3)`.
fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// The text being read, for positions.
struct Source<'a> {
    file: &'a str,
    text: &'a str,
}

impl<'a> Source<'a> {
    fn position(&self, part: &str) -> Option<Position> {
        Position::of_slice(self.text, part)
    }

    fn error(&self, part: &RawValue, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.file, self.position(part.get_ron()), message)
    }

    /// Parses a part of the file, mapping `ron`'s positions back into the whole file.
    fn parse<T: Deserialize<'a>>(&self, part: &'a RawValue) -> Result<T, Diagnostic> {
        let text = part.get_ron();
        ron_options().from_str(text).map_err(|error| {
            // Only on an error: finding a position scans the file from the start.
            let offset = (text.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize);
            let base = Position::of_offset(self.text, offset);
            diagnostic::from_ron(self.file, &error, base)
        })
    }

    /// The file's `format`: 1, the one this version reads.
    fn format(&self, part: &'a RawValue) -> Result<(), Diagnostic> {
        let format = self.number(part, "format", 0..=u32::MAX)?;
        if format == 1 {
            return Ok(());
        }
        Err(self
            .error(
                part,
                format!("scenario format {format} is not known (this version reads format 1)"),
            )
            .because(
                Problem::new("format_unknown")
                    .with("format", format)
                    .with("reads", 1),
            ))
    }

    /// A whole number within `range`.
    fn number(
        &self,
        part: &'a RawValue,
        what: &str,
        range: std::ops::RangeInclusive<u32>,
    ) -> Result<u32, Diagnostic> {
        let text = part.get_ron().trim();
        let number = text.parse::<u32>().ok().filter(|n| range.contains(n));
        number.ok_or_else(|| {
            self.error(
                part,
                format!(
                    "{what} must be a whole number from {} to {}, not `{text}`",
                    range.start(),
                    range.end()
                ),
            )
            .because(
                Problem::new("whole_number")
                    .with("field", what)
                    .with("min", range.start())
                    .with("max", range.end())
                    .with("text", text),
            )
        })
    }

    fn place(
        &self,
        part: &'a RawValue,
        profile: &Profile,
        what: &str,
    ) -> Result<Place, Diagnostic> {
        let number = self
            .number(part, what, 1..=u32::from(profile.places))
            .map_err(|diagnostic| {
                diagnostic.because(
                    Problem::new("place_out_of_range")
                        .with("places", profile.places)
                        .with("text", part.get_ron().trim()),
                )
            })?;
        Place::try_from(number).map_err(|_| {
            self.error(part, format!("{what} is out of range")).because(
                Problem::new("place_out_of_range")
                    .with("places", profile.places)
                    .with("text", number),
            )
        })
    }

    fn amount(&self, part: &'a RawValue) -> Result<Money, Diagnostic> {
        let text = part.get_ron().trim();
        let text = match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            Some(inner) => inner,
            None => text,
        };
        Money::parse_amount(text).map_err(|error| {
            self.error(part, error.to_string())
                .because(Problem::new("not_an_amount").with("text", text))
        })
    }

    fn card(&self, part: &'a RawValue) -> Result<Card, Diagnostic> {
        let text: String = self.parse(part)?;
        text.parse::<Card>().map_err(|error| {
            self.error(part, error.to_string())
                .because(Problem::new("not_a_card").with("text", &error.text))
        })
    }
}

impl Scenario {
    /// Reads a scenario's text; `file` names it in messages.
    pub fn parse(file: &str, text: &str, profiles: &Profiles) -> Result<Scenario, Diagnostic> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let source = Source { file, text };
        let raw: RawScenario = ron_options()
            .from_str(text)
            .map_err(|error| diagnostic::from_ron(file, &error, Position { line: 1, column: 1 }))?;

        source.format(raw.format)?;
        let profile_id: String = source.parse(raw.profile)?;
        let profile = profiles.get(&profile_id).cloned().ok_or_else(|| {
            let known: Vec<&str> = profiles.all().iter().map(|p| p.id.as_str()).collect();
            source
                .error(
                    raw.profile,
                    format!("no profile `{profile_id}` (known: {})", known.join(", ")),
                )
                .because(
                    Problem::new("no_profile")
                        .with("id", &profile_id)
                        .with("known", known.join(", ")),
                )
        })?;
        let difficulty = match raw.difficulty {
            Some(part) => Some(source.number(part, "difficulty", 1..=3)? as u8),
            None => None,
        };
        let raw_rounds: Vec<&RawValue> = source.parse(raw.rounds)?;
        if raw_rounds.is_empty() {
            return Err(source
                .error(raw.rounds, "a scenario needs at least one round")
                .because(Problem::new("no_round")));
        }
        let mut copies: HashMap<Card, usize> = HashMap::new();
        let mut rounds = Vec::new();
        let mut shoe_parts = Vec::new();
        let mut raw_irregularities = Vec::new();
        for raw_round in raw_rounds {
            let round: RawRound = source.parse(raw_round)?;
            rounds.push(read_round(
                &source,
                &profile,
                raw_round,
                &round,
                &mut copies,
            )?);
            shoe_parts.push(round.shoe);
            raw_irregularities.push(round.irregularities);
        }
        let scenario = Scenario {
            title: raw.title.unwrap_or_default(),
            title_es: raw.title_es.unwrap_or_default(),
            notes: raw.notes.unwrap_or_default(),
            notes_es: raw.notes_es.unwrap_or_default(),
            title_it: raw.title_it.unwrap_or_default(),
            notes_it: raw.notes_it.unwrap_or_default(),
            difficulty,
            profile,
            rounds,
        };
        let plans = scenario.plans(false);
        if let Ok(plans) = &plans {
            refuse_misplaced_events(&source, plans, &raw_irregularities)?;
        }
        if let Err((index, error)) = plans {
            return Err(source
                .error(shoe_parts[index], format!("round {}: {error}", index + 1))
                .because(
                    Problem::new("game_shoe_runs_out")
                        .with("round", index + 1)
                        .with("needed", error.needed)
                        .with("available", error.available),
                ));
        }
        Ok(scenario)
    }

    /// The title in the language of locale `code` (`es`, `es-AR`, `it`, `en`) when the file
    /// gives one, else the English title.
    pub fn title_in(&self, code: &str) -> &str {
        in_language(code, &self.title, &self.title_es, &self.title_it)
    }

    /// The notes in the language of locale `code` when the file gives them, else in English.
    pub fn notes_in(&self, code: &str) -> &str {
        in_language(code, &self.notes, &self.notes_es, &self.notes_it)
    }

    /// The rules the notes name (`Rules: CAS-b, CAS-g.`), in the order they first appear: what
    /// the situation trains, to show before it is played without the notes' worked outcome.
    pub fn trained_rules(&self) -> Vec<RuleId> {
        let mut rules = Vec::new();
        for word in self
            .notes
            .split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '-'))
        {
            if let Some(rule) = RuleId::parse(word.trim_matches('-'))
                && !rules.contains(&rule)
            {
                rules.push(rule);
            }
        }
        rules
    }

    /// The plan of every round, the shoe or Bottone holder and the commission boxes carried
    /// from round to round. On a shoe that runs out: the round's index and the error.
    pub fn plans(
        &self,
        with_deal: bool,
    ) -> Result<Vec<RoundPlan>, (usize, procedure::ShoeExhausted)> {
        let mut holder = 1;
        let mut boxes: Vec<CommissionBox> = Vec::new();
        let mut plans = Vec::with_capacity(self.rounds.len());
        for (index, round) in self.rounds.iter().enumerate() {
            // A round's `boxes` give what is owed at its start: they replace what the shoe
            // carried for those places.
            for given in &round.boxes {
                boxes.retain(|held| held.place != given.place);
                boxes.push(given.clone());
            }
            boxes.sort_by_key(|held| held.place);
            let setup = RoundSetup {
                profile: &self.profile,
                bets: &round.bets,
                seats: round.seats.as_deref(),
                holder: round.holder.unwrap_or(holder),
                shoe: &round.shoe,
                declaration: round.declaration,
                with_deal,
                owed: &boxes,
                leaves: &round.leaves,
                shoe_end: round.shoe_end,
                irregularities: &round.irregularities,
            };
            let plan = procedure::plan(&setup).map_err(|error| (index, error))?;
            holder = plan.next_holder;
            boxes = plan.owed_after.clone();
            plans.push(plan);
        }
        Ok(plans)
    }

    /// The scenario in the file format, as a person would write it.
    pub fn to_ron(&self) -> String {
        let mut out = String::from("Scenario(\n    format: 1,\n");
        out += &format!("    title: {},\n", quote(&self.title));
        if !self.title_es.is_empty() {
            out += &format!("    title_es: {},\n", quote(&self.title_es));
        }
        if !self.notes.is_empty() {
            out += &format!("    notes: {},\n", quote(&self.notes));
        }
        if !self.notes_es.is_empty() {
            out += &format!("    notes_es: {},\n", quote(&self.notes_es));
        }
        if !self.title_it.is_empty() {
            out += &format!("    title_it: {},\n", quote(&self.title_it));
        }
        if !self.notes_it.is_empty() {
            out += &format!("    notes_it: {},\n", quote(&self.notes_it));
        }
        if let Some(difficulty) = self.difficulty {
            out += &format!("    difficulty: {difficulty},\n");
        }
        out += &format!("    profile: {},\n    rounds: [\n", quote(&self.profile.id));
        for round in &self.rounds {
            out += "        Round(\n";
            if let Some(holder) = round.holder {
                out += &format!("            holder: {holder},\n");
            }
            if let Some(seats) = &round.seats {
                let seats: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
                out += &format!("            seats: [{}],\n", seats.join(", "));
            }
            if let Some(declaration) = round.declaration {
                out += &format!("            declaration: {declaration:?},\n");
            }
            if !round.boxes.is_empty() {
                let boxes: Vec<String> = round
                    .boxes
                    .iter()
                    .map(|held| format!("(place: {}, owed: {})", held.place, held.owed()))
                    .collect();
                out += &format!("            boxes: [{}],\n", boxes.join(", "));
            }
            out += "            bets: [\n";
            for bet in &round.bets {
                out += &format!(
                    "                (place: {}, on: {:?}, amount: {}),\n",
                    bet.place, bet.side, bet.amount
                );
            }
            out += "            ],\n";
            let cards: Vec<String> = round
                .shoe
                .iter()
                .map(|card| format!("\"{card}\""))
                .collect();
            out += &format!("            shoe: [{}],\n", cards.join(", "));
            if !round.leaves.is_empty() {
                let leaves: Vec<String> = round.leaves.iter().map(|p| p.to_string()).collect();
                out += &format!("            leaves: [{}],\n", leaves.join(", "));
            }
            if round.shoe_end {
                out += "            shoe_end: true,\n";
            }
            if !round.irregularities.is_empty() {
                let events: Vec<String> = round
                    .irregularities
                    .iter()
                    .map(|event| event.to_ron())
                    .collect();
                out += &format!("            irregularities: [{}],\n", events.join(", "));
            }
            out += "        ),\n";
        }
        out += "    ],\n)\n";
        out
    }
}

fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
        match ch {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            ch => out.push(ch),
        }
    }
    out.push('"');
    out
}

fn read_round<'a>(
    source: &Source<'a>,
    profile: &Profile,
    raw_round: &'a RawValue,
    round: &RawRound<'a>,
    copies: &mut HashMap<Card, usize>,
) -> Result<RoundSpec, Diagnostic> {
    let seats = match round.seats {
        Some(part) => {
            let raw_seats: Vec<&RawValue> = source.parse(part)?;
            let mut seats = Vec::new();
            for seat in raw_seats {
                seats.push(source.place(seat, profile, "a seat")?);
            }
            Some(seats)
        }
        None => None,
    };
    let holder = match round.holder {
        Some(part) => Some(source.place(part, profile, "the holder")?),
        None => None,
    };
    if round.declaration.is_some() && !profile.kind.client_reads_punto() {
        return Err(source
            .error(
                raw_round,
                "`declaration` is what the Venice client says: it only applies to Venice profiles",
            )
            .because(Problem::new("declaration_only_venice")));
    }
    let bets = read_bets(source, profile, round, seats.as_deref())?;
    let shoe = read_shoe(source, profile, round.shoe, copies)?;
    let leaves = match round.leaves {
        Some(part) => read_places(source, profile, part, "a player who leaves")?,
        None => Vec::new(),
    };
    let boxes = match round.boxes {
        Some(part) => read_boxes(source, profile, part)?,
        None => Vec::new(),
    };
    let irregularities = match round.irregularities {
        Some(part) => read_irregularities(source, profile, part, &bets, seats.as_deref())?,
        None => Vec::new(),
    };
    Ok(RoundSpec {
        bets,
        shoe,
        holder,
        seats,
        declaration: round.declaration,
        leaves,
        shoe_end: round.shoe_end.unwrap_or(false),
        boxes,
        irregularities,
    })
}

/// The first event a round's plan could not show (section 8.1), refused at its position.
fn refuse_misplaced_events<'a>(
    source: &Source<'a>,
    plans: &[RoundPlan],
    raw_irregularities: &[Option<&'a RawValue>],
) -> Result<(), Diagnostic> {
    for (index, plan) in plans.iter().enumerate() {
        if let Some(refused) = plan.refused.first() {
            let raw = raw_events_of(source, raw_irregularities[index], refused.index)?;
            let event = raw.get_ron().trim();
            return Err(source
                .error(
                    raw,
                    format!("round {}: `{event}`: {}", index + 1, refused.why),
                )
                .because(
                    Problem::new(refused.why.id())
                        .with("event", event)
                        .with("round", index + 1),
                ));
        }
    }
    Ok(())
}

/// The raw text of event `index` of a round's `irregularities`.
fn raw_events_of<'a>(
    source: &Source<'a>,
    part: Option<&'a RawValue>,
    index: usize,
) -> Result<&'a RawValue, Diagnostic> {
    let Some(part) = part else {
        return Err(Diagnostic::new(
            source.file,
            None,
            "an event the file does not list",
        ));
    };
    let raw_events: Vec<&RawValue> = source.parse(part)?;
    Ok(raw_events.get(index).copied().unwrap_or(part))
}

/// A round's irregularities (section 8.1): each read, then refused where it cannot happen
/// whatever the cards (a hand the table does not have, a place not in play, two events on one
/// card, two claims); where the cards decide, the plan refuses it ([`Scenario::parse`]).
fn read_irregularities<'a>(
    source: &Source<'a>,
    profile: &Profile,
    part: &'a RawValue,
    bets: &[Bet],
    seats: Option<&[Place]>,
) -> Result<Vec<Irregularity>, Diagnostic> {
    let raw_events: Vec<&RawValue> = source.parse(part)?;
    let in_play: Vec<Place> = match seats {
        Some(seats) if !profile.kind.has_boxes() => seats.to_vec(),
        _ => procedure::places_with_bets(bets),
    };
    let refuse = |raw: &RawValue, why: Misplaced| {
        source
            .error(raw, format!("`{}`: {why}", raw.get_ron().trim()))
            .because(Problem::new(why.id()).with("event", raw.get_ron().trim()))
    };
    let mut events: Vec<Irregularity> = Vec::new();
    for &raw in &raw_events {
        let event: Irregularity = source.parse(raw)?;
        if event.cards().contains(&0) {
            return Err(source.error(raw, "card numbers count from 1").because(
                Problem::new("irregularity_card_zero").with("event", raw.get_ron().trim()),
            ));
        }
        events.push(event);
    }
    if let Err((index, why)) =
        irregularity::refuse_regardless_of_cards(&events, profile.kind.has_boxes(), &in_play)
    {
        return Err(refuse(raw_events[index], why));
    }
    Ok(events)
}

/// A list of places (`leaves: [2, 5]`): each in the profile's range, none twice; ascending.
fn read_places<'a>(
    source: &Source<'a>,
    profile: &Profile,
    part: &'a RawValue,
    what: &str,
) -> Result<Vec<Place>, Diagnostic> {
    let raw_places: Vec<&RawValue> = source.parse(part)?;
    let mut places = Vec::new();
    for raw_place in raw_places {
        let place = source.place(raw_place, profile, what)?;
        if places.contains(&place) {
            return Err(source
                .error(raw_place, format!("place {place} is listed twice"))
                .because(Problem::new("place_twice").with("place", place)));
        }
        places.push(place);
    }
    places.sort_unstable();
    Ok(places)
}

/// The commission already owed when a round starts (`boxes: [(place: 2, owed: 5.25)]`): each
/// box at a place of the profile, once, with a valid amount; ascending by place.
fn read_boxes<'a>(
    source: &Source<'a>,
    profile: &Profile,
    part: &'a RawValue,
) -> Result<Vec<CommissionBox>, Diagnostic> {
    let raw_boxes: Vec<RawBox> = source.parse(part)?;
    let mut boxes: Vec<CommissionBox> = Vec::new();
    for raw_box in &raw_boxes {
        let place = source.place(raw_box.place, profile, "the place")?;
        if boxes.iter().any(|held| held.place == place) {
            return Err(source
                .error(
                    raw_box.place,
                    format!("the box of place {place} is listed twice"),
                )
                .because(Problem::new("place_twice").with("place", place)));
        }
        boxes.push(CommissionBox {
            place,
            marks: vec![source.amount(raw_box.owed)?],
        });
    }
    boxes.sort_by_key(|held| held.place);
    Ok(boxes)
}

/// A round's bets: each at a place of the profile, none on a tie at casilleros, each at one of
/// the round's seats when it names them; a casilleros round needs one.
fn read_bets<'a>(
    source: &Source<'a>,
    profile: &Profile,
    round: &RawRound<'a>,
    seats: Option<&[Place]>,
) -> Result<Vec<Bet>, Diagnostic> {
    let raw_bets: Vec<RawBet> = source.parse(round.bets)?;
    let mut bets = Vec::new();
    for raw_bet in &raw_bets {
        let place = source.place(raw_bet.place, profile, "the place")?;
        if !profile.kind.tie_bets() && raw_bet.on == Side::Empate {
            return Err(source
                .error(raw_bet.place, "casilleros tables take no tie bets (Empate)")
                .because(Problem::new("casilleros_no_tie")));
        }
        if let Some(seats) = seats
            && !seats.contains(&place)
        {
            return Err(source
                .error(
                    raw_bet.place,
                    format!("a bet at seat {place}, which is not in the round's seats"),
                )
                .because(Problem::new("seat_not_occupied").with("place", place)));
        }
        bets.push(Bet {
            place,
            side: raw_bet.on,
            amount: source.amount(raw_bet.amount)?,
        });
    }
    if bets.is_empty() && !profile.kind.deals_without_bets() {
        return Err(source
            .error(
                round.bets,
                "a casilleros round needs at least one bet (no box is in play)",
            )
            .because(Problem::new("casilleros_needs_bet")));
    }
    Ok(bets)
}

/// A round's shoe: no card more often than the profile's decks hold, counted across the rounds
/// in `copies`.
fn read_shoe<'a>(
    source: &Source<'a>,
    profile: &Profile,
    raw_shoe: &'a RawValue,
    copies: &mut HashMap<Card, usize>,
) -> Result<Vec<Card>, Diagnostic> {
    let raw_cards: Vec<&RawValue> = source.parse(raw_shoe)?;
    let mut shoe = Vec::new();
    for raw_card in raw_cards {
        let card = source.card(raw_card)?;
        let count = copies.entry(card).or_insert(0);
        *count += 1;
        if *count > usize::from(profile.decks) {
            return Err(source
                .error(
                    raw_card,
                    format!(
                        "{card} appears {count} times, more than the {} decks of `{}` hold",
                        profile.decks, profile.id
                    ),
                )
                .because(
                    Problem::new("too_many_copies")
                        .with("card", card)
                        .with("decks", profile.decks),
                ));
        }
        shoe.push(card);
    }
    Ok(shoe)
}

/// A payout of a scenario that the table's chips cannot make exactly: its round (1-based), its
/// place and its amount (procedures.md section 7: `check` refuses it for a situation used with
/// chips).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unpayable {
    pub round: usize,
    pub place: super::Place,
    pub amount: Money,
}

/// Every payout of `scenario` (its canonical `pay N AMOUNT` steps) that the profile's chips
/// cannot make, in round and step order; empty when every payout can be cut. A scenario whose
/// shoe runs out has no plan and nothing is said here (the parse refuses it).
pub fn unpayable(scenario: &Scenario) -> Vec<Unpayable> {
    let set = scenario.profile.chip_values();
    let Ok(plans) = scenario.plans(false) else {
        return Vec::new();
    };
    plans
        .iter()
        .enumerate()
        .flat_map(|(index, plan)| {
            plan.steps.iter().filter_map(move |step| match step.action {
                super::Action::Pay(place, Some(amount)) => Some(Unpayable {
                    round: index + 1,
                    place,
                    amount,
                }),
                _ => None,
            })
        })
        .filter(|pay| super::chips::fewest(pay.amount, &set).is_none())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = r#"Scenario(
    format: 1,
    title: "Banca natural beats every box",
    notes: "What this situation trains, in a sentence or two.",
    profile: "casilleros",
    rounds: [
        Round(
            bets: [
                (place: 1, on: Punto, amount: 100),
                (place: 1, on: Banca, amount: 50),
                (place: 4, on: Punto, amount: 25.50),
            ],
            shoe: ["4H", "KS", "9D", "2C", "5H", "KH"],
        ),
    ],
)"#;

    fn parse(text: &str) -> Result<Scenario, Diagnostic> {
        Scenario::parse("s.ron", text, &Profiles::default())
    }

    fn error_at(text: &str) -> (usize, usize, String) {
        let error = parse(text).unwrap_err();
        let position = error.position.unwrap_or_default();
        (position.line, position.column, error.message)
    }

    #[test]
    fn reads_the_interfaces_example() {
        let scenario = parse(EXAMPLE).unwrap();
        assert_eq!(scenario.profile.id, "casilleros");
        let round = &scenario.rounds[0];
        assert_eq!(
            round.bets[2],
            Bet {
                place: 4,
                side: Side::Punto,
                amount: Money::from_cents(2550)
            }
        );
        assert_eq!(round.shoe.len(), 6);
        assert_eq!(parse(&scenario.to_ron()).unwrap(), scenario);
    }

    #[test]
    fn spanish_title_and_notes_round_trip_through_to_ron() {
        let text = EXAMPLE.replace(
            "    notes:",
            "    title_es: \"La Banca de aire le gana a todas las casillas\",\n    notes_es: \"Qué entrena, en \\\"una\\\" frase.\",\n    notes:",
        );
        let scenario = parse(&text).unwrap();
        assert_eq!(
            scenario.title_es,
            "La Banca de aire le gana a todas las casillas"
        );
        assert_eq!(scenario.notes_es, "Qué entrena, en \"una\" frase.");
        let written = scenario.to_ron();
        let title = written.find("    title:").unwrap();
        let title_es = written.find("    title_es:").unwrap();
        let notes = written.find("    notes:").unwrap();
        let notes_es = written.find("    notes_es:").unwrap();
        assert!(
            title < title_es && title_es < notes && notes < notes_es,
            "{written}"
        );
        assert_eq!(parse(&written).unwrap(), scenario);
        // Absent Spanish texts stay absent in the written file.
        let english = parse(EXAMPLE).unwrap();
        assert!(english.title_es.is_empty() && english.notes_es.is_empty());
        assert!(!english.to_ron().contains("_es:"));
    }

    #[test]
    fn spanish_texts_fall_back_to_english_when_absent() {
        let mut scenario = parse(EXAMPLE).unwrap();
        assert_eq!(scenario.title_in("es"), "Banca natural beats every box");
        assert_eq!(
            scenario.notes_in("it"),
            "What this situation trains, in a sentence or two."
        );
        scenario.title_es = "La Banca de aire".into();
        scenario.notes_es = "Qué entrena.".into();
        scenario.title_it = "Il Banco di battuta".into();
        assert_eq!(scenario.title_in("es"), "La Banca de aire");
        assert_eq!(scenario.title_in("es-AR"), "La Banca de aire");
        assert_eq!(scenario.notes_in("es"), "Qué entrena.");
        let mut named = scenario.clone();
        named.notes = "Trains CAS-b: box 2 is paid (T6). Rules: CAS-b, CAS-g.".into();
        assert_eq!(
            named.trained_rules(),
            [RuleId::CasB, RuleId::T6, RuleId::CasG]
        );
        assert_eq!(scenario.title_in("it"), "Il Banco di battuta");
        // No Italian notes: the English ones.
        assert_eq!(
            scenario.notes_in("it"),
            "What this situation trains, in a sentence or two."
        );
        assert_eq!(scenario.title_in("en"), "Banca natural beats every box");
        let written = scenario.to_ron();
        assert!(
            written.contains("title_it: \"Il Banco di battuta\""),
            "{written}"
        );
        assert!(!written.contains("notes_it"), "{written}");
        assert_eq!(parse(&written).unwrap(), scenario);
    }

    #[test]
    fn unknown_fields_are_still_refused() {
        for field in ["title_en", "notes_fr", "titulo"] {
            let text = EXAMPLE.replace("    notes:", &format!("    {field}: \"x\",\n    notes:"));
            let error = parse(&text).unwrap_err();
            assert!(error.to_string().contains(field), "{error}");
            assert_eq!(error.position.map(|p| p.line), Some(4), "{error}");
        }
    }

    #[test]
    fn errors_point_at_the_value() {
        let (line, column, message) = error_at(&EXAMPLE.replace("\"KS\"", "\"KX\""));
        assert_eq!((line, column), (13, 26), "{message}");
        let (line, column, message) = error_at(&EXAMPLE.replace("amount: 25.50", "amount: 25.505"));
        assert_eq!((line, column), (11, 47));
        assert!(message.contains("more than two decimals"), "{message}");
        let (line, column, _) = error_at(&EXAMPLE.replace("place: 4", "place: 13"));
        assert_eq!((line, column), (11, 25));
        let (line, _, message) = error_at(&EXAMPLE.replace("on: Banca", "on: Banco"));
        assert_eq!(line, 10, "{message}");
    }

    #[test]
    fn refuses_what_the_spec_lists() {
        let cases = [
            (EXAMPLE.replace("format: 1", "format: 2"), "format 2"),
            (EXAMPLE.replace("    format: 1,\n", ""), "format"),
            (EXAMPLE.replace("title:", "titel:"), "titel"),
            (
                EXAMPLE.replace("amount: 100", "amount: 0"),
                "more than zero",
            ),
            (
                EXAMPLE.replace("amount: 100", "amount: -5"),
                "more than zero",
            ),
            (
                EXAMPLE.replace("amount: 100", "amount: 1000000000001"),
                "too large",
            ),
            (
                EXAMPLE.replace("amount: 100", "amount: \"lots\""),
                "not an amount",
            ),
            (EXAMPLE.replace("on: Banca", "on: Empate"), "tie bets"),
            (EXAMPLE.replace(", \"KH\"]", "]"), "runs out"),
            (
                EXAMPLE.replace("\"casilleros\"", "\"blackjack\""),
                "no profile",
            ),
            (EXAMPLE.replace("shoe:", "holder: 13, shoe:"), "holder"),
            (
                EXAMPLE.replace("shoe:", "seats: [1], shoe:"),
                "not in the round's seats",
            ),
            (
                EXAMPLE.replace("shoe:", "declaration: Carta, shoe:"),
                "Venice",
            ),
        ];
        for (text, needle) in cases {
            let error = parse(&text).unwrap_err();
            assert!(
                error.to_string().contains(needle),
                "expected {needle:?} in {error}"
            );
            assert!(error.position.is_some(), "{error}");
        }
        let empty = r#"Scenario(format: 1, profile: "casilleros", rounds: [])"#;
        assert!(
            parse(empty)
                .unwrap_err()
                .message
                .contains("at least one round")
        );
        let no_bets =
            r#"Scenario(format: 1, profile: "casilleros", rounds: [Round(bets: [], shoe: [])])"#;
        assert!(
            parse(no_bets)
                .unwrap_err()
                .message
                .contains("at least one bet")
        );
    }

    #[test]
    fn counts_copies_over_the_whole_scenario() {
        let nine = r#""9D", "9D", "9D", "9D", "9D""#;
        let text = format!(
            r#"Scenario(format: 1, profile: "punto-banco-pr", rounds: [
                Round(bets: [], shoe: [{nine}]),
                Round(bets: [], shoe: [{nine}])])"#
        );
        let error = parse(&text).unwrap_err();
        assert!(error.message.contains("9D appears 9 times"), "{error}");
        assert_eq!(error.position.map(|p| p.line), Some(3));
    }

    #[test]
    fn truncated_files_are_refused_with_a_position() {
        for cut in [10, 50, 200, EXAMPLE.len() - 3] {
            let error = parse(&EXAMPLE[..cut]).unwrap_err();
            assert!(error.position.is_some(), "{error}");
        }
    }
}

#[cfg(test)]
mod commission_box_tests {
    use super::*;

    // One casilleros round: box 1 4H 2C (6), box 4 KS 5H (5), the Banca 9D KH (9).
    const ROUND: &str = r#"Scenario(
    format: 1,
    profile: "casilleros",
    rounds: [
        Round(
            bets: [(place: 1, on: Banca, amount: 50), (place: 4, on: Punto, amount: 10)],
            shoe: ["4H", "KS", "9D", "2C", "5H", "KH"],
            FIELDS
        ),
    ],
)"#;

    fn with(fields: &str) -> String {
        ROUND.replace("FIELDS", fields)
    }

    fn parse(text: &str) -> Result<Scenario, Diagnostic> {
        Scenario::parse("box.ron", text, &Profiles::default())
    }

    #[test]
    fn the_commission_box_fields_read_and_write_back() {
        let scenario = parse(&with(
            "leaves: [4, 1], shoe_end: true, boxes: [(place: 4, owed: 5.25)],",
        ))
        .unwrap();
        let round = &scenario.rounds[0];
        assert_eq!(round.leaves, vec![1, 4]);
        assert!(round.shoe_end);
        assert_eq!(
            round.boxes,
            vec![CommissionBox {
                place: 4,
                marks: vec![Money::from_cents(525)]
            }]
        );
        let written = scenario.to_ron();
        assert!(written.contains("            boxes: [(place: 4, owed: 5.25)],\n"));
        assert!(written.contains("            leaves: [1, 4],\n"));
        assert!(written.contains("            shoe_end: true,\n"));
        assert_eq!(parse(&written).unwrap(), scenario);
        // Without the fields nothing is written.
        let plain = parse(&with("")).unwrap();
        assert!(!plain.to_ron().contains("leaves") && !plain.to_ron().contains("boxes"));
        assert!(plain.rounds[0].leaves.is_empty() && !plain.rounds[0].shoe_end);
    }

    #[test]
    fn bad_commission_box_fields_are_refused_at_their_place() {
        // Line 8 holds the fields; the column is the offending value's.
        let cases = [
            ("leaves: [13],", Some(22), "from 1 to 12"),
            ("leaves: [2, 2],", Some(25), "listed twice"),
            ("boxes: [(place: 0, owed: 1)],", Some(29), "from 1 to 12"),
            ("boxes: [(place: 2, owed: 0)],", Some(38), "more than zero"),
            (
                "boxes: [(place: 2, owed: 1.255)],",
                Some(38),
                "two decimals",
            ),
            (
                "boxes: [(place: 2, owed: 1), (place: 2, owed: 3)],",
                Some(50),
                "listed twice",
            ),
            // A typo in a box's field, and a value that is not true or false: the line.
            ("boxes: [(place: 2, due: 1)],", None, "due"),
            ("shoe_end: yes,", None, ""),
        ];
        for (fields, column, needle) in cases {
            let error = parse(&with(fields)).unwrap_err();
            let position = error.position.unwrap_or_default();
            assert_eq!(position.line, 8, "{fields}: {error}");
            if let Some(column) = column {
                assert_eq!(position.column, column, "{fields}: {error}");
            }
            assert!(error.message.contains(needle), "{fields}: {error}");
        }
    }
}
