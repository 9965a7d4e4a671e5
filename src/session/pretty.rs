//! The text every file of the session is written in: pretty RON, the same for logs, seals
//! and histories (the writing itself is `log_file`'s).

/// The pretty RON the session's files are written in (struct names, four-space indent, a final
/// line break); `escape_strings: false` keeps multi-line text, such as a log's scenario, raw.
pub fn pretty_ron<T: serde::Serialize>(
    value: &T,
    escape_strings: bool,
) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new()
        .struct_names(true)
        .escape_strings(escape_strings)
        .indentor("    ");
    let mut text = ron::ser::to_string_pretty(value, config)?;
    text.push('\n');
    Ok(text)
}
