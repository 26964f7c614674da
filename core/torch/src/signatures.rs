//! Every op's keyword arguments, checked on every call: the one place that says, for each torch
//! function (`torch.*`, `torch.nn.functional.*`) and Tensor method, which keywords the playground
//! honours and which PyTorch accepts but the playground refuses by name. An unknown keyword raises
//! PyTorch's TypeError, a refused one `NotImplementedError`; none is ever ignored.
//!
//! The natives are plain function pointers, so each table entry generates its own checking
//! wrapper (a non-capturing closure) that checks the keywords and then calls the raw native: for
//! a function, the one `crate::native` registered under the qualified name; for a method, the
//! one `methods::table::raw_method_fn` names. `core/tests/signatures.rs` checks this table against
//! PyTorch's own signatures (`core/testdata/signatures/`, written by
//! `scripts/refdata/signatures.py`).

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

        fn function_wrapper(q: &str) -> Option<NativeFn> {
            match q {
                $($f => Some(|c, a| {
                    static RAW: OnceLock<NativeFn> = OnceLock::new();
                    let raw = *RAW.get_or_init(|| raw_function($f));
                    if !a.kw.is_empty() {
                        let renamed = numpy_aliases(&[$($fk),*], a);
                        let a = renamed.as_ref().unwrap_or(a);
                        if let Some(out) = out_arg(&[$($fr),*], a) {
                            let rest = without_out(a);
                            check($f, &[$($fk),*], &[$($fr),*], &rest)?;
                            let r = crate::rng::call_with_generator($f, raw, c, &rest)?;
                            return write_out($f, c, &out, r);
                        }
                        check($f, &[$($fk),*], &[$($fr),*], a)?;
                        return crate::rng::call_with_generator($f, raw, c, a);
                    }
                    raw(c, a)
                }),)*
                _ => None,
            }
        }

        /// The checking wrapper of Tensor method `name`.
        pub fn method_wrapper(name: &str) -> Option<NativeFn> {
            match name {
                $($m => Some(|c, a| {
                    static RAW: OnceLock<NativeFn> = OnceLock::new();
                    let raw = *RAW.get_or_init(|| raw_method($m));
                    if !a.kw.is_empty() {
                        let renamed = numpy_aliases(&[$($mk),*], a);
                        let a = renamed.as_ref().unwrap_or(a);
                        check(concat!("Tensor.", $m), &[$($mk),*], &[$($mr),*], a)?;
                        return crate::rng::call_with_generator($m, raw, c, a);
                    }
                    raw(c, a)
                }),)*
                _ => None,
            }
        }
    };
}

signatures! {
    functions {
    "torch.abs" => ["input"] / ["out"],
    "torch.add" => ["input", "other", "alpha"] / ["out"],
    "torch.all" => ["input", "dim", "keepdim"] / ["out"],
    "torch.allclose" => ["input", "other", "rtol", "atol"] / ["equal_nan"],
    "torch.amax" => ["input", "dim", "keepdim"] / ["out"],
    "torch.amin" => ["input", "dim", "keepdim"] / ["out"],
    "torch.any" => ["input", "dim", "keepdim"] / ["out"],
    "torch.arange" => ["start", "end", "step", "dtype", "device", "requires_grad"] / ["layout", "out", "pin_memory"],
    "torch.argmax" => ["input", "dim", "keepdim"] / ["out"],
    "torch.argmin" => ["input", "dim", "keepdim"] / ["out"],
    "torch.argsort" => ["input", "dim", "descending", "stable"] / ["out"],
    "torch.bmm" => ["input", "mat2"] / ["out", "out_dtype"],
    "torch.cat" => ["tensors", "dim"] / ["out"],
    "torch.chunk" => ["input", "chunks", "dim"] / [],
    "torch.clamp" => ["input", "min", "max"] / ["out"],
    "torch.concat" => ["tensors", "dim"] / ["out"],
    "torch.cos" => ["input"] / ["out"],
    "torch.cumsum" => ["input", "dim", "dtype"] / ["out"],
    "torch.div" => ["input", "other", "rounding_mode"] / ["out"],
    "torch.einsum" => [] / [],
    "torch.empty" => ["size", "dtype", "device", "requires_grad"] / ["layout", "memory_format", "out", "pin_memory"],
    "torch.empty_like" => ["input", "dtype", "device", "requires_grad"] / ["layout", "memory_format", "pin_memory"],
    "torch.enable_grad" => [] / [],
    "torch.equal" => ["input", "other"] / [],
    "torch.exp" => ["input"] / ["out"],
    "torch.eye" => ["n", "m", "dtype", "device", "requires_grad"] / ["layout", "out", "pin_memory"],
    "torch.full" => ["size", "fill_value", "dtype", "device", "requires_grad"] / ["layout", "names", "out", "pin_memory"],
    "torch.full_like" => ["input", "fill_value", "dtype", "device", "requires_grad"] / ["layout", "memory_format", "pin_memory"],
    "torch.gather" => ["input", "dim", "index"] / ["out", "sparse_grad"],
    "torch.index_add" => ["input", "dim", "index", "source", "alpha"] / ["out"],
    "torch.index_select" => ["input", "dim", "index"] / ["out"],
    "torch.inference_mode" => ["mode"] / [],
    "torch.is_grad_enabled" => [] / [],
    "torch.set_float32_matmul_precision" => ["precision"] / [],
    "torch.get_float32_matmul_precision" => [] / [],
    "torch.set_autocast_enabled" => ["device_type", "enabled"] / [],
    "torch.is_autocast_enabled" => ["device_type"] / [],
    "torch.set_autocast_dtype" => ["device_type", "dtype"] / [],
    "torch.get_autocast_dtype" => ["device_type"] / [],
    "torch.is_tensor" => [] / [],
    "torch.isinf" => ["input"] / [],
    "torch.isnan" => ["input"] / [],
    "torch.linspace" => ["start", "end", "steps", "dtype", "device", "requires_grad"] / ["layout", "out", "pin_memory"],
    "torch.log" => ["input"] / ["out"],
    "torch.log1p" => ["input"] / ["out"],
    "torch.log_softmax" => ["input", "dim", "dtype"] / ["out"],
    "torch.logical_not" => ["input"] / ["out"],
    "torch.logsumexp" => ["input", "dim", "keepdim"] / ["out"],
    "torch.manual_seed" => ["seed"] / [],
    "torch.get_rng_state" => [] / [],
    "torch.set_rng_state" => ["new_state"] / [],
    "torch.initial_seed" => [] / [],
    "torch.seed" => [] / [],
    "torch.bernoulli" => ["input", "p", "generator"] / ["out"],
    "torch.multinomial" => ["input", "num_samples", "replacement", "generator"] / ["out"],
    "torch.masked_fill" => ["input", "mask", "value"] / [],
    "torch.matmul" => ["input", "other"] / ["out"],
    "torch.max" => ["input", "dim", "keepdim", "other"] / ["out"],
    "torch.maximum" => ["input", "other"] / ["out"],
    "torch.mean" => ["input", "dim", "keepdim", "dtype"] / ["out"],
    "torch.min" => ["input", "dim", "keepdim", "other"] / ["out"],
    "torch.minimum" => ["input", "other"] / ["out"],
    "torch.mm" => ["input", "mat2"] / ["out", "out_dtype"],
    "torch.mul" => ["input", "other"] / ["out"],
    "torch.neg" => ["input"] / ["out"],
    "torch.nn.functional.binary_cross_entropy_with_logits" => ["input", "target", "reduction"] / ["pos_weight", "reduce", "size_average", "weight"],
    "torch.nn.functional.cross_entropy" => ["input", "target", "reduction", "ignore_index", "label_smoothing"] / ["reduce", "size_average", "weight"],
    "torch.nn.functional.dropout" => ["input", "p", "training", "inplace"] / [],
    "torch.nn.functional.embedding" => ["input", "weight", "padding_idx"] / ["max_norm", "norm_type", "scale_grad_by_freq", "sparse"],
    "torch.nn.functional.gelu" => ["input", "approximate"] / [],
    "torch.nn.functional.l1_loss" => ["input", "target", "reduction"] / ["reduce", "size_average", "weight"],
    "torch.nn.functional.layer_norm" => ["input", "normalized_shape", "weight", "bias", "eps"] / [],
    "torch.nn.functional.log_softmax" => ["input", "dim", "dtype"] / ["_stacklevel"],
    "torch.nn.functional.mse_loss" => ["input", "target", "reduction"] / ["reduce", "size_average", "weight"],
    "torch.nn.functional.nll_loss" => ["input", "target", "reduction", "ignore_index"] / ["reduce", "size_average", "weight"],
    "torch.nn.functional.relu" => ["input"] / ["inplace"],
    "torch.nn.functional.sigmoid" => ["input"] / [],
    "torch.nn.functional.silu" => ["input"] / ["inplace"],
    "torch.nn.functional.softmax" => ["input", "dim", "dtype"] / ["_stacklevel"],
    "torch.nn.functional.softplus" => ["input"] / ["beta", "threshold"],
    "torch.nn.functional.tanh" => ["input"] / [],
    "torch.no_grad" => [] / [],
    "torch.set_grad_enabled" => ["mode"] / [],
    "torch.norm" => ["input", "dim", "keepdim", "dtype", "p"] / ["out"],
    "torch.normal" => ["mean", "std", "size", "dtype", "device", "requires_grad", "generator"] / ["layout", "out", "pin_memory"],
    "torch.numel" => ["input"] / [],
    "torch.ones" => ["size", "dtype", "device", "requires_grad"] / ["layout", "out", "pin_memory"],
    "torch.ones_like" => ["input", "dtype", "device", "requires_grad"] / ["layout", "memory_format", "pin_memory"],
    "torch.outer" => ["input", "vec2"] / ["out"],
    "torch.pow" => ["input", "exponent"] / ["out"],
    "torch.prod" => ["input", "dim", "keepdim", "dtype"] / ["out"],
    "torch.rand" => ["size", "dtype", "device", "requires_grad", "generator"] / ["layout", "out", "pin_memory"],
    "torch.rand_like" => ["input", "dtype", "device", "requires_grad", "generator"] / ["layout", "memory_format", "pin_memory"],
    "torch.randint" => ["low", "high", "size", "dtype", "device", "requires_grad", "generator"] / ["layout", "out", "pin_memory"],
    "torch.randn" => ["size", "dtype", "device", "requires_grad", "generator"] / ["layout", "out", "pin_memory"],
    "torch.randn_like" => ["input", "dtype", "device", "requires_grad", "generator"] / ["layout", "memory_format", "pin_memory"],
    "torch.randperm" => ["n", "dtype", "device", "requires_grad", "generator"] / ["layout", "out", "pin_memory"],
    "torch.reciprocal" => ["input"] / ["out"],
    "torch.relu" => ["input"] / [],
    "torch.rsqrt" => ["input"] / ["out"],
    "torch.scatter" => ["input", "dim", "index", "src", "value"] / ["out", "reduce"],
    "torch.scatter_add" => ["input", "dim", "index", "src"] / ["out"],
    "torch.set_printoptions" => ["precision", "threshold", "edgeitems", "linewidth", "profile", "sci_mode"] / [],
    "torch.sigmoid" => ["input"] / ["out"],
    "torch.sign" => ["input"] / ["out"],
    "torch.sin" => ["input"] / ["out"],
    "torch.softmax" => ["input", "dim", "dtype"] / ["out"],
    "torch.sort" => ["input", "dim", "descending", "stable"] / ["out"],
    "torch.split" => ["split_size_or_sections", "dim"] / ["tensor"],
    "torch.sqrt" => ["input"] / ["out"],
    "torch.square" => ["input"] / ["out"],
    "torch.stack" => ["tensors", "dim"] / ["out"],
    "torch.std" => ["input", "dim", "keepdim", "unbiased", "correction"] / ["out"],
    "torch.sub" => ["input", "other", "alpha"] / ["out"],
    "torch.sum" => ["input", "dim", "keepdim", "dtype"] / ["out"],
    "torch.tanh" => ["input"] / ["out"],
    "torch.as_tensor" => ["data", "dtype", "device"] / [],
    "torch.tensor" => ["dtype", "device", "requires_grad"] / ["data", "pin_memory"],
    "torch.Tensor" => [] / [],
    "torch.topk" => ["input", "k", "dim", "largest"] / ["out", "sorted"],
    "torch.var" => ["input", "dim", "keepdim", "unbiased", "correction"] / ["out"],
    "torch.where" => ["condition", "input", "other"] / ["out"],
    "torch.zeros" => ["size", "dtype", "device", "requires_grad"] / ["layout", "out", "pin_memory"],
    "torch.zeros_like" => ["input", "dtype", "device", "requires_grad"] / ["layout", "memory_format", "pin_memory"],
    // generated: pointwise.rs functions
    "torch.absolute" => ["input"] / ["out"],
    "torch.acos" => ["input"] / ["out"],
    "torch.acosh" => ["input"] / ["out"],
    "torch.addcdiv" => ["input", "tensor1", "tensor2", "value"] / ["out"],
    "torch.addcmul" => ["input", "tensor1", "tensor2", "value"] / ["out"],
    "torch.arccos" => ["input"] / ["out"],
    "torch.arccosh" => ["input"] / ["out"],
    "torch.arcsin" => ["input"] / ["out"],
    "torch.arcsinh" => ["input"] / ["out"],
    "torch.arctan" => ["input"] / ["out"],
    "torch.arctan2" => ["input", "other"] / ["out"],
    "torch.arctanh" => ["input"] / ["out"],
    "torch.asin" => ["input"] / ["out"],
    "torch.asinh" => ["input"] / ["out"],
    "torch.atan" => ["input"] / ["out"],
    "torch.atan2" => ["input", "other"] / ["out"],
    "torch.atanh" => ["input"] / ["out"],
    "torch.bitwise_and" => ["input", "other"] / ["out"],
    "torch.bitwise_not" => ["input"] / ["out"],
    "torch.bitwise_or" => ["input", "other"] / ["out"],
    "torch.bitwise_xor" => ["input", "other"] / ["out"],
    "torch.ceil" => ["input"] / ["out"],
    "torch.clamp_max" => ["input", "max"] / ["out"],
    "torch.clamp_min" => ["input", "min"] / ["out"],
    "torch.clip" => ["input", "min", "max"] / ["out"],
    "torch.copysign" => ["input", "other"] / ["out"],
    "torch.cosh" => ["input"] / ["out"],
    "torch.cummax" => ["input", "dim"] / ["out"],
    "torch.cummin" => ["input", "dim"] / ["out"],
    "torch.cumprod" => ["input", "dim", "dtype"] / ["out"],
    "torch.deg2rad" => ["input"] / ["out"],
    "torch.diag" => ["input", "diagonal"] / ["out"],
    "torch.diagonal" => ["input", "offset", "dim1", "dim2"] / [],
    "torch.eq" => ["input", "other"] / ["out"],
    "torch.erf" => ["input"] / ["out"],
    "torch.erfc" => ["input"] / ["out"],
    "torch.erfinv" => ["input"] / ["out"],
    "torch.exp2" => ["input"] / ["out"],
    "torch.expm1" => ["input"] / ["out"],
    "torch.fix" => ["input"] / ["out"],
    "torch.flip" => ["input", "dims"] / [],
    "torch.fliplr" => ["input"] / [],
    "torch.flipud" => ["input"] / [],
    "torch.float_power" => ["input", "exponent"] / ["out"],
    "torch.floor" => ["input"] / ["out"],
    "torch.floor_divide" => ["input", "other"] / ["out"],
    "torch.fmax" => ["input", "other"] / ["out"],
    "torch.fmin" => ["input", "other"] / ["out"],
    "torch.fmod" => ["input", "other"] / ["out"],
    "torch.frac" => ["input"] / ["out"],
    "torch.ge" => ["input", "other"] / ["out"],
    "torch.greater" => ["input", "other"] / ["out"],
    "torch.greater_equal" => ["input", "other"] / ["out"],
    "torch.gt" => ["input", "other"] / ["out"],
    "torch.hypot" => ["input", "other"] / ["out"],
    "torch.isclose" => ["input", "other", "rtol", "atol", "equal_nan"] / [],
    "torch.isfinite" => ["input"] / [],
    "torch.isneginf" => ["input"] / ["out"],
    "torch.isposinf" => ["input"] / ["out"],
    "torch.kron" => ["input", "other"] / ["out"],
    "torch.le" => ["input", "other"] / ["out"],
    "torch.lerp" => ["input", "end", "weight"] / ["out"],
    "torch.less" => ["input", "other"] / ["out"],
    "torch.less_equal" => ["input", "other"] / ["out"],
    "torch.log10" => ["input"] / ["out"],
    "torch.log2" => ["input"] / ["out"],
    "torch.logaddexp" => ["input", "other"] / ["out"],
    "torch.logaddexp2" => ["input", "other"] / ["out"],
    "torch.logical_and" => ["input", "other"] / ["out"],
    "torch.logical_or" => ["input", "other"] / ["out"],
    "torch.logical_xor" => ["input", "other"] / ["out"],
    "torch.logit" => ["input", "eps"] / ["out"],
    "torch.lt" => ["input", "other"] / ["out"],
    "torch.nan_to_num" => ["input", "nan", "posinf", "neginf"] / ["out"],
    "torch.ne" => ["input", "other"] / ["out"],
    "torch.negative" => ["input"] / ["out"],
    "torch.not_equal" => ["input", "other"] / ["out"],
    "torch.positive" => ["input"] / [],
    "torch.rad2deg" => ["input"] / ["out"],
    "torch.remainder" => ["input", "other"] / ["out"],
    "torch.repeat_interleave" => ["input", "repeats", "dim", "output_size"] / [],
    "torch.roll" => ["input", "shifts", "dims"] / [],
    "torch.round" => ["input", "decimals"] / ["out"],
    "torch.sgn" => ["input"] / ["out"],
    "torch.signbit" => ["input"] / ["out"],
    "torch.sinc" => ["input"] / ["out"],
    "torch.sinh" => ["input"] / ["out"],
    "torch.tan" => ["input"] / ["out"],
    "torch.trace" => ["input"] / [],
    "torch.tril" => ["input", "diagonal"] / ["out"],
    "torch.triu" => ["input", "diagonal"] / ["out"],
    "torch.true_divide" => ["input", "other"] / ["out"],
    "torch.trunc" => ["input"] / ["out"],
    "torch.xlogy" => ["input", "other"] / ["out"],
    // end pointwise.rs functions
    }
    methods {
    "abs" => [] / [],
    "add" => ["other", "alpha"] / [],
    "add_" => ["other", "alpha"] / [],
    "all" => ["dim", "keepdim"] / [],
    "allclose" => ["other", "rtol", "atol"] / ["equal_nan"],
    "amax" => ["dim", "keepdim"] / [],
    "amin" => ["dim", "keepdim"] / [],
    "any" => ["dim", "keepdim"] / [],
    "argmax" => ["dim", "keepdim"] / [],
    "argmin" => ["dim", "keepdim"] / [],
    "argsort" => ["dim", "descending", "stable"] / [],
    "backward" => ["gradient", "retain_graph"] / ["create_graph", "inputs"],
    "bfloat16" => [] / ["memory_format"],
    "bmm" => ["mat2"] / [],
    "bool" => [] / ["memory_format"],
    "chunk" => ["chunks", "dim"] / [],
    "clamp" => ["min", "max"] / [],
    "clip" => ["min", "max"] / [],
    "clone" => [] / ["memory_format"],
    "contiguous" => [] / ["memory_format"],
    "copy_" => ["other"] / ["non_blocking"],
    "cos" => [] / [],
    "cpu" => [] / ["memory_format"],
    "cumsum" => ["dim", "dtype"] / [],
    "detach" => [] / [],
    "dim" => [] / [],
    "div" => ["other", "rounding_mode"] / [],
    "div_" => ["other", "rounding_mode"] / [],
    "dot" => ["tensor"] / [],
    "double" => [] / ["memory_format"],
    "element_size" => [] / [],
    "equal" => ["other"] / [],
    "exp" => [] / [],
    "expand" => [] / ["implicit", "size"],
    "expand_as" => ["other"] / [],
    "fill_" => ["value"] / [],
    "flatten" => ["start_dim", "end_dim"] / [],
    "float" => [] / ["memory_format"],
    "gather" => ["dim", "index"] / ["sparse_grad"],
    "half" => [] / ["memory_format"],
    "index_add" => ["dim", "index", "source", "alpha"] / [],
    "index_add_" => ["dim", "index", "source", "alpha"] / [],
    "index_select" => ["dim", "index"] / [],
    "int" => [] / ["memory_format"],
    "is_contiguous" => [] / ["memory_format"],
    "is_floating_point" => [] / [],
    "isinf" => [] / [],
    "isnan" => [] / [],
    "item" => [] / [],
    "log" => [] / [],
    "log1p" => [] / [],
    "log_softmax" => ["dim", "dtype"] / [],
    "logical_not" => [] / [],
    "logsumexp" => ["dim", "keepdim"] / [],
    "long" => [] / ["memory_format"],
    "masked_fill" => ["mask", "value"] / [],
    "matmul" => ["other"] / [],
    "max" => ["dim", "keepdim", "other"] / [],
    "maximum" => ["other"] / [],
    "mean" => ["dim", "keepdim", "dtype"] / [],
    "min" => ["dim", "keepdim", "other"] / [],
    "minimum" => ["other"] / [],
    "mm" => ["mat2"] / [],
    "mul" => ["other"] / [],
    "mul_" => ["other"] / [],
    "mv" => ["vec"] / [],
    "narrow" => ["dim", "start", "length"] / [],
    "ndimension" => [] / [],
    "neg" => [] / [],
    "nelement" => [] / [],
    "norm" => ["dim", "keepdim", "dtype", "p"] / [],
    "normal_" => ["mean", "std", "generator"] / [],
    "numel" => [] / [],
    "outer" => ["vec2"] / [],
    "permute" => [] / ["dims"],
    "pow" => ["exponent"] / [],
    "prod" => ["dim", "keepdim", "dtype"] / [],
    "reciprocal" => [] / [],
    "relu" => [] / [],
    "requires_grad_" => ["requires_grad"] / [],
    "reshape" => [] / ["shape"],
    "reshape_as" => ["other"] / [],
    "rsqrt" => [] / [],
    "scatter" => ["dim", "index", "src", "value"] / ["reduce"],
    "scatter_" => ["dim", "index", "src", "value"] / ["reduce"],
    "scatter_add" => ["dim", "index", "src"] / [],
    "scatter_add_" => ["dim", "index", "src"] / [],
    "sigmoid" => [] / [],
    "sign" => [] / [],
    "sin" => [] / [],
    "size" => ["dim"] / [],
    "softmax" => ["dim", "dtype"] / [],
    "sort" => ["dim", "descending", "stable"] / [],
    "split" => ["split_size", "dim"] / [],
    "sqrt" => [] / [],
    "square" => [] / [],
    "squeeze" => ["dim"] / [],
    "std" => ["dim", "keepdim", "unbiased", "correction"] / [],
    "sub" => ["other", "alpha"] / [],
    "sub_" => ["other", "alpha"] / [],
    "sum" => ["dim", "keepdim", "dtype"] / [],
    "swapaxes" => [] / ["axis0", "axis1"],
    "t" => [] / [],
    "tanh" => [] / [],
    "to" => ["dtype", "device"] / ["copy", "memory_format", "non_blocking", "other"],
    "tolist" => [] / [],
    "__deepcopy__" => ["memo"] / [],
    "__index__" => [] / [],
    "__int__" => [] / [],
    "__float__" => [] / [],
    "topk" => ["k", "dim", "largest"] / ["sorted"],
    "transpose" => ["dim0", "dim1"] / [],
    "uniform_" => ["from", "to", "generator"] / [],
    "random_" => ["from", "to", "generator"] / [],
    "exponential_" => ["lambd", "generator"] / [],
    "multinomial" => ["num_samples", "replacement", "generator"] / [],
    "bernoulli" => ["p", "generator"] / [],
    "bernoulli_" => ["p", "generator"] / [],
    "unsqueeze" => ["dim"] / [],
    "var" => ["dim", "keepdim", "unbiased", "correction"] / [],
    "unflatten" => ["dim", "sizes"] / [],
    "unfold" => ["dimension", "size", "step"] / [],
    "type" => ["dtype", "non_blocking"] / [],
    "view" => [] / ["dtype", "size"],
    "view_as" => ["other"] / [],
    "zero_" => [] / [],
    // generated: pointwise.rs methods
    "abs_" => [] / [],
    "absolute" => [] / [],
    "absolute_" => [] / [],
    "acos" => [] / [],
    "acos_" => [] / [],
    "acosh" => [] / [],
    "acosh_" => [] / [],
    "addcdiv" => ["tensor1", "tensor2", "value"] / [],
    "addcdiv_" => ["tensor1", "tensor2", "value"] / [],
    "addcmul" => ["tensor1", "tensor2", "value"] / [],
    "addcmul_" => ["tensor1", "tensor2", "value"] / [],
    "arccos" => [] / [],
    "arccos_" => [] / [],
    "arccosh" => [] / [],
    "arccosh_" => [] / [],
    "arcsin" => [] / [],
    "arcsin_" => [] / [],
    "arcsinh" => [] / [],
    "arcsinh_" => [] / [],
    "arctan" => [] / [],
    "arctan2" => ["other"] / [],
    "arctan2_" => ["other"] / [],
    "arctan_" => [] / [],
    "arctanh" => [] / [],
    "arctanh_" => [] / [],
    "asin" => [] / [],
    "asin_" => [] / [],
    "asinh" => [] / [],
    "asinh_" => [] / [],
    "atan" => [] / [],
    "atan2" => ["other"] / [],
    "atan2_" => ["other"] / [],
    "atan_" => [] / [],
    "atanh" => [] / [],
    "atanh_" => [] / [],
    "bitwise_and" => ["other"] / [],
    "bitwise_and_" => ["other"] / [],
    "bitwise_not" => [] / [],
    "bitwise_not_" => [] / [],
    "bitwise_or" => ["other"] / [],
    "bitwise_or_" => ["other"] / [],
    "bitwise_xor" => ["other"] / [],
    "bitwise_xor_" => ["other"] / [],
    "ceil" => [] / [],
    "ceil_" => [] / [],
    "clamp_" => ["min", "max"] / [],
    "clamp_max" => ["max"] / [],
    "clamp_max_" => ["max"] / [],
    "clamp_min" => ["min"] / [],
    "clamp_min_" => ["min"] / [],
    "clip_" => ["min", "max"] / [],
    "copysign" => ["other"] / [],
    "copysign_" => ["other"] / [],
    "cos_" => [] / [],
    "cosh" => [] / [],
    "cosh_" => [] / [],
    "cummax" => ["dim"] / [],
    "cummin" => ["dim"] / [],
    "cumprod" => ["dim", "dtype"] / [],
    "cumprod_" => ["dim", "dtype"] / [],
    "deg2rad" => [] / [],
    "deg2rad_" => [] / [],
    "diag" => ["diagonal"] / [],
    "diagonal" => ["offset", "dim1", "dim2"] / [],
    "eq" => ["other"] / [],
    "erf" => [] / [],
    "erf_" => [] / [],
    "erfc" => [] / [],
    "erfc_" => [] / [],
    "erfinv" => [] / [],
    "erfinv_" => [] / [],
    "exp2" => [] / [],
    "exp2_" => [] / [],
    "exp_" => [] / [],
    "expm1" => [] / [],
    "expm1_" => [] / [],
    "fix" => [] / [],
    "fix_" => [] / [],
    "flip" => ["dims"] / [],
    "fliplr" => [] / [],
    "flipud" => [] / [],
    "float_power" => ["exponent"] / [],
    "float_power_" => ["exponent"] / [],
    "floor" => [] / [],
    "floor_" => [] / [],
    "floor_divide" => ["other"] / [],
    "floor_divide_" => ["other"] / [],
    "fmax" => ["other"] / [],
    "fmin" => ["other"] / [],
    "fmod" => ["other"] / [],
    "fmod_" => ["other"] / [],
    "frac" => [] / [],
    "frac_" => [] / [],
    "ge" => ["other"] / [],
    "greater" => ["other"] / [],
    "greater_equal" => ["other"] / [],
    "gt" => ["other"] / [],
    "hypot" => ["other"] / [],
    "hypot_" => ["other"] / [],
    "isclose" => ["other", "rtol", "atol", "equal_nan"] / [],
    "isfinite" => [] / [],
    "isneginf" => [] / [],
    "isposinf" => [] / [],
    "kron" => ["other"] / [],
    "le" => ["other"] / [],
    "lerp" => ["end", "weight"] / [],
    "lerp_" => ["end", "weight"] / [],
    "less" => ["other"] / [],
    "less_equal" => ["other"] / [],
    "log10" => [] / [],
    "log10_" => [] / [],
    "log1p_" => [] / [],
    "log2" => [] / [],
    "log2_" => [] / [],
    "log_" => [] / [],
    "logaddexp" => ["other"] / [],
    "logaddexp2" => ["other"] / [],
    "logical_and" => ["other"] / [],
    "logical_and_" => ["other"] / [],
    "logical_not_" => [] / [],
    "logical_or" => ["other"] / [],
    "logical_or_" => ["other"] / [],
    "logical_xor" => ["other"] / [],
    "logical_xor_" => ["other"] / [],
    "logit" => ["eps"] / [],
    "logit_" => ["eps"] / [],
    "lt" => ["other"] / [],
    "nan_to_num" => ["nan", "posinf", "neginf"] / [],
    "nan_to_num_" => ["nan", "posinf", "neginf"] / [],
    "ne" => ["other"] / [],
    "neg_" => [] / [],
    "negative" => [] / [],
    "negative_" => [] / [],
    "not_equal" => ["other"] / [],
    "positive" => [] / [],
    "rad2deg" => [] / [],
    "rad2deg_" => [] / [],
    "reciprocal_" => [] / [],
    "relu_" => [] / [],
    "remainder" => ["other"] / [],
    "remainder_" => ["other"] / [],
    "repeat_interleave" => ["repeats", "dim", "output_size"] / [],
    "roll" => ["shifts", "dims"] / [],
    "round" => ["decimals"] / [],
    "round_" => ["decimals"] / [],
    "rsqrt_" => [] / [],
    "sgn" => [] / [],
    "sgn_" => [] / [],
    "sigmoid_" => [] / [],
    "sign_" => [] / [],
    "signbit" => [] / [],
    "sin_" => [] / [],
    "sinc" => [] / [],
    "sinc_" => [] / [],
    "sinh" => [] / [],
    "sinh_" => [] / [],
    "sqrt_" => [] / [],
    "square_" => [] / [],
    "tan" => [] / [],
    "tan_" => [] / [],
    "tanh_" => [] / [],
    "trace" => [] / [],
    "tril" => ["diagonal"] / [],
    "tril_" => ["diagonal"] / [],
    "triu" => ["diagonal"] / [],
    "triu_" => ["diagonal"] / [],
    "true_divide" => ["other"] / [],
    "true_divide_" => ["other"] / [],
    "trunc" => [] / [],
    "trunc_" => [] / [],
    "xlogy" => ["other"] / [],
    "xlogy_" => ["other"] / [],
    // end pointwise.rs methods
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The method names of `raw_method_fn`'s match arms (`"name" | "other" =>`), read from its
    /// source, and the method tables it consults.
    fn raw_method_names() -> Vec<String> {
        let src = include_str!("methods/table.rs");
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
