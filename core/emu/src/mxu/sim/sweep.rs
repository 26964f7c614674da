//! One block of cycles' multiply-accumulates, the simulator's hot loop: how the sweep visits the
//! PEs on the bands holding tokens, and its builds for wider vectors.

use super::storage::{columns_on, Band};
use super::Element;

/// `p += a * b` over three equal slices: the one loop every PE runs, kept flat for vectorising.
/// `NARROW`: by [`Element::mac_narrow`] (operands the run checked fit it), the same bits.
#[inline(always)]
fn mac_slice<E: Element, const NARROW: bool>(p: &mut [E], a: &[E], b: &[E]) {
    for ((p, &a), &b) in p.iter_mut().zip(a).zip(b) {
        *p = if NARROW {
            E::mac_narrow(*p, a, b)
        } else {
            E::mac(*p, a, b)
        };
    }
}

/// One band in one cycle of a block: the band, and where that cycle's rings start (the slot of
/// row 0's down register, the origin of the rows' right-moving rings).
#[derive(Clone, Copy, Debug)]
pub(super) struct BlockBand {
    pub(super) band: Band,
    pub(super) t: u64,
    pub(super) down0: usize,
    pub(super) oa: usize,
}

/// Several cycles' multiply-accumulates, swept row by row: for row i, every cycle of the block in
/// turn (row i in cycle t needs only row i - 1 in cycle t - 1, already done). Consecutive cycles of
/// a row reuse its operand ring and weights, and consecutive rows reuse the block's down-moving
/// registers, so the sweep runs out of L1 instead of streaming the whole array from L2 each cycle.
/// Matrices: `hist` the rows' rings of right-moving operands ([`RightRings`]), `down` `ld` slots of
/// C (the down-moving registers; row i in a cycle is slot `(down0 + i) % ld`), `stat` R x C
/// (accumulators, os) or [`BANKS`] of them (weights, ws and is).
pub(super) struct Block<'a> {
    pub(super) rows: usize,
    pub(super) cols: usize,
    /// Where row i's operand ring starts in `hist` ([`RightRings`]): `i * stride`.
    pub(super) stride: usize,
    pub(super) ld: usize,
    pub(super) bands: &'a [BlockBand],
    /// Every operand fits [`Element::mac_narrow`] (checked once per run).
    pub(super) narrow: bool,
}

/// ws, is: the partial sums move down and accumulate `a * w`, w from the band's bank.
#[inline(always)]
fn sweep_down_portable<E: Element>(down: &mut [E], hist: &[E], stat: &[E], s: &Block) {
    if s.narrow {
        sweep_down_with::<E, true>(down, hist, stat, s)
    } else {
        sweep_down_with::<E, false>(down, hist, stat, s)
    }
}

#[inline(always)]
fn sweep_down_with<E: Element, const NARROW: bool>(
    down: &mut [E],
    hist: &[E],
    stat: &[E],
    s: &Block,
) {
    let (rows, cols, stride, ld) = (s.rows, s.cols, s.stride, s.ld);
    for i in 0..rows {
        let ring = &hist[i * stride..(i + 1) * stride];
        for bb in s.bands {
            let band = bb.band;
            if i >= band.rows {
                continue;
            }
            if let Some((lo, hi)) = columns_on(i, (band.lo, band.hi), band.cols) {
                let slot = bb.down0 + i;
                let slot = if slot >= ld { slot - ld } else { slot };
                let w = (band.bank * rows + i) * cols;
                let (a, o) = (&ring[bb.oa..bb.oa + cols], slot * cols);
                mac_slice::<E, NARROW>(
                    &mut down[o + lo..=o + hi],
                    &a[lo..=hi],
                    &stat[w + lo..=w + hi],
                );
            }
        }
    }
}

/// An os PE whose result is complete: its row and column, the cycle, the fold and the value.
#[derive(Clone, Copy, Debug)]
pub(super) struct Finished<E> {
    pub(super) i: usize,
    pub(super) j: usize,
    pub(super) t: u64,
    pub(super) fold: u64,
    pub(super) value: E,
}

/// os: the accumulators stay and accumulate `a * b`, b moving down. A PE the fold's first element
/// reaches restarts at zero before its product; one its last element reaches has its result taken
/// after it (into `finished`, as later cycles of the block may restart it).
#[inline(always)]
fn sweep_stationary_portable<E: Element>(
    stat: &mut [E],
    hist: &[E],
    down: &[E],
    s: &Block,
    finished: &mut Vec<Finished<E>>,
) {
    if s.narrow {
        sweep_stationary_with::<E, true>(stat, hist, down, s, finished)
    } else {
        sweep_stationary_with::<E, false>(stat, hist, down, s, finished)
    }
}

#[inline(always)]
fn sweep_stationary_with<E: Element, const NARROW: bool>(
    stat: &mut [E],
    hist: &[E],
    down: &[E],
    s: &Block,
    finished: &mut Vec<Finished<E>>,
) {
    let (rows, cols, stride, ld) = (s.rows, s.cols, s.stride, s.ld);
    for i in 0..rows {
        let ring = &hist[i * stride..(i + 1) * stride];
        let acc = &mut stat[i * cols..(i + 1) * cols];
        for bb in s.bands {
            let band = bb.band;
            if i >= band.rows {
                continue;
            }
            if let Some((lo, hi)) = columns_on(i, (band.lo, band.hi), band.cols) {
                if band.first && band.hi - i == hi {
                    acc[hi] = E::default();
                }
                let slot = bb.down0 + i;
                let slot = if slot >= ld { slot - ld } else { slot };
                let (a, o) = (&ring[bb.oa..bb.oa + cols], slot * cols);
                mac_slice::<E, NARROW>(&mut acc[lo..=hi], &a[lo..=hi], &down[o + lo..=o + hi]);
                if band.last && band.lo >= i && band.lo - i == lo {
                    finished.push(Finished {
                        i,
                        j: lo,
                        t: bb.t,
                        fold: band.fold,
                        value: acc[lo],
                    });
                }
            }
        }
    }
}

/// The same loops compiled for wider vectors: the workspace builds for the x86-64 baseline (SSE2,
/// no 64-bit vector multiply), and the loops are the simulator's hot spot at 128x128. The results
/// are identical: integer arithmetic wraps the same way, and floats round each `acc + a * b` the
/// same way (Rust never contracts it into a fused multiply-add).
#[cfg(target_arch = "x86_64")]
mod wide {
    use super::{sweep_down_portable, sweep_stationary_portable, Block, Element, Finished};

    #[target_feature(enable = "avx2,avx512f,avx512dq,avx512vl")]
    pub(super) fn down512<E: Element>(down: &mut [E], hist: &[E], stat: &[E], s: &Block) {
        sweep_down_portable(down, hist, stat, s)
    }

    #[target_feature(enable = "avx2")]
    pub(super) fn down256<E: Element>(down: &mut [E], hist: &[E], stat: &[E], s: &Block) {
        sweep_down_portable(down, hist, stat, s)
    }

    #[target_feature(enable = "avx2,avx512f,avx512dq,avx512vl")]
    pub(super) fn stationary512<E: Element>(
        stat: &mut [E],
        hist: &[E],
        down: &[E],
        s: &Block,
        finished: &mut Vec<Finished<E>>,
    ) {
        sweep_stationary_portable(stat, hist, down, s, finished)
    }

    #[target_feature(enable = "avx2")]
    pub(super) fn stationary256<E: Element>(
        stat: &mut [E],
        hist: &[E],
        down: &[E],
        s: &Block,
        finished: &mut Vec<Finished<E>>,
    ) {
        sweep_stationary_portable(stat, hist, down, s, finished)
    }
}

/// The widest vectors the CPU has: 2 for AVX-512 (with 64-bit multiplies), 1 for AVX2, 0 for none.
fn vector_level() -> u8 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512dq")
            && std::arch::is_x86_feature_detected!("avx512vl")
            && std::arch::is_x86_feature_detected!("avx2")
        {
            return 2;
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            return 1;
        }
    }
    0
}

/// ws, is: a block's multiply-accumulates, on the widest vectors the CPU has.
pub(super) fn sweep_down<E: Element>(down: &mut [E], hist: &[E], stat: &[E], s: &Block) {
    match vector_level() {
        // SAFETY: the CPU has every feature the function is compiled for (vector_level checked).
        #[cfg(target_arch = "x86_64")]
        2 => unsafe { wide::down512(down, hist, stat, s) },
        // SAFETY: as above, AVX2.
        #[cfg(target_arch = "x86_64")]
        1 => unsafe { wide::down256(down, hist, stat, s) },
        _ => sweep_down_portable(down, hist, stat, s),
    }
}

/// os: a block's multiply-accumulates, on the widest vectors the CPU has.
pub(super) fn sweep_stationary<E: Element>(
    stat: &mut [E],
    hist: &[E],
    down: &[E],
    s: &Block,
    finished: &mut Vec<Finished<E>>,
) {
    match vector_level() {
        // SAFETY: the CPU has every feature the function is compiled for (vector_level checked).
        #[cfg(target_arch = "x86_64")]
        2 => unsafe { wide::stationary512(stat, hist, down, s, finished) },
        // SAFETY: as above, AVX2.
        #[cfg(target_arch = "x86_64")]
        1 => unsafe { wide::stationary256(stat, hist, down, s, finished) },
        _ => sweep_stationary_portable(stat, hist, down, s, finished),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mxu::sim::storage::BANKS;

    /// The vector builds of the sweeps give the portable loops' results bit for bit (f32
    /// included: each `acc + a * b` rounds twice in both), on every ring position and band, with
    /// the os sweep's restarts and finished results; and so does the narrow multiply on operands
    /// within i32, portable and wide.
    #[test]
    fn wide_sweeps_equal_the_portable_ones_bit_for_bit() {
        let (rows, cols, block) = (13, 37, 5);
        let (stride, ld) = (2 * cols + block, rows + block);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let len = (BANKS * rows * cols).max(rows * stride).max(ld * cols);
        let ints: Vec<i64> = (0..3 * len).map(|_| next() as i64).collect();
        let floats: Vec<f32> = (0..3 * len)
            .map(|_| (next() % 2001) as f32 / 7.0 - 140.0)
            .collect();
        let band = |lo, hi, rows, cols, bank| Band {
            lo,
            hi,
            rows,
            cols,
            bank,
            fold: bank as u64,
            first: true,
            last: true,
        };
        let bands = [
            band(0, 3, 13, 37, 0),
            band(9, 30, 7, 37, 1),
            band(40, 47, 13, 20, 2),
        ];
        let mut blocks = Vec::new();
        for (k, (down0, oa)) in [(2, 0), (1, 5), (0, 41), (17, 38)].into_iter().enumerate() {
            blocks.extend(bands.iter().map(|&band| BlockBand {
                band,
                t: k as u64,
                down0,
                oa,
            }));
        }
        let s = Block {
            rows,
            cols,
            stride,
            ld,
            bands: &blocks,
            narrow: false,
        };
        type Swept<E> = (Vec<E>, Vec<E>, Vec<(usize, usize, u64, E)>);
        /// `how`: 0 the portable loops with the full multiply (the reference), 1 the portable
        /// build, 2 the widest vectors (both with the block's multiply).
        fn sweep<E: Element>(v: &[E], len: usize, pes: usize, s: &Block, how: u8) -> Swept<E> {
            let (x, y, z) = (&v[..len], &v[len..2 * len], &v[2 * len..]);
            let (mut down, mut stat, mut done) = (x.to_vec(), x[..pes].to_vec(), Vec::new());
            match how {
                0 => {
                    sweep_down_with::<E, false>(&mut down, y, z, s);
                    sweep_stationary_portable(&mut stat, y, z, s, &mut done);
                }
                1 => {
                    sweep_down_portable(&mut down, y, z, s);
                    sweep_stationary_portable(&mut stat, y, z, s, &mut done);
                }
                _ => {
                    sweep_down(&mut down, y, z, s);
                    sweep_stationary(&mut stat, y, z, s, &mut done);
                }
            }
            assert!(
                down != x && stat != x[..pes] && !done.is_empty(),
                "no work done"
            );
            let done = done.iter().map(|d| (d.i, d.j, d.t, d.value)).collect();
            (down, stat, done)
        }
        let pes = rows * cols;
        assert_eq!(
            sweep(&ints, len, pes, &s, 2),
            sweep(&ints, len, pes, &s, 0),
            "i64"
        );
        // The narrow multiply, on operands within i32 at both ends of its range (the accumulators
        // full range), gives the full multiply's wrapping sums.
        let mut narrow_ints = ints.clone();
        for (i, v) in narrow_ints[len..].iter_mut().enumerate() {
            *v = match i % 5 {
                0 => i64::from(i32::MIN),
                1 => i64::from(i32::MAX),
                _ => i64::from(*v as i32),
            };
        }
        assert!(i64::fits_narrow(&narrow_ints[len..]) && !i64::fits_narrow(&ints));
        let narrow = Block { narrow: true, ..s };
        for how in [1, 2] {
            assert_eq!(
                sweep(&narrow_ints, len, pes, &narrow, how),
                sweep(&narrow_ints, len, pes, &s, 0),
                "i64, narrow multiply, build {how}"
            );
        }
        let bits = |(d, s, f): Swept<f32>| {
            let b = |v: Vec<f32>| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            let f: Vec<_> = f
                .iter()
                .map(|&(i, j, t, v)| (i, j, t, v.to_bits()))
                .collect();
            (b(d), b(s), f)
        };
        assert_eq!(
            bits(sweep(&floats, len, pes, &s, 2)),
            bits(sweep(&floats, len, pes, &s, 0)),
            "f32"
        );
    }
}
