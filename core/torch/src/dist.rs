//! `torch.distributed`, as seen from one rank (`mp.spawn` is in `multiprocessing`, send/recv and
//! all-to-all in `dist_p2p`).
//!
//! Each rank is its own VM. A collective never blocks the VM: the native reads its input tensor,
//! leaves a [`Request`] in [`DistState::pending`] and suspends the instruction (the same way a
//! device read does, see `Dispatcher::suspend`). The SPMD runner (`crate::spmd`) sees every rank
//! stopped at a request, runs the collective over the ICI step schedule with the ranks' real data,
//! puts each rank's result in [`DistState::completed`] and steps the ranks again; the instruction
//! re-executes, finds its result and writes it into the rank's tensors in place.
//!
//! A VM that no runner drives (the page today, `run_to_end`) can still run a world of one rank:
//! its collectives complete at once, as they do with one gloo process.

use crate::TorchCtx;
use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::ici::ReduceOp;
use tpu_emu::tensor::dtype::HostData;
use tpu_emu::tensor::{DType, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::{as_tensor, kernels, native, TensorObj, TorchValue};

/// How this VM was started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Launch {
    /// A VM on its own (the page, tests): a world of one rank at most, no `mp.spawn`.
    #[default]
    Alone,
    /// The top-level program under the SPMD runner, without ranks: `python prog.py`. It may call
    /// `mp.spawn`, which the runner answers by starting the children.
    Parent,
    /// One of the processes `torchrun --nproc_per_node=world_size` starts (`RANK` is set).
    Torchrun { rank: usize, world_size: usize },
    /// Child `rank` of the parent's `spawn`-th call to `mp.spawn` (0-based).
    SpawnChild {
        rank: usize,
        nprocs: usize,
        spawn: usize,
    },
}

/// The default process group of this rank.
#[derive(Clone, Debug)]
pub struct Group {
    pub rank: usize,
    pub world_size: usize,
    pub backend: String,
}

/// Which collective a rank asked for, with what it takes part in matching the other ranks'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RequestKind {
    AllReduce(ReduceOp),
    AllGather,
    ReduceScatter(ReduceOp),
    Broadcast {
        src: usize,
    },
    Barrier,
    /// `all_to_all`, `all_to_all_single`: the sizes are in [`Request::pieces`].
    AllToAll,
}

/// A rank waiting at a collective.
#[derive(Clone, Debug)]
pub struct Request {
    pub kind: RequestKind,
    /// The Python function as the program called it (`all_gather_into_tensor`).
    pub api: &'static str,
    pub line: u32,
    /// The rank's input, flattened (f32: what the ICI simulator moves).
    pub data: Vec<f32>,
    /// The input tensors' dtypes, one per tensor: every rank must pass the same.
    pub dtypes: Vec<DType>,
    /// All-to-all: elements this rank sends to each rank, and expects from each.
    pub pieces: Option<(Vec<u64>, Vec<u64>)>,
}

/// What the parent's `mp.spawn` call is waiting for.
#[derive(Clone, Debug)]
pub struct SpawnRequest {
    pub nprocs: usize,
    pub line: u32,
}

/// The distributed state of one rank.
#[derive(Debug, Default)]
pub struct DistState {
    pub launch: Launch,
    /// `os.environ`: shared by every `import os` of this rank.
    pub environ: Rc<RefCell<tpu_lang::table::DictTable>>,
    pub group: Option<Group>,
    pub pending: Option<Request>,
    /// The runner's answer to `pending`, read when the instruction runs again.
    pub completed: Option<Vec<f32>>,
    /// Calls to `mp.spawn` that have returned in this VM.
    pub spawns_done: usize,
    pub spawn_request: Option<SpawnRequest>,
    /// The runner's answer to `spawn_request`: `Err` holds the failed child's rendered traceback.
    pub spawn_result: Option<Result<(), (usize, String)>>,
    /// A spawn child that has entered its function (what it prints from here on is its own).
    pub in_child: bool,
    /// A spawn child whose function returned: the process is over.
    pub exited: bool,
    /// The last collective this rank completed, for hang reports: (api, line).
    pub last_collective: Option<(&'static str, u32)>,
    /// Posted sends and receives (see `dist_p2p`).
    pub p2p: super::dist_p2p::P2pState,
    /// Parameters a `DistributedDataParallel` forward prepared for the next backward, whose
    /// gradients are averaged across ranks when it ends (see `nn::parallel`).
    pub ddp_armed: Option<Vec<Rc<TensorObj>>>,
}

impl DistState {
    /// State for a rank the runner starts, with the environment `torchrun` gives it.
    pub fn launched(launch: Launch) -> DistState {
        let mut env: Vec<(&str, String)> = Vec::new();
        if let Launch::Torchrun { rank, world_size } = launch {
            env = vec![
                ("RANK", rank.to_string()),
                ("WORLD_SIZE", world_size.to_string()),
                ("LOCAL_RANK", rank.to_string()),
                ("LOCAL_WORLD_SIZE", world_size.to_string()),
                ("GROUP_RANK", "0".to_string()),
                ("MASTER_ADDR", "127.0.0.1".to_string()),
                ("MASTER_PORT", "29500".to_string()),
            ];
        }
        DistState {
            launch,
            environ: Rc::new(RefCell::new(
                env.into_iter()
                    .map(|(k, v)| (Value::str(k), Value::str(&v)))
                    .collect(),
            )),
            ..DistState::default()
        }
    }

    /// Whether the instruction stopped because this rank waits at a collective.
    pub fn waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// Whether the instruction stopped because this rank waits for a send or receive.
    pub fn waiting_p2p(&self) -> bool {
        self.p2p.waiting.is_some()
    }

    fn env(&self, key: &str) -> Option<String> {
        self.environ
            .borrow()
            .iter()
            .find_map(|(k, v)| match (k, v) {
                (Value::Str(k), Value::Str(v)) if &**k == key => Some(v.to_string()),
                _ => None,
            })
    }
}

/// `<RedOpType.SUM: 0>`, as PyTorch prints a `ReduceOp`.
pub fn reduce_op_repr(op: ReduceOp) -> String {
    let (name, code) = reduce_op_name(op);
    format!("<RedOpType.{name}: {code}>")
}

fn reduce_op_name(op: ReduceOp) -> (&'static str, u8) {
    match op {
        ReduceOp::Sum => ("SUM", 0),
        ReduceOp::Avg => ("AVG", 1),
        ReduceOp::Product => ("PRODUCT", 2),
        ReduceOp::Min => ("MIN", 3),
        ReduceOp::Max => ("MAX", 4),
    }
}

/// `torch.distributed`.
pub fn distributed_module() -> Value {
    let m = Module::new("torch.distributed");
    let ops = Module::new("ReduceOp");
    for op in [
        ReduceOp::Sum,
        ReduceOp::Avg,
        ReduceOp::Product,
        ReduceOp::Min,
        ReduceOp::Max,
    ] {
        ops.set(reduce_op_name(op).0, Value::from(TorchValue::ReduceOp(op)));
    }
    m.set("ReduceOp", Value::Module(ops));
    native(&m, "init_process_group", init_process_group);
    native(&m, "is_initialized", |ctx, _| {
        Ok(Value::Bool(ctx.torch().dist.group.is_some()))
    });
    native(&m, "is_available", |_, _| Ok(Value::Bool(true)));
    native(&m, "get_rank", |ctx, _| {
        Ok(Value::Int(group(ctx)?.rank as i64))
    });
    native(&m, "get_world_size", |ctx, _| {
        Ok(Value::Int(group(ctx)?.world_size as i64))
    });
    native(&m, "get_backend", |ctx, _| {
        Ok(Value::str(&group(ctx)?.backend))
    });
    native(&m, "destroy_process_group", |ctx, _| {
        group(ctx)?;
        ctx.torch().dist.group = None;
        Ok(Value::None)
    });
    native(&m, "all_reduce", all_reduce);
    native(&m, "all_gather", all_gather);
    native(&m, "all_gather_into_tensor", all_gather_into_tensor);
    native(&m, "reduce_scatter_tensor", reduce_scatter_tensor);
    native(&m, "broadcast", broadcast);
    native(&m, "barrier", barrier);
    super::dist_p2p::register(&m);
    Value::Module(m)
}

pub(super) fn group(ctx: &Ctx) -> Result<Group, PyErr> {
    ctx.torch_ref().dist.group.clone().ok_or_else(|| {
        PyErr::value_error(
            "Default process group has not been initialized, please make sure to call init_process_group.",
        )
    })
}

pub(super) fn int_arg(a: &Args, i: usize, name: &str, default: i64) -> Result<i64, PyErr> {
    match a.get(i, name) {
        None | Some(Value::None) => Ok(default),
        Some(Value::Int(v)) => Ok(*v),
        Some(other) => Err(PyErr::type_error(format!(
            "{name} must be an int, not {}",
            other.type_name()
        ))),
    }
}

/// `init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, ...)`.
fn init_process_group(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "init_process_group",
        &[
            "backend",
            "init_method",
            "timeout",
            "world_size",
            "rank",
            "store",
            "group_name",
            "pg_options",
            "device_id",
        ],
    )?;
    if ctx.torch().dist.group.is_some() {
        return Err(
            PyErr::value_error("trying to initialize the default process group twice!").into(),
        );
    }
    let backend = match a.get(0, "backend") {
        None | Some(Value::None) => "tpu_dist".to_string(),
        Some(Value::Str(s)) => s.to_lowercase(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "backend must be a string, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    match backend.as_str() {
        "tpu_dist" | "gloo" => {}
        "nccl" => return Err(PyErr::runtime_error("nccl2 requires at least one CUDA device").into()),
        other => {
            return Err(PyErr::value_error(format!(
                "Invalid backend: '{other}' (the playground's TPU runs \"tpu_dist\", and accepts \"gloo\")"
            ))
            .into())
        }
    }
    if let Some(m) = a.get(1, "init_method") {
        if !matches!(m, Value::None) {
            match m {
                Value::Str(s) if s.starts_with("env://") || s.starts_with("tcp://") => {}
                _ => {
                    return Err(unsupported(
                        "init_process_group(init_method=...) other than env:// or tcp://",
                    )
                    .into())
                }
            }
        }
    }
    let env_int = |ctx: &Ctx, key: &str| -> Result<Option<i64>, PyErr> {
        match ctx.torch_ref().dist.env(key) {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| {
                PyErr::value_error(format!(
                    "Error initializing torch.distributed using env:// rendezvous: environment variable {key} is not an integer: '{v}'"
                ))
            }),
        }
    };
    let mut rank = int_arg(a, 4, "rank", -1)?;
    let mut world = int_arg(a, 3, "world_size", -1)?;
    for key in ["MASTER_ADDR", "MASTER_PORT"] {
        if ctx.torch().dist.env(key).is_none() {
            return Err(PyErr::value_error(format!(
                "Error initializing torch.distributed using env:// rendezvous: environment variable {key} expected, but not set"
            ))
            .into());
        }
    }
    if rank < 0 {
        rank = env_int(ctx, "RANK")?.ok_or_else(|| {
            PyErr::value_error("Error initializing torch.distributed using env:// rendezvous: environment variable RANK expected, but not set")
        })?;
    }
    if world < 0 {
        world = env_int(ctx, "WORLD_SIZE")?.ok_or_else(|| {
            PyErr::value_error("Error initializing torch.distributed using env:// rendezvous: environment variable WORLD_SIZE expected, but not set")
        })?;
    }
    if world < 1 || rank < 0 || rank >= world {
        return Err(PyErr::value_error(format!(
            "Invalid rank {rank} for a world of size {world}: ranks go from 0 to world_size - 1"
        ))
        .into());
    }
    let (rank, world) = (rank as usize, world as usize);
    // The launch fixes which rank this VM is; a program that claims another would hang on a real pod.
    let launched = match ctx.torch().dist.launch {
        Launch::Torchrun { rank, world_size } => Some((rank, world_size)),
        Launch::SpawnChild { rank, nprocs, .. } => Some((rank, nprocs)),
        Launch::Alone | Launch::Parent => None,
    };
    match launched {
        Some((r, w)) if (r, w) != (rank, world) => {
            return Err(PyErr::runtime_error(format!(
                "init_process_group(rank={rank}, world_size={world}) in the process launched as rank {r} of {w}: every process must pass its own rank and the launch's world size"
            ))
            .into())
        }
        None if world > 1 => {
            return Err(PyErr::runtime_error(format!(
                "init_process_group(world_size={world}) in a single process: the other {} ranks would never join. Launch one process per chip: `tpu run --topology N prog.py` (as torchrun does) or torch.multiprocessing.spawn",
                world - 1
            ))
            .into())
        }
        _ => {}
    }
    ctx.torch().dist.group = Some(Group {
        rank,
        world_size: world,
        backend,
    });
    Ok(Value::None)
}

pub(super) fn unsupported(what: &str) -> PyErr {
    PyErr::new(
        "NotImplementedError",
        format!("{what} is not supported in the playground yet"),
    )
}

pub(super) fn tensor_arg(a: &Args, i: usize, name: &str, f: &str) -> Result<Rc<TensorObj>, PyErr> {
    match a.get(i, name) {
        Some(v) => as_tensor(v, f).cloned(),
        None => Err(PyErr::type_error(format!(
            "{f}() missing required argument: '{name}'"
        ))),
    }
}

fn op_arg(a: &Args, i: usize) -> Result<ReduceOp, PyErr> {
    match (a.get(i, "op"), a.get(i, "op").and_then(crate::torch_of)) {
        (None, _) => Ok(ReduceOp::Sum),
        (_, Some(TorchValue::ReduceOp(op))) => Ok(*op),
        (Some(other), _) => Err(PyErr::type_error(format!(
            "op must be a torch.distributed.ReduceOp, not {}",
            other.type_name()
        ))),
    }
}

pub(super) fn check_sync(a: &Args, f: &str) -> Result<(), PyErr> {
    if matches!(a.kwarg("async_op"), Some(Value::Bool(true))) {
        return Err(unsupported(&format!("{f}(async_op=True)")));
    }
    match a.kwarg("group") {
        None | Some(Value::None) => Ok(()),
        Some(_) => Err(unsupported(&format!(
            "{f}(group=...): only the default process group"
        ))),
    }
}

pub(super) fn process_group_name(g: &Group) -> &'static str {
    if g.backend == "gloo" {
        "ProcessGroupGloo"
    } else {
        "ProcessGroupTPU"
    }
}

/// The rank's part of a collective: on the first run, reads `input`, leaves the request and
/// suspends; on the run after the runner answered, returns this rank's result.
pub(super) fn collective(
    ctx: &mut Ctx,
    kind: RequestKind,
    api: &'static str,
    input: Option<&Tensor>,
) -> Result<Vec<f32>, Flow> {
    collective_of(ctx, kind, api, input.as_slice(), 1.0)
}

/// [`collective`] over several tensors, flattened one after the other (DDP's gradient bucket),
/// each element divided by `divisor` first.
pub(super) fn collective_of(
    ctx: &mut Ctx,
    kind: RequestKind,
    api: &'static str,
    inputs: &[&Tensor],
    divisor: f32,
) -> Result<Vec<f32>, Flow> {
    gather_request(ctx, kind, api, inputs, divisor, None)
}

/// An all-to-all: `pieces` are the elements this rank sends to each rank and expects from each.
pub(super) fn collective_of_pieces(
    ctx: &mut Ctx,
    api: &'static str,
    inputs: &[&Tensor],
    pieces: (Vec<u64>, Vec<u64>),
) -> Result<Vec<f32>, Flow> {
    gather_request(ctx, RequestKind::AllToAll, api, inputs, 1.0, Some(pieces))
}

fn gather_request(
    ctx: &mut Ctx,
    kind: RequestKind,
    api: &'static str,
    inputs: &[&Tensor],
    divisor: f32,
    pieces: Option<(Vec<u64>, Vec<u64>)>,
) -> Result<Vec<f32>, Flow> {
    if let Some(done) = ctx.torch().dist.completed.clone() {
        return Ok(done);
    }
    let line = ctx.span.line;
    let mut data = Vec::new();
    for t in inputs {
        let host = ctx
            .torch()
            .dispatcher
            .read(t, MaterializationReason::DistributedOp, line)?;
        data.extend((0..host.len()).map(|i| {
            let x = host.get_f64(i) as f32;
            if divisor == 1.0 {
                x
            } else {
                x / divisor
            }
        }));
    }
    let g = group(ctx)?;
    if g.world_size == 1 {
        // One rank: every collective hands the rank its own data (all-gather of one is itself).
        return Ok(data);
    }
    if ctx.torch().dist.launch == Launch::Alone {
        return Err(PyErr::runtime_error(format!(
            "{api}: this program runs alone, with no SPMD runner to meet the other ranks"
        ))
        .into());
    }
    let dtypes = inputs.iter().map(|t| t.dtype()).collect();
    ctx.torch().dist.pending = Some(Request {
        kind,
        api,
        line,
        data,
        dtypes,
        pieces,
    });
    Err(ctx.torch().dispatcher.suspend().into())
}

/// Marks the collective finished; the last thing a native does after writing its results.
pub(super) fn finish(ctx: &mut Ctx, api: &'static str) -> NativeResult {
    ctx.torch().dist.completed = None;
    ctx.torch().dist.last_collective = Some((api, ctx.span.line));
    Ok(Value::None)
}

/// Writes `vals` into `t` in place, in `t`'s dtype.
pub(super) fn write(ctx: &mut Ctx, t: &TensorObj, vals: &[f32]) -> Result<(), Flow> {
    let dtype = t.tensor.dtype();
    let data = match dtype {
        DType::Float64 => HostData::F64(vals.iter().map(|&v| v as f64).collect()),
        DType::Int64 => HostData::I64(vals.iter().map(|&v| v as i64).collect()),
        DType::Int32 => HostData::I32(vals.iter().map(|&v| v as i32).collect()),
        DType::Bool => HostData::Bool(vals.iter().map(|&v| v != 0.0).collect()),
        _ => HostData::F32(vals.to_vec()),
    };
    let src = Tensor::from_host(data, dtype, t.tensor.shape.clone());
    kernels::assign(ctx, &t.tensor, &src)
}

fn all_reduce(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("all_reduce", &["tensor", "op", "group", "async_op"])?;
    check_sync(a, "all_reduce")?;
    let t = tensor_arg(a, 0, "tensor", "all_reduce")?;
    let op = op_arg(a, 1)?;
    let out = collective(
        ctx,
        RequestKind::AllReduce(op),
        "all_reduce",
        Some(&t.tensor),
    )?;
    write(ctx, &t, &out)?;
    finish(ctx, "all_reduce")
}

fn broadcast(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "broadcast",
        &["tensor", "src", "group", "async_op", "group_src"],
    )?;
    check_sync(a, "broadcast")?;
    let t = tensor_arg(a, 0, "tensor", "broadcast")?;
    let src = match a.get(1, "src").or_else(|| a.kwarg("group_src")) {
        Some(Value::Int(s)) => *s,
        _ => return Err(PyErr::type_error("broadcast() missing required argument: 'src'").into()),
    };
    let g = group(ctx)?;
    if src < 0 || src as usize >= g.world_size {
        return Err(PyErr::runtime_error(format!(
            "{}::broadcast: invalid root rank: {src}",
            process_group_name(&g)
        ))
        .into());
    }
    let out = collective(
        ctx,
        RequestKind::Broadcast { src: src as usize },
        "broadcast",
        Some(&t.tensor),
    )?;
    write(ctx, &t, &out)?;
    finish(ctx, "broadcast")
}

fn barrier(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("barrier", &["group", "async_op", "device_ids"])?;
    check_sync(a, "barrier")?;
    collective(ctx, RequestKind::Barrier, "barrier", None)?;
    finish(ctx, "barrier")
}

pub(super) fn shape_text(s: &[usize]) -> String {
    let d: Vec<String> = s.iter().map(usize::to_string).collect();
    format!("({})", d.join(", "))
}

fn all_gather(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "all_gather",
        &["tensor_list", "tensor", "group", "async_op"],
    )?;
    check_sync(a, "all_gather")?;
    let outs: Vec<Value> = match a.get(0, "tensor_list") {
        Some(Value::List(l)) => l.borrow().clone(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "all_gather(): tensor_list must be a list of tensors, not {}",
                other.type_name()
            ))
            .into())
        }
        None => {
            return Err(
                PyErr::type_error("all_gather() missing required argument: 'tensor_list'").into(),
            )
        }
    };
    let t = tensor_arg(a, 1, "tensor", "all_gather")?;
    let g = group(ctx)?;
    let pg = process_group_name(&g);
    if outs.len() != g.world_size {
        return Err(PyErr::runtime_error(format!(
            "{pg}::allgather: invalid output tensor list at index 0 (expected length {}, got {})",
            g.world_size,
            outs.len()
        ))
        .into());
    }
    let mut targets = Vec::with_capacity(outs.len());
    for o in &outs {
        let o = as_tensor(o, "all_gather")?.clone();
        if o.tensor.shape != t.tensor.shape {
            return Err(PyErr::runtime_error(format!(
                "{pg}::allgather: invalid tensor size at index 0 (expected {}, got {})",
                shape_text(&t.tensor.shape),
                shape_text(&o.tensor.shape)
            ))
            .into());
        }
        targets.push(o);
    }
    let out = collective(ctx, RequestKind::AllGather, "all_gather", Some(&t.tensor))?;
    let n = t.tensor.numel();
    for (i, o) in targets.iter().enumerate() {
        write(ctx, o, &out[i * n..(i + 1) * n])?;
    }
    finish(ctx, "all_gather")
}

fn all_gather_into_tensor(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "all_gather_into_tensor",
        &["output_tensor", "input_tensor", "group", "async_op"],
    )?;
    check_sync(a, "all_gather_into_tensor")?;
    let out_t = tensor_arg(a, 0, "output_tensor", "all_gather_into_tensor")?;
    let inp = tensor_arg(a, 1, "input_tensor", "all_gather_into_tensor")?;
    let g = group(ctx)?;
    if out_t.tensor.numel() != inp.tensor.numel() * g.world_size {
        return Err(PyErr::runtime_error(format!(
            "output tensor size must be equal to world_size times input tensor size (output {}, input {}, world_size {})",
            out_t.tensor.numel(),
            inp.tensor.numel(),
            g.world_size
        ))
        .into());
    }
    let out = collective(
        ctx,
        RequestKind::AllGather,
        "all_gather_into_tensor",
        Some(&inp.tensor),
    )?;
    write(ctx, &out_t, &out)?;
    finish(ctx, "all_gather_into_tensor")
}

fn reduce_scatter_tensor(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "reduce_scatter_tensor",
        &["output", "input", "op", "group", "async_op"],
    )?;
    check_sync(a, "reduce_scatter_tensor")?;
    let out_t = tensor_arg(a, 0, "output", "reduce_scatter_tensor")?;
    let inp = tensor_arg(a, 1, "input", "reduce_scatter_tensor")?;
    let op = op_arg(a, 2)?;
    let g = group(ctx)?;
    if inp.tensor.numel() != out_t.tensor.numel() * g.world_size {
        return Err(PyErr::runtime_error(format!(
            "input tensor must be the same size as output size times world size (input {}, output {}, world_size {})",
            inp.tensor.numel(),
            out_t.tensor.numel(),
            g.world_size
        ))
        .into());
    }
    let out = collective(
        ctx,
        RequestKind::ReduceScatter(op),
        "reduce_scatter_tensor",
        Some(&inp.tensor),
    )?;
    write(ctx, &out_t, &out)?;
    finish(ctx, "reduce_scatter_tensor")
}
