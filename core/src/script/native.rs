//! Functions written in Rust that Python code calls (builtins, `torch.*`, tensor methods).
//!
//! A native either finishes (`Ok`), raises (`Flow::Raise`), or asks for device values it needs first
//! (`Flow::NeedsRead`): then it must not have done anything visible yet, because the VM re-executes the
//! same instruction once the host has resolved the reads. That is what keeps the VM from ever blocking.

use std::rc::Rc;

use super::errors::{PyErr, Span};
use super::value::Value;
use crate::torch::TorchState;

/// Why a native did not return a value.
#[derive(Debug)]
pub enum Flow {
    Raise(PyErr),
    /// Device data must reach the host first; the runtime holds the pending reads.
    NeedsRead,
}

impl From<PyErr> for Flow {
    fn from(e: PyErr) -> Self {
        Flow::Raise(e)
    }
}

pub type NativeResult = Result<Value, Flow>;

/// Arguments of a native call: positional (the receiver first for methods) and keyword.
pub struct Args {
    pub pos: Vec<Value>,
    pub kw: Vec<(Rc<str>, Value)>,
}

impl Args {
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    /// Positional argument `i`, or keyword `name`.
    pub fn get(&self, i: usize, name: &str) -> Option<&Value> {
        self.pos.get(i).or_else(|| self.kwarg(name))
    }

    pub fn kwarg(&self, name: &str) -> Option<&Value> {
        self.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
    }

    /// Rejects keywords the native does not know, with CPython's message.
    pub fn check_kw(&self, fname: &str, allowed: &[&str]) -> Result<(), PyErr> {
        for (k, _) in &self.kw {
            if !allowed.contains(&&**k) {
                return Err(PyErr::type_error(format!(
                    "{fname}() got an unexpected keyword argument '{k}'"
                )));
            }
        }
        Ok(())
    }
}

pub type NativeFn = fn(&mut Ctx, &Args) -> NativeResult;

pub struct NativeFunction {
    pub name: String,
    pub f: NativeFn,
}

impl std::fmt::Debug for NativeFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<native {}>", self.name)
    }
}

impl NativeFunction {
    pub fn value(name: &str, f: NativeFn) -> Value {
        Value::Native(Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        }))
    }
}

/// Everything a native can touch: the program's output, the torch runtime, and where in the
/// source the current instruction is (so ops can be traced to their line).
pub struct Ctx {
    pub stdout: String,
    pub torch: TorchState,
    pub span: Span,
    /// Output beyond this many bytes is dropped with a note, so a printing loop cannot exhaust memory.
    pub stdout_limit: usize,
    pub stdout_truncated: bool,
}

impl Ctx {
    pub fn new(torch: TorchState) -> Self {
        Ctx {
            stdout: String::new(),
            torch,
            span: Span::default(),
            stdout_limit: 4 << 20,
            stdout_truncated: false,
        }
    }

    pub fn write(&mut self, text: &str) {
        if self.stdout.len() + text.len() > self.stdout_limit {
            if !self.stdout_truncated {
                self.stdout_truncated = true;
                self.stdout
                    .push_str("\n[output truncated: the playground keeps the first 4 MiB]\n");
            }
            return;
        }
        self.stdout.push_str(text);
    }
}
