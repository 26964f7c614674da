//! What `torch.profiler` (core/torch/lib/torch/profiler/) reads from the run's trace: the ops a
//! program dispatched since a mark, each with its modelled host time (the eager mode's per-op and
//! per-launch costs, `chip::host`) and its kernels' modelled device time on the chip. These are
//! the playground's times, modelled and deterministic, not a measurement of this machine.

use tpu_emu::chip::DispatchMode;
use tpu_emu::dispatch::pricing::mode_of;
use tpu_emu::trace::{chrome, Event};
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::{Module, Value};

use crate::{native, TorchCtx};

pub(super) fn register(m: &Module) {
    native(m, "_profiler_seq", |c, _| {
        Ok(Value::Int(c.torch().dispatcher.last_seq() as i64))
    });
    native(m, "_profiler_ops", ops_since);
    native(m, "_profiler_chrome", chrome_between);
}

/// `torch_tpu._profiler_chrome(since, until)`: the events from op `since + 1` through op `until`
/// (and what happened between them: launches, syncs, HBM, collectives) as a Chrome Trace Event
/// document, text, laid out as `tpu run --trace-format chrome` lays out a whole run.
fn chrome_between(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let int = |i: usize| match a.pos.get(i) {
        Some(Value::Int(n)) => Some(*n as u64),
        _ => None,
    };
    let since = int(0).unwrap_or(0);
    let until = int(1).unwrap_or(u64::MAX);
    let d = &ctx.torch().dispatcher;
    let mut inside = false;
    let picked: Vec<&Event> = d
        .trace
        .events()
        .filter(|e| {
            if let Event::OpDispatched { seq, .. } = e {
                inside = *seq > since && *seq <= until;
            }
            inside
        })
        .collect();
    let label = "TPU Playground (modelled)";
    let events = chrome::process_events(0, label, d.mode, picked.iter().copied());
    Ok(Value::str(&chrome::document(vec![events]).to_string()))
}

/// `torch_tpu._profiler_ops(since)`: a list of `(name, seq, line, input_shapes, host_s,
/// device_s, kernels, flops)` for each op with `seq > since` the trace still holds, in order.
fn ops_since(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let since = match a.pos.first() {
        Some(Value::Int(i)) => *i as u64,
        _ => 0,
    };
    let d = &ctx.torch().dispatcher;
    let costs = DispatchMode::costs(mode_of(d.mode));
    struct Op {
        name: String,
        seq: u64,
        line: u32,
        shapes: Vec<Vec<usize>>,
        device_s: f64,
        kernels: u64,
        flops: u64,
    }
    let mut ops: Vec<Op> = Vec::new();
    for e in d.trace.events() {
        match e {
            Event::OpDispatched {
                seq,
                op,
                line,
                inputs,
                ..
            } if *seq > since => ops.push(Op {
                name: format!("aten::{op}"),
                seq: *seq,
                line: *line,
                shapes: inputs.clone(),
                device_s: 0.0,
                kernels: 0,
                flops: 0,
            }),
            Event::KernelLaunched {
                seq,
                modelled_s,
                flops,
                ..
            } if *seq > since => {
                // A fused kernel carries its last op's number: its time is that op's.
                if let Some(op) = ops.iter_mut().rev().find(|o| o.seq == *seq) {
                    op.device_s += modelled_s;
                    op.kernels += 1;
                    op.flops += flops;
                }
            }
            _ => {}
        }
    }
    let shape = |s: &Vec<usize>| Value::list(s.iter().map(|&n| Value::Int(n as i64)).collect());
    Ok(Value::list(
        ops.into_iter()
            .map(|o| {
                let host = costs.per_op_s + o.kernels as f64 * costs.per_launch_s;
                Value::tuple(vec![
                    Value::str(&o.name),
                    Value::Int(o.seq as i64),
                    Value::Int(i64::from(o.line)),
                    Value::list(o.shapes.iter().map(shape).collect()),
                    Value::Float(host),
                    Value::Float(o.device_s),
                    Value::Int(o.kernels as i64),
                    Value::Int(o.flops as i64),
                ])
            })
            .collect(),
    ))
}
