//! Point-to-point and all-to-all traffic in the SPMD runner (see `torch::dist_p2p`).
//!
//! Matching: for every rank in order, its posted receives in the order posted each take the
//! first posted send addressed to it with the same tag, from the rank it names or, with no
//! `src`, from the lowest rank that has one. Each matched pair runs as `SendRecv` on the ICI
//! route, and both ranks' traces get a `Collective` event with the link bytes.

use crate::dist::Request;
use crate::dist_p2p::{Matched, P2pDir, P2pOp};
use crate::TorchCtx;
use tpu_emu::ici::{self, Algorithm, Collective, ReduceOp};
use tpu_emu::trace::Event;
use tpu_lang::PyErr;

use super::{State, World};

impl World {
    /// Matches every posted send that has a posted receive, until none is left.
    pub(super) fn match_p2p(&mut self) -> Result<(), PyErr> {
        while let Some((recv_rank, recv_id, send_rank, send_id)) = self.find_match() {
            self.transfer(recv_rank, recv_id, send_rank, send_id)?;
        }
        Ok(())
    }

    fn find_match(&self) -> Option<(usize, u64, usize, u64)> {
        for (d, p) in self.ranks.iter().enumerate() {
            for op in &p.dist().p2p.posted {
                let P2pDir::Recv { src, .. } = op.dir else {
                    continue;
                };
                let senders: Vec<usize> = match src {
                    Some(s) => vec![s],
                    None => (0..self.ranks.len()).collect(),
                };
                for s in senders {
                    let send = self.ranks.get(s).and_then(|sp| {
                        sp.dist().p2p.posted.iter().find(|o| {
                            matches!(o.dir, P2pDir::Send { dst, .. } if dst == d) && o.tag == op.tag
                        })
                    });
                    if let Some(send) = send {
                        return Some((d, op.id, s, send.id));
                    }
                }
            }
        }
        None
    }

    fn take_posted(&mut self, rank: usize, id: u64) -> P2pOp {
        let posted = &mut self.ranks[rank].session.ctx_mut().torch().dist.p2p.posted;
        let at = posted.iter().position(|o| o.id == id).expect("posted");
        posted.remove(at)
    }

    fn transfer(
        &mut self,
        recv_rank: usize,
        recv_id: u64,
        send_rank: usize,
        send_id: u64,
    ) -> Result<(), PyErr> {
        let recv = self.take_posted(recv_rank, recv_id);
        let mut send = self.take_posted(send_rank, send_id);
        let (P2pDir::Send { data, .. }, P2pDir::Recv { len, .. }) = (&mut send.dir, &recv.dir)
        else {
            unreachable!("a send matched with a receive")
        };
        let (data, len) = (std::mem::take(data), *len);
        if data.len() != len {
            // Gloo aborts the receiving process here; the playground names both ends.
            return Err(self.at_rank(
                recv_rank,
                PyErr::runtime_error(format!(
                    "{} at rank {recv_rank} (line {}) has room for {len} elements, but rank {send_rank} sent {} ({} at line {}): a receive must be the size of its send",
                    recv.api,
                    recv.line,
                    data.len(),
                    send.api,
                    send.line
                )),
            ));
        }
        let topology = self.topology.clone().expect("ranks run on a topology");
        let p = topology.chips();
        let bytes = data.len() as u64 * 4;
        let mut buffers = vec![Vec::new(); p];
        buffers[send_rank] = data;
        let collective = Collective::SendRecv {
            src: send_rank,
            dst: recv_rank,
        };
        let (mut results, report) = ici::run_collective(
            &topology,
            Algorithm::Direct,
            collective,
            buffers,
            ReduceOp::Sum,
            topology.link_params(),
        )
        .map_err(|e| {
            self.at_rank(
                recv_rank,
                PyErr::runtime_error(format!("{}: {e}", recv.api)),
            )
        })?;
        let (seq, links, modelled_s) = self.record(&report);
        let steps = report.traffic.steps.len() as u32;
        let received = std::mem::take(&mut results[recv_rank]);
        let ends = [
            (
                send_rank,
                &send,
                Matched {
                    peer: recv_rank,
                    data: Vec::new(),
                },
            ),
            (
                recv_rank,
                &recv,
                Matched {
                    peer: send_rank,
                    data: received,
                },
            ),
        ];
        for (rank, op, matched) in ends {
            let proc = &mut self.ranks[rank];
            let ctx = proc.session.ctx_mut();
            ctx.torch().dispatcher.trace.push(Event::Collective {
                seq,
                op: op.api.to_string(),
                line: op.line,
                bytes,
                algorithm: Algorithm::Direct.name().to_string(),
                topology: topology.name(),
                steps,
                modelled_s,
                links: links.clone(),
            });
            let d = &mut ctx.torch().dist.p2p;
            d.matched.insert(op.id, matched);
            if d.waiting == Some(op.id) && matches!(proc.state, State::P2p) {
                proc.state = State::Runnable;
            }
        }
        Ok(())
    }

    /// Every rank is at `all_to_all` or `all_to_all_single`: checks that what each rank sends
    /// another is what that one expects, then routes every piece at once.
    pub(super) fn perform_all_to_all(&mut self, requests: Vec<Request>) -> Result<(), PyErr> {
        let p = requests.len();
        let pieces: Vec<(Vec<u64>, Vec<u64>)> = requests
            .iter()
            .map(|q| {
                q.pieces
                    .clone()
                    .expect("an all-to-all request has its pieces")
            })
            .collect();
        for s in 0..p {
            for d in 0..p {
                let (sent, expected) = (pieces[s].0[d], pieces[d].1[s]);
                if sent != expected {
                    return Err(self.at_rank(
                        d,
                        PyErr::runtime_error(format!(
                            "{}: rank {s} sends {sent} elements to rank {d} (line {}), but rank {d} expects {expected} from it (line {}): the output split sizes of each rank must equal what the others send it",
                            requests[d].api, requests[s].line, requests[d].line
                        )),
                    ));
                }
            }
        }
        let topology = self.topology.clone().expect("ranks run on a topology");
        let counts: Vec<Vec<u64>> = pieces.into_iter().map(|(send, _)| send).collect();
        let bytes: Vec<u64> = requests.iter().map(|q| q.data.len() as u64 * 4).collect();
        let apis: Vec<(&'static str, u32)> = requests.iter().map(|q| (q.api, q.line)).collect();
        let data: Vec<Vec<f32>> = requests.into_iter().map(|q| q.data).collect();
        let (results, report) =
            ici::run_all_to_all_v(&topology, data, counts, topology.link_params()).map_err(
                |e| self.at_rank(0, PyErr::runtime_error(format!("{}: {e}", apis[0].0))),
            )?;
        let (seq, links, modelled_s) = self.record(&report);
        let steps = report.traffic.steps.len() as u32;
        for (r, (proc, result)) in self.ranks.iter_mut().zip(results).enumerate() {
            let ctx = proc.session.ctx_mut();
            ctx.torch().dist.pending = None;
            ctx.torch().dist.completed = Some(result);
            ctx.torch().dispatcher.trace.push(Event::Collective {
                seq,
                op: apis[r].0.to_string(),
                line: apis[r].1,
                bytes: bytes[r],
                algorithm: Algorithm::Direct.name().to_string(),
                topology: topology.name(),
                steps,
                modelled_s,
                links: links.clone(),
            });
            proc.state = State::Runnable;
        }
        Ok(())
    }
}
