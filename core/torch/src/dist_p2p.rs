//! `torch.distributed` point to point (`send`, `recv`, `isend`, `irecv` and the `Work` they
//! return) and all-to-all (`all_to_all`, `all_to_all_single`), as seen from one rank.
//!
//! A send or receive is *posted*: it goes into [`P2pState::posted`] and the VM goes on. Waiting
//! for it (`Work.wait()`, or the blocking `send`/`recv`, which post and wait) suspends the
//! instruction like a collective does, with the op's id in [`P2pState::waiting`]. The SPMD
//! runner matches posted sends with posted receives (same pair of ranks, same tag, in the order
//! they were posted; a receive without `src` takes the lowest rank with a matching send), moves
//! each pair's data over the ICI route with `ici::run_collective(SendRecv)`, and records the
//! match in both ranks' [`P2pState::matched`]. A send completes when its receive is posted, as
//! `send` "sends a tensor synchronously" in PyTorch. A wait that no posted op can ever match is a
//! hang, reported with the ranks and lines.
//!
//! All-to-all is a collective: every rank arrives with its pieces' sizes in
//! [`Request::pieces`]; the runner checks that what each rank sends another is what that one
//! expects and runs `ici::run_all_to_all_v`.

use crate::TorchCtx;
use std::cell::Cell;
use std::collections::BTreeMap;
use std::rc::Rc;

use tpu_emu::tensor::{DType, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::dist::{
    collective_of_pieces, finish, group, process_group_name, shape_text, unsupported, write, Group,
    Launch,
};
use super::{as_tensor, native, TensorObj, TorchValue};

/// Which way a posted op moves data.
#[derive(Clone, Debug, PartialEq)]
pub enum P2pDir {
    Send {
        dst: usize,
        data: Vec<f32>,
    },
    /// `src: None`: from any rank.
    Recv {
        src: Option<usize>,
        len: usize,
    },
}

/// A send or receive this rank posted and no peer has matched yet.
#[derive(Clone, Debug)]
pub struct P2pOp {
    pub id: u64,
    pub dir: P2pDir,
    pub tag: i64,
    /// As the program called it: `send`, `isend`, `recv`, `irecv`.
    pub api: &'static str,
    pub line: u32,
}

impl P2pOp {
    /// `recv(src=0)`, `isend(dst=3, tag=2)`: for hang reports.
    pub fn describe(&self) -> String {
        let peer = match &self.dir {
            P2pDir::Send { dst, .. } => format!("dst={dst}"),
            P2pDir::Recv { src: Some(s), .. } => format!("src={s}"),
            P2pDir::Recv { src: None, .. } => "src=None".to_string(),
        };
        let tag = if self.tag == 0 {
            String::new()
        } else {
            format!(", tag={}", self.tag)
        };
        format!("{}({peer}{tag})", self.api)
    }
}

/// A posted op the runner matched: the peer rank and, for a receive, the data.
#[derive(Clone, Debug)]
pub struct Matched {
    pub peer: usize,
    pub data: Vec<f32>,
}

/// The point-to-point state of one rank.
#[derive(Debug, Default)]
pub struct P2pState {
    next_id: u64,
    /// Posted, not yet matched, in the order posted.
    pub posted: Vec<P2pOp>,
    /// Matched and not yet waited for, by id.
    pub matched: BTreeMap<u64, Matched>,
    /// The op this rank is suspended on.
    pub waiting: Option<u64>,
}

/// What `isend`/`irecv` return: `wait()` blocks until the op is matched.
#[derive(Debug)]
pub struct Work {
    id: u64,
    /// The tensor an `irecv` fills when its wait completes.
    into: Option<Rc<TensorObj>>,
    done: Cell<bool>,
}

pub fn register(m: &Module) {
    native(m, "send", send);
    native(m, "recv", recv);
    native(m, "isend", isend);
    native(m, "irecv", irecv);
    native(m, "all_to_all", all_to_all);
    native(m, "all_to_all_single", all_to_all_single);
}

/// `Invalid function argument. Expected parameter `tensor` ...`, as `_check_single_tensor` says.
fn single_tensor(a: &Args, i: usize, name: &str, f: &str) -> Result<Rc<TensorObj>, PyErr> {
    match (a.get(i, name), a.get(i, name).and_then(crate::torch_of)) {
        (_, Some(TorchValue::Tensor(t))) => Ok(t.clone()),
        (Some(other), _) => Err(PyErr::type_error(format!(
            "Invalid function argument. Expected parameter `{name}` of type torch.Tensor\n             but got <class '{}'> instead.",
            other.type_name()
        ))),
        (None, _) => Err(PyErr::type_error(format!(
            "{f}() missing 1 required positional argument: '{name}'"
        ))),
    }
}

/// `dst`/`group_dst` (or `src`/`group_src`) as `_canonicalize_group_rank` reads them: on the
/// default group a group rank is the global rank. `None`: neither given.
fn peer_arg(a: &Args, i: usize, name: &str, group_name: &str) -> Result<Option<i64>, PyErr> {
    let get = |v: Option<&Value>, n: &str| match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(r)) => Ok(Some(*r)),
        Some(other) => Err(PyErr::type_error(format!(
            "{n} must be an int, not {}",
            other.type_name()
        ))),
    };
    let global = get(a.get(i, name), name)?;
    let local = get(a.kwarg(group_name), group_name)?;
    match (global, local) {
        (Some(_), Some(_)) => Err(PyErr::value_error(
            "Can't specify both group_rank and global_rank",
        )),
        (g, l) => Ok(g.or(l)),
    }
}

fn check_peer(g: &Group, api: &str, what: &str, r: i64) -> Result<usize, PyErr> {
    if r < 0 || r as usize >= g.world_size {
        // Gloo itself crashes the process here; the playground says why instead.
        return Err(PyErr::runtime_error(format!(
            "{}::{api}: invalid {what} rank: {r} (ranks go from 0 to {})",
            process_group_name(g),
            g.world_size - 1
        )));
    }
    Ok(r as usize)
}

fn tag_arg(a: &Args, i: usize) -> Result<i64, PyErr> {
    match a.get(i, "tag") {
        None | Some(Value::None) => Ok(0),
        Some(Value::Int(t)) => Ok(*t),
        Some(other) => Err(PyErr::type_error(format!(
            "tag must be an int, not {}",
            other.type_name()
        ))),
    }
}

fn check_group(a: &Args, f: &str) -> Result<(), PyErr> {
    match a.get(2, "group") {
        None | Some(Value::None) => Ok(()),
        Some(_) => Err(unsupported(&format!(
            "{f}(group=...): only the default process group"
        ))),
    }
}

fn read(ctx: &mut Ctx, t: &Tensor) -> Result<Vec<f32>, Flow> {
    let line = ctx.span.line;
    let host = ctx
        .torch()
        .dispatcher
        .read(t, MaterializationReason::DistributedOp, line)?;
    Ok((0..host.len()).map(|i| host.get_f64(i) as f32).collect())
}

fn post(ctx: &mut Ctx, dir: P2pDir, tag: i64, api: &'static str) -> Result<u64, PyErr> {
    if ctx.torch().dist.launch == Launch::Alone {
        return Err(PyErr::runtime_error(format!(
            "{api}: this program runs alone, with no SPMD runner to meet the other ranks"
        )));
    }
    let span_line = ctx.span.line;
    let p = &mut ctx.torch().dist.p2p;
    let id = p.next_id;
    p.next_id += 1;
    p.posted.push(P2pOp {
        id,
        dir,
        tag,
        api,
        line: span_line,
    });
    Ok(id)
}

/// Waits for op `id`: its match if the runner made it, else the rank suspends on it.
fn wait_for(ctx: &mut Ctx, id: u64) -> Result<Matched, Flow> {
    match ctx.torch().dist.p2p.matched.get(&id) {
        Some(m) => Ok(m.clone()),
        None => {
            ctx.torch().dist.p2p.waiting = Some(id);
            Err(ctx.torch().dispatcher.suspend().into())
        }
    }
}

/// Ends op `id` once its results are written.
fn done(ctx: &mut Ctx, id: u64, api: &'static str) {
    let p = &mut ctx.torch().dist.p2p;
    p.matched.remove(&id);
    if p.waiting == Some(id) {
        p.waiting = None;
    }
    ctx.torch().dist.last_collective = Some((api, ctx.span.line));
}

/// Checks and posts a send; `None` when the blocking call already posted it (it re-executes).
fn post_send(ctx: &mut Ctx, a: &Args, api: &'static str) -> Result<u64, Flow> {
    if let Some(id) = ctx.torch().dist.p2p.waiting {
        return Ok(id);
    }
    a.check_kw(api, &["tensor", "dst", "group", "tag", "group_dst"])?;
    check_group(a, api)?;
    let g = group(ctx)?;
    let dst = peer_arg(a, 1, "dst", "group_dst")?
        .ok_or_else(|| PyErr::value_error("Must specify global_rank or group_rank"))?;
    if api == "send" && dst == g.rank as i64 {
        return Err(PyErr::value_error(
            "Invalid destination rank: destination rank should not be the same as the rank of the current process.",
        )
        .into());
    }
    let t = single_tensor(a, 0, "tensor", api)?;
    let tag = tag_arg(a, 3)?;
    let dst = check_peer(&g, api, "destination", dst)?;
    let data = read(ctx, &t.tensor)?;
    Ok(post(ctx, P2pDir::Send { dst, data }, tag, api)?)
}

fn post_recv(ctx: &mut Ctx, a: &Args, api: &'static str) -> Result<(u64, Rc<TensorObj>), Flow> {
    a.check_kw(api, &["tensor", "src", "group", "tag", "group_src"])?;
    check_group(a, api)?;
    let t = single_tensor(a, 0, "tensor", api)?;
    if let Some(id) = ctx.torch().dist.p2p.waiting {
        return Ok((id, t));
    }
    let g = group(ctx)?;
    let src = match peer_arg(a, 1, "src", "group_src")? {
        Some(s) => Some(check_peer(&g, api, "source", s)?),
        None => None,
    };
    let tag = tag_arg(a, 3)?;
    let len = t.tensor.numel();
    let id = post(ctx, P2pDir::Recv { src, len }, tag, api)?;
    Ok((id, t))
}

/// `send(tensor, dst=None, group=None, tag=0, group_dst=None)`: blocks until received.
fn send(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let id = post_send(ctx, a, "send")?;
    wait_for(ctx, id)?;
    done(ctx, id, "send");
    Ok(Value::None)
}

/// `recv(tensor, src=None, ...)`: fills `tensor`, returns the sender's rank.
fn recv(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (id, t) = post_recv(ctx, a, "recv")?;
    let m = wait_for(ctx, id)?;
    write(ctx, &t, &m.data)?;
    done(ctx, id, "recv");
    Ok(Value::Int(m.peer as i64))
}

fn work(id: u64, into: Option<Rc<TensorObj>>) -> Value {
    Value::from(TorchValue::Work(Rc::new(Work {
        id,
        into,
        done: Cell::new(false),
    })))
}

fn isend(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let id = post_send(ctx, a, "isend")?;
    Ok(work(id, None))
}

fn irecv(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (id, t) = post_recv(ctx, a, "irecv")?;
    Ok(work(id, Some(t)))
}

/// `Work.wait()`, `Work.is_completed()`, `Work.is_success()`.
pub fn getattr(obj: &Value, _w: &Rc<Work>, name: &str) -> Result<Value, PyErr> {
    let f: tpu_lang::native::NativeFn = match name {
        "wait" => |ctx, a| {
            let w = this(a)?;
            if !w.done.get() {
                let m = wait_for(ctx, w.id)?;
                if let Some(t) = &w.into {
                    write(ctx, t, &m.data)?;
                }
                done(ctx, w.id, if w.into.is_some() { "irecv" } else { "isend" });
                w.done.set(true);
            }
            Ok(Value::Bool(true))
        },
        "is_completed" | "is_success" => |ctx, a| {
            let w = this(a)?;
            Ok(Value::Bool(
                w.done.get() || ctx.torch().dist.p2p.matched.contains_key(&w.id),
            ))
        },
        _ => return Err(PyErr::attribute_error("Work", name)),
    };
    Ok(Value::BoundNative(Rc::new((
        obj.clone(),
        Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        }),
    ))))
}

fn this(a: &Args) -> Result<Rc<Work>, PyErr> {
    match (a.pos.first(), a.pos.first().and_then(crate::torch_of)) {
        (_, Some(TorchValue::Work(w))) => Ok(w.clone()),
        (_, _) => Err(PyErr::type_error("expected a Work object")),
    }
}

fn tensor_list(a: &Args, i: usize, name: &str) -> Result<Vec<Rc<TensorObj>>, PyErr> {
    let bad = |v: &Value| {
        PyErr::type_error(format!(
            "Invalid function argument. Expected parameter `{name}` of type List[torch.Tensor]\n             but got <class '{}'> instead.",
            v.type_name()
        ))
    };
    match a.get(i, name) {
        Some(Value::List(l)) => l
            .borrow()
            .iter()
            .map(|v| as_tensor(v, "all_to_all").cloned().map_err(|_| bad(v)))
            .collect(),
        Some(other) => Err(bad(other)),
        None => Err(PyErr::type_error(format!(
            "all_to_all() missing 1 required positional argument: '{name}'"
        ))),
    }
}

/// `_ensure_all_tensors_same_dtype`: the first dtype against every later one.
fn same_dtype(tensors: &[&Tensor]) -> Result<(), PyErr> {
    let first: DType = tensors[0].dtype();
    match tensors.iter().find(|t| t.dtype() != first) {
        Some(t) => Err(PyErr::value_error(format!(
            "Invalid usage of tensors with different dtypesFound torch.{} and  torch.{}",
            first.name(),
            t.dtype().name()
        ))),
        None => Ok(()),
    }
}

fn check_async(a: &Args, f: &str) -> Result<(), PyErr> {
    if matches!(a.get(3, "async_op"), Some(Value::Bool(true))) {
        return Err(unsupported(&format!("{f}(async_op=True)")));
    }
    check_group(a, f)
}

/// `all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False)`.
fn all_to_all(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let api = "all_to_all";
    a.check_kw(
        api,
        &[
            "output_tensor_list",
            "input_tensor_list",
            "group",
            "async_op",
        ],
    )?;
    let outs = tensor_list(a, 0, "output_tensor_list")?;
    let ins = tensor_list(a, 1, "input_tensor_list")?;
    check_async(a, api)?;
    let all: Vec<&Tensor> = outs.iter().chain(&ins).map(|t| &t.tensor).collect();
    if !all.is_empty() {
        same_dtype(&all)?;
    }
    let g = group(ctx)?;
    let pg = process_group_name(&g);
    for (list, which) in [(&outs, "output"), (&ins, "input")] {
        if list.len() != g.world_size {
            return Err(PyErr::runtime_error(format!(
                "{pg}::alltoall: {which} tensor list size {} does not match world size {}",
                list.len(),
                g.world_size
            ))
            .into());
        }
    }
    for list in [&outs, &ins] {
        let first = &list[0].tensor.shape;
        if let Some((i, t)) = list
            .iter()
            .enumerate()
            .find(|(_, t)| &t.tensor.shape != first)
        {
            return Err(PyErr::runtime_error(format!(
                "{pg}::alltoall: invalid tensor size at index {i} (expected {}, got {})",
                shape_text(first),
                shape_text(&t.tensor.shape)
            ))
            .into());
        }
    }
    let send: Vec<u64> = ins.iter().map(|t| t.tensor.numel() as u64).collect();
    let recv: Vec<u64> = outs.iter().map(|t| t.tensor.numel() as u64).collect();
    let inputs: Vec<&Tensor> = ins.iter().map(|t| &t.tensor).collect();
    let out = collective_of_pieces(ctx, api, &inputs, (send, recv))?;
    let mut at = 0;
    for t in &outs {
        let n = t.tensor.numel();
        write(ctx, t, &out[at..at + n])?;
        at += n;
    }
    finish(ctx, api)
}

fn split_arg(a: &Args, i: usize, name: &str) -> Result<Vec<i64>, PyErr> {
    match a.get(i, name) {
        None | Some(Value::None) => Ok(Vec::new()),
        Some(Value::List(l)) => l.borrow().iter().map(|v| split_size(v, name)).collect(),
        Some(Value::Tuple(t)) => t.iter().map(|v| split_size(v, name)).collect(),
        Some(other) => Err(PyErr::type_error(format!(
            "{name} must be a list of ints, not {}",
            other.type_name()
        ))),
    }
}

fn split_size(v: &Value, name: &str) -> Result<i64, PyErr> {
    match v {
        Value::Int(n) if *n >= 0 => Ok(*n),
        Value::Int(n) => Err(PyErr::runtime_error(format!(
            "{name}: split sizes must be non-negative, got {n}"
        ))),
        other => Err(PyErr::type_error(format!(
            "{name} must be a list of ints, not a list holding {}",
            other.type_name()
        ))),
    }
}

/// c10d's `checkSplitSizes`: rows per peer along dim 0, as element counts.
fn split_counts(splits: &[i64], t: &Tensor, world: usize) -> Result<Vec<u64>, PyErr> {
    let rows = t.shape.first().copied().unwrap_or(1);
    let row = t.numel().checked_div(rows).unwrap_or(0) as u64;
    if splits.is_empty() {
        if rows % world != 0 {
            return Err(PyErr::runtime_error(
                "Tensor's dim 0 does not divide equally across group size",
            ));
        }
        return Ok(vec![(rows / world) as u64 * row; world]);
    }
    if splits.len() != world {
        return Err(PyErr::runtime_error(
            "Number of tensor splits not equal to group size",
        ));
    }
    if splits.iter().sum::<i64>() != rows as i64 {
        return Err(PyErr::runtime_error(
            "Split sizes doesn't match total dim 0 size",
        ));
    }
    Ok(splits.iter().map(|&s| s as u64 * row).collect())
}

/// `all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, ...)`.
fn all_to_all_single(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let api = "all_to_all_single";
    a.check_kw(
        api,
        &[
            "output",
            "input",
            "output_split_sizes",
            "input_split_sizes",
            "group",
            "async_op",
        ],
    )?;
    let out = single_tensor(a, 0, "output", api)?;
    let inp = single_tensor(a, 1, "input", api)?;
    if matches!(a.get(5, "async_op"), Some(Value::Bool(true))) {
        return Err(unsupported("all_to_all_single(async_op=True)").into());
    }
    if !matches!(a.get(4, "group"), None | Some(Value::None)) {
        return Err(
            unsupported("all_to_all_single(group=...): only the default process group").into(),
        );
    }
    same_dtype(&[&out.tensor, &inp.tensor])?;
    let out_splits = split_arg(a, 2, "output_split_sizes")?;
    let in_splits = split_arg(a, 3, "input_split_sizes")?;
    let g = group(ctx)?;
    let send = split_counts(&in_splits, &inp.tensor, g.world_size)?;
    let recv = split_counts(&out_splits, &out.tensor, g.world_size)?;
    let result = collective_of_pieces(ctx, api, &[&inp.tensor], (send, recv))?;
    write(ctx, &out, &result)?;
    finish(ctx, api)
}
