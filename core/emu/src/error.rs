//! The emulator's errors, in the words and classes PyTorch uses, and the dispatcher's "stop here".
//!
//! The emulator knows no Python, so an error names the exception class as text (`"RuntimeError"`,
//! `"torch.OutOfMemoryError"`); the language layer turns it into a Python exception of that class
//! (`impl From<Error> for tpu_lang::PyErr`), and [`Stop::NeedsRead`] into the VM's suspension.

use std::fmt;

/// An error raised by an emulator call: the Python exception class PyTorch raises and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: &'static str,
    pub message: String,
}

impl Error {
    pub fn new(kind: &'static str, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    pub fn runtime_error(message: impl Into<String>) -> Self {
        Error::new("RuntimeError", message)
    }

    pub fn value_error(message: impl Into<String>) -> Self {
        Error::new("ValueError", message)
    }

    pub fn type_error(message: impl Into<String>) -> Self {
        Error::new("TypeError", message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

/// Why a dispatcher call did not finish: an error, or a device read the host must resolve first
/// (the VM suspends and runs the same instruction again once the read has landed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    Raise(Error),
    NeedsRead,
}

impl From<Error> for Stop {
    fn from(e: Error) -> Self {
        Stop::Raise(e)
    }
}
