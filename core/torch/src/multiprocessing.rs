//! `torch.multiprocessing.spawn`: the parent stops at the call and the SPMD runner (`crate::spmd`)
//! starts the children, each a VM that replays the program up to the same call.

use crate::TorchCtx;
use tpu_lang::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::dist::{int_arg, unsupported, Launch, SpawnRequest};
use super::native;

/// `torch.multiprocessing`.
pub fn multiprocessing_module() -> Value {
    let m = Module::new("torch.multiprocessing");
    native(&m, "spawn", spawn);
    native(&m, "cpu_count", |_, _| Ok(Value::Int(16)));
    Value::Module(m)
}

/// `torch.multiprocessing.spawn(fn, args=(), nprocs=1, join=True, daemon=False, start_method='spawn')`.
///
/// The parent stops here and the runner starts `nprocs` children. Each child is a VM that runs
/// the same program from the top: deterministic and given the same environment, it reaches the
/// same call (calls to `spawn` before it return at once, as they did in the parent once their
/// own children had finished), where it calls `fn(rank, *args)` and exits when `fn` returns.
fn spawn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "spawn",
        &["fn", "args", "nprocs", "join", "daemon", "start_method"],
    )?;
    let func = a
        .get(0, "fn")
        .cloned()
        .ok_or_else(|| PyErr::type_error("spawn() missing 1 required positional argument: 'fn'"))?;
    let args: Vec<Value> = match a.get(1, "args") {
        None => Vec::new(),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(Value::List(l)) => l.borrow().clone(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "spawn(): args must be a tuple, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let nprocs = int_arg(a, 2, "nprocs", 1)?;
    if nprocs < 1 {
        return Err(PyErr::value_error(format!("nprocs must be at least 1, got {nprocs}")).into());
    }
    if matches!(a.get(3, "join"), Some(Value::Bool(false))) {
        return Err(unsupported("torch.multiprocessing.spawn(join=False)").into());
    }
    let nprocs = nprocs as usize;
    let line = ctx.span.line;
    let d = &mut ctx.torch().dist;
    match d.launch {
        Launch::Alone => Err(PyErr::runtime_error(
            "torch.multiprocessing.spawn needs the SPMD runner, which starts one VM per process: run the program with `tpu run`",
        )
        .into()),
        Launch::Torchrun { .. } => Err(unsupported(
            "torch.multiprocessing.spawn inside a process that torchrun (--topology) launched",
        )
        .into()),
        Launch::Parent => match d.spawn_result.take() {
            Some(Ok(())) => {
                d.spawns_done += 1;
                d.spawn_request = None;
                Ok(Value::None)
            }
            Some(Err((rank, traceback))) => {
                d.spawns_done += 1;
                d.spawn_request = None;
                Err(PyErr::new(
                    "torch.multiprocessing.spawn.ProcessRaisedException",
                    format!("\n\n-- Process {rank} terminated with the following error:\n{traceback}"),
                )
                .into())
            }
            None => {
                d.spawn_request = Some(SpawnRequest { nprocs, line });
                Err(ctx.torch().dispatcher.suspend().into())
            }
        },
        Launch::SpawnChild { rank, spawn, .. } => {
            if d.in_child {
                return Err(unsupported(
                    "torch.multiprocessing.spawn inside a spawned process",
                )
                .into());
            }
            if d.spawns_done < spawn {
                // An earlier call: in the parent its children ran and finished, apart from us.
                d.spawns_done += 1;
                return Ok(Value::None);
            }
            // The child begins here: what it printed before was the parent's, replayed.
            d.in_child = true;
            ctx.stdout.clear();
            let mut pos = vec![Value::Int(rank as i64)];
            pos.extend(args);
            Err(Flow::call(func, pos, Then::Resume(Box::new(ChildExit))))
        }
    }
}

/// Ends a spawn child when its function returns: the process exits, the VM never runs again.
#[derive(Debug)]
struct ChildExit;

impl Continuation for ChildExit {
    fn resume(&mut self, ctx: &mut Ctx, _: Value) -> NativeResult {
        ctx.torch().dist.exited = true;
        Err(ctx.torch().dispatcher.suspend().into())
    }
}
