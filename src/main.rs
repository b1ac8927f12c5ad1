//! The `tilebook` command. All logic lives in the library; see `tilebook --help`.

/// mimalloc rather than the system allocator: a site build makes and
/// frees millions of small strings and values on several threads, which
/// it does in about half the instructions, without growing each thread's
/// heap a page at a time (`cargo bench --bench site`, `scripts/bench-site.sh`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    tilebook::cli::main()
}
