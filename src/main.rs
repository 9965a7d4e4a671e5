//! Picks the shell: the command line when a subcommand is given, otherwise the desktop app.

fn main() {
    let code = tallador::cli::main_with_args(std::env::args_os());
    std::process::exit(code);
}
