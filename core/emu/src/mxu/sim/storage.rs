//! How the simulator stores and feeds its registers cheaply, without changing what they hold.
//!
//! * Moving registers live in rings: a shift moves the ring's origin instead of copying every value.
//!   The rings are a block of cycles longer than the array, so that [`super::sweep`] can step a
//!   block of cycles in one pass over the array and still find every operand it needs.
//! * Operands are stored along the anti-diagonals the array's edges read, so each cycle's edge reads
//!   (and the output buffer's writes) are contiguous instead of a cache miss per row.
//! * A block's operand feeds are staged per row in ring order and go into each ring as one copy
//!   ([`RightRings::commit`]); the buffers the sweep streams start on cache lines ([`Lines`]).
//! * What the edges take in a cycle comes as a few runs of lines, one per fold in flight ([`runs`]),
//!   not a division per line.
//! * Only PEs on the diagonal bands holding tokens compute; the others have nothing to do.
//! * ws, is: the weights sit in banks, one per fold in flight ([`BANKS`]); a PE's active weight is
//!   the bank its last first-of-fold token selected, as a double-buffered MXU's is.

use super::{Element, Schedule};
use crate::mxu::Fold;

/// Where position 0 of a ring of `len` registers sits after `shifts` shifts. Moving registers (a row
/// of operands moving right, a column of partial sums moving down, a load chain) live in rings
/// addressed by position minus shifts: a shift moves the origin instead of copying every value, so
/// the state is exactly that of shifting registers at a fraction of the cost. Position p is at
/// `(origin + p) % len`; the register that falls off the end is the one the new value overwrites.
pub(super) fn origin(shifts: u64, len: usize) -> usize {
    (len - (shifts % len as u64) as usize) % len
}

/// A buffer whose element 0 starts a cache line (64 bytes). The sweep's vectors span whole rows of
/// the array, which are a multiple of a line long at the preset sides; from a plain `Vec` (16-byte
/// aligned from the allocator) every 64-byte vector would straddle two lines, which costs a second
/// access per load and store.
pub(super) struct Lines<E> {
    buf: Vec<E>,
    start: usize,
    len: usize,
}

impl<E: Element> Lines<E> {
    pub(super) fn new(len: usize, value: E) -> Self {
        let pad = 64 / std::mem::size_of::<E>();
        let buf = vec![value; len + pad];
        // The allocation never moves: the buffer is never grown.
        let start = buf.as_ptr().align_offset(64).min(pad);
        Lines { buf, start, len }
    }
}

impl<E> std::ops::Deref for Lines<E> {
    type Target = [E];
    fn deref(&self) -> &[E] {
        &self.buf[self.start..self.start + self.len]
    }
}

impl<E> std::ops::DerefMut for Lines<E> {
    fn deref_mut(&mut self) -> &mut [E] {
        &mut self.buf[self.start..self.start + self.len]
    }
}

/// Whether any of `flags` has `bit`: OR-ed together in chunks (which vectorise) rather than
/// tested byte by byte with an early exit (which does not).
pub(super) fn any_flag(flags: &[u8], bit: u8) -> bool {
    flags
        .chunks(64)
        .any(|chunk| chunk.iter().fold(0, |all, &f| all | f) & bit != 0)
}

/// A run of edge lines fed by one fold in one cycle: line e in `lo..=hi` takes element `base - e`
/// of fold `fold`'s stream (its skewed diagonal `base` is the same for the whole run).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Run {
    pub(super) fold: u64,
    pub(super) lo: usize,
    pub(super) hi: usize,
    pub(super) base: usize,
}

/// What the sequencer feeds along edge lines `0..n` in one cycle, line e taking the (fold, index)
/// with `since0 - e = fold * interval + index`, `index < limit`: at most one run per fold in
/// flight, in ascending lines. The streams of two folds never overlap on a line (the interval
/// between folds is at least `limit`), so a handful of runs replace a division per line.
pub(super) fn runs(sched: &Schedule, since0: i64, limit: u64, n: usize, out: &mut Vec<Run>) {
    out.clear();
    if since0 < 0 || n == 0 {
        return;
    }
    let (since0, interval, limit) = (since0 as u64, sched.interval, limit as usize);
    let newest = (since0 / interval).min(sched.folds() - 1);
    let oldest = since0
        .saturating_sub((n - 1 + limit - 1) as u64)
        .div_ceil(interval);
    for f in (oldest..=newest).rev() {
        let base = (since0 - f * interval) as usize;
        let (lo, hi) = (base.saturating_sub(limit - 1), base.min(n - 1));
        if lo <= hi {
            out.push(Run {
                fold: f,
                lo,
                hi,
                base,
            });
        }
    }
}

/// The operands moving right, with their flags: row i is a ring of `la = C + block` registers
/// (the `block` past the array keep what a block of cycles still needs after later feeds came in);
/// in cycle t, PE(i, j) holds the one at `origin(t, la) + j`, the edge having written `origin(t, la)`.
/// The first C registers are mirrored past the ring's end, so that every cycle's row is one
/// contiguous run (no wrap to split the multiply-accumulates at).
pub(super) struct RightRings<E> {
    rows: usize,
    cols: usize,
    la: usize,
    /// A block's feeds until [`RightRings::commit`] writes them into the rings: row i's feed in
    /// cycle k of the block at `i * block + block - 1 - k`, so that a row's feeds are already in
    /// ring order (the ring's origin steps back a register a cycle) and go in as one copy.
    stage_values: Vec<E>,
    stage_flags: Vec<u8>,
    /// `la + C`, rounded up to whole cache lines: where row i starts is `i * stride`.
    pub(super) stride: usize,
    pub(super) values: Lines<E>,
    pub(super) flags: Vec<u8>,
}

impl<E: Element> RightRings<E> {
    pub(super) fn new(rows: usize, cols: usize, block: usize) -> Self {
        let la = cols + block;
        // Rows start on cache lines.
        let stride = (la + cols).next_multiple_of((64 / std::mem::size_of::<E>()).max(1));
        RightRings {
            rows,
            cols,
            la,
            stage_values: vec![E::default(); block * rows],
            stage_flags: vec![0; block * rows],
            stride,
            values: Lines::new(rows * stride, E::default()),
            flags: vec![0; rows * stride],
        }
    }

    /// The most cycles a block may have.
    pub(super) fn block(&self) -> usize {
        self.la - self.cols
    }

    /// Where cycle t's row 0 starts in each ring.
    pub(super) fn origin(&self, t: u64) -> usize {
        origin(t, self.la)
    }

    /// Empties the staging before a block's feeds: no row takes anything until fed.
    pub(super) fn begin(&mut self) {
        self.stage_values.fill(E::default());
        self.stage_flags.fill(0);
    }

    /// What the rows' edges take in cycle k of the block (empty until [`Stage`] feeds them).
    pub(super) fn stage(&mut self, k: usize) -> Stage<'_, E> {
        let block = self.block();
        Stage {
            values: &mut self.stage_values,
            flags: &mut self.stage_flags,
            at: block - 1 - k,
            block,
        }
    }

    /// The rows' edges take the staged feeds of cycles `t0..t0 + n`: cycle t's at `origin(t)`,
    /// which steps back one register a cycle, so each row's feeds are one run of the ring (two
    /// where it wraps), copied in with the mirror of the ring's first C registers.
    pub(super) fn commit(&mut self, t0: u64, n: usize) {
        let (la, cols, block, stride) = (self.la, self.cols, self.block(), self.stride);
        let o0 = self.origin(t0);
        for i in 0..self.rows {
            let row = i * stride..(i + 1) * stride;
            let staged = i * block + block - n..(i + 1) * block;
            commit_row(
                &mut self.values[row.clone()],
                &self.stage_values[staged.clone()],
                o0,
                la,
                cols,
            );
            commit_row(
                &mut self.flags[row],
                &self.stage_flags[staged],
                o0,
                la,
                cols,
            );
        }
    }

    /// Where PE(i, j)'s register is in the cycle whose origin is `o`.
    pub(super) fn at(&self, i: usize, j: usize, o: usize) -> usize {
        i * self.stride + o + j
    }
}

/// Cycle k's feeds of a block's staging ([`RightRings::stage`]), row by row.
pub(super) struct Stage<'a, E> {
    values: &'a mut [E],
    flags: &'a mut [u8],
    at: usize,
    block: usize,
}

impl<E: Copy> Stage<'_, E> {
    /// Rows `lo..lo + x.len()` take the values `x`, flagged `flag`.
    pub(super) fn feed(&mut self, lo: usize, x: &[E], flag: u8) {
        for (i, &v) in (lo..).zip(x) {
            let at = i * self.block + self.at;
            self.values[at] = v;
            self.flags[at] = flag;
        }
    }

    /// Rows `lo..=hi` take a token flagged `flag` with no value (padding: zero).
    pub(super) fn flag(&mut self, lo: usize, hi: usize, flag: u8) {
        for i in lo..=hi {
            self.flags[i * self.block + self.at] = flag;
        }
    }

    /// Row i's token also carries `bit`.
    pub(super) fn mark(&mut self, i: usize, bit: u8) {
        self.flags[i * self.block + self.at] |= bit;
    }
}

/// One ring row (`la` registers and the mirror of the first `cols` past them) takes `staged`, in
/// ring order ending at register `o0`, wrapping below 0 to the ring's end.
fn commit_row<T: Copy>(ring: &mut [T], staged: &[T], o0: usize, la: usize, cols: usize) {
    let n = staged.len();
    // Registers o0 + 1 - n ..= o0, or, wrapping, la - (n - 1 - o0) .. la and then 0 ..= o0.
    let mut put = |lo: usize, part: &[T]| {
        ring[lo..lo + part.len()].copy_from_slice(part);
        let mirrored = cols.min(lo + part.len());
        if lo < mirrored {
            ring.copy_within(lo..mirrored, lo + la);
        }
    };
    if o0 + 1 >= n {
        put(o0 + 1 - n, staged);
    } else {
        let (wrapped, low) = staged.split_at(n - 1 - o0);
        put(la - wrapped.len(), wrapped);
        put(0, low);
    }
}

/// The diagonals `lo..=hi` holding one fold's tokens, and the rows and columns of the array that
/// fold's tile covers: PEs past them hold padding (zero operands) and are skipped as well. `bank`
/// is the fold's weight bank (ws, is: [`BANKS`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Band {
    pub(super) lo: usize,
    pub(super) hi: usize,
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) bank: usize,
    /// The fold: what an os PE's finished result belongs to.
    pub(super) fold: u64,
    /// Diagonal `hi` holds the fold's first element (os: those PEs restart their accumulators).
    pub(super) first: bool,
    /// Diagonal `lo` holds the fold's last element (os: those PEs finish their results).
    pub(super) last: bool,
}

/// ws, is: the weight banks a PE holds. Fold f's tile latches into bank `f % 3`; the fourth stays
/// zero and is what a PE shows before its first fold. Three suffice: the latch of fold f + 3 comes
/// `3 * interval - T - R + 1 > R` cycles after fold f's last product in that column (the interval
/// is at least `max(T, R)`), and after every PE of the column has swapped away from fold f.
pub(super) const BANKS: usize = 4;
/// The bank no fold latches into: zeros.
pub(super) const ZERO_BANK: u8 = 3;

/// The diagonal bands holding tokens in cycle `t`, one per fold in flight. With `skip_padding`,
/// each band covers only its fold's tile, for ws and is. A PE in a row past the tile's edge
/// multiplies a padding zero by a zero weight, which leaves the partial sum passing through it as
/// it was (integers exactly; floats too, as a sum that starts at +0 never becomes -0); a PE in a
/// column past it adds to a padding partial sum, whose value nothing reads (its register shows
/// padding, and the output buffer takes only real sums). So they are skipped.
pub(super) fn bands(sched: &Schedule, t: u64, skip_padding: bool, out: &mut Vec<Band>) {
    out.clear();
    let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
    if let Some((oldest, newest)) = sched.folds_in_flight(t) {
        out.extend((oldest..=newest).filter_map(|f| {
            let (lo, hi) = sched.band(f, t)?;
            let (rows, cols) = if skip_padding {
                let fold = sched.fold(f);
                (fold.rows_used as usize, fold.cols_used as usize)
            } else {
                (rows, cols)
            };
            let age = t - sched.stream_start(f);
            Some(Band {
                lo: lo as usize,
                hi: hi as usize,
                rows,
                cols,
                bank: (f % 3) as usize,
                fold: f,
                first: age == hi,
                last: age - lo == sched.t - 1,
            })
        }));
    }
}

/// Row i's columns on diagonals `lo..=hi`, if any.
#[inline(always)]
pub(super) fn columns_on(
    i: usize,
    (lo, hi): (usize, usize),
    cols: usize,
) -> Option<(usize, usize)> {
    let first = lo.saturating_sub(i);
    let last = hi.checked_sub(i)?.min(cols - 1);
    (first <= last).then_some((first, last))
}

/// An operand arranged for one edge of the array. In a fold, edge line i (an array row or column)
/// takes stream element `d - i` in the fold's cycle d, so each cycle the edge reads an anti-diagonal
/// of the operand: in row-major order that is a cache miss per line. Stored block by block (a block
/// is the `width` lines one fold puts on the edge) along those anti-diagonals, each cycle's reads
/// and the output buffer's writes, are one contiguous run.
pub(super) struct Skewed<E> {
    /// Per block: where it starts in `data`, and how many lines it has (the last may be narrower).
    blocks: Vec<(usize, usize)>,
    pub(super) data: Vec<E>,
}

impl<E: Element> Skewed<E> {
    /// `lines` lines of `t` stream elements each, element (tau, line) = `get(tau, line)`.
    pub(super) fn new(
        lines: usize,
        t: usize,
        width: usize,
        get: impl Fn(usize, usize) -> E,
    ) -> Self {
        // In tiles of 16 stream elements of each line, so that both the operand's reads (along
        // its rows or its columns) and the diagonal writes stay in cache.
        const TILE: usize = 16;
        let Skewed { blocks, mut data } = Skewed::zeros(lines, t, width);
        for (&(start, w), first) in blocks.iter().zip((0..lines).step_by(width)) {
            for tau0 in (0..t).step_by(TILE) {
                for i in 0..w {
                    for tau in tau0..(tau0 + TILE).min(t) {
                        data[start + (tau + i) * w + i] = get(tau, first + i);
                    }
                }
            }
        }
        Skewed { blocks, data }
    }

    /// As [`Skewed::new`] with every element zero.
    pub(super) fn zeros(lines: usize, t: usize, width: usize) -> Self {
        let mut blocks = Vec::with_capacity(lines.div_ceil(width));
        let mut len = 0;
        for first in (0..lines).step_by(width) {
            let w = width.min(lines - first);
            blocks.push((len, w));
            len += (t + w - 1) * w;
        }
        Skewed {
            blocks,
            data: vec![E::default(); len],
        }
    }

    /// Cycle d's elements of `block`'s lines: line i's is at i.
    pub(super) fn diagonal(&self, block: usize, d: usize) -> &[E] {
        let (start, w) = self.blocks[block];
        &self.data[start + d * w..start + (d + 1) * w]
    }
}

/// The fold last asked for: edges next to each other almost always feed the same fold.
#[derive(Default)]
pub(super) struct FoldCache(Option<Fold>);

impl FoldCache {
    pub(super) fn get(&mut self, sched: &Schedule, f: u64) -> Fold {
        match self.0 {
            Some(fold) if fold.index == f => fold,
            _ => *self.0.insert(sched.fold(f)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mxu::{ArrayShape, Dataflow, Gemm, Mode};

    /// Every line's (fold, index) as the runs give it.
    fn by_runs(sched: &Schedule, since0: i64, limit: u64, n: usize) -> Vec<Option<(u64, u64)>> {
        let mut found = Vec::new();
        runs(sched, since0, limit, n, &mut found);
        let mut lines = vec![None; n];
        let mut last = None;
        for run in &found {
            assert!(
                last < Some(run.lo) && run.lo <= run.hi,
                "runs ascend: {found:?}"
            );
            last = Some(run.hi);
            for (e, line) in lines.iter_mut().enumerate().take(run.hi + 1).skip(run.lo) {
                *line = Some((run.fold, (run.base - e) as u64));
            }
        }
        lines
    }

    #[test]
    fn runs_feed_what_the_schedule_streams() {
        let gemm = Gemm::new(7, 13, 5).unwrap();
        for mode in Mode::ALL {
            let sched = Schedule::new(
                gemm,
                ArrayShape::new(3, 4).unwrap(),
                Dataflow::WeightStationary,
                mode,
            );
            for t in 0..sched.last_write() + 3 {
                let since = t as i64 - sched.first_stream as i64;
                let want: Vec<_> = (0..6).map(|d| sched.streaming(t, d)).collect();
                assert_eq!(by_runs(&sched, since, sched.t, 6), want, "{mode} t={t}");
                let want: Vec<_> = (0..6).map(|j| sched.loading(t, j)).collect();
                assert_eq!(by_runs(&sched, since + 3, 3, 6), want, "{mode} t={t}");
            }
        }
    }

    #[test]
    fn skewed_operands_hold_every_element_on_its_diagonal() {
        let (lines, t) = (11, 6);
        let skewed = Skewed::new(lines, t, 4, |tau, line| (tau * 100 + line) as i64);
        // Block 1 holds lines 4..8; in its cycle d, line i reads element d - i, contiguously.
        assert_eq!(skewed.diagonal(1, 5), [504, 405, 306, 207]);
        let zeros = Skewed::<i64>::zeros(lines, t, 4);
        assert_eq!(zeros.blocks, skewed.blocks);
        assert!(zeros.data.len() == skewed.data.len() && zeros.data.iter().all(|&v| v == 0));
        // Every element is on its diagonal, and zeros fill the rest (the narrower last block too).
        for (block, first) in [(0, 0), (1, 4), (2, 8)] {
            let w = 4.min(lines - first);
            for d in 0..t + w - 1 {
                let want: Vec<i64> = (0..w)
                    .map(|i| match d.checked_sub(i) {
                        Some(tau) if tau < t => (tau * 100 + first + i) as i64,
                        _ => 0,
                    })
                    .collect();
                assert_eq!(skewed.diagonal(block, d), want, "block {block} d {d}");
            }
        }
    }
}
