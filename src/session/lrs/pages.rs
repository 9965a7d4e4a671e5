//! Reading every statement of the LRS, each once, whatever its pages do with statements stored
//! at the same instant.
//!
//! An LRS orders a query's statements by `stored`, and many store a whole batch at one instant.
//! An LRS that pages with an offset over that order (xapi-rs 0.2 does: `ORDER BY stored OFFSET
//! n`) may put the statements of one instant in another order on the next page: one statement
//! comes twice and another never. So the pages are not walked by `more` links but by time:
//! oldest first (`ascending`), each next page starting `since` the last instant of the page
//! before that is not its own last instant, so the statements of that last instant come again,
//! whole, on the next page; a statement already read (by its id) is dropped. A page that is all
//! one instant is asked for again twice as long; past [`MAX_PAGE`], or on an LRS that gives no
//! `stored`, the `more` links are followed, still dropping what came already.
//!
//! A statement someone voided is left out of the pages (xAPI: an LRS answers a voided statement
//! only when asked for it by `voidedStatementId`), but voiding does not unmake what it
//! recorded: [`with_voided`] asks for each one a voiding statement names and adds it back,
//! marked [`VOIDED_BY`].

use std::collections::HashSet;

use chrono::{DateTime, FixedOffset};
use serde_json::Value;

use super::problem::LrsProblem;

/// The longest page asked for before falling back on the `more` links.
pub const MAX_PAGE: usize = 64 * 1024;
/// The most statements read in one go (a bound on a misbehaving LRS).
pub const MAX_STATEMENTS_READ: usize = 1_000_000;

/// The key a statement read back from its voiding gets: the id of the statement that voided
/// it.
pub const VOIDED_BY: &str = "tallador:voidedBy";

/// xAPI's verb that voids the statement its object names.
pub const VOIDED: &str = "http://adlnet.gov/expapi/verbs/voided";

/// `statements` with the statements their voiding statements voided, each asked of `fetch` by
/// id (`None`: the LRS has no such voided statement) and marked with [`VOIDED_BY`].
pub fn with_voided(
    mut statements: Vec<Value>,
    mut fetch: impl FnMut(&str) -> Result<Option<Value>, LrsProblem>,
) -> Result<Vec<Value>, LrsProblem> {
    let mut known: HashSet<String> = statements
        .iter()
        .filter_map(|statement| statement["id"].as_str().map(str::to_string))
        .collect();
    let voidings: Vec<(String, String)> = statements
        .iter()
        .filter(|statement| {
            statement["verb"]["id"] == VOIDED && statement["object"]["objectType"] == "StatementRef"
        })
        .filter_map(|statement| {
            Some((
                statement["id"].as_str()?.to_string(),
                statement["object"]["id"].as_str()?.to_string(),
            ))
        })
        .collect();
    for (by, target) in voidings {
        if statements.len() >= MAX_STATEMENTS_READ || known.contains(&target) {
            continue;
        }
        let Some(mut voided) = fetch(&target)? else {
            continue;
        };
        if voided["id"] != target.as_str() || !voided.is_object() {
            continue;
        }
        voided[VOIDED_BY] = Value::String(by);
        known.insert(target);
        statements.push(voided);
    }
    Ok(statements)
}

/// Which page to ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// `ascending=true&limit=…`, and `since=…` (exclusive) after the first page.
    Since { since: Option<String>, limit: usize },
    /// The LRS's own `more` link.
    More(String),
}

/// One page of statements and its `more` link (empty on the last page).
#[derive(Clone, Debug, Default)]
pub struct Page {
    pub statements: Vec<Value>,
    pub more: String,
}

impl Page {
    /// A page from the LRS's JSON.
    pub fn parse(text: &str) -> Result<Page, LrsProblem> {
        let page: Value =
            serde_json::from_str(text).map_err(|error| LrsProblem::NotJson(error.to_string()))?;
        Ok(Page {
            statements: page["statements"].as_array().cloned().unwrap_or_default(),
            more: page["more"].as_str().unwrap_or_default().to_string(),
        })
    }
}

/// Every statement, each once, in the order first read: pages of `page` statements at first,
/// asked of `fetch`.
pub fn read_all(
    page: usize,
    mut fetch: impl FnMut(&Ask) -> Result<Page, LrsProblem>,
) -> Result<Vec<Value>, LrsProblem> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut all = Vec::new();
    let mut since: Option<(String, DateTime<FixedOffset>)> = None;
    let mut limit = page.clamp(1, MAX_PAGE);
    let mut ask = Ask::Since { since: None, limit };
    loop {
        let got = fetch(&ask)?;
        for statement in got.statements.iter() {
            let id = statement["id"].as_str().unwrap_or_default();
            if id.is_empty() || seen.insert(id.to_string()) {
                all.push(statement.clone());
            }
        }
        if got.more.is_empty() || all.len() >= MAX_STATEMENTS_READ {
            return Ok(all);
        }
        if matches!(ask, Ask::More(_)) {
            ask = Ask::More(got.more);
            continue;
        }
        match restart(&got.statements) {
            Restart::After(text, instant)
                if since.as_ref().is_none_or(|(_, old)| instant > *old) =>
            {
                ask = Ask::Since {
                    since: Some(text.clone()),
                    limit,
                };
                since = Some((text, instant));
            }
            Restart::After(..) | Restart::OneInstant if limit < MAX_PAGE => {
                limit = limit.saturating_mul(2).min(MAX_PAGE);
                ask = Ask::Since {
                    since: since.as_ref().map(|(text, _)| text.clone()),
                    limit,
                };
            }
            _ => ask = Ask::More(got.more),
        }
    }
}

/// Where the page after a page starts.
enum Restart {
    /// After this `stored` (as the LRS wrote it): the latest before the page's last instant.
    After(String, DateTime<FixedOffset>),
    /// The page is all one instant.
    OneInstant,
    /// A statement has no `stored` the reader understands.
    Unknown,
}

/// Where the page after `statements` (oldest first) starts.
fn restart(statements: &[Value]) -> Restart {
    let instants = statements.iter().map(|statement| {
        let text = statement["stored"].as_str()?;
        Some((text, DateTime::parse_from_rfc3339(text).ok()?))
    });
    let Some(mut instants) = instants.collect::<Option<Vec<_>>>() else {
        return Restart::Unknown;
    };
    let Some((_, last)) = instants.pop() else {
        return Restart::Unknown;
    };
    instants
        .into_iter()
        .rev()
        .find(|(_, instant)| *instant < last)
        .map_or(Restart::OneInstant, |(text, instant)| {
            Restart::After(text.to_string(), instant)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Statement `n`, stored at second `at` past the hour.
    fn statement(n: usize, at: u32) -> Value {
        serde_json::json!({
            "id": format!("id-{n}"),
            "stored": format!("2026-05-01T10:00:{at:02}.000Z"),
        })
    }

    /// An LRS like xapi-rs 0.2: oldest first by `stored` alone, and each page sorts the
    /// statements of one instant in another order (newest id first on odd requests).
    fn offset_lrs(stored: &[Value]) -> impl FnMut(&Ask) -> Result<Page, LrsProblem> + '_ {
        let mut requests = 0usize;
        let mut offsets: Vec<(usize, usize)> = Vec::new();
        move |ask| {
            requests += 1;
            let (since, limit, offset) = match ask {
                Ask::Since { since, limit } => (since.clone(), *limit, 0),
                Ask::More(link) => {
                    let n: usize = link.parse().unwrap();
                    (None, offsets[n].1, offsets[n].0)
                }
            };
            let mut view: Vec<&Value> = stored
                .iter()
                .filter(|statement| {
                    since
                        .as_ref()
                        .is_none_or(|since| statement["stored"].as_str().unwrap() > since.as_str())
                })
                .collect();
            view.sort_by(|a, b| {
                let by_time = a["stored"].as_str().cmp(&b["stored"].as_str());
                let by_id = a["id"].as_str().cmp(&b["id"].as_str());
                by_time.then(if requests % 2 == 1 {
                    by_id.reverse()
                } else {
                    by_id
                })
            });
            let statements: Vec<Value> = view
                .iter()
                .skip(offset)
                .take(limit)
                .map(|statement| (*statement).clone())
                .collect();
            let more = if offset + limit < view.len() {
                offsets.push((offset + limit, limit));
                (offsets.len() - 1).to_string()
            } else {
                String::new()
            };
            Ok(Page { statements, more })
        }
    }

    fn ids(statements: &[Value]) -> Vec<String> {
        let mut ids: Vec<String> = statements
            .iter()
            .map(|statement| statement["id"].as_str().unwrap().to_string())
            .collect();
        ids.sort();
        ids
    }

    /// Thirty statements in three batches of ten, a batch stored at one instant.
    fn three_batches() -> Vec<Value> {
        (0..30)
            .map(|n| statement(n, 10 + (n / 10) as u32))
            .collect()
    }

    #[test]
    fn following_the_more_links_of_an_offset_lrs_repeats_one_statement_and_loses_another() {
        // The attack on a plain reader: pages of 15 cut the second batch in two.
        let stored = three_batches();
        let mut lrs = offset_lrs(&stored);
        let mut read = lrs(&Ask::Since {
            since: None,
            limit: 15,
        })
        .unwrap();
        let mut all = read.statements.clone();
        while !read.more.is_empty() {
            read = lrs(&Ask::More(read.more.clone())).unwrap();
            all.extend(read.statements.clone());
        }
        assert_eq!(all.len(), 30);
        let unique: HashSet<String> = ids(&all).into_iter().collect();
        assert!(unique.len() < 30, "{unique:?}");
    }

    #[test]
    fn every_statement_of_an_offset_lrs_is_read_once() {
        let stored = three_batches();
        let all = read_all(15, offset_lrs(&stored)).unwrap();
        assert_eq!(ids(&all), ids(&stored));
    }

    #[test]
    fn a_page_all_of_one_instant_is_asked_for_again_twice_as_long() {
        // Ten at 10:00:10, then twenty at 10:00:11: pages of 4 cannot get past an instant.
        let stored: Vec<Value> = (0..30)
            .map(|n| statement(n, if n < 10 { 10 } else { 11 }))
            .collect();
        let mut asked = Vec::new();
        let mut lrs = offset_lrs(&stored);
        let all = read_all(4, |ask| {
            asked.push(ask.clone());
            lrs(ask)
        })
        .unwrap();
        assert_eq!(ids(&all), ids(&stored));
        // 4 (all of 10:00:10), 8 (still), 16 (reaches 10:00:11: since 10:00:10), then 16 of
        // the twenty at 10:00:11 (one instant), 32 (all twenty, the last page).
        let limits: Vec<usize> = asked
            .iter()
            .map(|ask| match ask {
                Ask::Since { limit, .. } => *limit,
                Ask::More(_) => 0,
            })
            .collect();
        assert_eq!(limits, [4, 8, 16, 16, 32]);
    }

    #[test]
    fn without_stored_the_more_links_are_followed_and_repeats_dropped() {
        let stored: Vec<Value> = (0..9)
            .map(|n| serde_json::json!({ "id": format!("id-{n}") }))
            .collect();
        let mut pages = stored.chunks(3).map(<[Value]>::to_vec).collect::<Vec<_>>();
        // The second page repeats the first page's last statement.
        pages[1].insert(0, stored[2].clone());
        let mut asked = Vec::new();
        let all = read_all(3, |ask| {
            asked.push(ask.clone());
            let next = asked.len();
            Ok(Page {
                statements: pages[next - 1].clone(),
                more: if next < pages.len() {
                    "more".into()
                } else {
                    String::new()
                },
            })
        })
        .unwrap();
        assert_eq!(ids(&all), ids(&stored));
        assert_eq!(
            asked[1..],
            [Ask::More("more".into()), Ask::More("more".into())]
        );
    }

    #[test]
    fn a_voided_statement_is_asked_for_and_added_back_marked() {
        let answered = serde_json::json!({"id": "a", "verb": {"id": "answered"}});
        let voiding = |id: &str, target: &str| {
            serde_json::json!({
                "id": id,
                "verb": {"id": VOIDED},
                "object": {"objectType": "StatementRef", "id": target},
            })
        };
        // "gone" was voided, but the LRS answers it with a statement of another id (not taken
        // for it); "nowhere" never existed (the LRS has no such voided statement); "b" is
        // voided twice (asked for once).
        let page = vec![
            voiding("v1", "gone"),
            voiding("v2", "nowhere"),
            voiding("v3", "b"),
            voiding("v4", "b"),
        ];
        let mut asked = Vec::new();
        let all = with_voided(page, |id| {
            asked.push(id.to_string());
            Ok(match id {
                "gone" => Some(answered.clone()),
                "b" => Some(serde_json::json!({"id": "b"})),
                _ => None,
            })
        })
        .unwrap();
        assert_eq!(asked, ["gone", "nowhere", "b"]);
        assert_eq!(all.len(), 5);
        assert_eq!(all[4], serde_json::json!({"id": "b", VOIDED_BY: "v3"}));
    }
}
