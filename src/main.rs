//! The `tilebook` command. All logic lives in the library; see `tilebook --help`.

fn main() -> std::process::ExitCode {
    tilebook::cli::main()
}
