//! The language: Python source to bytecode to a resumable VM.
//!
//! `compile` (ruff's parser, then our compiler) produces a [`code::CodeObject`]; [`vm::Vm`] runs it in
//! slices. `native` is the boundary to Rust functions (builtins here, `torch` in `crate::torch`).

pub mod arith;
pub mod builtins;
pub mod code;
pub mod compile;
pub mod conts;
pub mod dunder;
pub mod errors;
pub mod format_spec;
pub mod modules;
pub mod native;
pub mod objects;
pub mod random;
pub mod strfmt;
pub mod value;
pub mod vm;

pub use errors::{PyErr, Span};
pub use value::Value;
pub use vm::{RunOutcome, Vm};
