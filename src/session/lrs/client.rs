//! The LRS over HTTP (xAPI 1.0.3): statements posted in batches, the LRS's `about`, and
//! statements read back (each once, voided ones too, [`super::pages`]). A small blocking client (ureq, no
//! async runtime), with time limits, run on the sender's thread and by the command line. Every
//! answer is sorted into what the queue does with it ([`Answer`]).

use std::time::Duration;

use super::pages::{self, Ask, Page};
use super::problem::LrsProblem;
use super::settings::LrsSettings;

/// The xAPI version a request names: 1.0.3, or 2.0.0 for an LRS whose `about` lists only 2.0
/// (xapi-rs 0.2.0 refuses any other); the statements are valid in both.
pub const XAPI_VERSION: &str = "1.0.3";
pub const XAPI_2: &str = "2.0.0";

/// The statements asked for in one page.
pub const PAGE: usize = 500;

/// What the LRS made of a batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// 2xx: stored (204 when it had every one already: a resend, not a duplicate).
    Stored,
    /// 400, 409, 413 and the other 4xx about the statements themselves: refused; sent again
    /// only one by one, to find which (a batch is stored whole or not at all).
    Refused { status: u16, answer: String },
    /// 401 or 403: the key or secret is not (or no longer) accepted; nothing is refused, the
    /// statements wait for the settings to be put right.
    Unauthorized { status: u16, answer: String },
    /// No answer, 408, 429 or 5xx: tried again later, with backoff.
    Unavailable(LrsProblem),
}

/// The school's LRS.
#[derive(Clone, Debug)]
pub struct Client {
    settings: LrsSettings,
    agent: ureq::Agent,
    /// The version the LRS speaks, once its `about` was read.
    version: std::sync::Arc<std::sync::Mutex<Option<&'static str>>>,
}

impl Client {
    /// A client of the LRS of `settings`, giving up on a request after `timeout`. An LRS on
    /// the loopback is reached directly, whatever proxy the environment names.
    pub fn new(settings: LrsSettings, timeout: Duration) -> Client {
        let loopback = ["://127.", "://localhost", "://[::1]"]
            .iter()
            .any(|host| settings.endpoint.contains(host));
        let mut config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .user_agent(concat!("tallador/", env!("CARGO_PKG_VERSION")));
        if loopback {
            config = config.proxy(None);
        }
        Client {
            settings,
            agent: config.build().into(),
            version: Default::default(),
        }
    }

    /// The xAPI version to name: read once from the LRS's `about` (1.0.3 when it lists it,
    /// else 2.0.0 when it lists that); 1.0.3 while `about` cannot be read.
    fn version(&self) -> &'static str {
        if let Some(known) = self.version.lock().ok().and_then(|known| *known) {
            return known;
        }
        let about = self
            .agent
            .get(self.settings.url("about"))
            .header("Authorization", self.settings.authorization())
            .call();
        let Ok(mut response) = about else {
            return XAPI_VERSION;
        };
        let text = response.body_mut().read_to_string().unwrap_or_default();
        let Ok(about) = serde_json::from_str::<serde_json::Value>(&text) else {
            return XAPI_VERSION;
        };
        let versions: Vec<&str> = about["version"]
            .as_array()
            .map(|list| list.iter().filter_map(serde_json::Value::as_str).collect())
            .unwrap_or_default();
        let chosen = version_of(&versions);
        if let Ok(mut known) = self.version.lock() {
            *known = Some(chosen);
        }
        chosen
    }

    pub fn settings(&self) -> &LrsSettings {
        &self.settings
    }

    /// Posts `statements` (JSON texts) as one batch.
    pub fn post(&self, statements: &[&str]) -> Answer {
        let body = format!("[{}]", statements.join(","));
        let response = self
            .agent
            .post(self.settings.url("statements"))
            .header("Authorization", self.settings.authorization())
            .header("X-Experience-API-Version", self.version())
            .content_type("application/json")
            .send(body.as_str());
        match response {
            Ok(mut response) => {
                let status = response.status().as_u16();
                let answer = response.body_mut().read_to_string().unwrap_or_default();
                sort(status, answer)
            }
            Err(error) => Answer::Unavailable(LrsProblem::Request(error.to_string())),
        }
    }

    /// The LRS's `about` (its xAPI versions), with the key checked by reading one statement.
    pub fn test(&self) -> Result<String, LrsProblem> {
        let about = self.get_text(&self.settings.url("about"), &[])?;
        self.get_text(&self.settings.url("statements"), &[("limit", "1")])
            .map_err(|problem| LrsProblem::AnswersBut(Box::new(problem)))?;
        Ok(about)
    }

    /// Every statement of the LRS, each once, read `PAGE` at a time ([`pages::read_all`]), and
    /// those voided, added back marked ([`pages::with_voided`]).
    pub fn statements(&self) -> Result<Vec<serde_json::Value>, LrsProblem> {
        self.statements_in_pages(PAGE)
    }

    /// Every statement of the LRS, each once, asked for `page` at a time.
    pub fn statements_in_pages(&self, page: usize) -> Result<Vec<serde_json::Value>, LrsProblem> {
        pages::read_all(page, |ask| {
            let text = match ask {
                Ask::Since { since, limit } => {
                    let limit = limit.to_string();
                    let mut query = vec![("ascending", "true"), ("limit", limit.as_str())];
                    if let Some(since) = since {
                        query.push(("since", since.as_str()));
                    }
                    self.get_text(&self.settings.url("statements"), &query)?
                }
                Ask::More(more) => self.get_text(&self.more_url(more), &[])?,
            };
            Page::parse(&text)
        })
        .and_then(|all| pages::with_voided(all, |id| self.voided_statement(id)))
    }

    /// The voided statement of `id` (`voidedStatementId`), `None` when the LRS has none.
    fn voided_statement(&self, id: &str) -> Result<Option<serde_json::Value>, LrsProblem> {
        match self.get_text(
            &self.settings.url("statements"),
            &[("voidedStatementId", id)],
        ) {
            Ok(text) => serde_json::from_str(&text)
                .map(Some)
                .map_err(|error| LrsProblem::NotJson(error.to_string())),
            Err(LrsProblem::Status { status: 404, .. }) => Ok(None),
            Err(problem) => Err(problem),
        }
    }

    /// The address of a `more` link: absolute, or a path on the endpoint's host.
    fn more_url(&self, more: &str) -> String {
        if more.contains("://") {
            return more.to_string();
        }
        let endpoint = &self.settings.endpoint;
        let host_end = endpoint
            .find("://")
            .and_then(|scheme| {
                endpoint[scheme + 3..]
                    .find('/')
                    .map(|slash| scheme + 3 + slash)
            })
            .unwrap_or(endpoint.len());
        format!("{}{more}", &endpoint[..host_end])
    }

    fn get_text(&self, url: &str, query: &[(&str, &str)]) -> Result<String, LrsProblem> {
        let mut request = self
            .agent
            .get(url)
            .header("Authorization", self.settings.authorization())
            .header("X-Experience-API-Version", self.version());
        for (key, value) in query {
            request = request.query(*key, *value);
        }
        let mut response = request
            .call()
            .map_err(|error| LrsProblem::Request(error.to_string()))?;
        let status = response.status().as_u16();
        let text = response
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_to_string()
            .map_err(|error| LrsProblem::Request(error.to_string()))?;
        if (200..300).contains(&status) {
            Ok(text)
        } else {
            Err(LrsProblem::Status {
                status,
                answer: cut(&text),
            })
        }
    }
}

/// The version to speak to an LRS whose `about` lists `versions`.
pub fn version_of(versions: &[&str]) -> &'static str {
    if versions.iter().any(|version| version.starts_with("1.0")) || versions.is_empty() {
        XAPI_VERSION
    } else if versions.iter().any(|version| version.starts_with("2.0")) {
        XAPI_2
    } else {
        XAPI_VERSION
    }
}

/// What the queue does with an answer of `status`.
pub fn sort(status: u16, answer: String) -> Answer {
    let answer = cut(&answer);
    match status {
        200..=299 => Answer::Stored,
        401 | 403 => Answer::Unauthorized { status, answer },
        400 if about_the_key(&answer) => Answer::Unauthorized { status, answer },
        408 | 429 | 500..=599 => Answer::Unavailable(LrsProblem::Status { status, answer }),
        _ => Answer::Refused { status, answer },
    }
}

/// Whether a 400's body is about the key rather than the statements. xapi-rs 0.2.0 answers a
/// POST whose credentials its guard refuses (a wrong secret, an unknown or missing key) with
/// 400 and `Rocket-specific stopgap. Redirect 404 to 400` (no handler took the request; seen
/// against the real LRS, `tests/lrs_real.rs`), and a statement it cannot read with 400 and
/// `General data error: …`. Other LRSs name the key in words. Statements refused for the key
/// wait for the settings to be mended; they are not refused.
fn about_the_key(answer: &str) -> bool {
    let answer = answer.to_lowercase();
    [
        "redirect 404 to 400",
        "authorization",
        "unauthorized",
        "unauthorised",
        "authenticat",
        "credential",
        "api key",
    ]
    .iter()
    .any(|word| answer.contains(word))
}

/// An answer cut to what a status line can show.
fn cut(answer: &str) -> String {
    let one_line: String = answer
        .chars()
        .map(|ch| if ch.is_control() { ' ' } else { ch })
        .collect();
    let trimmed = one_line.trim();
    if trimmed.chars().count() > 400 {
        format!("{}…", trimmed.chars().take(400).collect::<String>())
    } else {
        trimmed.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_sorted_by_what_the_queue_does_with_them() {
        assert_eq!(sort(200, "[\"id\"]".into()), Answer::Stored);
        assert_eq!(sort(204, String::new()), Answer::Stored);
        assert!(matches!(
            sort(400, "raw".into()),
            Answer::Refused { status: 400, .. }
        ));
        assert!(matches!(
            sort(409, "conflict".into()),
            Answer::Refused { status: 409, .. }
        ));
        assert!(matches!(
            sort(401, String::new()),
            Answer::Unauthorized { status: 401, .. }
        ));
        assert!(matches!(sort(503, String::new()), Answer::Unavailable(_)));
        // xapi-rs's 400 for a missing or bad key is about the key, not the statements.
        assert!(matches!(
            sort(400, "Invalid Authorization header".into()),
            Answer::Unauthorized { status: 400, .. }
        ));
        assert!(matches!(
            sort(400, "{\"message\": \"Unauthorized access\"}".into()),
            Answer::Unauthorized { status: 400, .. }
        ));
        assert!(matches!(
            sort(400, "the statement's verb has no id".into()),
            Answer::Refused { status: 400, .. }
        ));
        assert!(matches!(sort(429, String::new()), Answer::Unavailable(_)));
    }

    #[test]
    fn xapi_rs_s_400s_for_the_key_and_for_a_statement_are_told_apart() {
        // The bodies xapi-rs 0.2.0 answers (seen against it, tests/lrs_real.rs).
        let key = r#"{"status":400,"info":"Rocket handler error (400 Bad Request): Rocket-specific stopgap. Redirect 404 to 400"}"#;
        let statement = r#"{"status":400,"info":"Rocket handler error (400 Bad Request): General data error: JSON error: unknown field `actor`, expected `Agent` or `Group`"}"#;
        assert!(matches!(
            sort(400, key.into()),
            Answer::Unauthorized { status: 400, .. }
        ));
        assert!(matches!(
            sort(400, statement.into()),
            Answer::Refused { status: 400, .. }
        ));
    }

    #[test]
    fn an_lrs_of_xapi_2_alone_is_spoken_to_in_2_0_0() {
        assert_eq!(version_of(&["1.0.3", "1.0.2"]), "1.0.3");
        assert_eq!(version_of(&["2.0.0"]), "2.0.0");
        assert_eq!(version_of(&["2.0.0", "1.0.3"]), "1.0.3");
        assert_eq!(version_of(&[]), "1.0.3");
    }

    #[test]
    fn a_relative_more_link_is_on_the_endpoints_host() {
        let settings = LrsSettings::new(
            "http://127.0.0.1:9000/xapi/",
            "k",
            "s",
            "https://school.example",
            false,
        )
        .unwrap();
        let client = Client::new(settings, Duration::from_secs(1));
        assert_eq!(
            client.more_url("/xapi/statements?more=2"),
            "http://127.0.0.1:9000/xapi/statements?more=2"
        );
        assert_eq!(client.more_url("http://other/x"), "http://other/x");
    }
}
