//! The program as installed: run from any folder, it finds the whole shipped library (built
//! in) and the user's own library folder in the data folder; `tallador about` names the
//! licences of everything bundled.

use std::path::Path;
use std::process::Command;

fn tallador_in(folder: &Path, data: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tallador"))
        .args(args)
        .current_dir(folder)
        .env("TALLADOR_DATA", data)
        .output()
        .expect("the built program runs")
}

/// The scenario files of the source tree, counted on disk.
fn shipped_on_disk() -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    walk(&root)
}

fn walk(folder: &Path) -> usize {
    std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .map(|path| {
            if path.is_dir() {
                walk(&path)
            } else {
                usize::from(path.extension().is_some_and(|ext| ext == "ron"))
            }
        })
        .sum()
}

#[test]
fn from_any_folder_the_program_lists_the_whole_library_and_the_users_own() {
    let elsewhere = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let output = tallador_in(elsewhere.path(), data.path(), &["library"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    let shipped = text
        .lines()
        .filter(|line| line.starts_with("shipped "))
        .count();
    assert_eq!(shipped, shipped_on_disk());
    assert_eq!(shipped, 54, "15 per table kind and 9 inspector cases");
    assert!(text.contains(
        "shipped casilleros casilleros/banca-natural-beats-every-box.ron  Banca natural 9 beats every box"
    ));
    // A scenario of the user's with a shipped name is listed once, as the user's.
    let mine = data.path().join("scenarios/casilleros");
    std::fs::create_dir_all(&mine).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/examples/cas-banca6-encart.ron"),
        mine.join("banca-natural-beats-every-box.ron"),
    )
    .unwrap();
    let output = tallador_in(elsewhere.path(), data.path(), &["library"]);
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text.lines()
            .filter(|line| line.starts_with("shipped "))
            .count(),
        53
    );
    assert!(text.contains(
        "user casilleros casilleros/banca-natural-beats-every-box.ron  \
         Banca 6: encart, then the Banca draws for two boxes only"
    ));
    let folder = data.path().join("scenarios").display().to_string();
    assert!(text.ends_with(&format!("# 54 situations; your own folder: {folder}\n")));
}

#[test]
fn about_gives_the_version_the_data_folder_and_every_crates_licence() {
    let data = tempfile::tempdir().unwrap();
    let output = tallador_in(data.path(), data.path(), &["about"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with(&format!("Tallador {}\n", env!("CARGO_PKG_VERSION"))));
    assert!(text.contains(&format!("data folder: {}\n", data.path().display())));
    assert!(text.contains("DejaVu"));
    // Every crate of Cargo.lock, with its version (scripts/licenses.py writes the list).
    let lock =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.lock")).unwrap();
    let mut missing = Vec::new();
    let mut name = "";
    for line in lock.lines() {
        if let Some(value) = line.strip_prefix("name = ") {
            name = value.trim_matches('"');
        } else if let Some(value) = line.strip_prefix("version = ") {
            let entry = format!("{name} {}: ", value.trim_matches('"'));
            if !name.is_empty() && name != "tallador" && !text.contains(&entry) {
                missing.push(entry);
            }
        }
    }
    assert!(missing.is_empty(), "run scripts/licenses.py: {missing:?}");
}
