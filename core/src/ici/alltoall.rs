//! Routed traffic: the direct all-to-all and send/recv.
//!
//! All-to-all: chip s sends chunk t of its buffer (the buffer cut into P chunks) to chip t,
//! which stores it as piece s of its receive area. Every piece goes at once along its minimal
//! dimension-order route; where the destination is exactly half-way round a dimension, the piece
//! is split in two and each half takes one direction (the reference's "ties split"), so a pair
//! tied in two dimensions sends four quarter pieces. The busiest link then carries N·d/8 for an
//! even side d and N(d²−1)/(8d) for an odd one.
//!
//! The working buffer of a chip is its send buffer followed by its receive area of P pieces.
//! The cost is O(P² · route length): fine to a few thousand chips; the analytic model answers
//! beyond that.

use super::layout::split;
use super::schedule::{Message, MessageOp, Path};
use super::topology::Topology;

pub(super) fn working_len(units: u64, chips: usize) -> u64 {
    units + chips as u64 * units.div_ceil(chips as u64)
}

/// Offset of the piece from `src` in a receive area whose pieces are `piece` units long.
pub(super) fn receive_offset(units: u64, src: usize, piece: u64) -> u64 {
    units + src as u64 * piece
}

/// Spreads the bits of `mask` over the set bits of `dims` (lowest first).
fn deposit(mut mask: u32, dims: u8) -> u8 {
    let mut out = 0;
    for bit in (0..8).filter(|b| dims & (1 << b) != 0) {
        if mask & 1 == 1 {
            out |= 1 << bit;
        }
        mask >>= 1;
    }
    out
}

pub(super) fn visit_all_to_all(t: &Topology, units: u64, f: &mut dyn FnMut(&Message)) {
    let p = t.chips();
    for src in 0..p {
        for dst in 0..p {
            let (start, len) = split(units, p as u64, dst as u64);
            let recv = receive_offset(units, src, len);
            if src == dst {
                // A chip's own chunk moves no bytes over ICI: `run_collective` copies it.
                continue;
            }
            let ties = t.tie_dims(src, dst);
            let parts = 1u32 << ties.count_ones();
            for part in 0..parts {
                let (offset, sub) = split(len, u64::from(parts), u64::from(part));
                f(&Message {
                    src: src as u32,
                    dst: dst as u32,
                    src_offset: start + offset,
                    dst_offset: recv + offset,
                    len: sub,
                    op: MessageOp::Copy,
                    path: Path::Routed {
                        ties: deposit(part, ties),
                    },
                });
            }
        }
    }
}

/// A point-to-point message takes one route (ties go `+`), as one hardware route would.
pub(super) fn visit_send_recv(src: usize, dst: usize, units: u64, f: &mut dyn FnMut(&Message)) {
    if src != dst {
        let path = Path::Routed { ties: 0 };
        f(&Message {
            src: src as u32,
            dst: dst as u32,
            src_offset: 0,
            dst_offset: 0,
            len: units,
            op: MessageOp::Copy,
            path,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_deposit_onto_their_dimensions() {
        assert_eq!(deposit(0b11, 0b101), 0b101);
        assert_eq!(deposit(0b10, 0b101), 0b100);
        assert_eq!(deposit(0b01, 0b110), 0b010);
    }

    #[test]
    fn doubly_tied_pairs_send_four_quarters() {
        let t = Topology::parse("4x4").unwrap();
        let mut to_far = Vec::new();
        visit_all_to_all(&t, 16 * 8, &mut |m| {
            if m.src == 0 && m.dst == 10 {
                to_far.push(*m);
            }
        });
        assert_eq!(to_far.len(), 4);
        assert!(to_far.iter().all(|m| m.len == 2));
        let mut seen_ties = Vec::new();
        for m in &to_far {
            let Path::Routed { ties } = m.path else {
                panic!("pieces between chips are routed")
            };
            let route = t.route(0, 10, ties);
            assert_eq!(route.len(), 4);
            assert_eq!(t.link(*route.last().unwrap()).dst, 10);
            seen_ties.push(ties);
        }
        assert_eq!(seen_ties, vec![0b00, 0b01, 0b10, 0b11]);
    }
}
