//! The CLI's subcommands that drive the emulator's models directly: `tpu collective` (the torus),
//! `tpu mxu` (the systolic array) and `tpu calibrate` (the cost model against published figures).
//! `tpu run` and `tpu bench` are parsed in `bin/tpu/`.

pub mod calibrate;
pub mod collective;
pub mod files;
pub mod mxu;

/// Why a subcommand failed: a bad command line (the CLI exits 2, as for every usage error) or an
/// output file it could not write (exit 1, as `tpu run` with an unwritable `--report-json`).
#[derive(Debug)]
pub enum Failure {
    Usage(String),
    Output(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Usage(message)
    }
}

impl Failure {
    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Output(m) => m,
        }
    }

    /// The process's exit status for this failure.
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Output(_) => 1,
        }
    }
}
