//! Property tests: random shapes on random arrays, every dataflow, both modes. The simulator must
//! give the matmul (bit for bit for integers), take the analytic model's cycles, and hold in its
//! registers exactly what the frames reconstruct, cycle by cycle.

use super::{matmul_reference, simulate, Element, PeRegisters, Simulator, Token};
use crate::mxu::{analyze, ArrayShape, Dataflow, Frames, Gemm, Held, Mode, PeState};

/// xorshift64: a few lines, deterministic, enough to pick shapes and values.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform enough in `lo..=hi` for test shapes.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    fn shape(&mut self, max_side: u64, max_dim: u64) -> (ArrayShape, Gemm) {
        let array = ArrayShape::new(
            self.range(2, max_side) as u32,
            self.range(2, max_side) as u32,
        )
        .unwrap();
        let gemm = Gemm::new(
            self.range(1, max_dim),
            self.range(1, max_dim),
            self.range(1, max_dim),
        )
        .unwrap();
        (array, gemm)
    }
}

fn random_i64(rng: &mut XorShift, len: u64) -> Vec<i64> {
    // Full-range values: products wrap, and the wrapped sums must still agree bit for bit.
    (0..len).map(|_| rng.next() as i64).collect()
}

/// Values within i32, so the run takes the narrow multiply (`Element::mac_narrow`), i32::MIN and
/// i32::MAX among them: products up to 2^62 and sums that still wrap.
fn random_i32_range(rng: &mut XorShift, len: u64) -> Vec<i64> {
    (0..len)
        .map(|_| match rng.next() % 8 {
            0 => i64::from(i32::MIN),
            1 => i64::from(i32::MAX),
            _ => i64::from(rng.next() as i32),
        })
        .collect()
}

#[test]
fn integer_results_and_cycles_match_the_models() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut checked = 0;
    for case in 0..80 {
        // Mostly small; every eighth case is bigger than several folds of a wider array.
        let (array, gemm) = if case % 8 == 7 {
            rng.shape(40, 70)
        } else {
            rng.shape(9, 25)
        };
        // Odd cases: operands within i32 (the narrow multiply); even: full range.
        let values = if case % 2 == 1 {
            random_i32_range
        } else {
            random_i64
        };
        let a = values(&mut rng, gemm.m * gemm.k);
        let b = values(&mut rng, gemm.k * gemm.n);
        assert_eq!(i64::fits_narrow(&a) && i64::fits_narrow(&b), case % 2 == 1);
        let want = matmul_reference(gemm, &a, &b);
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let out = simulate(gemm, &a, &b, array, df, mode).unwrap();
                let model = analyze(gemm, array, df, mode);
                let label = format!("{array} {df} {mode} {gemm}");
                assert_eq!(out.c, want, "{label}");
                assert_eq!(out.total_cycles, model.total_cycles, "{label}");
                assert_eq!(out.cycles_stepped, model.total_cycles + 1, "{label}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 80 * 6);
}

#[test]
fn float_results_match_within_rounding() {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    for _ in 0..25 {
        let (array, gemm) = rng.shape(12, 40);
        let mut float = |len: u64| -> Vec<f32> {
            (0..len)
                .map(|_| (rng.next() % 2001) as f32 / 1000.0 - 1.0)
                .collect()
        };
        let a = float(gemm.m * gemm.k);
        let b = float(gemm.k * gemm.n);
        let want = matmul_reference(gemm, &a, &b);
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let out = simulate(gemm, &a, &b, array, df, mode).unwrap();
                assert_eq!(
                    out.total_cycles,
                    analyze(gemm, array, df, mode).total_cycles
                );
                // Row folds add partial sums in a different order than one long dot product. Either
                // order is within K * eps * sum(|terms|) of the exact sum, and |terms| <= 1.
                let k = gemm.k as f32;
                let tol = 2.0 * k * k * f32::EPSILON;
                for (got, want) in out.c.iter().zip(&want) {
                    assert!(
                        (got - want).abs() <= tol,
                        "{array} {df} {mode} {gemm}: {got} vs {want}"
                    );
                }
            }
        }
    }
}

#[test]
fn tpu_sized_array_on_a_head_dim_64_matmul() {
    // The page's example: K = 64 on a 128x128 MXU uses half the rows.
    let array = ArrayShape::square(128).unwrap();
    let gemm = Gemm::new(200, 64, 130).unwrap();
    let mut rng = XorShift(7);
    let a = random_i64(&mut rng, gemm.m * gemm.k);
    let b = random_i64(&mut rng, gemm.k * gemm.n);
    let want = matmul_reference(gemm, &a, &b);
    for mode in Mode::ALL {
        let df = Dataflow::WeightStationary;
        let out = simulate(gemm, &a, &b, array, df, mode).unwrap();
        assert_eq!(out.c, want);
        assert_eq!(
            out.total_cycles,
            analyze(gemm, array, df, mode).total_cycles
        );
    }
}

/// The value a register should hold when the frames say it holds `held`.
fn value_of(held: Held, gemm: Gemm, a: &[i64], b: &[i64]) -> i64 {
    let (k_dim, n_dim) = (gemm.k as usize, gemm.n as usize);
    match held {
        Held::Pad => 0,
        Held::A { m, k } => a[m as usize * k_dim + k as usize],
        Held::B { k, n } => b[k as usize * n_dim + n as usize],
        Held::Psum { m, n, k_lo, k_hi } => (k_lo..=k_hi).fold(0, |acc, k| {
            i64::mac(
                acc,
                a[m as usize * k_dim + k as usize],
                b[k as usize * n_dim + n as usize],
            )
        }),
    }
}

fn token_matches(token: Token<i64>, held: Option<Held>, gemm: Gemm, a: &[i64], b: &[i64]) -> bool {
    match (token, held) {
        (Token::Empty, None) | (Token::Pad, Some(Held::Pad)) => true,
        (Token::Value(v), Some(h)) if h != Held::Pad => v == value_of(h, gemm, a, b),
        _ => false,
    }
}

fn register_matches(value: i64, held: Option<Held>, gemm: Gemm, a: &[i64], b: &[i64]) -> bool {
    value == held.map_or(0, |h| value_of(h, gemm, a, b))
}

fn pe_matches(regs: &PeRegisters<i64>, want: &PeState, gemm: Gemm, a: &[i64], b: &[i64]) -> bool {
    token_matches(regs.right, want.right, gemm, a, b)
        && token_matches(regs.down, want.down, gemm, a, b)
        && register_matches(regs.stationary, want.stationary, gemm, a, b)
        && register_matches(regs.shadow, want.shadow, gemm, a, b)
        && register_matches(regs.load, want.load, gemm, a, b)
}

/// Even cases: operands within i32, i32::MIN and i32::MAX among them, which the simulator
/// multiplies as i32 (`Element::mac_narrow`); odd: B beyond i32 (times 2^33: distinct values still,
/// under 2^63 for the tests' shapes), the full 64-bit multiply. The values stay distinct, so every
/// register is told apart. (Before, every frames case fitted i32, so the full multiply's path was
/// never held to the frames.)
fn operands(case: u32, mut a: Vec<i64>, mut b: Vec<i64>) -> (Vec<i64>, Vec<i64>) {
    if case.is_multiple_of(2) {
        a[0] = i64::from(i32::MIN);
        *b.last_mut().unwrap() = i64::from(i32::MAX);
    } else {
        b.iter_mut().for_each(|v| *v <<= 33);
    }
    assert_eq!(
        i64::fits_narrow(&a) && i64::fits_narrow(&b),
        case.is_multiple_of(2),
        "case {case}"
    );
    (a, b)
}

#[test]
fn registers_equal_the_reconstructed_frames_every_cycle() {
    let mut rng = XorShift(0xD1B5_4A32_D192_ED03);
    let mut frames_checked = 0u64;
    for case in 0..30 {
        let (array, gemm) = rng.shape(6, 11);
        // Distinct non-zero values, so a register holding the wrong element (or a padding zero where
        // an element belongs) cannot pass by accident.
        let a: Vec<i64> = (1..=gemm.m * gemm.k).map(|v| v as i64).collect();
        let b: Vec<i64> = (1..=gemm.k * gemm.n)
            .map(|v| 1_000_003 * v as i64)
            .collect();
        let (a, b) = operands(case, a, b);
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let mut sim = Simulator::new(gemm, &a, &b, array, df, mode).unwrap();
                let frames = Frames::new(*sim.schedule());
                loop {
                    let more = sim.step();
                    let t = sim.cycle() - 1;
                    for i in 0..array.rows {
                        for j in 0..array.cols {
                            let regs = sim.registers(i, j);
                            let want = frames.pe(t, i, j);
                            assert!(
                                pe_matches(&regs, &want, gemm, &a, &b),
                                "{array} {df} {mode} {gemm} cycle {t} PE({i},{j}):\n{regs:?}\n{want:?}"
                            );
                        }
                    }
                    frames_checked += 1;
                    if !more {
                        break;
                    }
                }
                assert_eq!(sim.cycle(), frames.len(), "{array} {df} {mode} {gemm}");
            }
        }
    }
    assert!(
        frames_checked > 5_000,
        "only {frames_checked} frames checked"
    );
}

/// `advance` steps blocks of cycles in one sweep over the array (what `run` does); wherever a block
/// ends, every register must be what the frames reconstruct, as after single steps.
#[test]
fn registers_after_blocks_of_cycles_equal_the_frames() {
    let mut rng = XorShift(0x6A09_E667_F3BC_C908);
    let mut blocks_checked = 0u64;
    for case in 0..30 {
        let (array, gemm) = rng.shape(9, 30);
        let a: Vec<i64> = (1..=gemm.m * gemm.k).map(|v| v as i64).collect();
        let b: Vec<i64> = (1..=gemm.k * gemm.n)
            .map(|v| 1_000_003 * v as i64)
            .collect();
        let (a, b) = operands(case, a, b);
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let mut sim = Simulator::new(gemm, &a, &b, array, df, mode).unwrap();
                let frames = Frames::new(*sim.schedule());
                loop {
                    let more = sim.advance(rng.range(1, 2 * u64::from(array.rows)));
                    let t = sim.cycle() - 1;
                    for i in 0..array.rows {
                        for j in 0..array.cols {
                            let regs = sim.registers(i, j);
                            let want = frames.pe(t, i, j);
                            assert!(
                                pe_matches(&regs, &want, gemm, &a, &b),
                                "{array} {df} {mode} {gemm} cycle {t} PE({i},{j}):\n{regs:?}\n{want:?}"
                            );
                        }
                    }
                    blocks_checked += 1;
                    if !more {
                        break;
                    }
                }
                assert_eq!(sim.cycle(), frames.len(), "{array} {df} {mode} {gemm}");
                let model = analyze(gemm, array, df, mode);
                let out = Simulator::new(gemm, &a, &b, array, df, mode).unwrap().run();
                assert_eq!(out.total_cycles, model.total_cycles);
            }
        }
    }
    assert!(
        blocks_checked > 1_000,
        "only {blocks_checked} blocks checked"
    );
}

#[test]
fn mismatched_operands_are_an_error() {
    let gemm = Gemm::new(2, 3, 4).unwrap();
    let array = ArrayShape::square(4).unwrap();
    let err = simulate(
        gemm,
        &[0i64; 5],
        &[0i64; 12],
        array,
        Dataflow::WeightStationary,
        Mode::Tpu,
    );
    assert!(err.unwrap_err().contains("A has 5 elements"));
}
