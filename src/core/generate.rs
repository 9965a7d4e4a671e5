//! Random situations: a [`Scenario`] built from a seed, a profile and a few options (places,
//! stakes, rounds and a focus such as "rounds where the Banca draws"), so a trainee can drill
//! what they get wrong. The same options and seed give the same scenario on every machine: all
//! randomness comes from [`shoe::rng`] (ChaCha8) and [`shoe::below`], money is integer cents.
//!
//! How a scenario is built (generator version [`VERSION`]):
//! - the table (which boxes or seats are occupied, and who holds the shoe or Bottone) is drawn
//!   from `shoe::rng(seed)`;
//! - round `r` (0-based) tries sub-seeds `derive(seed, r, 0)`, `derive(seed, r, 1)`, … in order,
//!   at most [`MAX_ATTEMPTS`] times: each try draws the round's bets and its cards (from what is
//!   left of one shoe of the profile's decks, so no card appears more often than the decks hold)
//!   and keeps the first round that matches the focus;
//! - a round's shoe lists exactly the cards the round uses.

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use strum::{EnumCount, VariantArray};

use super::card::{self, Card};
use super::diagnostic::Problem;
use super::kind::{Hands, Passes};
use super::procedure::{self, RoundPlan, RoundSetup};
use super::scenario::{RoundSpec, Scenario};
use super::shoe::{self, ShoeRng};
use super::{
    Action, Bet, Declaration, Hand, Money, Place, Profile, Side, TableKind, Target, Winner,
};

/// The generator's version, recorded in every generated scenario's notes.
pub const VERSION: u32 = 1;
/// Tries per round before giving up on a focus.
pub const MAX_ATTEMPTS: u32 = 5_000;
/// The most rounds one generated scenario holds.
pub const MAX_ROUNDS: u8 = 20;

/// What the generated rounds must show. Saved settings use the same names as [`Focus::id`].
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::EnumCount,
)]
#[strum(serialize_all = "kebab-case")]
#[serde(into = "String", try_from = "String")]
pub enum Focus {
    /// Any round.
    Any,
    /// The Banca takes a third card (casilleros: against at least one box).
    BancaDraws,
    /// A two-card 8 or 9 somewhere on the table.
    Naturals,
    /// A stand-off: an encart or empate at a box, or a tied hand.
    Ties,
    /// Punto takes a third card (casilleros: at least one box draws).
    ThirdCard,
    /// A winning Banca wager whose commission is not a whole currency unit.
    Commission,
    /// A shoe segment that settles the commission box (PAY-box): a Banca wager wins every
    /// round, a player leaves after every second round and the shoe ends after the last; on a
    /// marking table the boxes are collected.
    CommissionBox,
    /// Venice: a tie with an Égalité bet on the table.
    VeniceTies,
    /// Venice: the client declares the wrong thing on a hand without naturals.
    WrongDeclaration,
    /// Venice: a hand with no bets at all (the button stays).
    ColpoInBianco,
    /// Venice: bets, but none on Punto (the dealer holds Punto's cards).
    NoPuntoBet,
    /// One irregularity a round at a point where it can happen (procedures.md section 8): a
    /// card face up, exposed, stuck, misdealt, extra or damaged, or a claim.
    Irregularities,
}

impl Focus {
    /// Every focus, in the order a dropdown shows them.
    pub const ALL: [Focus; Focus::COUNT] = match Focus::VARIANTS.as_array() {
        Some(all) => *all,
        None => panic!("COUNT is the number of variants"),
    };

    /// The stable name used on the command line, in notes and in saved settings.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// What the focus drills, in a sentence.
    pub fn description(self) -> &'static str {
        match self {
            Focus::Any => "Any round: the full procedure.",
            Focus::BancaDraws => "Rounds where the Banca takes a third card.",
            Focus::Naturals => "Rounds with a natural 8 or 9: decided de aire.",
            Focus::Ties => "Rounds with a stand-off: an encart or empate, or a tied hand.",
            Focus::ThirdCard => "Rounds where Punto (a box) takes a third card.",
            Focus::Commission => "Banca wins with a commission that is not a whole unit.",
            Focus::CommissionBox => {
                "Banca wins, players leaving and the shoe ending: on a marking table the commission boxes are collected."
            }
            Focus::VeniceTies => "Venice ties with Egalite bets to pay.",
            Focus::WrongDeclaration => "Venice hands where the client declares wrongly.",
            Focus::ColpoInBianco => "Venice hands with no bets: the button stays.",
            Focus::NoPuntoBet => "Venice hands without a Punto bet: give-cards dealer.",
            Focus::Irregularities => {
                "One irregularity a round (a card face up, exposed, stuck, misdealt, extra or damaged, or a claim): the remedy."
            }
        }
    }

    /// Whether rounds of this focus exist at a table of `kind`.
    pub fn applies_to(self, kind: TableKind) -> bool {
        match self {
            Focus::VeniceTies | Focus::WrongDeclaration | Focus::NoPuntoBet => {
                kind.client_reads_punto()
            }
            Focus::ColpoInBianco => kind.passes() == Passes::BottoneEveryHand,
            _ => true,
        }
    }

    /// The focuses a table of `kind` offers, in [`Focus::ALL`] order.
    pub fn for_kind(kind: TableKind) -> Vec<Focus> {
        Focus::ALL
            .into_iter()
            .filter(|focus| focus.applies_to(kind))
            .collect()
    }
}

impl fmt::Display for Focus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A focus name that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a focus (known: {known})", known = Focus::ALL.map(Focus::id).join(", "))]
pub struct UnknownFocus(pub String);

impl From<Focus> for String {
    fn from(focus: Focus) -> String {
        focus.id().to_string()
    }
}

impl TryFrom<String> for Focus {
    type Error = UnknownFocus;

    fn try_from(name: String) -> Result<Focus, UnknownFocus> {
        name.parse()
    }
}

impl FromStr for Focus {
    type Err = UnknownFocus;

    /// Reads a focus name in any letter case; `encart` is another name for `ties`.
    fn from_str(text: &str) -> Result<Focus, UnknownFocus> {
        let name = text.trim().to_ascii_lowercase();
        if name == "encart" {
            return Ok(Focus::Ties);
        }
        Focus::ALL
            .into_iter()
            .find(|focus| focus.id() == name)
            .ok_or_else(|| UnknownFocus(text.to_string()))
    }
}

/// How the random situations look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Boxes in play (casilleros) or occupied seats (single-hand tables).
    pub places: u8,
    /// Every stake is `min_stake + k × stake_step`, at most `max_stake`.
    pub min_stake: Money,
    pub max_stake: Money,
    /// 5 gives 5, 10, 15 …; 0.50 gives odd amounts such as 25.50.
    pub stake_step: Money,
    pub rounds: u8,
    pub focus: Focus,
}

impl Options {
    /// These options with stakes the table's chips can always pay (procedures.md section 7,
    /// "the random generator keeps stakes payable when chips are on"): the step grows to the
    /// smallest multiple of itself whose every payout (Punto, Banca less a deducted commission,
    /// the tie bet) the chips make exactly, and the smallest stake to a multiple of that step.
    /// Every stake is then a multiple of a payable one, and payouts grow with it exactly.
    pub fn payable(&self, profile: &Profile) -> Options {
        let set = profile.chip_values();
        let payable = |stake: Money| {
            // Exact: the commission of the stake is a whole number of cents (none rounded).
            let exact = stake.cents() * i64::from(profile.commission_percent) % 100 == 0;
            exact
                && [Side::Punto, Side::Banca, Side::Empate]
                    .iter()
                    .all(|&side| {
                        super::chips::fewest(profile.winnings(side, stake), &set).is_some()
                    })
        };
        let step = self.stake_step.cents().max(1);
        let step = (1..=10_000)
            .map(|times| Money::from_cents(step * times))
            .find(|&stake| payable(stake))
            .unwrap_or(self.stake_step);
        let min = self.min_stake.cents().max(step.cents());
        // The smallest stake, up to the next multiple of the step.
        let min = Money::from_cents((min + step.cents() - 1) / step.cents() * step.cents());
        Options {
            stake_step: step,
            min_stake: min,
            max_stake: self.max_stake.max(min),
            ..*self
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            places: 3,
            min_stake: Money::from_units(5),
            max_stake: Money::from_units(100),
            stake_step: Money::from_units(5),
            rounds: 1,
            focus: Focus::Any,
        }
    }
}

/// Why no scenario could be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error("focus `{focus}` does not apply to profile `{profile}` (it offers: {offered})")]
    FocusNotForProfile {
        focus: Focus,
        profile: String,
        offered: String,
    },
    #[error("places must be from 1 to {max} for profile `{profile}`, not {places}")]
    Places {
        places: u8,
        max: u8,
        profile: String,
    },
    #[error("rounds must be from 1 to {MAX_ROUNDS}, not {0}")]
    Rounds(u8),
    #[error("stakes: {0}")]
    Stakes(String),
    #[error(
        "no round with focus `{focus}` in {MAX_ATTEMPTS} tries (round {round}); try another seed or fewer rounds"
    )]
    FocusNotFound { focus: Focus, round: usize },
    #[error(
        "the {decks}-deck shoe of `{profile}` has too few cards left for round {round}; ask for fewer rounds or places"
    )]
    ShoeTooShort {
        decks: u8,
        profile: String,
        round: usize,
    },
}

impl GenerateError {
    /// What is wrong, as a translation's message and its arguments (`problem-generate_…`).
    pub fn problem(&self) -> Problem {
        match self {
            GenerateError::FocusNotForProfile {
                focus,
                profile,
                offered,
            } => Problem::new("generate_focus_not_for_profile")
                .with("focus", focus.id())
                .with("profile", profile)
                .with("offered", offered),
            GenerateError::Places {
                places,
                max,
                profile,
            } => Problem::new("generate_places")
                .with("places", places)
                .with("max", max)
                .with("profile", profile),
            GenerateError::Rounds(rounds) => Problem::new("generate_rounds")
                .with("rounds", rounds)
                .with("max", MAX_ROUNDS),
            GenerateError::Stakes(why) => Problem::new("generate_stakes").with("why", why),
            GenerateError::FocusNotFound { focus, round } => {
                Problem::new("generate_focus_not_found")
                    .with("focus", focus.id())
                    .with("tries", MAX_ATTEMPTS)
                    .with("round", round)
            }
            GenerateError::ShoeTooShort {
                decks,
                profile,
                round,
            } => Problem::new("generate_shoe_too_short")
                .with("decks", decks)
                .with("profile", profile)
                .with("round", round),
        }
    }
}

/// The scenario of `seed`: `options.rounds` rounds at a `profile` table, each matching
/// `options.focus`. Its title and notes record the seed and options.
pub fn scenario(
    profile: &Profile,
    options: &Options,
    seed: u64,
) -> Result<Scenario, GenerateError> {
    validate(profile, options)?;
    let mut table_rng = shoe::rng(seed);
    let table = choose_table(profile, options, &mut table_rng);
    let Some(&first_holder) = shoe::choose(&mut table_rng, &table) else {
        return Err(GenerateError::Places {
            places: options.places,
            max: profile.places,
            profile: profile.id.clone(),
        });
    };
    let mut pool = shoe::fresh(profile.decks);
    let mut holder = first_holder;
    let mut rounds = Vec::new();
    for index in 0..usize::from(options.rounds) {
        let needed = most_cards(profile, table.len());
        if pool.len() < needed {
            return Err(GenerateError::ShoeTooShort {
                decks: profile.decks,
                profile: profile.id.clone(),
                round: index + 1,
            });
        }
        let found = (0..MAX_ATTEMPTS).find_map(|attempt| {
            let attempt = Attempt {
                seed,
                index,
                attempt,
                first_holder,
                holder,
            };
            draw_fitting_round(profile, options, &table, &pool, needed, attempt)
        });
        let Some((mut round, plan)) = found else {
            return Err(GenerateError::FocusNotFound {
                focus: options.focus,
                round: index + 1,
            });
        };
        if options.focus == Focus::CommissionBox {
            leave_or_end(&mut round, &plan, index, usize::from(options.rounds));
        }
        for card in &round.shoe {
            if let Some(at) = pool.iter().position(|left| left == card) {
                pool.swap_remove(at);
            }
        }
        holder = plan.next_holder;
        rounds.push(round);
    }
    Ok(Scenario {
        title_es: String::new(),
        title: format!(
            "Random {}: {} (seed {seed})",
            profile.id,
            options.focus.id()
        ),
        notes: format!(
            "{} Generated by `{}` (generator {VERSION}); the same command writes the same situation.",
            options.focus.description(),
            command_line(profile, options, seed)
        ),
        notes_es: String::new(),
        title_it: String::new(),
        notes_it: String::new(),
        difficulty: Some(difficulty(profile, options)),
        profile: profile.clone(),
        rounds,
    })
}

/// Where a round of a generated scenario is drawn: the scenario's seed, the round's index, the
/// attempt, the first holder and the holder now.
#[derive(Clone, Copy)]
struct Attempt {
    seed: u64,
    index: usize,
    attempt: u32,
    first_holder: Place,
    holder: Place,
}

/// One attempt at a round that shows the focus: the round and its plan, or `None`.
fn draw_fitting_round(
    profile: &Profile,
    options: &Options,
    table: &[Place],
    pool: &[Card],
    needed: usize,
    at: Attempt,
) -> Option<(RoundSpec, RoundPlan)> {
    let Attempt {
        seed,
        index,
        attempt,
        first_holder,
        holder,
    } = at;
    let mut rng = shoe::rng(derive(seed, index as u32, attempt));
    let mut round = draw_round(profile, options, table, pool, needed, &mut rng);
    round.holder = (index == 0 && profile.kind.passes() != Passes::Nothing).then_some(first_holder);
    let plan = plan_round(profile, &round, holder)?;
    if options.focus == Focus::WrongDeclaration {
        round.declaration = wrong_declaration(&plan);
    } else if profile.kind.client_reads_punto() {
        round.declaration = client_declaration(&plan, &mut rng);
    }
    let plan = if options.focus == Focus::Irregularities {
        add_irregularity(profile, &mut round, &plan, holder, &mut rng)?
    } else {
        plan
    };
    round.shoe.truncate(plan.cards_used);
    matches_focus(profile, options.focus, &round, &plan).then_some((round, plan))
}

/// The commission-box focus (PAY-box): the shoe ends after the last round; after every second
/// round before it, the player of the lowest place that won on Banca leaves.
fn leave_or_end(round: &mut RoundSpec, plan: &RoundPlan, index: usize, rounds: usize) {
    if index + 1 == rounds {
        round.shoe_end = true;
    } else if index % 2 == 1 {
        round.leaves = banca_winners(round, plan).into_iter().take(1).collect();
    }
}

/// The places where a Banca wager wins, ascending.
fn banca_winners(round: &RoundSpec, plan: &RoundPlan) -> Vec<Place> {
    plan.results
        .iter()
        .filter(|result| {
            result.winner == Winner::Banca
                && round
                    .bets
                    .iter()
                    .any(|bet| bet.place == result.place && bet.side == Side::Banca)
        })
        .map(|result| result.place)
        .collect()
}

/// The `tallador generate` command that writes this situation again.
pub fn command_line(profile: &Profile, options: &Options, seed: u64) -> String {
    format!(
        "tallador generate --profile {} --seed {seed} --focus {} --places {} --rounds {} --min-stake {} --max-stake {} --stake-step {}",
        profile.id,
        options.focus.id(),
        options.places,
        options.rounds,
        options.min_stake,
        options.max_stake,
        options.stake_step
    )
}

/// A sub-seed for try `attempt` of round `round`: SplitMix64 over the three numbers, so
/// neighbouring seeds and tries give unrelated shoes.
pub fn derive(seed: u64, round: u32, attempt: u32) -> u64 {
    let mut z = seed
        ^ (u64::from(round) << 32 | u64::from(attempt))
            .wrapping_add(1)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn validate(profile: &Profile, options: &Options) -> Result<(), GenerateError> {
    if !options.focus.applies_to(profile.kind) {
        return Err(GenerateError::FocusNotForProfile {
            focus: options.focus,
            profile: profile.id.clone(),
            offered: Focus::for_kind(profile.kind)
                .iter()
                .map(|focus| focus.id())
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    if options.places == 0 || options.places > profile.places {
        return Err(GenerateError::Places {
            places: options.places,
            max: profile.places,
            profile: profile.id.clone(),
        });
    }
    if options.rounds == 0 || options.rounds > MAX_ROUNDS {
        return Err(GenerateError::Rounds(options.rounds));
    }
    let limit = Money::from_units(super::money::MAX_UNITS);
    let stakes = |message: &str| Err(GenerateError::Stakes(message.to_string()));
    if options.min_stake <= Money::ZERO || options.stake_step <= Money::ZERO {
        return stakes("the minimum stake and the step must be more than zero");
    }
    if options.max_stake < options.min_stake {
        return stakes("the maximum stake is below the minimum");
    }
    if options.max_stake > limit {
        return stakes("the maximum stake is above 10^12 currency units");
    }
    Ok(())
}

/// The occupied boxes or seats, ascending.
fn choose_table(profile: &Profile, options: &Options, rng: &mut ShoeRng) -> Vec<Place> {
    let mut places: Vec<Place> = (1..=profile.places).collect();
    shoe::shuffle(rng, &mut places);
    places.truncate(usize::from(options.places));
    places.sort_unstable();
    places
}

/// The most cards one round can take: two per hand, a third to every hand.
fn most_cards(profile: &Profile, places: usize) -> usize {
    profile.kind.most_cards(places)
}

/// A stake from the options' range.
fn stake(options: &Options, rng: &mut ShoeRng) -> Money {
    let span = (options.max_stake - options.min_stake).cents() / options.stake_step.cents();
    let steps = u32::try_from(span.saturating_add(1)).unwrap_or(u32::MAX);
    // At least one step: `span` is not negative once the stakes are validated.
    let k = NonZeroU32::new(steps).map_or(0, |steps| i64::from(shoe::below(rng, steps)));
    Money::from_cents(options.min_stake.cents() + k * options.stake_step.cents())
}

/// One try at a round: bets shaped by the focus, and `needed` cards from what is left of the
/// shoe (the shoe is cut to the cards used once the round is planned).
fn draw_round(
    profile: &Profile,
    options: &Options,
    table: &[Place],
    pool: &[Card],
    needed: usize,
    rng: &mut ShoeRng,
) -> RoundSpec {
    let bets = draw_bets(profile, options, table, rng);
    let mut left = pool.to_vec();
    let mut cards = Vec::with_capacity(needed);
    for _ in 0..needed.min(left.len()) {
        let Some(at) = shoe::index(rng, left.len()) else {
            break;
        };
        cards.push(left.swap_remove(at));
    }
    let seats = (!profile.kind.has_boxes()
        && table
            .iter()
            .any(|seat| !bets.iter().any(|bet| bet.place == *seat)))
    .then(|| table.to_vec());
    RoundSpec {
        bets,
        shoe: cards,
        holder: None,
        seats,
        declaration: None,
        ..RoundSpec::default()
    }
}

fn draw_bets(profile: &Profile, options: &Options, table: &[Place], rng: &mut ShoeRng) -> Vec<Bet> {
    let mut bets = Vec::new();
    if options.focus == Focus::ColpoInBianco {
        return bets;
    }
    let bet = |place: Place, side: Side, rng: &mut ShoeRng| Bet {
        place,
        side,
        amount: stake(options, rng),
    };
    for &place in table {
        if profile.kind.has_boxes() {
            // Every box in play: Punto, Banca or both.
            match shoe::roll::<100>(rng) {
                0..=54 => bets.push(bet(place, Side::Punto, rng)),
                55..=79 => bets.push(bet(place, Side::Banca, rng)),
                _ => {
                    bets.push(bet(place, Side::Punto, rng));
                    bets.push(bet(place, Side::Banca, rng));
                }
            }
            continue;
        }
        // A seat sits out now and then; otherwise Punto or Banca, sometimes with a tie bet.
        let roll = shoe::roll::<100>(rng);
        let side = match roll {
            0..=11 => continue,
            12..=53 => Side::Punto,
            54..=95 => Side::Banca,
            _ => Side::Empate,
        };
        bets.push(bet(place, side, rng));
        if side != Side::Empate && shoe::roll::<10>(rng) == 0 {
            bets.push(bet(place, Side::Empate, rng));
        }
    }
    let first = table.first().copied().unwrap_or(1);
    match options.focus {
        Focus::NoPuntoBet => {
            for bet in bets.iter_mut().filter(|bet| bet.side == Side::Punto) {
                bet.side = Side::Banca;
            }
            if bets.is_empty() {
                bets.push(bet(first, Side::Banca, rng));
            }
        }
        Focus::VeniceTies if !bets.iter().any(|bet| bet.side == Side::Empate) => {
            if let Some(&at) = shoe::choose(rng, table) {
                bets.push(bet(at, Side::Empate, rng));
            }
        }
        // A client must hold Punto to declare at all (VE-declare).
        Focus::WrongDeclaration if !bets.iter().any(|bet| bet.side == Side::Punto) => {
            if let Some(&at) = shoe::choose(rng, table) {
                bets.push(bet(at, Side::Punto, rng));
            }
        }
        Focus::Commission | Focus::CommissionBox
            if !bets.iter().any(|bet| bet.side == Side::Banca) =>
        {
            if let Some(&at) = shoe::choose(rng, table) {
                bets.push(bet(at, Side::Banca, rng));
            }
        }
        _ => {}
    }
    if bets.is_empty() && !profile.kind.deals_without_bets() {
        bets.push(bet(first, Side::Punto, rng));
    }
    // One wager per place and side, ascending, as a person would write them.
    bets.sort_by_key(|bet| (bet.place, bet.side));
    bets.dedup_by(|later, earlier| {
        let same = later.place == earlier.place && later.side == earlier.side;
        if same {
            earlier.amount += later.amount;
        }
        same
    });
    bets
}

/// The irregularities focus: one event of section 8 drawn with the round's own seed, at a
/// point of this round where it can happen (the plan shows it and refuses nothing); `None`
/// when the draw does not fit, and the caller draws another round.
fn add_irregularity(
    profile: &Profile,
    round: &mut RoundSpec,
    plan: &RoundPlan,
    holder: Place,
    rng: &mut ShoeRng,
) -> Option<RoundPlan> {
    use super::irregularity::{Irregularity, Ruling, To};
    let initial: usize = plan.hands.iter().map(|hand| hand.cards.len().min(2)).sum();
    let used = plan.cards_used;
    let mut pick = |from: usize, to: usize| -> Option<usize> {
        (to >= from).then_some(())?;
        Some(from + shoe::index(rng, to - from + 1)?)
    };
    let hands: Vec<To> = plan
        .hands
        .iter()
        .map(|hand| match hand.owner {
            procedure::Owner::Box(place) => To::Box(place),
            procedure::Owner::Punto => To::Punto,
            procedure::Owner::Banca => To::Banca,
        })
        .collect();
    let places = plan.places_with_bets();
    let last_hand = hands.len().checked_sub(1)?;
    let event = match pick(0, 6)? {
        0 => Irregularity::FaceUp {
            card: pick(1, used)?,
        },
        1 => Irregularity::Exposed {
            card: pick(1, initial)?,
        },
        2 => Irregularity::Stuck {
            card: pick(1, initial)?,
        },
        3 => {
            let card = pick(1, initial)?;
            let late = pick(0, 1)? == 1 && card < initial;
            Irregularity::Misdeal {
                card,
                to: hands[pick(0, last_hand)?],
                noticed: if late {
                    Some(pick(card + 1, initial)?)
                } else {
                    None
                },
            }
        }
        4 => Irregularity::Extra {
            to: hands[pick(0, last_hand)?],
        },
        5 => Irregularity::Damaged {
            card: pick(1, used)?,
        },
        _ => Irregularity::Claim {
            place: places[pick(0, places.len().checked_sub(1)?)?],
            ruling: if pick(0, 1)? == 1 {
                Ruling::Void
            } else {
                Ruling::Stands
            },
        },
    };
    round.irregularities = vec![event];
    let planned = plan_round(profile, round, holder)
        .filter(|planned| planned.refused.is_empty() && planned.events.len() == 1);
    if planned.is_none() {
        round.irregularities.clear();
    }
    planned
}

fn plan_round(profile: &Profile, round: &RoundSpec, holder: Place) -> Option<RoundPlan> {
    let setup = RoundSetup {
        profile,
        bets: &round.bets,
        seats: round.seats.as_deref(),
        holder: round.holder.unwrap_or(holder),
        shoe: &round.shoe,
        declaration: None,
        with_deal: false,
        owed: &[],
        leaves: &[],
        shoe_end: false,
        irregularities: &round.irregularities,
    };
    procedure::plan(&setup).ok()
}

fn hand_cards(plan: &RoundPlan, owner: procedure::Owner) -> &[Card] {
    plan.hands
        .iter()
        .find(|hand| hand.owner == owner)
        .map_or(&[][..], |hand| &hand.cards[..])
}

/// What the table says on Punto's two cards (`None` on a natural: shown at once).
fn correct_declaration(plan: &RoundPlan) -> Option<Declaration> {
    let punto = hand_cards(plan, procedure::Owner::Punto);
    let banca = hand_cards(plan, procedure::Owner::Banca);
    let two = |cards: &[Card]| card::total(&cards[..cards.len().min(2)]);
    if two(punto) >= 8 || two(banca) >= 8 {
        return None;
    }
    Some(if two(punto) <= 5 {
        Declaration::Carta
    } else {
        Declaration::NoCarta
    })
}

fn wrong_declaration(plan: &RoundPlan) -> Option<Declaration> {
    correct_declaration(plan).map(|right| match right {
        Declaration::Carta => Declaration::NoCarta,
        Declaration::NoCarta => Declaration::Carta,
    })
}

/// What a Venice client says: right seven times in eight.
fn client_declaration(plan: &RoundPlan, rng: &mut ShoeRng) -> Option<Declaration> {
    if shoe::roll::<8>(rng) == 0 {
        wrong_declaration(plan)
    } else {
        correct_declaration(plan)
    }
}

fn matches_focus(profile: &Profile, focus: Focus, round: &RoundSpec, plan: &RoundPlan) -> bool {
    let any_step = |wanted: &dyn Fn(Action) -> bool| plan.steps.iter().any(|s| wanted(s.action));
    let single_hand_tie = || {
        let punto = card::total(hand_cards(plan, procedure::Owner::Punto));
        let banca = card::total(hand_cards(plan, procedure::Owner::Banca));
        punto == banca
    };
    match focus {
        Focus::Any => true,
        Focus::Irregularities => !plan.events.is_empty(),
        Focus::BancaDraws => any_step(&|a| a == Action::Draw(Target::Hand(Hand::Banca))),
        Focus::Naturals => plan.hands.iter().any(|hand| hand.two_card_total() >= 8),
        Focus::Ties => match profile.kind.hands() {
            Hands::PerBox => any_step(&|a| matches!(a, Action::Encart(_))),
            Hands::Single => single_hand_tie(),
        },
        Focus::ThirdCard => match profile.kind.hands() {
            Hands::PerBox => any_step(&|a| matches!(a, Action::Draw(Target::Place(_)))),
            Hands::Single => any_step(&|a| a == Action::Draw(Target::Hand(Hand::Punto))),
        },
        Focus::Commission => plan.results.iter().any(|result| {
            let stake = round
                .bets
                .iter()
                .filter(|bet| bet.place == result.place && bet.side == Side::Banca)
                .fold(Money::ZERO, |sum, bet| sum + bet.amount);
            result.winner == Winner::Banca
                && !stake.is_zero()
                && profile.commission_on(stake).cents() % 100 != 0
        }),
        Focus::CommissionBox => !banca_winners(round, plan).is_empty(),
        Focus::VeniceTies => {
            single_hand_tie() && round.bets.iter().any(|bet| bet.side == Side::Empate)
        }
        Focus::WrongDeclaration => {
            round.declaration.is_some() && round.declaration == wrong_declaration(plan)
        }
        Focus::ColpoInBianco => round.bets.is_empty(),
        Focus::NoPuntoBet => {
            !round.bets.is_empty() && round.bets.iter().all(|bet| bet.side != Side::Punto)
        }
    }
}

/// A rough guide: wide casilleros tables are hard; the money and Venice focuses add a level, so
/// do long segments.
fn difficulty(profile: &Profile, options: &Options) -> u8 {
    let base: u8 = match (profile.kind.has_boxes(), options.places) {
        (true, 7..) => 3,
        (true, 3..) => 2,
        _ => 1,
    };
    let focus = u8::from(matches!(
        options.focus,
        Focus::BancaDraws
            | Focus::Commission
            | Focus::CommissionBox
            | Focus::WrongDeclaration
            | Focus::NoPuntoBet
            | Focus::Irregularities
    ));
    let long = u8::from(options.rounds >= 3);
    (base + focus + long).min(3)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(id: &str) -> Profile {
        Profile::builtin(id).expect("shipped profile")
    }

    #[test]
    fn the_commission_box_focus_leaves_every_second_round_and_ends_the_shoe() {
        let mut marked = profile("punto-banco-pr");
        marked.id = "pr-marked".into();
        marked.commission = crate::core::profile::CommissionMode::Marked;
        let options = Options {
            rounds: 4,
            focus: Focus::CommissionBox,
            ..Options::default()
        };
        let scenario = scenario(&marked, &options, 24).unwrap();
        let rounds = &scenario.rounds;
        // Round 2 (every second round) has a player leave, round 4 (the last) ends the shoe.
        assert!(rounds[0].leaves.is_empty() && !rounds[0].shoe_end);
        assert_eq!(rounds[1].leaves.len(), 1);
        assert!(rounds[2].leaves.is_empty() && !rounds[2].shoe_end);
        assert!(rounds[3].shoe_end);
        // Every round has a Banca wager that wins, so a mark in a box; the leaving player's box
        // and, at the shoe's end, every box with money are collected: no box is left owing.
        let plans = scenario.plans(false).unwrap();
        for plan in &plans {
            assert!(
                plan.steps
                    .iter()
                    .any(|s| matches!(s.action, Action::Commission(..)))
            );
        }
        let leaver = rounds[1].leaves[0];
        assert!(
            plans[1].steps.iter().any(
                |s| matches!(s.action, Action::CollectCommission(place, _) if place == leaver)
            )
        );
        assert!(plans[3].owed_after.is_empty());
        assert!(
            !plans[3].owed_before.is_empty()
                || plans[3]
                    .steps
                    .iter()
                    .any(|s| { matches!(s.action, Action::CollectCommission(..)) })
        );
        // Saved and read back, it is the same situation.
        let mut profiles = crate::core::Profiles::default();
        profiles.add(marked);
        assert_eq!(
            Scenario::parse("g.ron", &scenario.to_ron(), &profiles).unwrap(),
            scenario
        );
    }

    #[test]
    fn focus_names_are_stable_and_read_back() {
        let names: Vec<&str> = Focus::ALL.iter().map(|focus| focus.id()).collect();
        assert_eq!(
            names,
            [
                "any",
                "banca-draws",
                "naturals",
                "ties",
                "third-card",
                "commission",
                "commission-box",
                "venice-ties",
                "wrong-declaration",
                "colpo-in-bianco",
                "no-punto-bet",
                "irregularities",
            ]
        );
        for focus in Focus::ALL {
            assert_eq!(focus.id().parse::<Focus>(), Ok(focus));
        }
        assert_eq!("ENCART".parse::<Focus>(), Ok(Focus::Ties));
        for focus in Focus::ALL {
            let saved = ron::to_string(&focus).unwrap();
            assert_eq!(saved, format!("\"{}\"", focus.id()));
            assert_eq!(ron::from_str::<Focus>(&saved), Ok(focus));
        }
        let error = "bananas".parse::<Focus>().unwrap_err().to_string();
        assert!(error.contains("banca-draws"), "{error}");
    }

    #[test]
    fn wrong_declaration_rounds_always_have_a_punto_bet_so_a_client_declares() {
        let venice = profile("punto-banco-venezia");
        for places in [1, 3, 12] {
            let options = Options {
                places,
                rounds: 2,
                focus: Focus::WrongDeclaration,
                ..Options::default()
            };
            for seed in 1..=40 {
                let scenario = scenario(&venice, &options, seed).expect("a scenario");
                for round in &scenario.rounds {
                    assert!(
                        round.bets.iter().any(|bet| bet.side == Side::Punto),
                        "seed {seed}, {places} places: no Punto bet in {:?}",
                        round.bets
                    );
                    assert!(round.declaration.is_some(), "seed {seed}: no declaration");
                }
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_scenario_and_another_seed_another() {
        let options = Options {
            places: 5,
            rounds: 3,
            ..Options::default()
        };
        let casilleros = profile("casilleros");
        let first = scenario(&casilleros, &options, 7).unwrap();
        assert_eq!(first, scenario(&casilleros, &options, 7).unwrap());
        assert_ne!(
            first.rounds,
            scenario(&casilleros, &options, 8).unwrap().rounds
        );
    }

    #[test]
    fn derive_is_fixed_arithmetic() {
        // SplitMix64 over seed 0, round 0, try 0, worked by hand from the constants:
        // z = 0 ^ (1 * 0x9E3779B97F4A7C15) then the two multiply-xorshift rounds.
        let mut z: u64 = 0x9E37_79B9_7F4A_7C15;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        assert_eq!(derive(0, 0, 0), z ^ (z >> 31));
        assert_ne!(derive(0, 0, 1), derive(0, 1, 0));
    }

    #[test]
    fn a_venice_focus_is_refused_elsewhere_with_the_offered_list() {
        let options = Options {
            focus: Focus::ColpoInBianco,
            ..Options::default()
        };
        let error = scenario(&profile("punto-banco-pr"), &options, 1).unwrap_err();
        assert!(matches!(error, GenerateError::FocusNotForProfile { .. }));
        assert!(error.to_string().contains("third-card"), "{error}");
    }

    #[test]
    fn bad_options_are_refused() {
        let casilleros = profile("casilleros");
        let refuse = |options: Options| scenario(&casilleros, &options, 1).unwrap_err();
        assert!(matches!(
            refuse(Options {
                places: 13,
                ..Options::default()
            }),
            GenerateError::Places { .. }
        ));
        assert!(matches!(
            refuse(Options {
                rounds: 0,
                ..Options::default()
            }),
            GenerateError::Rounds(0)
        ));
        assert!(matches!(
            refuse(Options {
                min_stake: Money::from_units(50),
                max_stake: Money::from_units(10),
                ..Options::default()
            }),
            GenerateError::Stakes(_)
        ));
    }

    #[test]
    fn a_one_deck_shoe_runs_short_with_a_clear_error() {
        let mut small = profile("casilleros");
        small.decks = 1;
        let options = Options {
            places: 12,
            rounds: 3,
            ..Options::default()
        };
        let error = scenario(&small, &options, 3).unwrap_err();
        assert!(
            matches!(error, GenerateError::ShoeTooShort { .. }),
            "{error}"
        );
    }

    #[test]
    fn stakes_stay_on_the_step_within_the_range() {
        let options = Options {
            places: 12,
            min_stake: Money::from_cents(2550),
            max_stake: Money::from_units(40),
            stake_step: Money::from_cents(50),
            ..Options::default()
        };
        let generated = scenario(&profile("casilleros"), &options, 11).unwrap();
        for bet in &generated.rounds[0].bets {
            let cents = bet.amount.cents();
            assert!((2550..=4000).contains(&cents), "{cents}");
            assert_eq!((cents - 2550) % 50, 0, "{cents}");
        }
    }

    #[test]
    fn the_first_round_records_the_holder_on_single_hand_tables() {
        let generated = scenario(&profile("punto-banco-venezia"), &Options::default(), 5).unwrap();
        assert!(generated.rounds[0].holder.is_some());
        let generated = scenario(&profile("casilleros"), &Options::default(), 5).unwrap();
        assert!(generated.rounds[0].holder.is_none());
    }
}
