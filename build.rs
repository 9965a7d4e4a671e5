//! Rebuild when the shipped scenarios change: they are built into the program
//! (session::library).
fn main() {
    println!("cargo:rerun-if-changed=scenarios");
}
