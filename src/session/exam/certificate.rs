//! The printable certificate of a passed, sealed exam: one HTML page for the browser's print,
//! in the interface language, with the school, the trainee, the table kind, the exam, the
//! score, the date, the date it holds until (the refresher date) and the instructor, and the
//! seal's short verification code (the school's `tallador verify --code CODE FOLDER` finds the
//! exam it belongs to; the page itself names no command).

use chrono::NaiveDate;
use maud::{DOCTYPE, PreEscaped, html};

use super::names;
use super::register::{ExamEntry, RegisterRow};
use crate::text::i18n::I18n;

/// What a certificate says.
#[derive(Clone, Debug, PartialEq)]
pub struct Certificate {
    pub school: String,
    pub trainee: String,
    /// The table kind's name (the profile's).
    pub table: String,
    /// The exam paper's title, in English and in Spanish (empty: the English one).
    pub exam: String,
    pub exam_es: String,
    /// First-try accuracy, %.
    pub score: f64,
    pub correct: u32,
    pub decisions: u32,
    pub date: NaiveDate,
    /// The refresher date: the certificate holds until then (the register's standing).
    pub valid_until: Option<NaiveDate>,
    pub instructor: String,
    /// The seal's short code ([`Seal::code`]).
    pub code: String,
}

impl Certificate {
    /// The certificate of a register entry; `None` unless it is what certifies its row's
    /// trainee on `today` (a verified pass, within the paper's attempts, not expired).
    pub fn of(
        row: &RegisterRow,
        entry: &ExamEntry,
        today: NaiveDate,
        school: &str,
        table: &str,
        exam_es: &str,
    ) -> Option<Certificate> {
        if !row.certifies(entry, today) {
            return None;
        }
        let result = entry.result.as_ref()?;
        Some(Certificate {
            school: names::shown(school),
            trainee: names::shown(&entry.trainee),
            table: table.to_string(),
            exam: names::shown(&result.paper),
            exam_es: exam_es.to_string(),
            score: result.score_percent(),
            correct: result.correct,
            decisions: result.decisions,
            date: entry.date(),
            valid_until: entry.refresher_due(),
            instructor: names::shown(entry.instructor()?),
            code: entry.code.clone()?,
        })
    }

    /// The page, in `i18n`'s language.
    pub fn html(&self, i18n: &I18n) -> String {
        let exam = if i18n.tr("cert.lang_code") == "es" && !self.exam_es.is_empty() {
            &self.exam_es
        } else {
            &self.exam
        };
        let score = i18n.trf(
            "cert.score",
            &[
                ("percent", &i18n.decimal(self.score, 1)),
                ("right", &self.correct.to_string()),
                ("total", &self.decisions.to_string()),
            ],
        );
        let school = if self.school.trim().is_empty() {
            i18n.tr("cert.no_school").to_string()
        } else {
            self.school.clone()
        };
        let row = |key: &str, value: &str| {
            html! { tr { th { (i18n.tr(key)) } td { (value) } } }
        };
        let page = html! {
            (DOCTYPE)
            html lang=(i18n.tr("cert.lang_code")) {
                head {
                    meta charset="utf-8";
                    title { (i18n.tr("cert.title")) ": " (self.trainee) }
                    style { (PreEscaped(STYLE)) }
                }
                body {
                    main {
                        p.school { (school) }
                        h1 { (i18n.tr("cert.title")) }
                        p.lead { (i18n.tr("cert.certifies")) }
                        p.trainee { (self.trainee) }
                        p.lead { (i18n.trf("cert.passed", &[("table", &self.table)])) }
                        table {
                            (row("cert.exam", exam))
                            (row("cert.table", &self.table))
                            (row("cert.score_label", &score))
                            (row("cert.date", &self.date.format("%Y-%m-%d").to_string()))
                            @if let Some(until) = self.valid_until {
                                (row("cert.valid_until", &until.format("%Y-%m-%d").to_string()))
                            }
                            (row("cert.instructor", &self.instructor))
                        }
                        div.signature { (i18n.tr("cert.signature")) }
                        p.code {
                            (i18n.tr("cert.code")) " " code { (self.code) }
                        }
                        p.verify { (i18n.trf("cert.verify", &[("code", &self.code)])) }
                    }
                }
            }
        };
        page.into_string()
    }
}

const STYLE: &str = "
body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #111; margin: 0; }
main { border: 6px double #8a6d1f; margin: 12mm; padding: 14mm 18mm; text-align: center; }
.school { font-size: 16pt; letter-spacing: 0.08em; text-transform: uppercase; color: #555; }
h1 { font-size: 30pt; margin: 0.3em 0; color: #8a6d1f; }
.lead { font-size: 13pt; margin: 0.4em 0; }
.trainee { font-size: 26pt; font-weight: bold; margin: 0.3em 0; }
table { margin: 1.2em auto; border-collapse: collapse; font-size: 12pt; }
th, td { padding: 4px 12px; text-align: left; border-bottom: 1px solid #ccc; }
th { color: #555; font-weight: normal; }
.signature { margin: 2.5em auto 0.5em; width: 60%; border-top: 1px solid #111; padding-top: 4px;
  font-size: 10pt; color: #555; }
.code { font-size: 12pt; margin-top: 1.5em; } .code code { font-size: 14pt; font-weight: bold; }
.verify { font-size: 9pt; color: #555; }
@page { size: A4 landscape; margin: 0; }
";
