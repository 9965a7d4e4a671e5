//! What the window shows differently at each table kind: the table picture's proportions, its
//! printed legend, and the words F1 lists. The one place of the app that names a kind; every
//! other rule of a kind is asked of the core (`core::kind`).

use crate::core::TableKind;

/// The window's picture of one table kind.
#[derive(Debug)]
pub struct KindLook {
    /// Place height over width: casilleros boxes hold cards; seats hold only chips.
    pub place_aspect: f32,
    /// How much taller than `place_aspect` a place may grow where the table has height to
    /// spare (a narrow window): a casilleros box's rows under its cards keep a readable size.
    /// Single-hand tables keep that height for the shoe and the tray over the hands.
    pub place_stretch: f32,
    /// The share of the table's height kept for the hands, the shoe and the tray in front of
    /// the dealer, and its least height in points.
    pub centre_share: f32,
    pub centre_least: f32,
    /// The hands' width in cards: one hand of 3.25 cards with the tray and the shoe beside it
    /// (casilleros), or Punto's and the Banca's side by side.
    pub hands_width_in_cards: f32,
    /// The legend printed on the felt (a message id).
    pub legend: &'static str,
    /// The typed actions F1 lists, as a trainee types them.
    pub action_words: &'static [&'static str],
    /// The table's own words a trainee meets in the situations' texts (message ids): each is
    /// explained in F1 where the keys are, and on the menu's button that uses it.
    pub terms: &'static [&'static str],
}

/// How the window shows a table of `kind`.
pub fn look(kind: TableKind) -> &'static KindLook {
    match kind {
        TableKind::Casilleros => &CASILLEROS,
        TableKind::PuertoRico => &PUERTO_RICO,
        TableKind::Venezia => &VENEZIA,
    }
}

use crate::app::cards::CARD_ASPECT;

const CASILLEROS: KindLook = KindLook {
    place_aspect: 1.42,
    place_stretch: 1.35,
    centre_share: 0.34,
    centre_least: 190.0,
    hands_width_in_cards: 3.25 / CARD_ASPECT + 2.0 * 0.72 * 1.25 * 1.2 + 0.6,
    legend: "table.legend_casilleros",
    action_words: &[
        "draw 3",
        "draw banca",
        "collect 3",
        "pay 3",
        "pay 3 47,50",
        "commission 3 2,50",
        "encart 3",
        "discard 3",
        "discard banca",
        "deal 3",
    ],
    terms: &[
        "term.natural",
        "term.de_aire",
        "term.encart",
        "term.tableau",
    ],
};

const PUERTO_RICO: KindLook = KindLook {
    place_aspect: 0.95,
    place_stretch: 1.0,
    centre_share: 0.42,
    centre_least: 230.0,
    hands_width_in_cards: 2.0 * 3.25 / CARD_ASPECT,
    legend: "table.legend_pr",
    action_words: &[
        "draw punto",
        "draw banca",
        "announce punto 5",
        "announce banca 7 punto 6",
        "collect 3",
        "pay 3",
        "pay 3 47,50",
        "discard all",
        "pass-shoe 4",
        "deal punto",
    ],
    terms: &[
        "term.natural",
        "term.tableau",
        "term.commission",
        "term.shoe",
    ],
};

const VENEZIA: KindLook = KindLook {
    place_aspect: 0.95,
    place_stretch: 1.0,
    centre_share: 0.42,
    centre_least: 230.0,
    hands_width_in_cards: 2.0 * 3.25 / CARD_ASPECT,
    legend: "table.legend_venezia",
    action_words: &[
        "rien-ne-va-plus",
        "give-cards 3",
        "give-cards dealer",
        "reveal banca",
        "draw punto",
        "announce banca 7 punto 6",
        "collect 3",
        "pay 3",
        "discard all",
        "pass-button 4",
    ],
    terms: &[
        "term.natural",
        "term.tableau",
        "term.egalite",
        "term.bottone",
        "term.colpo_bianco",
        "term.carta",
    ],
};
