//! Rebuild when the shipped scenarios or the translations change: they are built into the
//! program (session::library, i18n).
fn main() {
    println!("cargo:rerun-if-changed=scenarios");
    println!("cargo:rerun-if-changed=assets/i18n");
}
