//! The language: Python source to bytecode to a resumable VM.
//!
//! `compile` (ruff's parser, then our compiler) produces a [`code::CodeObject`]; [`vm::Vm`] runs it in
//! slices. `native` is the boundary to Rust functions; `host` is how a binding above the language
//! (torch, in the `tpu-torch` crate) adds its own values and hooks.
//!
//! How the pieces fit:
//! - Values ([`value::Value`]) are reference counted; user classes and their instances live in
//!   `objects`, where the built-in exceptions are ordinary classes too.
//! - `dunder` is every operation on any value: built-ins natively, foreign values through the host,
//!   instances through their special methods.
//! - A native that must run Python (a `key=` function, a special method, `nn.Module.__call__` running
//!   a user's `forward`) returns `Flow::Call`; the VM makes the call on its own frame stack and hands
//!   the result to the native's continuation (`conts`) in a frame of its own. Nothing recurses on the
//!   Rust stack, so every point can suspend for a device read, and recursion is a `RecursionError`.
//! - Budgets: a step limit per run, `RECURSION_LIMIT` frames, and `native::MAX_ITEMS` elements per
//!   container, each ending the program with a clear error.

// The generated library code (core/build_lib.rs) names `tpu_lang::library` in both crates.
extern crate self as tpu_lang;

pub mod arith;
pub mod array_fast;
pub mod attr;
pub mod binascii;
pub mod builtins;
pub mod bytes;
pub mod code;
pub mod codecs;
pub mod compile;
pub mod complex;
pub mod conts;
pub mod cycles;
pub mod decimal_kernel;
pub mod dunder;
pub mod dunder_items;
pub mod errors;
pub mod exec;
pub mod files;
pub mod finalize;
pub mod format_spec;
pub mod funcattr;
pub mod host;
pub mod hostclass;
pub mod json;
pub mod json_enc;
pub mod library;
pub mod long;
pub mod mathfns;
pub mod metaclass;
pub mod modules;
pub mod native;
pub mod objects;
pub mod property;
pub mod random;
pub mod regex;
pub mod slots;
pub mod source_encoding;
pub mod strfmt;
pub mod strindex;
pub mod subclass;
pub mod suggest;
pub mod table;
pub mod traceback;
pub mod union;
pub mod value;
pub mod value_drop;
pub mod vm;
pub mod weak;

pub use errors::{PyErr, Span};
pub use value::Value;
pub use vm::{RunOutcome, Vm};
