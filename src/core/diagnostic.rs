//! Positions in a user's file and the compiler-style message `FILE:LINE:COLUMN: what is wrong`.

use std::fmt;

/// A 1-based line and column in a text file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

impl Position {
    /// The position of byte `offset` in `source` (columns count characters).
    pub fn of_offset(source: &str, offset: usize) -> Position {
        let offset = offset.min(source.len());
        let before = source.get(..offset).unwrap_or(source);
        let line = 1 + before.matches('\n').count();
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = 1 + before[line_start..].chars().count();
        Position { line, column }
    }

    /// This position, counted in a part of a text that starts at `base`, as a position in the
    /// whole text.
    pub fn inside(self, base: Position) -> Position {
        if self.line <= 1 {
            Position {
                line: base.line,
                column: base.column + self.column.saturating_sub(1),
            }
        } else {
            Position {
                line: base.line + self.line - 1,
                column: self.column,
            }
        }
    }

    /// The position of `part`, a slice borrowed from `source`, skipping leading blanks and
    /// comments. `None` when `part` does not point into `source`.
    pub fn of_slice(source: &str, part: &str) -> Option<Position> {
        let start = (part.as_ptr() as usize).checked_sub(source.as_ptr() as usize)?;
        if start > source.len() {
            return None;
        }
        Some(Position::of_offset(source, start + leading_trivia(part)))
    }
}

/// Bytes of white space, `//` or `/* */` comments and `#![…]` attribute lines at the start of
/// `text`.
fn leading_trivia(text: &str) -> usize {
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if let Some(after) = trimmed.strip_prefix("//") {
            rest = after.find('\n').map_or("", |i| &after[i..]);
        } else if let Some(after) = trimmed.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |i| &after[i + 2..]);
        } else if trimmed.starts_with("#!") {
            rest = trimmed.find('\n').map_or("", |i| &trimmed[i..]);
        } else {
            return text.len() - trimmed.len();
        }
    }
}

/// The start of a RON file's value, after a byte-order mark, blanks, comments and attributes:
/// the text from there and its position. What tells a scenario from a profile or a log.
pub fn ron_head(text: &str) -> (&str, Position) {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let skip = leading_trivia(body);
    (
        body.get(skip..).unwrap_or_default(),
        Position::of_offset(body, skip),
    )
}

/// The name a RON file's value opens with: `Scenario`, `Profile`, `SessionLog`,
/// `QuizHistory`, …; `{` for a map (a translation); empty for anything else.
pub fn ron_kind(text: &str) -> &str {
    let (rest, _) = ron_head(text);
    if rest.starts_with('{') {
        return "{";
    }
    let end = rest
        .find(|c: char| !c.is_alphanumeric() && c != '_')
        .unwrap_or(rest.len());
    rest.get(..end).unwrap_or_default()
}

/// A problem in a user's file, at a place in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    pub position: Option<Position>,
    /// The message in English, as the command line prints it.
    pub message: String,
    /// The same problem as a value the window translates (`None`: only the English is known).
    pub problem: Option<Problem>,
}

/// What is wrong, as a translation's message and its arguments: the window says it in the
/// trainee's language (`problem-<id>` in `assets/i18n/<locale>/errors.ftl`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub id: &'static str,
    pub args: Vec<(&'static str, String)>,
    /// Another problem behind this one (a situation that cannot be read: why), told in the
    /// same language as the argument `why`.
    pub cause: Option<Box<Problem>>,
}

impl Problem {
    pub fn new(id: &'static str) -> Problem {
        Problem {
            id,
            args: Vec::new(),
            cause: None,
        }
    }

    pub fn with(mut self, name: &'static str, value: impl ToString) -> Problem {
        self.args.push((name, value.to_string()));
        self
    }

    /// The same problem, with the problem behind it (said first, then given as `why`).
    pub fn because(mut self, cause: Problem) -> Problem {
        self.cause = Some(Box::new(cause));
        self
    }

    /// The same problem, with what is behind it: `diagnostic`'s problem, or its English
    /// message when it has none.
    pub fn because_of(self, diagnostic: &Diagnostic) -> Problem {
        match &diagnostic.problem {
            Some(cause) => self.because(cause.clone()),
            None => self.with("why", &diagnostic.message),
        }
    }
}

impl Diagnostic {
    pub fn new(file: &str, position: Option<Position>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            file: file.to_string(),
            position,
            message: message.into(),
            problem: None,
        }
    }

    /// The same diagnostic, with the problem the window translates.
    pub fn because(mut self, problem: Problem) -> Diagnostic {
        self.problem = Some(problem);
        self
    }

    pub fn at(file: &str, line: usize, column: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(file, Some(Position { line, column }), message)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(Position { line, column }) if column > 0 => {
                write!(f, "{}:{line}:{column}: {}", self.file, self.message)
            }
            Some(Position { line, .. }) => write!(f, "{}:{line}: {}", self.file, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for Diagnostic {}

/// Decodes a file's bytes as UTF-8 (a leading byte-order mark is dropped); a file that is not
/// UTF-8 is refused at the first bad byte.
pub fn decode_utf8(file: &str, bytes: &[u8]) -> Result<String, Diagnostic> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_string()),
        Err(error) => {
            let valid = std::str::from_utf8(&bytes[..error.valid_up_to()]).unwrap_or_default();
            let position = Position::of_offset(valid, valid.len());
            Err(
                Diagnostic::new(file, Some(position), "the file is not UTF-8 text")
                    .because(Problem::new("not_utf8")),
            )
        }
    }
}

/// Turns a `ron` error into a diagnostic; `base` is where the parsed text starts in the file.
pub fn from_ron(file: &str, error: &ron::error::SpannedError, base: Position) -> Diagnostic {
    let at = error.span.start;
    let position = Position {
        line: at.line,
        column: at.col,
    }
    .inside(base);
    Diagnostic::new(file, Some(position), describe_ron(&error.code))
        .because(ron_problem(&error.code))
}

/// A file that could not be read, the reason said in words the window translates.
pub fn cannot_read(file: &str, error: &std::io::Error) -> Diagnostic {
    let id = match error.kind() {
        std::io::ErrorKind::NotFound => "no_such_file",
        std::io::ErrorKind::PermissionDenied => "permission_denied",
        std::io::ErrorKind::IsADirectory => "is_a_folder",
        _ => "cannot_read",
    };
    Diagnostic::new(file, None, format!("cannot read the file: {error}"))
        .because(Problem::new(id).with("error", error))
}

/// Why a file could not be written, as a problem the window translates: the common reasons in
/// words, any other in the system's own.
pub fn write_reason(error: &std::io::Error) -> Problem {
    match error.kind() {
        std::io::ErrorKind::NotFound => Problem::new("io_not_found"),
        std::io::ErrorKind::PermissionDenied => Problem::new("io_permission"),
        std::io::ErrorKind::StorageFull => Problem::new("io_full"),
        std::io::ErrorKind::ReadOnlyFilesystem => Problem::new("io_read_only"),
        _ => Problem::new("io_other").with("error", error),
    }
}

/// `ron`'s error as a problem the window translates.
fn ron_problem(code: &ron::Error) -> Problem {
    use ron::Error as E;
    let names = |names: &[&str]| quoted(names);
    match code {
        E::Eof => Problem::new("ron_eof"),
        E::ExpectedComma => Problem::new("ron_expected").with("what", "`,`"),
        E::ExpectedArray => Problem::new("ron_expected").with("what", "`[`"),
        E::ExpectedArrayEnd => Problem::new("ron_expected").with("what", "`]`"),
        E::ExpectedMap => Problem::new("ron_expected").with("what", "`{`"),
        E::ExpectedMapColon => Problem::new("ron_expected").with("what", "`:`"),
        E::ExpectedMapEnd => Problem::new("ron_expected").with("what", "`}`"),
        E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => {
            Problem::new("ron_expected").with("what", "`(`")
        }
        E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => {
            Problem::new("ron_expected").with("what", "`)`")
        }
        E::ExpectedBoolean => Problem::new("ron_expected_boolean"),
        E::ExpectedInteger | E::ExpectedFloat | E::InvalidIntegerDigit { .. } => {
            Problem::new("ron_expected_number")
        }
        E::ExpectedString | E::ExpectedStringEnd | E::ExpectedChar => {
            Problem::new("ron_expected_text")
        }
        E::ExpectedIdentifier | E::ExpectedStructName(_) => Problem::new("ron_expected_name"),
        E::ExpectedOption => Problem::new("ron_expected_option"),
        E::UnexpectedChar(c) => Problem::new("ron_unexpected").with("what", format!("`{c}`")),
        E::MissingStructField { field, .. } => {
            Problem::new("ron_missing_field").with("field", field)
        }
        E::DuplicateStructField { field, .. } => {
            Problem::new("ron_duplicate_field").with("field", field)
        }
        E::NoSuchStructField {
            expected, found, ..
        } => Problem::new("ron_unknown_field")
            .with("field", found)
            .with("known", names(expected)),
        E::NoSuchEnumVariant {
            expected, found, ..
        } => Problem::new("ron_not_one_of")
            .with("found", found)
            .with("known", names(expected)),
        E::ExceededRecursionLimit => Problem::new("ron_too_deep"),
        E::TrailingCharacters => Problem::new("ron_trailing"),
        E::IntegerOutOfBounds => Problem::new("ron_out_of_range"),
        E::UnclosedBlockComment | E::UnclosedLineComment => Problem::new("ron_comment"),
        other => Problem::new("ron_other").with("detail", describe_ron(other)),
    }
}

/// `ron`'s messages, in the words of a person writing the file.
fn describe_ron(code: &ron::Error) -> String {
    match code {
        ron::Error::Eof => {
            "the file ends too early (a bracket or parenthesis is not closed)".into()
        }
        ron::Error::Message(message) => message.clone(),
        ron::Error::MissingStructField { field, .. } => {
            format!("the required field `{field}` is missing")
        }
        ron::Error::DuplicateStructField { field, .. } => {
            format!("the field `{field}` is given twice")
        }
        ron::Error::NoSuchStructField {
            expected, found, ..
        } => {
            format!(
                "unknown field `{found}` (a typo?); the fields here are {}",
                quoted(expected)
            )
        }
        ron::Error::NoSuchEnumVariant {
            expected, found, ..
        } => {
            format!("`{found}` is not one of {}", quoted(expected))
        }
        ron::Error::ExceededRecursionLimit => "brackets are nested too deeply".into(),
        ron::Error::TrailingCharacters => "unexpected text after the closing parenthesis".into(),
        ron::Error::IntegerOutOfBounds => {
            "the number is out of range (too large, or negative)".into()
        }
        ron::Error::UnclosedBlockComment => "a `/*` comment is not closed".into(),
        other => {
            let text = other.to_string();
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect(),
                None => text,
            }
        }
    }
}

fn quoted(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_lines_and_characters() {
        let source = "ab\nc€d\n";
        assert_eq!(
            Position::of_offset(source, 0),
            Position { line: 1, column: 1 }
        );
        assert_eq!(
            Position::of_offset(source, 3),
            Position { line: 2, column: 1 }
        );
        assert_eq!(
            Position::of_offset(source, 7),
            Position { line: 2, column: 3 }
        );
    }

    #[test]
    fn slice_positions_skip_comments() {
        let source = "x: // note\n  /* c */ 42";
        let part = &source[2..];
        assert_eq!(
            Position::of_slice(source, part),
            Some(Position {
                line: 2,
                column: 11
            })
        );
    }

    #[test]
    fn a_files_kind_is_the_name_after_comments_and_attributes() {
        let text = "// a log\n/* x */ #![enable(implicit_some)]\n  SessionLog(format: 1)";
        assert_eq!(ron_kind(text), "SessionLog");
        assert_eq!(ron_head(text).1, Position { line: 3, column: 3 });
        assert_eq!(ron_kind("\u{feff}Scenario("), "Scenario");
        assert_eq!(
            ron_head("\u{feff}Scenario(").1,
            Position { line: 1, column: 1 }
        );
        assert_eq!(ron_kind(" { \"a\": \"b\" }"), "{");
        assert_eq!(ron_kind("[1, 2]"), "");
        assert_eq!(ron_kind(""), "");
    }

    #[test]
    fn invalid_utf8_names_the_place() {
        let error = decode_utf8("f.ron", b"ok\nab\xFFcd").unwrap_err();
        assert_eq!(error.to_string(), "f.ron:2:3: the file is not UTF-8 text");
        assert_eq!(decode_utf8("f", b"\xEF\xBB\xBFhi").unwrap(), "hi");
    }
}
