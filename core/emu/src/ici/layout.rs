//! How a per-chip buffer is cut into chunks and lanes, and where each piece lives while a ring
//! schedule runs.
//!
//! The user's buffer of `units` (f32 elements with data, bytes without) is cut into P chunks,
//! chunk r being what rank r owns after a reduce-scatter. Each chunk is cut again into L lanes:
//! a lane is the share of the data one ring direction (and, for the rotated algorithm, one part)
//! carries. When a length does not divide, the first `len % parts` pieces get one unit more, so
//! pieces differ by at most one unit and a step's largest message is at most a few units above
//! the analytic model's even share.
//!
//! In the working buffer every lane is a region whose chunks are laid out in the lane's own
//! order (its "slots"), chosen so that every message of the schedule is one contiguous range:
//! for a lane reducing d1 first, the chunks of one d1 coordinate are adjacent, and so on down.

use std::ops::Range;

/// Start and length of part `i` when `total` is split into `parts` as evenly as possible.
pub(super) fn split(total: u64, parts: u64, i: u64) -> (u64, u64) {
    let (q, r) = (total / parts, total % parts);
    (i * q + i.min(r), q + u64::from(i < r))
}

pub(super) struct Layout {
    units: u64,
    chips: usize,
    /// Per lane: `slot_of[lane][chunk]`.
    slot_of: Vec<Vec<u32>>,
    /// Per lane: working offset of every slot, plus the end (P + 1 entries).
    offsets: Vec<Vec<u64>>,
}

impl Layout {
    /// `orders[lane][slot]` is the chunk (rank) stored in that slot of the lane.
    pub(super) fn new(units: u64, chips: usize, orders: &[Vec<u32>]) -> Layout {
        let lanes = orders.len() as u64;
        let mut base = 0;
        let mut slot_of = Vec::with_capacity(orders.len());
        let mut offsets = Vec::with_capacity(orders.len());
        for (lane, order) in orders.iter().enumerate() {
            debug_assert_eq!(order.len(), chips);
            let mut inverse = vec![0u32; chips];
            let mut offs = Vec::with_capacity(chips + 1);
            for (slot, &chunk) in order.iter().enumerate() {
                inverse[chunk as usize] = slot as u32;
                offs.push(base);
                let (_, chunk_len) = split(units, chips as u64, u64::from(chunk));
                base += split(chunk_len, lanes, lane as u64).1;
            }
            offs.push(base);
            slot_of.push(inverse);
            offsets.push(offs);
        }
        Layout {
            units,
            chips,
            slot_of,
            offsets,
        }
    }

    /// Working range of the slots `slots` of `lane`.
    pub(super) fn range(&self, lane: usize, slots: Range<u32>) -> (u64, u64) {
        let offs = &self.offsets[lane];
        (offs[slots.start as usize], offs[slots.end as usize])
    }

    /// The pieces of `chunk` as (user offset, working offset, length), one per lane.
    pub(super) fn pieces(&self, chunk: usize) -> impl Iterator<Item = (u64, u64, u64)> + '_ {
        let lanes = self.slot_of.len() as u64;
        let (chunk_start, chunk_len) = split(self.units, self.chips as u64, chunk as u64);
        (0..self.slot_of.len()).map(move |lane| {
            let (start, len) = split(chunk_len, lanes, lane as u64);
            let slot = self.slot_of[lane][chunk] as usize;
            (chunk_start + start, self.offsets[lane][slot], len)
        })
    }

    /// The user-layout range of `chunk`.
    pub(super) fn chunk(&self, chunk: usize) -> Range<usize> {
        let (start, len) = split(self.units, self.chips as u64, chunk as u64);
        start as usize..(start + len) as usize
    }

    pub(super) fn place(&self, user: &[f32], working: &mut [f32]) {
        for chunk in 0..self.chips {
            self.place_chunk(chunk, &user[self.chunk(chunk)], working);
        }
    }

    pub(super) fn read_back(&self, working: &[f32], user: &mut [f32]) {
        for chunk in 0..self.chips {
            let range = self.chunk(chunk);
            self.read_chunk(chunk, working, &mut user[range]);
        }
    }

    /// Places one chunk's values (`data` is the chunk alone: what an all-gather starts from).
    pub(super) fn place_chunk(&self, chunk: usize, data: &[f32], working: &mut [f32]) {
        let base = self.chunk(chunk).start as u64;
        for (u, w, len) in self.pieces(chunk) {
            let (u, w, len) = ((u - base) as usize, w as usize, len as usize);
            working[w..w + len].copy_from_slice(&data[u..u + len]);
        }
    }

    /// Reads one chunk back (what a reduce-scatter returns to its owner).
    pub(super) fn read_chunk(&self, chunk: usize, working: &[f32], out: &mut [f32]) {
        let base = self.chunk(chunk).start as u64;
        for (u, w, len) in self.pieces(chunk) {
            let (u, w, len) = ((u - base) as usize, w as usize, len as usize);
            out[u..u + len].copy_from_slice(&working[w..w + len]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_is_even_to_one_unit() {
        let parts: Vec<_> = (0..4).map(|i| split(10, 4, i)).collect();
        assert_eq!(parts, vec![(0, 3), (3, 3), (6, 2), (8, 2)]);
        assert_eq!(split(0, 3, 2), (0, 0));
    }

    #[test]
    fn working_layout_round_trips() {
        let orders = vec![vec![2, 0, 3, 1], vec![0, 1, 2, 3]];
        let layout = Layout::new(11, 4, &orders);
        let user: Vec<f32> = (0..11).map(|x| x as f32).collect();
        let mut working = vec![0.0; 11];
        layout.place(&user, &mut working);
        let mut back = vec![0.0; 11];
        layout.read_back(&working, &mut back);
        assert_eq!(back, user);
        // Lane 0 stores chunk 2 first: chunk 2 is user[6..9], its lane-0 piece user[6..8].
        assert_eq!(&working[..2], &[6.0, 7.0]);
        assert_eq!(layout.range(0, 0..4), (0, 7));
    }
}
