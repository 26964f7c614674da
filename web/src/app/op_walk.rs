//! Step op through an instruction that dispatched several ops (see [`OpWalk`]).

use crate::run::slices::Pause;

/// A Step op that stopped after an instruction which dispatched several ops (`loss.backward()`
/// dispatches the whole backward pass in one call the VM cannot stop inside): the page shows
/// those ops one per Step op, from the trace, before the run goes on.
pub(super) struct OpWalk {
    pub(super) pause: Pause,
    /// Which of the instruction's ops is shown, from 1.
    pub(super) shown: u64,
    /// The indices in `pause.events` of the instruction's ops' `OpDispatched` events.
    ops: Vec<usize>,
}

impl OpWalk {
    pub(super) fn new(pause: Pause) -> Self {
        let n = pause.ops.saturating_sub(pause.from) as usize;
        let all: Vec<usize> = pause
            .events
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, tpu_emu::trace::Event::OpDispatched { .. }))
            .map(|(i, _)| i)
            .collect();
        // The trace keeps the newest events, so an instruction's ops are its last ones; one
        // that dispatched more than the trace holds is shown whole.
        let ops = if n <= all.len() {
            all[all.len() - n..].to_vec()
        } else {
            Vec::new()
        };
        OpWalk {
            pause,
            shown: 1,
            ops,
        }
    }

    /// The instruction's ops that can be shown one at a time (0 or 1: shown whole).
    pub(super) fn count(&self) -> u64 {
        self.ops.len() as u64
    }

    /// The trace up to the op shown, its kernels included (up to the next op), its name and line.
    pub(super) fn upto(&self) -> (&[tpu_emu::trace::Event], String, u32) {
        let k = self.shown as usize;
        let end = self.ops.get(k).copied().unwrap_or(self.pause.events.len());
        let (op, line) = match &self.pause.events[self.ops[k - 1]] {
            tpu_emu::trace::Event::OpDispatched { op, line, .. } => (op.to_string(), *line),
            _ => (String::new(), 0),
        };
        (&self.pause.events[..end], op, line)
    }
}
