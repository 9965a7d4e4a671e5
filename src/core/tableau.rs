//! The third-card rule (T4, T5): when Punto and Banca draw.

/// Punto draws on a two-card total of 0–5 and stands on 6–7 (T4).
pub fn punto_draws(punto_total: u8) -> bool {
    punto_total <= 5
}

/// `D` draws, `S` stands. Rows are Banca's two-card total 0–7; column 0 is "Punto stood",
/// columns 1–10 the value 0–9 of Punto's third card. Copied cell for cell from procedures.md T5.
const BANCA: [&[u8; 11]; 8] = [
    //   – 0 1 2 3 4 5 6 7 8 9
    b"DDDDDDDDDDD", // 0
    b"DDDDDDDDDDD", // 1
    b"DDDDDDDDDDD", // 2
    b"DDDDDDDDDSD", // 3
    b"DSSDDDDDDSS", // 4
    b"DSSSSDDDDSS", // 5
    b"SSSSSSSDDSS", // 6
    b"SSSSSSSSSSS", // 7
];

/// Does the Banca, on a two-card total of 0–7, draw (T5)? `punto_third` is the value of
/// Punto's third card, or `None` when Punto stood. Totals of 8 and 9 are naturals: no draw.
pub fn banca_draws(banca_total: u8, punto_third: Option<u8>) -> bool {
    let Some(row) = BANCA.get(usize::from(banca_total)) else {
        return false;
    };
    let column = punto_third.map_or(0, |value| usize::from(value % 10) + 1);
    row[column] == b'D'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t4_punto_draws_on_0_to_5() {
        for total in 0..=5 {
            assert!(punto_draws(total));
        }
        for total in 6..=9 {
            assert!(!punto_draws(total));
        }
    }

    /// Every cell of the spec's table, spelt out rule by rule in the words of T5.
    #[test]
    fn t5_every_cell() {
        for banca in 0..=7u8 {
            assert_eq!(
                banca_draws(banca, None),
                banca <= 5,
                "Banca {banca}, Punto stood"
            );
            for third in 0..=9u8 {
                let expected = match banca {
                    0..=2 => true,
                    3 => third != 8,
                    4 => (2..=7).contains(&third),
                    5 => (4..=7).contains(&third),
                    6 => (6..=7).contains(&third),
                    _ => false,
                };
                assert_eq!(
                    banca_draws(banca, Some(third)),
                    expected,
                    "Banca {banca}, third {third}"
                );
            }
        }
    }

    #[test]
    fn naturals_never_draw() {
        for third in [None, Some(0), Some(5), Some(9)] {
            assert!(!banca_draws(8, third));
            assert!(!banca_draws(9, third));
        }
    }
}
