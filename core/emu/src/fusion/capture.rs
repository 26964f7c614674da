//! `torch.compile`'s capture, on the dispatcher's side: the guard cache of each compiled function,
//! the capture in progress, and what an op that needs a host value does inside one (a graph break,
//! or under `fullgraph=True` Dynamo's `Unsupported` error). The Python binding (`torch.compile`,
//! `OptimizedModule`) is the torch binding's `dynamo` module (`core/torch/src/dynamo.rs`). See
//! docs/ARCHITECTURE.md, "Compiled mode".
//!
//! A capture records every op of the call into the lazy graph with no cut inside (the repeated-op
//! heuristic is suspended), and the graph is cut once, at the function's return
//! ([`MaterializationReason::CompiledFunctionReturn`]), through the fusion pass and the kernel
//! cache like any Fused graph. The function-level cache is Dynamo's guard check: the input
//! signature (each tensor's shape, dtype and `requires_grad`; each int, bool, str or None by
//! value) is looked up on every call and logged as a `CacheLookup`; a miss after an earlier entry
//! names the failed guard in Dynamo's words.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::dispatch::Dispatcher;
use crate::error::Error;
use crate::error::Stop;
use crate::tensor::DType;
use crate::trace::{Event, MaterializationReason};

/// What one argument of a call is guarded on, as Dynamo guards it by default.
#[derive(Clone, Debug, PartialEq, Hash)]
pub enum Guard {
    Tensor {
        shape: Vec<usize>,
        dtype: DType,
        requires_grad: bool,
    },
    /// An int, bool, str or None: specialized on its value (`repr`).
    Const(String),
    /// Anything else: only its type is checked.
    Type(String),
}

/// The named guards of one call (parameter names where the function has them).
pub type Signature = Vec<(String, Guard)>;

/// One `torch.compile`d callable.
#[derive(Clone, Debug)]
pub struct CompiledFn {
    /// The function's name (`f`, or `Net.forward` for a module).
    pub name: String,
    pub fullgraph: bool,
    /// Signatures compiled so far, oldest first.
    entries: Vec<Signature>,
}

/// The capture in progress.
#[derive(Clone, Debug)]
pub struct Capture {
    pub id: usize,
    pub fullgraph: bool,
    pub name: String,
}

/// Totals for the report.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CompileStats {
    /// Calls of compiled functions (each captured one graph, or more after graph breaks).
    pub calls: u64,
    /// Calls whose guards matched an earlier compile.
    pub cache_hits: u64,
    /// Calls that compiled (the first, and each recompile).
    pub compiles: u64,
    /// Graphs split by an op that needed a host value.
    pub graph_breaks: u64,
}

#[derive(Default)]
pub struct Compiled {
    pub fns: Vec<CompiledFn>,
    pub capture: Option<Capture>,
    pub stats: CompileStats,
}

impl Compiled {
    /// Registers a compiled callable; its id keys the guard cache (the function's identity).
    pub fn register(&mut self, name: &str, fullgraph: bool) -> usize {
        self.fns.push(CompiledFn {
            name: name.to_string(),
            fullgraph,
            entries: Vec::new(),
        });
        self.fns.len() - 1
    }
}

/// c10's name of a dtype, as Dynamo's guard failures print it (`expected Float, actual Double`).
fn scalar_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "Bool",
        DType::UInt8 => "Byte",
        DType::Int8 => "Char",
        DType::Int16 => "Short",
        DType::Int32 => "Int",
        DType::Int64 => "Long",
        DType::Float16 => "Half",
        DType::BFloat16 => "BFloat16",
        DType::Float32 => "Float",
        DType::Float64 => "Double",
    }
}

/// The first guard of `old` that `new` fails, in the words of Dynamo's recompilation log
/// (`TORCH_LOGS=recompiles`, PyTorch 2.15): `tensor 'x' size mismatch at index 0. expected 4,
/// actual 2`, `tensor 'x' dtype mismatch. expected Float, actual Double`, `n == 2`.
pub fn failed_guard(old: &Signature, new: &Signature) -> String {
    if old.len() != new.len() {
        return format!(
            "len(args) == {}: called with {} arguments",
            old.len(),
            new.len()
        );
    }
    for ((name, o), (_, n)) in old.iter().zip(new) {
        if o == n {
            continue;
        }
        return match (o, n) {
            (
                Guard::Tensor {
                    shape: s0,
                    dtype: d0,
                    requires_grad: r0,
                },
                Guard::Tensor {
                    shape: s1,
                    dtype: d1,
                    requires_grad: r1,
                },
            ) => {
                if d0 != d1 {
                    format!(
                        "tensor '{name}' dtype mismatch. expected {}, actual {}",
                        scalar_type(*d0),
                        scalar_type(*d1)
                    )
                } else if r0 != r1 {
                    format!(
                        "tensor '{name}' requires_grad mismatch. expected requires_grad={}",
                        *r0 as u8
                    )
                } else if s0.len() != s1.len() {
                    format!(
                        "tensor '{name}' rank mismatch. expected {}, actual {}",
                        s0.len(),
                        s1.len()
                    )
                } else {
                    let i = s0.iter().zip(s1).position(|(a, b)| a != b).unwrap_or(0);
                    format!(
                        "tensor '{name}' size mismatch at index {i}. expected {}, actual {}",
                        s0[i], s1[i]
                    )
                }
            }
            (Guard::Const(v), _) => format!("{name} == {v}"),
            (Guard::Tensor { .. }, _) => format!("isinstance({name}, Tensor)"),
            (Guard::Type(t), _) => format!("type({name}) is {t}"),
        };
    }
    "guards differ".to_string()
}

/// A call of compiled function `id` begins: ops recorded before it run first (a cut with reason
/// `Compile`), the guard cache is looked up and logged, and the capture starts. Returns whether
/// the call hit the cache.
pub fn begin(d: &mut Dispatcher, id: usize, sig: Signature, line: u32) -> Result<bool, Stop> {
    crate::fusion::flush(d, MaterializationReason::Compile, line)?;
    let c = &mut d.fusion.compiled;
    let f = c
        .fns
        .get_mut(id)
        .ok_or_else(|| Stop::Raise(crate::dispatch::internal("unknown compiled function")))?;
    let mut h = DefaultHasher::new();
    id.hash(&mut h);
    sig.hash(&mut h);
    let hit = f.entries.contains(&sig);
    let differs = if hit {
        None
    } else {
        f.entries.last().map(|old| failed_guard(old, &sig))
    };
    if !hit {
        f.entries.push(sig);
        c.stats.compiles += 1;
    } else {
        c.stats.cache_hits += 1;
    }
    c.stats.calls += 1;
    let (name, fullgraph) = (f.name.clone(), f.fullgraph);
    c.capture = Some(Capture {
        id,
        fullgraph,
        name: name.clone(),
    });
    d.trace.push(Event::CacheLookup {
        kernel: format!("torch.compile({name})"),
        line,
        key: format!("{:016x}", h.finish()),
        hit,
        tier: hit.then_some(crate::fusion::cache::CacheTier::Chip),
        differs,
    });
    Ok(hit)
}

/// The compiled function returned (or raised): the capture ends and its graph runs.
pub fn end(d: &mut Dispatcher, line: u32) -> Result<(), Stop> {
    d.fusion.compiled.capture = None;
    crate::fusion::flush(d, MaterializationReason::CompiledFunctionReturn, line)
}

/// What Dynamo refuses to trace (PyTorch 2.15, `fullgraph=True` raises
/// `torch._dynamo.exc.Unsupported` with these headlines and explanations; by default it breaks
/// the graph there instead). `.item()` and `.cpu()` are not here: PyTorch 2.15 captures them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uncapturable {
    /// `print(tensor)` (and formatting a tensor).
    Print,
    /// `if t.sum() > 0:`, `bool(t)`.
    DataDependentBranch,
    /// `t.tolist()` of a floating tensor.
    TolistFloat,
    /// `loss.backward()` inside the compiled function.
    Backward,
}

impl Uncapturable {
    /// The op as the graph-break reason names it.
    pub fn op(self) -> &'static str {
        match self {
            Uncapturable::Print => "print",
            Uncapturable::DataDependentBranch => "bool",
            Uncapturable::TolistFloat => "Tensor.tolist",
            Uncapturable::Backward => "Tensor.backward",
        }
    }

    fn message(self) -> (&'static str, &'static str) {
        match self {
            Uncapturable::Print => (
                "Failed to trace builtin operator",
                "Dynamo does not know how to trace builtin operator `print` with argument types ['Tensor'] (has_kwargs False)",
            ),
            Uncapturable::DataDependentBranch => (
                "Data-dependent branching",
                "Detected data-dependent branching (e.g. `if my_tensor.sum() > 0:`). Dynamo does not support tracing dynamic control flow.",
            ),
            Uncapturable::TolistFloat => (
                "Tensor.tolist() with non-integer tensor",
                "Dynamo currently does not support tracing `tolist()` on non-integer tensors.",
            ),
            Uncapturable::Backward => (
                "Unsupported Tensor.backward() call",
                "Dynamo currently does not support tracing `Tensor.backward()` when trace_autograd_ops is off.",
            ),
        }
    }
}

/// Dynamo's error for `what` at `line` of compiled function `name`.
fn unsupported(what: Uncapturable, name: &str, line: u32) -> Error {
    let (head, why) = what.message();
    Error::new(
        "torch._dynamo.exc.Unsupported",
        format!(
            "{head}\n  Explanation: {why}\n\nfrom user code:\n   line {line}, in {name}\n\n(torch.compile(fullgraph=True) refuses a graph break; without fullgraph the graph would break here)"
        ),
    )
}

/// Inside a capture, an op that needs a host value: `Some(what)` for what Dynamo cannot trace
/// (an error under `fullgraph=True`), `None` for what it captures but the emulator must still
/// materialize (`.item()`, an integer `.tolist()`). Either way, without an error the graph breaks
/// here. Outside a capture, or for reasons that are not the program's reads, nothing happens.
pub fn host_read(
    d: &mut Dispatcher,
    reason: MaterializationReason,
    dtype: DType,
    line: u32,
) -> Result<(), Stop> {
    if d.fusion.compiled.capture.is_none() {
        return Ok(());
    }
    let (what, op) = match reason {
        MaterializationReason::Print => (Some(Uncapturable::Print), "print"),
        MaterializationReason::ControlFlow => (Some(Uncapturable::DataDependentBranch), "bool"),
        MaterializationReason::CpuConversion if dtype.is_floating() => {
            (Some(Uncapturable::TolistFloat), "Tensor.tolist")
        }
        MaterializationReason::CpuConversion => (None, "Tensor.tolist"),
        MaterializationReason::ScalarConversion => (None, "Tensor.item"),
        _ => return Ok(()),
    };
    match what {
        Some(w) => graph_break(d, w, line),
        None => split(d, op, line),
    }
}

/// `what` inside a capture: Dynamo's `Unsupported` under `fullgraph=True`, else a graph break.
/// A no-op outside a capture.
pub fn graph_break(d: &mut Dispatcher, what: Uncapturable, line: u32) -> Result<(), Stop> {
    let Some(c) = &d.fusion.compiled.capture else {
        return Ok(());
    };
    if c.fullgraph {
        return Err(Stop::Raise(unsupported(what, &c.name, line)));
    }
    split(d, what.op(), line)
}

/// Cuts the captured graph at `op` (logged once: a retried instruction finds the graph empty).
fn split(d: &mut Dispatcher, op: &'static str, line: u32) -> Result<(), Stop> {
    if d.fusion.graph.is_empty() {
        return Ok(());
    }
    d.fusion.compiled.stats.graph_breaks += 1;
    crate::fusion::flush(d, MaterializationReason::GraphBreak { op }, line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(shape: &[usize], dtype: DType) -> Guard {
        Guard::Tensor {
            shape: shape.to_vec(),
            dtype,
            requires_grad: false,
        }
    }

    /// The texts are Dynamo's (PyTorch 2.15, `TORCH_LOGS=recompiles`; scripts/compile_goldens.py
    /// records them in core/tests/golden_compile/compile.json, which core/tests/compiled.rs compares).
    #[test]
    fn the_failed_guard_is_named_as_dynamo_names_it() {
        let x = |g| {
            vec![
                ("x".to_string(), g),
                ("n".to_string(), Guard::Const("2".into())),
            ]
        };
        let base = x(t(&[4, 8], DType::Float32));
        assert_eq!(
            failed_guard(&base, &x(t(&[2, 8], DType::Float32))),
            "tensor 'x' size mismatch at index 0. expected 4, actual 2"
        );
        assert_eq!(
            failed_guard(&base, &x(t(&[4, 8], DType::Float64))),
            "tensor 'x' dtype mismatch. expected Float, actual Double"
        );
        assert_eq!(
            failed_guard(&base, &x(t(&[4, 8, 1], DType::Float32))),
            "tensor 'x' rank mismatch. expected 2, actual 3"
        );
        let mut three = base.clone();
        three[1].1 = Guard::Const("3".into());
        assert_eq!(failed_guard(&base, &three), "n == 2");
    }
}
