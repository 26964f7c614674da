//! `torch.no_grad()` / `torch.enable_grad()` as decorators, `torch.set_grad_enabled(mode)` (which
//! sets the mode at once and, as a context manager, restores it on exit) and
//! `torch.inference_mode(mode=True)`. The context-manager methods of `no_grad`/`enable_grad` are
//! in `methods/mod.rs`.

use tpu_lang::native::{Args, Continuation, Ctx, Flow, NativeFunction, NativeResult, Then};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::{native, TorchCtx, TorchValue};

pub(crate) fn register(m: &Module) {
    native(m, "set_grad_enabled", |ctx, a| {
        let mode = match a.get(0, "mode") {
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                return Err(PyErr::type_error(format!(
                    "enabled must be a bool (got {})",
                    other.type_name()
                ))
                .into())
            }
            None => {
                return Err(PyErr::type_error(
                    "set_grad_enabled() missing 1 required positional argument: 'mode'",
                )
                .into())
            }
        };
        let prev = ctx.torch().grad_mode.enabled();
        ctx.torch().grad_mode.set(mode);
        Ok(Value::from(TorchValue::GradModeSet(prev)))
    });
    native(m, "inference_mode", |ctx, a| {
        Ok(match a.get(0, "mode") {
            Some(Value::Bool(false)) => {
                // No change: a context manager that restores the current mode.
                Value::from(TorchValue::GradModeSet(ctx.torch().grad_mode.enabled()))
            }
            _ => Value::from(TorchValue::GradMode(false)),
        })
    });
}

/// `@torch.no_grad()` / `@torch.enable_grad()`: calling the context manager with a function gives
/// a function that runs it under that mode: the library's `torch._grad_wrap`, a Python function,
/// so that a decorated method binds `self` as any function does.
pub(crate) fn decorate(ctx: &mut Ctx, on: bool, a: &Args) -> NativeResult {
    let Some(func) = a.pos.first().cloned() else {
        return Err(PyErr::type_error("a grad-mode decorator takes the function to wrap").into());
    };
    let wrap = match ctx.torch().modules.get("torch") {
        Some(Value::Module(torch)) => torch.get("_grad_wrap"),
        _ => None,
    };
    if let Some(wrap) = wrap {
        return Err(Flow::call(wrap, vec![Value::Bool(on), func], Then::Tail));
    }
    Ok(Value::BoundNative(std::rc::Rc::new((
        Value::tuple(vec![Value::Bool(on), func]),
        std::rc::Rc::new(NativeFunction {
            name: if on { "enable_grad" } else { "no_grad" }.to_string(),
            f: call_wrapped,
        }),
    ))))
}

fn call_wrapped(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(Value::Tuple(pair)) = a.pos.first() else {
        return Err(PyErr::runtime_error(
            "internal error: a grad-mode wrapper without its function",
        )
        .into());
    };
    let (Value::Bool(on), func) = (&pair[0], pair[1].clone()) else {
        return Err(PyErr::runtime_error("internal error: a grad-mode wrapper's mode").into());
    };
    ctx.torch().grad_mode.enter(*on);
    Err(Flow::Call(Box::new(tpu_lang::native::PyCall {
        func,
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Resume(Box::new(ExitGradMode)),
    })))
}

/// Leaves the wrapper's grad mode when the wrapped function returns or raises.
#[derive(Debug)]
struct ExitGradMode;

impl Continuation for ExitGradMode {
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult {
        ctx.torch().grad_mode.exit();
        Ok(result)
    }

    fn on_error(&mut self, ctx: &mut Ctx, _: &PyErr) -> Option<NativeResult> {
        ctx.torch().grad_mode.exit();
        None
    }
}
