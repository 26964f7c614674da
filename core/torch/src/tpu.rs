//! `torch.tpu` (the device module, named and shaped as `torch.cuda`'s memory and device functions)
//! and `torch_tpu` (TorchTPU's own module: only the calls the playground can honour).
//!
//! There is one emulated chip, device 0, so every `device=` argument must name it: `None`, `0`,
//! `"tpu"`, `"tpu:0"` or `torch.device("tpu", 0)`.

use crate::TorchCtx;
use tpu_emu::dispatch::EagerMode;
use tpu_lang::native::{Args, Ctx, NativeFn, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::{native, Device, TorchValue};

/// `torch.tpu`.
pub(super) fn module(oom_class: &Value) -> Value {
    let m = Module::new("torch.tpu");
    native(&m, "is_available", |_, _| Ok(Value::Bool(true)));
    native(&m, "device_count", |_, _| Ok(Value::Int(1)));
    native(&m, "current_device", |_, _| Ok(Value::Int(0)));
    native(&m, "get_device_name", get_device_name);
    native(&m, "synchronize", synchronize);
    native(&m, "memory_allocated", |c, a| {
        stat(c, a, "memory_allocated", |s| s.allocated_bytes.current)
    });
    native(&m, "max_memory_allocated", |c, a| {
        stat(c, a, "max_memory_allocated", |s| s.allocated_bytes.peak)
    });
    native(&m, "memory_reserved", |c, a| {
        stat(c, a, "memory_reserved", |s| s.reserved_bytes.current)
    });
    native(&m, "max_memory_reserved", |c, a| {
        stat(c, a, "max_memory_reserved", |s| s.reserved_bytes.peak)
    });
    native(&m, "mem_get_info", mem_get_info);
    native(&m, "reset_peak_memory_stats", |c, a| {
        device_arg(a, "reset_peak_memory_stats")?;
        c.torch().dispatcher.hbm.borrow_mut().reset_peaks();
        Ok(Value::None)
    });
    native(&m, "empty_cache", |c, a| {
        a.check_kw("empty_cache", &[])?;
        c.torch().dispatcher.hbm.borrow_mut().release_cache();
        c.torch().dispatcher.flush_memory_events();
        Ok(Value::None)
    });
    native(&m, "memory_summary", memory_summary);
    m.set("OutOfMemoryError", oom_class.clone());
    Value::Module(m)
}

/// `torch_tpu`: TorchTPU's module. The playground honours `synchronize`, `is_available`,
/// `device_count`, `get_eager_mode`, `set_eager_mode(mode)` and the context manager
/// `eager_mode(mode)` (the host chooses the starting mode: `--mode`, the page's selector); it
/// invents nothing beyond them.
pub(super) fn torch_tpu_module() -> Value {
    let m = Module::new("torch_tpu");
    native(&m, "is_available", |_, _| Ok(Value::Bool(true)));
    native(&m, "device_count", |_, _| Ok(Value::Int(1)));
    native(&m, "synchronize", synchronize);
    native(&m, "get_eager_mode", |c, a| {
        a.check_kw("get_eager_mode", &[])?;
        let mode = serde_json::to_value(c.torch().dispatcher.mode)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        Ok(Value::str(&mode))
    });
    native(&m, "set_eager_mode", |c, a| {
        a.check_kw("set_eager_mode", &["mode"])?;
        let mode = mode_arg(a, "set_eager_mode")?;
        let line = c.span.line;
        c.torch().dispatcher.set_mode(mode, line)?;
        Ok(Value::None)
    });
    native(&m, "eager_mode", |_, a| {
        a.check_kw("eager_mode", &["mode"])?;
        let mode = mode_arg(a, "eager_mode")?;
        Ok(Value::from(TorchValue::EagerModeCtx(mode)))
    });
    crate::profiler::register(&m);
    Value::Module(m)
}

/// The `mode` argument: one of the implemented modes' names.
fn mode_arg(a: &Args, fname: &str) -> Result<EagerMode, PyErr> {
    let names = "'debug', 'strict', 'fused', 'compiled'";
    let Some(v) = a.get(0, "mode") else {
        return Err(PyErr::type_error(format!(
            "{fname}() missing 1 required positional argument: 'mode'"
        )));
    };
    let Value::Str(s) = v else {
        return Err(PyErr::type_error(format!(
            "{fname}(): mode must be a str ({names}), not {}",
            v.type_name()
        )));
    };
    match EagerMode::parse(s) {
        Some(m) => Ok(m),
        None => Err(PyErr::value_error(format!(
            "invalid eager mode '{s}': expected one of {names}"
        ))),
    }
}

/// `with torch_tpu.eager_mode(m):` enters `m` and leaves back to the mode it entered from.
pub(crate) fn eager_mode_method(name: &str) -> NativeFn {
    if name == "__enter__" {
        |c, a| {
            let Some(TorchValue::EagerModeCtx(mode)) = a.pos.first().and_then(crate::torch_of)
            else {
                return Err(PyErr::type_error("__enter__ needs an eager_mode object").into());
            };
            let line = c.span.line;
            let from = c.torch().dispatcher.set_mode(*mode, line)?;
            c.torch().dispatcher.mode_stack.push(from);
            Ok(Value::None)
        }
    } else {
        |c, _| {
            let line = c.span.line;
            if let Some(&back) = c.torch().dispatcher.mode_stack.last() {
                // Pop only once the switch back happened: a cut that stops for a read runs again.
                c.torch().dispatcher.set_mode(back, line)?;
                c.torch().dispatcher.mode_stack.pop();
            }
            Ok(Value::Bool(false))
        }
    }
}

/// Checks a `device=` argument names the one emulated chip.
fn device_arg(a: &Args, fname: &str) -> Result<(), PyErr> {
    a.check_kw(fname, &["device"])?;
    let ok = match (
        a.get(0, "device"),
        a.get(0, "device").and_then(crate::torch_of),
    ) {
        (None | Some(Value::None), _) => true,
        (Some(Value::Int(i)), _) => *i == 0,
        (Some(Value::Str(s)), _) => matches!(Device::parse(s)?, Device::Tpu(0)),
        (_, Some(TorchValue::Device(d))) => *d == Device::Tpu(0),
        (Some(other), _) => {
            return Err(PyErr::value_error(format!(
                "Expected a torch.device with a specified index or an integer, but got:{}",
                other.repr()
            )))
        }
    };
    if ok {
        Ok(())
    } else {
        // What torch.cuda says for a device index it does not have.
        Err(PyErr::runtime_error(
            "Invalid device argument : did you call init? (the playground emulates one TPU, device 0)",
        ))
    }
}

fn stat(
    ctx: &mut Ctx,
    a: &Args,
    fname: &str,
    f: fn(&tpu_emu::device::hbm::CachingAllocator) -> u64,
) -> NativeResult {
    device_arg(a, fname)?;
    let v = f(&ctx.torch().dispatcher.hbm.borrow());
    Ok(Value::Int(v as i64))
}

fn get_device_name(ctx: &mut Ctx, a: &Args) -> NativeResult {
    device_arg(a, "get_device_name")?;
    Ok(Value::str(ctx.torch().dispatcher.hbm.borrow().chip))
}

/// `(free, total)` bytes of the chip's HBM, as `torch.cuda.mem_get_info` reports the device's.
fn mem_get_info(ctx: &mut Ctx, a: &Args) -> NativeResult {
    device_arg(a, "mem_get_info")?;
    let h = ctx.torch().dispatcher.hbm.borrow();
    let free = h.capacity - h.reserved_bytes.current;
    Ok(Value::tuple(vec![
        Value::Int(free as i64),
        Value::Int(h.capacity as i64),
    ]))
}

fn memory_summary(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("memory_summary", &["device", "abbreviated"])?;
    device_arg(
        &Args {
            pos: a.pos.first().cloned().into_iter().collect(),
            kw: Vec::new(),
        },
        "memory_summary",
    )?;
    Ok(Value::str(&ctx.torch().dispatcher.hbm.borrow().summary(0)))
}

/// `torch.tpu.synchronize()`: waits for the chip; a sync point logged with its reason.
fn synchronize(ctx: &mut Ctx, a: &Args) -> NativeResult {
    device_arg(a, "synchronize")?;
    let line = ctx.span.line;
    ctx.torch().dispatcher.synchronize(line);
    Ok(Value::None)
}
