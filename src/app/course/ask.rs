//! What the course screen asks the applier for: a leaf of the window's vocabulary
//! (`command.rs` names it; it names no screen).

use std::path::PathBuf;

/// What the course screen (and the summary's "drill my mistakes") asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseAsk {
    /// The course screen, its names and course read (Ctrl+K on the start screen).
    Open,
    /// This is who trains (a name picked, or typed and checked).
    SetTrainee(String),
    /// A built-in course, by name.
    PickShipped(String),
    /// The course file typed.
    LoadFile,
    /// This course file (start-up).
    OpenFile(PathBuf),
    /// Train this item of this module.
    Train { module: usize, item: usize },
    /// Take this exam paper of the course (only once every gate is met).
    TakeExam(usize),
    /// The quick drills on the rules missed in the round just summed up.
    DrillMistakes,
    /// The course editor, or back from it to the course.
    EditCourse,
    /// Save the editor's course.
    SaveCourse,
    /// Save the editor's course and sign it with the instructor's key.
    SignCourse,
}

/// Where the course on show comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseSource {
    Shipped(String),
    File(PathBuf),
}
