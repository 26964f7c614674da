//! Settling the world between slices: ranks that exited (the run's end under torchrun, `spawn`'s
//! return or its `ProcessRaisedException` under `mp.spawn`), the children `mp.spawn` starts, and
//! the collectives every rank waits at: checked to be the same call, run on the ICI step schedule,
//! their results handed back, their bytes and time added to the run's totals.

use tpu_emu::ici::{self, Algorithm, Collective, ReduceOp, Topology};
use tpu_emu::trace::{Event, LinkBytes};
use tpu_lang::PyErr;

use crate::dist::{Launch, Request, RequestKind};
use crate::TorchCtx;

use super::{drain, Proc, ProcOutput, State, World, MAX_RANKS};

impl World {
    pub(super) fn settle(&mut self) {
        if self.ranks.is_empty() {
            let Some(parent) = &mut self.parent else {
                self.finished = true;
                return;
            };
            match parent.state {
                State::Done | State::Failed(_) => {
                    let p = self.parent.take().expect("the parent is there");
                    self.collect(None, p);
                    self.finished = true;
                }
                State::Spawning => {
                    if let Err(e) = self.spawn_children() {
                        self.fail_world(e);
                    }
                }
                _ => {}
            }
            return;
        }
        if let Err(e) = self.match_p2p() {
            self.fail_world(e);
            return;
        }
        if self
            .ranks
            .iter()
            .any(|p| matches!(p.state, State::Runnable | State::Reads))
        {
            return;
        }
        if self.ranks.iter().all(Proc::over) {
            self.ranks_over();
            return;
        }
        if self
            .ranks
            .iter()
            .any(|p| p.over() || matches!(p.state, State::P2p))
        {
            let hang = self.hang_report();
            // A rank that raised is the cause: its own error (and traceback) ends the run, and
            // the ranks left waiting for it are a note, as torchrun names the first failure.
            let raised = self.ranks.iter().find_map(|p| match &p.state {
                State::Failed(e) => Some(e.clone()),
                _ => None,
            });
            match raised {
                Some(e) => {
                    self.stranded = Some(hang.message.clone());
                    self.fail_world(e);
                }
                _ => self.fail_world(hang),
            }
            return;
        }
        if let Err(e) = self.perform() {
            self.fail_world(e);
        }
    }

    /// Every rank has exited: under torchrun the run is over; under `mp.spawn` the parent's
    /// `spawn` returns, or raises with the first failed child's traceback.
    fn ranks_over(&mut self) {
        let failed = self
            .ranks
            .iter()
            .enumerate()
            .find_map(|(r, p)| match &p.state {
                State::Failed(e) => Some((r, e.render(&self.source))),
                _ => None,
            });
        self.collect_ranks();
        match &mut self.parent {
            None => self.finished = true,
            Some(parent) => {
                let d = &mut parent.session.ctx_mut().torch().dist;
                d.spawn_result = Some(match failed {
                    Some(f) => Err(f),
                    None => Ok(()),
                });
                parent.state = State::Runnable;
            }
        }
    }

    fn spawn_children(&mut self) -> Result<(), PyErr> {
        let parent = self.parent.as_mut().expect("a parent spawns");
        let d = &parent.session.ctx().torch_ref().dist;
        let request = d.spawn_request.clone().expect("the parent asked to spawn");
        let index = d.spawns_done;
        let span = parent.session.current_span();
        let at = |e: PyErr| match span {
            Some(s) => e.at(s),
            None => e,
        };
        parent.session.set_stdout_sink(None);
        drain(&mut self.printed, &mut self.sink, None, parent);
        let text = std::mem::take(&mut parent.printed);
        if !text.is_empty() {
            self.outputs.push(ProcOutput { rank: None, text });
        }
        let n = request.nprocs;
        if n > MAX_RANKS {
            return Err(at(PyErr::value_error(format!(
                "torch.multiprocessing.spawn(nprocs={n}): the playground starts at most {MAX_RANKS} processes"
            ))));
        }
        let topology = match &self.config.topology {
            Some(t) if t.chips() != n => {
                return Err(at(PyErr::runtime_error(format!(
                    "torch.multiprocessing.spawn(nprocs={n}) on a {} topology of {} chips: one process per chip",
                    t.name(),
                    t.chips()
                ))))
            }
            Some(t) => t.clone(),
            None => Topology::new(&[n]).map_err(|e| at(PyErr::runtime_error(e.0)))?,
        };
        let mut factory = std::mem::replace(&mut self.factory, Box::new(|| Err(String::new())));
        let mut children = Vec::with_capacity(n);
        for rank in 0..n {
            let launch = Launch::SpawnChild {
                rank,
                nprocs: n,
                spawn: index,
            };
            match self.start(&mut factory, launch, Some(topology.host_of(rank))) {
                Ok(p) => children.push(p),
                Err(e) => {
                    self.factory = factory;
                    return Err(at(e));
                }
            }
        }
        self.factory = factory;
        self.ranks = children;
        self.topology = Some(topology);
        Ok(())
    }

    fn perform(&mut self) -> Result<(), PyErr> {
        let requests: Vec<Request> = self
            .ranks
            .iter()
            .map(|p| {
                p.dist()
                    .pending
                    .clone()
                    .expect("a waiting rank has a request")
            })
            .collect();
        let first = &requests[0];
        if let Some((r, other)) = requests
            .iter()
            .enumerate()
            .find(|(_, q)| q.kind != first.kind)
        {
            return Err(self.at_rank(
                r,
                PyErr::runtime_error(format!(
                    "mismatched collectives: rank 0 called {} at line {}, but rank {r} called {} at line {}; every rank must call the same collectives in the same order",
                    describe(first),
                    first.line,
                    describe(other),
                    other.line
                )),
            ));
        }
        // The ICI layer moves every rank's elements as f32: ranks passing different dtypes would
        // each read the others' values in their own, so the runner refuses them.
        for (r, q) in requests.iter().enumerate().skip(1) {
            let differ = first.dtypes.iter().zip(&q.dtypes).find(|(a, b)| a != b);
            if let Some((a, b)) = differ {
                return Err(self.at_rank(
                    r,
                    PyErr::runtime_error(format!(
                        "{}: rank 0 passes a tensor of dtype torch.{}, but rank {r} passes one of dtype torch.{}; every rank must pass tensors of the same dtype",
                        first.api,
                        a.name(),
                        b.name()
                    )),
                ));
            }
        }
        if first.kind == RequestKind::AllToAll {
            return self.perform_all_to_all(requests);
        }
        let topology = self.topology.clone().expect("ranks run on a topology");
        let (collective, op) = match first.kind {
            RequestKind::AllReduce(op) => (Collective::AllReduce, op),
            RequestKind::AllGather => (Collective::AllGather, ReduceOp::Sum),
            RequestKind::ReduceScatter(op) => (Collective::ReduceScatter, op),
            RequestKind::Broadcast { src } => (Collective::Broadcast { root: src }, ReduceOp::Sum),
            RequestKind::Barrier => (Collective::Barrier, ReduceOp::Sum),
            RequestKind::AllToAll => unreachable!("all-to-all is performed above"),
        };
        let algorithm = self
            .config
            .algorithm
            .unwrap_or_else(|| Algorithm::default_for(collective, &topology));
        let api = first.api;
        let line = first.line;
        let bytes: Vec<u64> = requests.iter().map(|q| q.data.len() as u64 * 4).collect();
        let data: Vec<Vec<f32>> = requests.into_iter().map(|q| q.data).collect();
        let (results, report) = ici::run_collective(
            &topology,
            algorithm,
            collective,
            data,
            op,
            topology.link_params(),
        )
        .map_err(|e| self.at_rank(0, PyErr::runtime_error(format!("{api}: {e}"))))?;
        let (seq, links, modelled_s) = self.record(&report);
        let steps = report.traffic.steps.len() as u32;
        for ((p, result), bytes) in self.ranks.iter_mut().zip(results).zip(bytes) {
            let ctx = p.session.ctx_mut();
            ctx.torch().dist.pending = None;
            ctx.torch().dist.completed = Some(result);
            ctx.torch().dispatcher.trace.push(Event::Collective {
                seq,
                op: api.to_string(),
                line,
                bytes,
                algorithm: algorithm.name().to_string(),
                topology: topology.name(),
                steps,
                modelled_s,
                links: links.clone(),
            });
            p.state = State::Runnable;
        }
        Ok(())
    }

    /// Adds a run of the ICI layer to the run's totals: its number, the bytes of every link that
    /// carried any, and its modelled time.
    pub(super) fn record(&mut self, report: &ici::CollectiveReport) -> (u64, Vec<LinkBytes>, f64) {
        let links: Vec<LinkBytes> = report
            .traffic
            .links
            .iter()
            .filter(|l| l.bytes > 0)
            .map(|l| LinkBytes {
                link: l.id,
                src: l.src,
                dst: l.dst,
                dim: l.dim,
                dir: l.dir,
                bytes: l.bytes,
            })
            .collect();
        for l in &links {
            self.links
                .entry(l.link)
                .and_modify(|t| t.bytes += l.bytes)
                .or_insert_with(|| l.clone());
        }
        let modelled_s = report.figures.t_total_us * 1e-6;
        self.ici_modelled_s += modelled_s;
        let seq = self.collectives;
        self.collectives += 1;
        (seq, links, modelled_s)
    }

    /// Attaches rank `r`'s current line to a world error.
    pub(super) fn at_rank(&self, r: usize, e: PyErr) -> PyErr {
        match self.ranks.get(r).and_then(|p| p.session.current_span()) {
            Some(span) => e.at(span),
            None => e,
        }
    }
}

pub(crate) fn describe(q: &Request) -> String {
    let op = |op: ReduceOp| crate::dist::reduce_op_repr(op);
    match q.kind {
        RequestKind::AllReduce(o) | RequestKind::ReduceScatter(o) => {
            format!("{}(op={})", q.api, op(o))
        }
        RequestKind::Broadcast { src } => format!("{}(src={src})", q.api),
        _ => q.api.to_string(),
    }
}
