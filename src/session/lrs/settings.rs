//! The school's LRS as a setting: its xAPI endpoint, the key and secret it gave this school
//! (HTTP Basic authentication, as xAPI 1.0.3 asks of every LRS), the school's site that names
//! the trainees' accounts, and whether practice sessions are sent too. Kept in the data
//! folder's `lrs.ron` (owner-only on Unix), never in a log; once saved the secret is not shown
//! again ([`LrsSettings::shown`], and `Debug` leaves it out). Parsing only: the file is read and
//! written by [`super::queue`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::core::diagnostic::{self, Diagnostic, Position, Problem};
use crate::session::exam::xapi::{BadHomePage, check_home_page};

/// The file of the settings in the data folder.
pub const SETTINGS_FILE: &str = "lrs.ron";

/// The school's LRS.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LrsSettings {
    /// The xAPI endpoint, ending in `/` (`https://lrs.school.example/xapi/`).
    pub endpoint: String,
    /// The key (Basic authentication's user) and secret (its password).
    pub key: String,
    pub secret: String,
    /// The school's site: `account.homePage` of every trainee.
    pub home_page: String,
    /// Practice sessions are sent too (exams always are).
    #[serde(default)]
    pub practice: bool,
}

/// Why settings are refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error(
        "the endpoint `{0}` is not an absolute web address (such as https://lrs.school.example/xapi/)"
    )]
    Endpoint(String),
    #[error("{0}")]
    HomePage(BadHomePage),
    #[error("the LRS key is empty")]
    EmptyKey,
    #[error("the LRS {0} holds a character that cannot go in an HTTP header")]
    Invisible(&'static str),
    /// The English, as the command line prints it, and the file's diagnostic for the window.
    #[error("the settings file cannot be read: {0}")]
    Unreadable(String, Box<Diagnostic>),
}

impl crate::text::explain::AsProblem for SettingsError {
    fn said(&self) -> crate::text::explain::Said<'_> {
        use crate::text::explain::Said;
        match self {
            SettingsError::Endpoint(endpoint) => {
                Said::Problem(Problem::new("lrs_endpoint").with("endpoint", endpoint))
            }
            SettingsError::HomePage(BadHomePage(page)) => {
                Said::Problem(Problem::new("lrs_home_page").with("page", page))
            }
            SettingsError::EmptyKey => Said::Problem(Problem::new("lrs_empty_key")),
            SettingsError::Invisible(what) => {
                Said::Problem(Problem::new("lrs_invisible").with("what", what))
            }
            SettingsError::Unreadable(_, file) => {
                Said::About(Problem::new("lrs_settings_unreadable"), file.as_ref())
            }
        }
    }
}

impl LrsSettings {
    /// Settings checked: an absolute `http(s)` endpoint (a `/` is added at its end), a key,
    /// no control character in the key or the secret, and the school's home page.
    pub fn new(
        endpoint: &str,
        key: &str,
        secret: &str,
        home_page: &str,
        practice: bool,
    ) -> Result<LrsSettings, SettingsError> {
        let endpoint = endpoint.trim();
        check_home_page(endpoint).map_err(|_| SettingsError::Endpoint(endpoint.to_string()))?;
        let home_page = check_home_page(home_page.trim()).map_err(SettingsError::HomePage)?;
        if key.trim().is_empty() {
            return Err(SettingsError::EmptyKey);
        }
        if key.chars().any(char::is_control) || key.contains(':') {
            return Err(SettingsError::Invisible("key"));
        }
        if secret.chars().any(char::is_control) {
            return Err(SettingsError::Invisible("secret"));
        }
        let mut endpoint = endpoint.to_string();
        if !endpoint.ends_with('/') {
            endpoint.push('/');
        }
        Ok(LrsSettings {
            endpoint,
            key: key.trim().to_string(),
            secret: secret.to_string(),
            home_page,
            practice,
        })
    }

    /// The settings of a `lrs.ron` text, checked again (a hand-edited file is no exception).
    pub fn parse(text: &str) -> Result<LrsSettings, SettingsError> {
        let read: LrsSettings = ron::from_str(text).map_err(|error| {
            let start = Position { line: 1, column: 1 };
            SettingsError::Unreadable(
                error.to_string(),
                Box::new(diagnostic::from_ron(SETTINGS_FILE, &error, start)),
            )
        })?;
        LrsSettings::new(
            &read.endpoint,
            &read.key,
            &read.secret,
            &read.home_page,
            read.practice,
        )
    }

    /// The text of `lrs.ron`.
    pub fn to_ron(&self) -> String {
        crate::session::pretty::pretty_ron(self, true).unwrap_or_default()
    }

    /// The address of the xAPI resource `resource` (`statements`, `about`).
    pub fn url(&self, resource: &str) -> String {
        format!("{}{resource}", self.endpoint)
    }

    /// The `Authorization` header: `Basic` and the base64 of `key:secret`.
    pub fn authorization(&self) -> String {
        format!(
            "Basic {}",
            base64(format!("{}:{}", self.key, self.secret).as_bytes())
        )
    }

    /// What may be shown of the settings: the secret never.
    pub fn shown(&self) -> String {
        format!(
            "endpoint {}\nkey {}\nsecret (saved, not shown)\nhome page {}\npractice sessions {}\n",
            self.endpoint,
            self.key,
            self.home_page,
            if self.practice { "sent" } else { "not sent" }
        )
    }
}

impl fmt::Debug for LrsSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LrsSettings")
            .field("endpoint", &self.endpoint)
            .field("key", &self.key)
            .field("secret", &"…")
            .field("home_page", &self.home_page)
            .field("practice", &self.practice)
            .finish()
    }
}

/// Standard base64 with padding (RFC 4648), for the Basic authentication header.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for (position, shift) in [18u32, 12, 6, 0].into_iter().enumerate() {
            if position <= chunk.len() {
                let index = ((n >> shift) & 63) as usize;
                text.push(char::from(ALPHABET[index]));
            } else {
                text.push('=');
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc_4648s() {
        // RFC 4648, section 10.
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foob"), "Zm9vYg==");
        assert_eq!(base64(b"fooba"), "Zm9vYmE=");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn the_authorization_is_basic_key_colon_secret() {
        // RFC 7617's example: Aladdin / open sesame.
        let settings = LrsSettings::new(
            "https://lrs.example/xapi",
            "Aladdin",
            "open sesame",
            "https://school.example",
            false,
        )
        .unwrap();
        assert_eq!(
            settings.authorization(),
            "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
        );
        assert_eq!(
            settings.url("statements"),
            "https://lrs.example/xapi/statements"
        );
    }

    #[test]
    fn the_secret_is_never_shown_once_saved() {
        let settings = LrsSettings::new(
            "http://127.0.0.1:9000/",
            "school",
            "s3cr3t-value",
            "https://school.example",
            true,
        )
        .unwrap();
        assert!(!settings.shown().contains("s3cr3t-value"));
        assert!(!format!("{settings:?}").contains("s3cr3t-value"));
        assert_eq!(LrsSettings::parse(&settings.to_ron()).unwrap(), settings);
    }

    #[test]
    fn bad_settings_are_refused() {
        let home = "https://school.example";
        assert!(matches!(
            LrsSettings::new("lrs.example", "k", "s", home, false),
            Err(SettingsError::Endpoint(_))
        ));
        assert!(matches!(
            LrsSettings::new("https://lrs.example", " ", "s", home, false),
            Err(SettingsError::EmptyKey)
        ));
        assert!(matches!(
            LrsSettings::new("https://lrs.example", "k", "s\r\nX-Evil: 1", home, false),
            Err(SettingsError::Invisible("secret"))
        ));
        assert!(matches!(
            LrsSettings::new("https://lrs.example", "k", "s", "", false),
            Err(SettingsError::HomePage(_))
        ));
    }
}
