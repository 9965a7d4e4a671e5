//! Why the LRS did not take or give what was asked: a value the window tells in the user's
//! language (`problem-lrs_*` in `errors.ftl`) and the command line prints in English.

use std::fmt;

use crate::core::diagnostic::Problem;

/// What went wrong talking to the LRS, or with the queue of what waits for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LrsProblem {
    /// A request that got no answer (the system's or the HTTP library's words).
    Request(String),
    /// An answer with an HTTP error status, and what the LRS said (cut short).
    Status {
        status: u16,
        answer: String,
    },
    /// No answer, or an answer of a busy or broken server (408, 429, 5xx): tried again later.
    Unreachable(Box<LrsProblem>),
    /// 401 or 403: the key or the secret is not accepted.
    KeyRefused {
        status: u16,
        answer: String,
    },
    /// The answer is not the JSON of xAPI statements.
    NotJson(String),
    /// The LRS's `about` answers, but reading a statement does not.
    AnswersBut(Box<LrsProblem>),
    /// The queue in the data folder cannot be read or written (the system's words).
    QueueUnreadable(String),
    QueueUnwritable(String),
}

impl fmt::Display for LrsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LrsProblem::Request(why) => f.write_str(why),
            LrsProblem::Status { status, answer } => write!(f, "HTTP {status}: {answer}"),
            LrsProblem::Unreachable(why) => write!(f, "the LRS cannot be reached: {why}"),
            LrsProblem::KeyRefused { status, answer } => {
                write!(
                    f,
                    "the LRS does not accept the key (HTTP {status}): {answer}"
                )
            }
            LrsProblem::NotJson(why) => write!(f, "the LRS's answer is not xAPI JSON: {why}"),
            LrsProblem::AnswersBut(why) => write!(f, "the LRS answers, but: {why}"),
            LrsProblem::QueueUnreadable(why) => write!(f, "the queue cannot be read: {why}"),
            LrsProblem::QueueUnwritable(why) => write!(f, "the queue cannot be written: {why}"),
        }
    }
}

impl std::error::Error for LrsProblem {}

impl LrsProblem {
    /// The same, as a problem of `errors.ftl`; the LRS's own answer and the system's words
    /// are given as they are.
    pub fn problem(&self) -> Problem {
        match self {
            LrsProblem::Request(why) => Problem::new("lrs_request").with("why", why),
            LrsProblem::Status { status, answer } => Problem::new("lrs_status")
                .with("status", status)
                .with("answer", answer),
            LrsProblem::Unreachable(why) => Problem::new("lrs_unreachable").because(why.problem()),
            LrsProblem::KeyRefused { status, answer } => Problem::new("lrs_key_refused")
                .with("status", status)
                .with("answer", answer),
            LrsProblem::NotJson(why) => Problem::new("lrs_not_json").with("detail", why),
            LrsProblem::AnswersBut(why) => Problem::new("lrs_answers_but").because(why.problem()),
            LrsProblem::QueueUnreadable(why) => {
                Problem::new("lrs_queue_unreadable").with("detail", why)
            }
            LrsProblem::QueueUnwritable(why) => {
                Problem::new("lrs_queue_unwritable").with("detail", why)
            }
        }
    }
}

impl crate::text::explain::AsProblem for LrsProblem {
    fn said(&self) -> crate::text::explain::Said<'_> {
        crate::text::explain::Said::Problem(self.problem())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_keeps_its_english() {
        let away = LrsProblem::Unreachable(Box::new(LrsProblem::Status {
            status: 503,
            answer: "busy".into(),
        }));
        assert_eq!(
            away.to_string(),
            "the LRS cannot be reached: HTTP 503: busy"
        );
        let but = LrsProblem::AnswersBut(Box::new(LrsProblem::Request("timeout".into())));
        assert_eq!(but.to_string(), "the LRS answers, but: timeout");
    }
}
