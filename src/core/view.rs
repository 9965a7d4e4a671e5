//! What is on the table at one moment of a round: the cards showing or face down, the bets still
//! there, what has been paid and marked, which boxes are settled, who holds the shoe or the
//! Bottone. Derived from the plan and the steps done, so every screen draws the same table.

use super::irregularity::{Irregularity, Ruling};
use super::procedure::{Owner, RoundPlan, Shown};
use super::round::RoundState;
use super::scenario::RoundSpec;
use super::{
    Action, Card, CommissionBox, Declaration, Discard, Money, Place, Side, TableKind, Winner,
};

/// Whether a card shows its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Up,
    Down,
}

/// A card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardView {
    pub card: Card,
    pub face: Face,
}

/// A hand on the table: a casilleros box's Punto hand, or Punto, or the Banca.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    pub owner: Owner,
    /// The cards dealt so far (empty once discarded).
    pub cards: Vec<CardView>,
    /// The hand went to the discard tray.
    pub discarded: bool,
}

impl HandView {
    /// The total when every card shows, as the tallador reads it.
    pub fn total(&self) -> Option<u8> {
        let showing = !self.cards.is_empty() && self.cards.iter().all(|c| c.face == Face::Up);
        showing.then(|| super::card::total(&self.cards.iter().map(|c| c.card).collect::<Vec<_>>()))
    }
}

/// One place (box or seat) with its bets and how far it is settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceView {
    pub place: Place,
    /// The stakes on Punto, Banca and Empate (tie), as placed.
    pub stakes: [Money; 3],
    /// Losing stakes taken by the tallador.
    pub collected: bool,
    /// Winnings paid, without the returned stake.
    pub paid: Option<Money>,
    /// Commission marked in the place's commission box (marking profiles).
    pub commission: Option<Money>,
    /// A stand-off declared at the box (casilleros).
    pub encart: bool,
    /// The box's cards went to the discard tray: the box is decided.
    pub discarded: bool,
    /// Who won at this place, once the place is settled.
    pub winner: Option<Winner>,
    /// Venice: this seat reads Punto's cards.
    pub reads_punto: bool,
    /// A marking table: the player leaves after this round, so the box is collected (PAY-box).
    pub leaves: bool,
}

impl PlaceView {
    pub fn stake(&self, side: Side) -> Money {
        self.stakes[side as usize]
    }

    /// The sides whose stakes are still on the table.
    pub fn showing(&self, side: Side) -> bool {
        let stake = self.stake(side);
        if stake.is_zero() {
            return false;
        }
        match (self.collected, self.winner) {
            (true, Some(winner)) => !loses(side, winner),
            _ => true,
        }
    }

    /// Settled at least in part (collected, paid, encart or discarded).
    pub fn is_decided(&self) -> bool {
        self.discarded || self.encart || self.collected || self.paid.is_some()
    }
}

/// Does a stake on `side` lose when `winner` wins? On a tie only non-tie bets stand off.
fn loses(side: Side, winner: Winner) -> bool {
    matches!(
        (side, winner),
        (Side::Punto, Winner::Banca)
            | (Side::Banca, Winner::Punto)
            | (Side::Empate, Winner::Punto | Winner::Banca)
    )
}

/// The whole table at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    pub kind: TableKind,
    /// Every place of the profile, 1..=places.
    pub place_count: Place,
    /// Places with bets (or seats occupied), ascending.
    pub places: Vec<PlaceView>,
    /// Casilleros: the boxes in play then the Banca; single-hand tables: Punto then Banca.
    pub hands: Vec<HandView>,
    /// The seat holding the shoe (Puerto Rico) or the Bottone (Venice).
    pub holder: Place,
    /// Venice: the bets are closed (`rien-ne-va-plus` done).
    pub bets_closed: bool,
    /// The last announcement made, if any.
    pub announced: Option<Action>,
    /// Cards in the discard tray this round.
    pub discard_count: usize,
    /// Steps done and steps in the round.
    pub steps_done: usize,
    pub steps_total: usize,
    /// Deal drill: the card coming out of the shoe now, face down where the procedure keeps it
    /// down (Venice), until the trainee sends it to a hand.
    pub next_card: Option<CardView>,
    /// Venice: what the client reading Punto's cards says once they are given: the scenario's
    /// (possibly wrong) declaration, or what the table calls for. `None` on a natural, before
    /// the cards are given, and when the dealer holds them.
    pub declaration: Option<Declaration>,
    /// The table marks the Banca commission in each place's box (PAY-mark, PAY-box).
    pub marks_commission: bool,
    /// Marking tables: what each place's box holds now (the marks of the shoe so far, less what
    /// was collected), ascending by place; only boxes that hold money.
    pub boxes: Vec<CommissionBox>,
    /// A marking table: the shoe ends with this round, so every box is collected (PAY-box).
    pub shoe_end: bool,
    /// The irregularity the dealer faces now (section 8), while its remedy is due.
    pub event: Option<EventView>,
    /// The coup is void (its `void` done): the stakes stay where they are.
    pub void: bool,
}

/// An irregularity on the table while its remedy is due: what happened, and (a claim) whether
/// the inspector has been called and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventView {
    pub shown: Shown,
    /// A claim: the inspector has been called; the ruling is known from here on.
    pub inspector_called: bool,
}

impl EventView {
    /// The ruling on a claim, once the inspector has been called.
    pub fn ruling(&self) -> Option<Ruling> {
        match self.shown.event {
            Irregularity::Claim { ruling, .. } if self.inspector_called => Some(ruling),
            _ => None,
        }
    }
}

impl TableView {
    /// The table of `round` (planned from `spec`) with the steps done so far.
    pub fn of(spec: &RoundSpec, round: &RoundState, places: Place) -> TableView {
        let plan = &round.plan;
        let done = |step: usize| round.is_done(step);
        let done_action = |wanted: &dyn Fn(Action) -> bool| {
            plan.steps
                .iter()
                .enumerate()
                .any(|(index, step)| done(index) && wanted(step.action))
        };
        let revealed = done_action(&|action| action == Action::RevealBanca);
        let given = done_action(&|action| matches!(action, Action::GiveCards(_)));
        let all_discarded = done_action(&|action| action == Action::Discard(Discard::All));
        let banca_discarded =
            all_discarded || done_action(&|action| action == Action::Discard(Discard::Banca));

        let event = event_now(round);
        let (mut hands, discard_count) =
            hand_views(round, revealed, given, banca_discarded, all_discarded);
        if let Some(event) = &event {
            lay_event_cards(&mut hands, event);
        }

        // The deal drill: the next `deal` step's card waits at the shoe.
        let next_card = next_card(round);
        let declaration = declaration(spec, plan, given && !all_discarded);

        let occupied = occupied_places(spec, plan);
        let views = occupied
            .into_iter()
            .map(|place| place_view(spec, round, place, given))
            .collect();

        let passed =
            done_action(&|action| matches!(action, Action::PassShoe(_) | Action::PassButton(_)));
        let announced = last_announcement(round);
        TableView {
            kind: plan.kind,
            place_count: places,
            places: views,
            hands,
            holder: if passed {
                plan.next_holder
            } else {
                plan.holder
            },
            bets_closed: done_action(&|action| action == Action::RienNeVaPlus),
            announced,
            discard_count,
            steps_done: round.done_count(),
            steps_total: plan.steps.len(),
            next_card,
            declaration,
            marks_commission: plan.marks_commission,
            boxes: boxes_now(round),
            shoe_end: plan.marks_commission && plan.shoe_end,
            event,
            void: done_action(&|action| action == Action::Void),
        }
    }

    /// What place `place`'s commission box holds now (zero when it is empty).
    pub fn owed(&self, place: Place) -> Money {
        self.boxes
            .iter()
            .find(|held| held.place == place)
            .map_or(Money::ZERO, CommissionBox::owed)
    }

    pub fn hand(&self, owner: Owner) -> Option<&HandView> {
        self.hands.iter().find(|hand| hand.owner == owner)
    }

    pub fn place(&self, place: Place) -> Option<&PlaceView> {
        self.places.iter().find(|view| view.place == place)
    }
}

/// The irregularity whose remedy is due now: the canonical step is one of its remedy's; or a
/// claim the inspector let stand, until the step after its remedy is done (so the ruling is
/// told).
fn event_now(round: &RoundState) -> Option<EventView> {
    let plan = &round.plan;
    let canonical = round.canonical()?;
    plan.events.iter().find_map(|shown| {
        let end = shown.step + shown.remedy.len();
        let due = (shown.step..end).contains(&canonical);
        let stands_told = matches!(
            shown.event,
            Irregularity::Claim {
                ruling: Ruling::Stands,
                ..
            }
        ) && canonical == end
            && round.is_done(shown.step);
        (due || stands_told).then(|| EventView {
            shown: shown.clone(),
            inspector_called: shown.remedy.first() == Some(&Action::CallInspector)
                && round.is_done(shown.step),
        })
    })
}

/// Where the event's cards lie while its remedy is due: a misdealt card in the wrong hand (not
/// yet restored), an extra card on the hand it was drawn to. A face-up, damaged or stuck card
/// waits at the shoe (the painter draws `event`).
fn lay_event_cards(hands: &mut [HandView], event: &EventView) {
    let shown = &event.shown;
    let (Some(wrong), Some(&card)) = (shown.hand, shown.cards.first()) else {
        return;
    };
    let misdealt_now = matches!(shown.event, Irregularity::Misdeal { .. })
        && shown.remedy.first() == Some(&Action::Restore);
    if misdealt_now {
        for hand in hands.iter_mut().filter(|hand| hand.owner != wrong) {
            if let Some(at) = hand.cards.iter().rposition(|view| view.card == card) {
                hand.cards.remove(at);
                break;
            }
        }
    }
    let lies_in_the_hand = misdealt_now || matches!(shown.event, Irregularity::Extra { .. });
    if lies_in_the_hand && let Some(hand) = hands.iter_mut().find(|hand| hand.owner == wrong) {
        hand.cards.push(CardView {
            card,
            face: Face::Up,
        });
    }
}

/// The commission boxes after the steps done: the round's opening balances, each mark done
/// added to its box, each collection done emptying it (PAY-box).
fn boxes_now(round: &RoundState) -> Vec<CommissionBox> {
    let plan = &round.plan;
    if !plan.marks_commission {
        return Vec::new();
    }
    let done = plan
        .steps
        .iter()
        .enumerate()
        .filter(|(index, _)| round.is_done(*index))
        .map(|(_, step)| step.action);
    CommissionBox::after(plan.owed_before.clone(), done)
}

/// The hands on the table: each hand's cards dealt so far (face up or down), none once it is
/// discarded; and how many cards went to the discard.
fn hand_views(
    round: &RoundState,
    revealed: bool,
    given: bool,
    banca_discarded: bool,
    all_discarded: bool,
) -> (Vec<HandView>, usize) {
    let plan = &round.plan;
    let done = |step: usize| round.is_done(step);
    let mut discard_count = 0;
    let hands: Vec<HandView> = plan
        .hands
        .iter()
        .map(|hand| {
            let discarded = match hand.owner {
                Owner::Box(place) => plan.steps.iter().enumerate().any(|(index, step)| {
                    done(index) && step.action == Action::Discard(Discard::Place(place))
                }),
                Owner::Banca => banca_discarded,
                Owner::Punto => all_discarded,
            };
            let cards: Vec<CardView> = hand
                .cards
                .iter()
                .zip(&hand.dealt_by)
                .enumerate()
                .filter(|(_, (_, by))| by.is_none_or(done))
                .map(|(index, (&card, _))| CardView {
                    card,
                    face: face_of(plan, hand.owner, index, revealed, given),
                })
                .collect();
            if discarded {
                discard_count += cards.len();
            }
            HandView {
                owner: hand.owner,
                cards: if discarded { Vec::new() } else { cards },
                discarded,
            }
        })
        .collect();
    (hands, discard_count)
}

/// The card of the next `deal` step, waiting at the shoe (the deal drill); face down at Venice.
fn next_card(round: &RoundState) -> Option<CardView> {
    let plan = &round.plan;
    round
        .canonical()
        .filter(|&step| matches!(plan.steps[step].action, Action::Deal(_)))
        .and_then(|step| {
            plan.hands.iter().find_map(|hand| {
                let index = hand.dealt_by.iter().position(|&by| by == Some(step))?;
                Some(CardView {
                    card: *hand.cards.get(index)?,
                    face: if plan.kind.client_reads_punto() {
                        Face::Down
                    } else {
                        Face::Up
                    },
                })
            })
        })
}

/// What the Venice client says on Punto's two cards while they are on the table (`on_table`:
/// given and not yet discarded): the scenario's words, else what the tableau says; nothing on
/// a natural or at other tables.
fn declaration(spec: &RoundSpec, plan: &RoundPlan, on_table: bool) -> Option<Declaration> {
    let punto_two = plan
        .hands
        .iter()
        .find(|hand| hand.owner == Owner::Punto)
        .map(|hand| hand.two_card_total());
    (plan.kind.client_reads_punto() && on_table && plan.punto_reader.is_some())
        .then_some(punto_two)
        .flatten()
        .filter(|&total| total < 8)
        .map(|total| {
            spec.declaration
                .unwrap_or(if crate::core::tableau::punto_draws(total) {
                    Declaration::Carta
                } else {
                    Declaration::NoCarta
                })
        })
}

/// The last announcement done this round (Punto's total or the result).
fn last_announcement(round: &RoundState) -> Option<Action> {
    round
        .plan
        .steps
        .iter()
        .enumerate()
        .filter(|&(index, step)| {
            round.is_done(index)
                && matches!(
                    step.action,
                    Action::AnnouncePunto(_) | Action::AnnounceResult { .. }
                )
        })
        .map(|(_, step)| step.action)
        .next_back()
}

/// Venice keeps the four cards of the deal face down: Punto's turn up once given to the client
/// (who shows them when declaring), Banco's at `reveal banca` (VE-deal, VE-give, VE-reveal).
/// Third cards, and every card at the other tables, are dealt face up.
fn face_of(plan: &RoundPlan, owner: Owner, index: usize, revealed: bool, given: bool) -> Face {
    if !plan.kind.client_reads_punto() || index >= 2 {
        return Face::Up;
    }
    let up = match owner {
        Owner::Banca => revealed,
        _ => given,
    };
    if up { Face::Up } else { Face::Down }
}

/// The places shown with their bets: every place with a bet, plus declared seats.
fn occupied_places(spec: &RoundSpec, plan: &RoundPlan) -> Vec<Place> {
    let mut places: Vec<Place> = spec.bets.iter().map(|bet| bet.place).collect();
    places.extend(plan.places.iter().copied());
    places.sort_unstable();
    places.dedup();
    places
}

fn place_view(spec: &RoundSpec, round: &RoundState, place: Place, given: bool) -> PlaceView {
    let plan = &round.plan;
    let mut stakes = [Money::ZERO; 3];
    for bet in spec.bets.iter().filter(|bet| bet.place == place) {
        stakes[bet.side as usize] += bet.amount;
    }
    let mut view = PlaceView {
        place,
        stakes,
        collected: false,
        paid: None,
        commission: None,
        encart: false,
        discarded: false,
        winner: None,
        reads_punto: given && plan.punto_reader == Some(place),
        leaves: plan.marks_commission && plan.leaves.contains(&place),
    };
    for (index, step) in plan.steps.iter().enumerate() {
        if !round.is_done(index) {
            continue;
        }
        match step.action {
            Action::Collect(p) if p == place => view.collected = true,
            Action::Pay(p, amount) if p == place => {
                view.paid = amount.or(Some(Money::ZERO));
            }
            Action::Commission(p, amount) if p == place => view.commission = Some(amount),
            Action::Encart(p) if p == place => view.encart = true,
            Action::Discard(Discard::Place(p)) if p == place => view.discarded = true,
            _ => {}
        }
    }
    if view.is_decided() {
        view.winner = plan
            .results
            .iter()
            .find(|result| result.place == place)
            .map(|result| result.winner);
    }
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Game;
    use crate::core::scenario::Scenario;
    use crate::core::{Hand, Profiles, Target};

    fn game(file: &str) -> Game {
        let path = format!(
            "{}/tests/fixtures/examples/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let scenario = Scenario::parse(&path, &text, &Profiles::default()).unwrap();
        Game::new(scenario, false).unwrap()
    }

    fn view(game: &Game) -> TableView {
        let spec = &game.scenario.rounds[game.round_index()];
        TableView::of(spec, game.round(), game.scenario.profile.places)
    }

    #[test]
    fn ve_deal_keeps_the_four_cards_down_until_given_and_revealed() {
        let mut game = game("ve-no-carta-on-5.ron");
        let down = |view: &TableView, owner| {
            view.hand(owner)
                .unwrap()
                .cards
                .iter()
                .filter(|c| c.face == Face::Down)
                .count()
        };
        let table = view(&game);
        assert_eq!(
            (down(&table, Owner::Punto), down(&table, Owner::Banca)),
            (2, 2)
        );
        assert_eq!(game.complete_canonical(), Some(Action::RienNeVaPlus));
        assert_eq!(game.complete_canonical(), Some(Action::GiveCards(Some(1))));
        let table = view(&game);
        assert_eq!(
            (down(&table, Owner::Punto), down(&table, Owner::Banca)),
            (0, 2)
        );
        assert!(table.place(1).unwrap().reads_punto);
        assert_eq!(table.hand(Owner::Punto).unwrap().total(), Some(5));
        assert_eq!(table.hand(Owner::Banca).unwrap().total(), None);
        assert_eq!(game.complete_canonical(), Some(Action::RevealBanca));
        assert_eq!(view(&game).hand(Owner::Banca).unwrap().total(), Some(6));
        assert_eq!(
            game.complete_canonical(),
            Some(Action::Draw(Target::Hand(Hand::Punto)))
        );
        let table = view(&game);
        assert_eq!(table.hand(Owner::Punto).unwrap().cards.len(), 3);
        assert_eq!(table.hand(Owner::Punto).unwrap().total(), Some(8));
    }

    #[test]
    fn cas_g_a_settled_box_shows_collected_paid_and_discarded() {
        // cas-standing-box-first: draw 1, pay 5, discard 5, draw banca, collect 1, discard 1, …
        let mut game = game("cas-standing-box-first.ron");
        let table = view(&game);
        assert_eq!(table.hand(Owner::Box(1)).unwrap().cards.len(), 2);
        assert_eq!(table.hand(Owner::Banca).unwrap().total(), Some(6));
        game.complete_canonical();
        game.complete_canonical();
        let table = view(&game);
        let five = table.place(5).unwrap();
        assert_eq!(five.paid, Some(Money::from_units(10)));
        assert_eq!(five.winner, Some(Winner::Punto));
        assert!(five.showing(Side::Punto) && !five.discarded);
        game.complete_canonical();
        let table = view(&game);
        assert!(table.place(5).unwrap().discarded);
        assert!(table.hand(Owner::Box(5)).unwrap().cards.is_empty());
        assert_eq!(table.discard_count, 2);
        game.complete_canonical(); // draw banca
        game.complete_canonical(); // collect 1
        let one = view(&game).place(1).cloned().unwrap();
        assert!(one.collected && !one.showing(Side::Punto));
        assert_eq!(view(&game).hand(Owner::Banca).unwrap().total(), Some(8));
    }

    #[test]
    fn pr_shoe_the_holder_moves_when_the_pass_is_done() {
        let mut game = game("pr-punto-draws-shoe-passes.ron");
        assert_eq!(view(&game).holder, 1);
        while !game.is_finished() {
            game.complete_canonical();
        }
        let table = view(&game);
        assert_eq!(table.holder, 3);
        assert_eq!(
            table.announced,
            Some(Action::AnnounceResult { banca: 7, punto: 8 })
        );
        assert!(table.hands.iter().all(|hand| hand.discarded));
        assert_eq!(table.discard_count, 6);
    }
}
