//! Every op's keyword arguments, checked on every call: the one place that says, for each torch
//! function (`torch.*`, `torch.nn.functional.*`) and Tensor method, which keywords the playground
//! honours and which PyTorch accepts but the playground refuses by name. An unknown keyword raises
//! PyTorch's TypeError, a refused one `NotImplementedError`; none is ever ignored. So does a
//! positional argument past the most PyTorch takes (`torch.cat([x, y], 0, 1)`), counted from
//! PyTorch's own parser signatures (the generated child `positional`).
//!
//! The natives are plain function pointers, so each table entry generates its own wrapper (a
//! non-capturing closure) over a static [`Op`]: the entry's data, whose one shared [`Op::call`]
//! checks the arguments and then calls the raw native: for a function, the one `crate::native`
//! registered under the qualified name; for a method, the one `methods::table::raw_method_fn`
//! names. `core/tests/cpu/kwargs.rs` checks this table against PyTorch's own signatures
//! (`core/testdata/signatures/`, written by `scripts/refdata/signatures.py`).
//!
//! Here: the check and the wrappers' machinery (the `signatures!` macro); the table it is invoked
//! on is the child `table`.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use tpu_lang::native::{Args, NativeFn};
use tpu_lang::PyErr;

/// One op: its qualified name (`torch.add`, `Tensor.add`, `torch.nn.functional.relu`), the
/// keywords it honours, and the ones PyTorch accepts that it refuses by name.
#[derive(Debug, Clone, Copy)]
pub struct Sig {
    pub name: &'static str,
    pub kw: &'static [&'static str],
    pub refused: &'static [&'static str],
}

/// The modules whose natives are ops checked here.
pub const CHECKED_MODULES: &[&str] = &["torch", "torch.nn.functional"];

/// Checks `a`'s keywords against one op's lists.
pub fn check(name: &str, kw: &[&str], refused: &[&str], a: &Args) -> Result<(), PyErr> {
    for (k, v) in &a.kw {
        if kw.contains(&&**k) {
            continue;
        }
        if &**k == "memory_format" && refused.contains(&"memory_format") {
            check_memory_format(name, v)?;
            continue;
        }
        let (owner, short) = match name.rsplit_once('.') {
            Some((o, s)) => (o, s),
            None => ("torch", name),
        };
        if refused.contains(&&**k) {
            return Err(PyErr::new(
                "NotImplementedError",
                format!(
                    "{owner}.{short}: the keyword argument '{k}' is not supported in the playground yet"
                ),
            ));
        }
        return Err(PyErr::type_error(format!(
            "{short}() got an unexpected keyword argument '{k}'"
        )));
    }
    Ok(())
}

/// `memory_format=`: every tensor here is dense row-major, so None, `torch.contiguous_format` and
/// `torch.preserve_format` ask for what the op gives; a channels_last layout is refused by name.
fn check_memory_format(op: &str, v: &tpu_lang::Value) -> Result<(), PyErr> {
    use tpu_lang::Value;
    let layout = match v {
        Value::None => return Ok(()),
        Value::Object(o) if o.class.name == "memory_format" => match &o.attrs.borrow().get("_name")
        {
            Some(Value::Str(s)) => s.to_string(),
            _ => String::new(),
        },
        other => {
            return Err(PyErr::type_error(format!(
                "{op}(): argument 'memory_format' must be torch.memory_format, not {}",
                other.type_name()
            )))
        }
    };
    match layout.as_str() {
        "contiguous_format" | "preserve_format" => Ok(()),
        _ => Err(PyErr::new(
            "NotImplementedError",
            format!("{op}: memory_format=torch.{layout} is not supported in the playground yet"),
        )),
    }
}

/// The raw natives of the checked modules, by qualified name (filled by `crate::native`). Natives
/// are the same code on every thread, so one process-wide map serves every run.
fn raw_functions() -> &'static Mutex<HashMap<String, NativeFn>> {
    static RAW: OnceLock<Mutex<HashMap<String, NativeFn>>> = OnceLock::new();
    RAW.get_or_init(Default::default)
}

/// Records `f` as the raw native of `qualified` and returns its checking wrapper. Panics when the
/// op has no entry in the table (every op must say what it accepts).
pub fn register_function(qualified: &str, f: NativeFn) -> NativeFn {
    let wrapped = function_wrapper(qualified)
        .unwrap_or_else(|| panic!("{qualified} has no keyword signature in signatures.rs"));
    raw_functions()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(qualified.to_string(), f);
    wrapped
}

fn raw_function(qualified: &str) -> NativeFn {
    *raw_functions()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(qualified)
        .unwrap_or_else(|| panic!("{qualified} called before it was registered"))
}

/// PyTorch's argument parser also takes NumPy's names, `axis` for `dim` and `keepdims` for
/// `keepdim` (python_arg_parser.cpp's numpy_compatibility_arg_names), and `out=None` as no
/// `out`: `a` with them renamed or dropped, where the op has those parameters; None when there is
/// nothing to change.
fn numpy_aliases(kw: &[&str], a: &Args) -> Option<Args> {
    let alias = |k: &str| match k {
        "axis" if kw.contains(&"dim") => Some("dim"),
        "keepdims" if kw.contains(&"keepdim") => Some("keepdim"),
        _ => None,
    };
    let out_none = |k: &str, v: &tpu_lang::value::Value| {
        k == "out" && matches!(v, tpu_lang::value::Value::None)
    };
    if !a
        .kw
        .iter()
        .any(|(k, v)| alias(k).is_some() || out_none(k, v))
    {
        return None;
    }
    let kw =
        a.kw.iter()
            .filter(|(k, v)| !out_none(k, v))
            .map(|(k, v)| match alias(k) {
                Some(n) => (std::rc::Rc::from(n), v.clone()),
                None => (k.clone(), v.clone()),
            })
            .collect();
    Some(Args {
        pos: a.pos.clone(),
        kw,
    })
}

/// `out=` of a function whose table entry lists it as refused: the tensor given (None means no
/// `out`), written after the op runs (see [`write_out`]).
fn out_arg(refused: &[&str], a: &Args) -> Option<tpu_lang::value::Value> {
    match a.kwarg("out") {
        Some(tpu_lang::value::Value::None) | None => None,
        Some(v) if refused.contains(&"out") => Some(v.clone()),
        Some(_) => None,
    }
}

fn without_out(a: &Args) -> Args {
    Args {
        pos: a.pos.clone(),
        kw: a
            .kw
            .iter()
            .filter(|(k, _)| &**k != "out")
            .cloned()
            .collect(),
    }
}

/// Writes an op's result into `out=` as PyTorch does when the shapes agree (with its casting
/// rule and its refusal under autograd); another shape (PyTorch resizes `out`) or a result that
/// is not one tensor is refused by name.
fn write_out(
    name: &str,
    ctx: &mut tpu_lang::native::Ctx,
    out: &tpu_lang::value::Value,
    result: tpu_lang::value::Value,
) -> tpu_lang::native::NativeResult {
    let short = name.rsplit('.').next().unwrap_or(name);
    let (Some(o), Some(r)) = (crate::tensor_of(out), crate::tensor_of(&result)) else {
        return Err(PyErr::unsupported(&format!("{name}(out=...) with this result")).into());
    };
    if r.requires_grad.get() {
        return Err(PyErr::runtime_error(format!(
            "{short}(): functions with out=... arguments don't support automatic differentiation, but one of the arguments requires grad."
        ))
        .into());
    }
    if o.tensor.shape != r.tensor.shape {
        return Err(PyErr::unsupported(&format!(
            "{name}(out=...) with an out tensor of another shape (PyTorch would resize it)"
        ))
        .into());
    }
    crate::ops::check_inplace(ctx, o)?;
    crate::ops::write_into(ctx, o, &r.tensor)?;
    Ok(out.clone())
}

/// `(fewest, most)` positional arguments op `name` takes in PyTorch ([`positional::POSITIONAL`],
/// a method's receiver not counted; most 255: any number, as for an op not listed). Evaluated
/// when the wrappers are compiled, so a call pays one comparison.
pub const fn positional_limits(name: &str) -> (u8, u8) {
    const fn before(a: &[u8], b: &[u8]) -> Option<bool> {
        let mut i = 0;
        while i < a.len() && i < b.len() {
            if a[i] != b[i] {
                return Some(a[i] < b[i]);
            }
            i += 1;
        }
        if a.len() == b.len() {
            None
        } else {
            Some(a.len() < b.len())
        }
    }
    let table = positional::POSITIONAL;
    let key = name.as_bytes();
    let (mut lo, mut hi) = (0, table.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        match before(table[mid].0.as_bytes(), key) {
            None => return (table[mid].1, table[mid].2),
            Some(true) => lo = mid + 1,
            Some(false) => hi = mid,
        }
    }
    (0, u8::MAX)
}

/// PyTorch's TypeError for `given` positional arguments (a method's receiver not counted) to an
/// op that takes `lo..=hi`, in its argument parser's words (a `METH_NOARGS` method's for a method
/// that takes no argument at all, `noargs`).
#[cold]
#[inline(never)]
fn too_many_positional(name: &str, (lo, hi): (u8, u8), given: usize, noargs: bool) -> PyErr {
    let short = name.rsplit('.').next().unwrap_or(name);
    if noargs {
        return PyErr::type_error(format!(
            "TensorBase.{short}() takes no arguments ({given} given)"
        ));
    }
    let takes = if lo == hi {
        format!("{hi} positional argument{}", if hi == 1 { "" } else { "s" })
    } else {
        format!("from {lo} to {hi} positional arguments")
    };
    let were = if given == 1 { "was" } else { "were" };
    PyErr::type_error(format!("{short}() takes {takes} but {given} {were} given"))
}

/// One op's wrapper state: its table entry, PyTorch's positional counts and its raw native
/// (found on the first call). Each wrapper closure is a call of [`Op::call`] on its own static,
/// so the checks are one function's code, not one copy per op.
pub(crate) struct Op {
    /// Qualified: `torch.add`, `Tensor.add`.
    name: &'static str,
    kw: &'static [&'static str],
    refused: &'static [&'static str],
    /// [`positional_limits`], a method's receiver not counted.
    limits: (u8, u8),
    method: bool,
    raw: OnceLock<NativeFn>,
}

impl Op {
    pub(crate) const fn new(
        name: &'static str,
        kw: &'static [&'static str],
        refused: &'static [&'static str],
        method: bool,
    ) -> Op {
        Op {
            name,
            kw,
            refused,
            limits: positional_limits(name),
            method,
            raw: OnceLock::new(),
        }
    }

    /// The op's arguments checked (positional count, keywords, `out=`, a generator), then its
    /// raw native called.
    #[inline(never)]
    pub(crate) fn call(
        &self,
        c: &mut tpu_lang::native::Ctx,
        a: &Args,
    ) -> tpu_lang::native::NativeResult {
        let raw = *self
            .raw
            .get_or_init(|| match self.name.strip_prefix("Tensor.") {
                Some(m) if self.method => raw_method(m),
                _ => raw_function(self.name),
            });
        // A method's receiver is its first positional argument.
        let receiver = usize::from(self.method);
        if self.limits.1 != u8::MAX && a.pos.len() > self.limits.1 as usize + receiver {
            // PyTorch binds a method with no parameters at all as METH_NOARGS.
            let noargs =
                self.method && self.limits.1 == 0 && self.kw.is_empty() && self.refused.is_empty();
            return Err(too_many_positional(
                self.name,
                self.limits,
                a.pos.len() - receiver,
                noargs,
            )
            .into());
        }
        if a.kw.is_empty() {
            return raw(c, a);
        }
        let renamed = numpy_aliases(self.kw, a);
        let a = renamed.as_ref().unwrap_or(a);
        if !self.method {
            if let Some(out) = out_arg(self.refused, a) {
                let rest = without_out(a);
                check(self.name, self.kw, self.refused, &rest)?;
                let r = crate::rng::call_with_generator(self.name, raw, c, &rest)?;
                return write_out(self.name, c, &out, r);
            }
        }
        check(self.name, self.kw, self.refused, a)?;
        crate::rng::call_with_generator(self.name, raw, c, a)
    }
}

fn raw_method(name: &str) -> NativeFn {
    crate::methods::raw_method_fn(name)
        .unwrap_or_else(|| panic!("Tensor.{name} is in signatures.rs but has no native"))
}

macro_rules! signatures {
    (
        functions { $($f:literal => [$($fk:literal),*] / [$($fr:literal),*],)* }
        methods { $($m:literal => [$($mk:literal),*] / [$($mr:literal),*],)* }
    ) => {
        /// Every op's signature (functions, then methods as `Tensor.name`).
        pub static SIGNATURES: &[Sig] = &[
            $(Sig { name: $f, kw: &[$($fk),*], refused: &[$($fr),*] },)*
            $(Sig { name: concat!("Tensor.", $m), kw: &[$($mk),*], refused: &[$($mr),*] },)*
        ];

        pub(super) fn function_wrapper(q: &str) -> Option<NativeFn> {
            match q {
                $($f => Some(|c, a| {
                    static OP: Op = Op::new($f, &[$($fk),*], &[$($fr),*], false);
                    OP.call(c, a)
                }),)*
                _ => None,
            }
        }

        /// The checking wrapper of Tensor method `name`.
        pub fn method_wrapper(name: &str) -> Option<NativeFn> {
            match name {
                $($m => Some(|c, a| {
                    static OP: Op =
                        Op::new(concat!("Tensor.", $m), &[$($mk),*], &[$($mr),*], true);
                    OP.call(c, a)
                }),)*
                _ => None,
            }
        }
    };
}

// After the macro: the table invokes it.
mod positional;
mod table;

pub use positional::POSITIONAL;

use table::function_wrapper;
pub use table::{method_wrapper, SIGNATURES};

#[cfg(test)]
mod tests {
    use super::*;

    /// The method names of `raw_method_fn`'s match arms (`"name" | "other" =>`), read from its
    /// source, and the method tables it consults.
    fn raw_method_names() -> Vec<String> {
        let src = include_str!("../methods/table.rs");
        let body = &src[src.find("pub fn raw_method_fn").expect("raw_method_fn")..];
        let mut names: Vec<String> = body
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with('"') && l.contains("=>"))
            .flat_map(|l| {
                l.split("=>")
                    .next()
                    .unwrap_or("")
                    .split('|')
                    .map(|n| n.trim().trim_matches('"').to_string())
            })
            .collect();
        for (n, _) in crate::reduce::REDUCTIONS
            .iter()
            .chain(crate::select::METHODS)
            .chain(crate::scatter::METHODS)
        {
            names.push(n.to_string());
        }
        names.extend(crate::pointwise::methods().map(|(n, _)| n.to_string()));
        names
    }

    #[test]
    fn every_tensor_method_has_a_signature_and_every_signature_a_method() {
        let names = raw_method_names();
        assert!(names.len() > 100, "{} methods", names.len());
        for n in &names {
            assert!(
                crate::methods::raw_method_fn(n).is_some(),
                "{n} is no method"
            );
            assert!(method_wrapper(n).is_some(), "Tensor.{n} has no signature");
        }
        for sig in SIGNATURES {
            if let Some(m) = sig.name.strip_prefix("Tensor.") {
                assert!(names.iter().any(|n| n == m), "{} has no native", sig.name);
            }
        }
    }

    #[test]
    fn the_check_names_the_op_and_the_keyword() {
        let args = |k: &str| Args {
            pos: Vec::new(),
            kw: vec![(k.into(), tpu_lang::value::Value::None)],
        };
        assert!(check("torch.add", &["alpha"], &["out"], &args("alpha")).is_ok());
        let e = check("torch.add", &["alpha"], &["out"], &args("out")).unwrap_err();
        assert_eq!(e.kind, "NotImplementedError");
        assert_eq!(
            e.message,
            "torch.add: the keyword argument 'out' is not supported in the playground yet"
        );
        let e = check("Tensor.sum", &["dim"], &[], &args("bogus")).unwrap_err();
        assert_eq!(
            (e.kind.as_str(), e.message.as_str()),
            (
                "TypeError",
                "sum() got an unexpected keyword argument 'bogus'"
            )
        );
    }
}
