//! Hang reports: ranks waiting for what the others will never do, named with their lines.

use crate::dist_p2p::P2pDir;
use tpu_lang::PyErr;

use super::{Proc, State, World};

/// How a rank that is over ended, for a hang report.
fn ended(r: usize, p: &Proc) -> String {
    match &p.state {
        State::Failed(e) => format!(
            "rank {r} raised {}: {} at line {}",
            e.kind,
            e.message,
            e.span().map_or(0, |s| s.line)
        ),
        _ => match p.dist().last_collective {
            Some((api, line)) => {
                format!("rank {r} finished the program (its last collective: {api} at line {line})")
            }
            None => format!("rank {r} finished the program without calling any collective"),
        },
    }
}

impl World {
    /// Some ranks wait at a collective that others will never reach.
    pub(super) fn hang_report(&self) -> PyErr {
        if self.ranks.iter().any(|p| matches!(p.state, State::P2p)) {
            return self.p2p_hang_report();
        }
        let mut waiting = Vec::new();
        let mut missing = Vec::new();
        for (r, p) in self.ranks.iter().enumerate() {
            match &p.state {
                State::Collective => waiting.push(r),
                State::Done | State::Failed(_) => missing.push(ended(r, p)),
                _ => {}
            }
        }
        let w = waiting[0];
        let q = self.ranks[w].dist().pending.clone().expect("waiting");
        let names: Vec<String> = waiting.iter().map(usize::to_string).collect();
        let who = if waiting.len() == 1 { "rank" } else { "ranks" };
        self.at_rank(
            w,
            PyErr::runtime_error(format!(
                "hang: {who} {} wait at {} (line {}), which {} will never reach: {}",
                names.join(", "),
                q.api,
                q.line,
                if missing.len() == 1 {
                    "the other rank"
                } else {
                    "the other ranks"
                },
                missing.join("; ")
            )),
        )
    }

    /// Some rank waits for a send or receive no other rank will post: every rank is named with
    /// what it waits for or how it ended.
    fn p2p_hang_report(&self) -> PyErr {
        let mut first = None;
        let mut parts = Vec::new();
        for (r, p) in self.ranks.iter().enumerate() {
            let d = p.dist();
            match &p.state {
                State::P2p => {
                    let id = d.p2p.waiting.expect("a rank waiting for a send or receive");
                    let Some(op) = d.p2p.posted.iter().find(|o| o.id == id) else {
                        continue;
                    };
                    let other = match op.dir {
                        P2pDir::Send { .. } => "recv",
                        P2pDir::Recv { .. } => "send",
                    };
                    parts.push(format!(
                        "rank {r} waits at {} (line {}) with no matching {other}",
                        op.describe(),
                        op.line
                    ));
                    first.get_or_insert(r);
                }
                State::Collective => {
                    let q = d.pending.as_ref().expect("a rank waiting at a collective");
                    parts.push(format!("rank {r} waits at {} (line {})", q.api, q.line));
                }
                State::Done | State::Failed(_) => parts.push(ended(r, p)),
                _ => {}
            }
        }
        self.at_rank(
            first.unwrap_or(0),
            PyErr::runtime_error(format!("hang: no rank can go on: {}", parts.join("; "))),
        )
    }
}
