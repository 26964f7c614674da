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
use super::{err, IciError};

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

/// An all-to-all of pieces of any size (`all_to_all_single` with split sizes): `counts[s][d]`
/// units go from chip `s` to chip `d`. Chip `s`'s working buffer is its send buffer (the pieces
/// for chips 0, 1, ... one after the other) followed by its receive area (the pieces from chips
/// 0, 1, ...). Pieces are routed and split at ties as in the even all-to-all.
#[derive(Clone, Debug)]
pub(crate) struct Pieces {
    counts: Vec<Vec<u64>>,
    /// Per chip: where each outgoing piece starts in its send buffer (P + 1 entries).
    send_at: Vec<Vec<u64>>,
    /// Per chip: where each incoming piece starts in its working buffer (P + 1 entries).
    recv_at: Vec<Vec<u64>>,
}

impl Pieces {
    pub(super) fn new(chips: usize, counts: Vec<Vec<u64>>) -> Result<Pieces, IciError> {
        if counts.len() != chips || counts.iter().any(|row| row.len() != chips) {
            return err(format!(
                "all_to_all needs a {chips}x{chips} matrix of piece sizes"
            ));
        }
        let prefix = |lens: &mut dyn Iterator<Item = u64>, base: u64| {
            let mut at = vec![base];
            for len in lens {
                at.push(at.last().unwrap() + len);
            }
            at
        };
        let send_at: Vec<Vec<u64>> = counts
            .iter()
            .map(|row| prefix(&mut row.iter().copied(), 0))
            .collect();
        let recv_at = (0..chips)
            .map(|d| prefix(&mut counts.iter().map(|row| row[d]), send_at[d][chips]))
            .collect();
        Ok(Pieces {
            counts,
            send_at,
            recv_at,
        })
    }

    /// Units chip `chip` sends in all (its send buffer).
    pub(super) fn send_len(&self, chip: usize) -> usize {
        *self.send_at[chip].last().unwrap() as usize
    }

    /// Where chip `chip`'s receive area starts and how long it is.
    pub(super) fn receive_area(&self, chip: usize) -> (usize, usize) {
        let at = &self.recv_at[chip];
        (at[0] as usize, (at[at.len() - 1] - at[0]) as usize)
    }

    pub(super) fn largest_send(&self) -> u64 {
        (0..self.counts.len())
            .map(|c| self.send_len(c) as u64)
            .max()
            .unwrap_or(0)
    }

    /// Whether any piece crosses a link (a chip's piece for itself does not).
    pub(super) fn moves_any(&self) -> bool {
        self.counts
            .iter()
            .enumerate()
            .any(|(s, row)| row.iter().enumerate().any(|(d, &n)| d != s && n > 0))
    }

    pub(super) fn visit(&self, t: &Topology, f: &mut dyn FnMut(&Message)) {
        let p = self.counts.len();
        for src in 0..p {
            for dst in (0..p).filter(|&d| d != src) {
                let len = self.counts[src][dst];
                if len == 0 {
                    continue;
                }
                let ties = t.tie_dims(src, dst);
                let parts = 1u32 << ties.count_ones();
                for part in 0..parts {
                    let (offset, sub) = split(len, u64::from(parts), u64::from(part));
                    if sub == 0 {
                        continue;
                    }
                    f(&Message {
                        src: src as u32,
                        dst: dst as u32,
                        src_offset: self.send_at[src][dst] + offset,
                        dst_offset: self.recv_at[dst][src] + offset,
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

    /// Copies every chip's piece for itself from its send buffer into its receive area (no link
    /// carries it).
    pub(super) fn keep_own(&self, work: &mut [Vec<f32>]) {
        for (c, buffer) in work.iter_mut().enumerate() {
            let (from, len) = (self.send_at[c][c] as usize, self.counts[c][c] as usize);
            buffer.copy_within(from..from + len, self.recv_at[c][c] as usize);
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
    use crate::ici::{run_all_to_all_v, run_collective, Algorithm, Collective, LinkParams};
    use crate::ici::{ReduceOp, Topology as T};

    /// Pieces of equal size move exactly as the even all-to-all moves them: the same results and
    /// the same bytes on every link.
    #[test]
    fn equal_pieces_match_the_even_all_to_all() {
        for topo in ["4", "5", "2x2", "4x4", "3x2x2"] {
            let t = T::parse(topo).unwrap();
            let p = t.chips();
            let k = 3;
            let data: Vec<Vec<f32>> = (0..p)
                .map(|r| (0..p * k).map(|i| (r * 1000 + i) as f32).collect())
                .collect();
            let link = LinkParams::REFERENCE;
            let (even, even_report) = run_collective(
                &t,
                Algorithm::Direct,
                Collective::AllToAll,
                data.clone(),
                ReduceOp::Sum,
                link,
            )
            .unwrap();
            let counts = vec![vec![k as u64; p]; p];
            let (v, v_report) = run_all_to_all_v(&t, data, counts, link).unwrap();
            assert_eq!(v, even, "{topo}");
            // Bytes per link (the even schedule also counts the empty quarter of a 3-unit
            // piece split four ways as a message; this one sends none).
            let bytes = |r: &crate::ici::CollectiveReport| -> Vec<(u32, u64)> {
                r.traffic.links.iter().map(|l| (l.id, l.bytes)).collect()
            };
            assert_eq!(bytes(&v_report), bytes(&even_report), "{topo}");
            assert_eq!(v_report.figures, even_report.figures, "{topo}");
        }
    }

    /// Uneven pieces: every rank gets what each sent it, in source order, and every link carries
    /// the sum of the pieces whose routes cross it (computed here from `Topology::route`).
    #[test]
    fn uneven_pieces_arrive_whole_and_are_counted_on_their_routes() {
        let t = T::parse("2x3").unwrap();
        let p = t.chips();
        let counts: Vec<Vec<u64>> = (0..p)
            .map(|s| (0..p).map(|d| ((s + 2 * d) % 4) as u64).collect())
            .collect();
        let data: Vec<Vec<f32>> = (0..p)
            .map(|s| {
                let n: u64 = counts[s].iter().sum();
                (0..n).map(|i| (s * 100) as f32 + i as f32).collect()
            })
            .collect();
        let (out, report) =
            run_all_to_all_v(&t, data.clone(), counts.clone(), LinkParams::REFERENCE).unwrap();
        let mut expected_links = vec![0u64; report.traffic.links.len()];
        for d in 0..p {
            let mut expected = Vec::new();
            for s in 0..p {
                let start: u64 = counts[s][..d].iter().sum();
                let n = counts[s][d];
                expected.extend_from_slice(&data[s][start as usize..(start + n) as usize]);
                if s != d && n > 0 {
                    let parts = 1u64 << t.tie_dims(s, d).count_ones();
                    for part in 0..parts {
                        let (_, sub) = split(n, parts, part);
                        for l in t.route(s, d, deposit(part as u32, t.tie_dims(s, d))) {
                            expected_links[l as usize] += 4 * sub;
                        }
                    }
                }
            }
            assert_eq!(out[d], expected, "rank {d}");
        }
        let got: Vec<u64> = report.traffic.links.iter().map(|l| l.bytes).collect();
        let ids: Vec<u32> = report.traffic.links.iter().map(|l| l.id).collect();
        assert_eq!(ids, (0..ids.len() as u32).collect::<Vec<_>>());
        assert_eq!(got, expected_links);
        assert!(got.iter().any(|&b| b > 0));
        // The step's bandwidth term is the busiest link's bytes over B.
        let busiest = *expected_links.iter().max().unwrap() as f64;
        let b = LinkParams::REFERENCE.bandwidth_bytes_per_s;
        assert!((report.figures.t_bandwidth_us - busiest / b * 1e6).abs() < 1e-9);
    }

    #[test]
    fn a_wrong_buffer_or_matrix_is_an_error() {
        let t = T::parse("2").unwrap();
        let l = LinkParams::REFERENCE;
        assert!(run_all_to_all_v(&t, vec![vec![0.0; 2]; 2], vec![vec![1; 2]; 3], l).is_err());
        let e = run_all_to_all_v(&t, vec![vec![0.0; 2], vec![0.0; 3]], vec![vec![1; 2]; 2], l);
        assert_eq!(
            e.unwrap_err().0,
            "rank 1 passes 3 elements for pieces of 2 in all"
        );
    }

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
