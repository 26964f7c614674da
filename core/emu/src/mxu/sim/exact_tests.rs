//! Runs on [`Element::Exact`] storage: the same registers, cycle counts and results as the full
//! element type, bit for bit, whenever [`Element::exact_fits`] chose it.

use super::{matmul_reference, Element, Engine, Simulator, Storage};
use crate::mxu::{ArrayShape, Dataflow, Gemm, Mode};

/// xorshift64, as in the property tests.
fn rng(mut x: u64) -> impl FnMut() -> u64 {
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// The bound is `k x max|A| x max|B| <= i32::MAX` (2^31 - 1, which is prime): at it and one past.
#[test]
fn exact_fits_holds_every_sum_within_i32() {
    assert!(i64::exact_fits(&[1, -1], &[i64::from(i32::MAX)], 1));
    assert!(!i64::exact_fits(&[1], &[i64::from(i32::MAX)], 2));
    assert!(!i64::exact_fits(&[2], &[i64::from(i32::MAX)], 1));
    // 2 x 46341 x 23170 = 2_147_441_940 fits; 2 x 46341 x 23171 = 2_147_534_622 does not.
    assert!(i64::exact_fits(&[-46341, 5], &[23170, -3], 2));
    assert!(!i64::exact_fits(&[-46341, 5], &[23171, -3], 2));
    // An operand past i32 never fits, even times zero; |i32::MIN| is past i32::MAX.
    assert!(!i64::exact_fits(&[i64::from(i32::MAX) + 1], &[0], 1));
    assert!(!i64::exact_fits(&[i64::from(i32::MIN)], &[1], 1));
    assert!(!f32::exact_fits(&[1.0], &[1.0], 1));
}

/// Steps the run on the storage `Simulator::new` picks and on the full element type side by side,
/// every PE's registers compared after every cycle, then C and the cycle counts (and C against the
/// matmul).
fn same_as_full(gemm: Gemm, a: &[i64], b: &[i64], array: ArrayShape, df: Dataflow, mode: Mode) {
    let what = format!("{array} {df} {mode} {gemm}");
    let mut exact = Simulator::new(gemm, a, b, array, df, mode).unwrap();
    assert!(
        matches!(exact.engine, Engine::Exact(_)),
        "{what}: not exact"
    );
    let mut full = Simulator::with_storage(gemm, a, b, array, df, mode, Storage::Full).unwrap();
    loop {
        let (more, more_full) = (exact.step(), full.step());
        assert_eq!(more, more_full, "{what}: cycle {}", full.cycle());
        for i in 0..array.rows {
            for j in 0..array.cols {
                assert_eq!(
                    exact.registers(i, j),
                    full.registers(i, j),
                    "{what}: PE({i}, {j}) after cycle {}",
                    full.cycle()
                );
            }
        }
        if !more {
            break;
        }
    }
    let (exact, full) = (exact.run(), full.run());
    assert_eq!(exact, full, "{what}");
    assert_eq!(exact.c, matmul_reference(gemm, a, b), "{what}");
}

#[test]
fn exact_storage_steps_the_same_registers_as_i64() {
    let mut next = rng(0x853c_49e6_748f_ea9b);
    for _ in 0..24 {
        let mut pick = |lo: u64, hi: u64| lo + next() % (hi - lo + 1);
        let array = ArrayShape::new(pick(2, 6) as u32, pick(2, 6) as u32).unwrap();
        let gemm = Gemm::new(pick(1, 13), pick(1, 13), pick(1, 13)).unwrap();
        let mut value = || (next() % 2001) as i64 - 1000;
        let a: Vec<i64> = (0..gemm.m * gemm.k).map(|_| value()).collect();
        let b: Vec<i64> = (0..gemm.k * gemm.n).map(|_| value()).collect();
        for df in [Dataflow::WeightStationary, Dataflow::InputStationary] {
            for mode in Mode::ALL {
                same_as_full(gemm, &a, &b, array, df, mode);
            }
        }
    }
}

/// Sums up to 3 x 30000 x 23000 = 2_070_000_000, near i32::MAX, of both signs: still exact.
#[test]
fn exact_storage_holds_sums_near_the_bound() {
    let gemm = Gemm::new(4, 3, 5).unwrap();
    let array = ArrayShape::new(2, 3).unwrap();
    let a: Vec<i64> = (0..12)
        .map(|i| if i % 5 == 0 { -30000 } else { 30000 })
        .collect();
    let b: Vec<i64> = (0..15)
        .map(|i| if i % 7 == 3 { -23000 } else { 23000 })
        .collect();
    assert!(i64::exact_fits(&a, &b, 3));
    let c = matmul_reference(gemm, &a, &b);
    assert!(c.contains(&2_070_000_000) && c.iter().any(|&v| v < -600_000_000));
    for df in [Dataflow::WeightStationary, Dataflow::InputStationary] {
        for mode in Mode::ALL {
            same_as_full(gemm, &a, &b, array, df, mode);
        }
    }
}

/// Operands past the bound, and os, keep the full element type.
#[test]
fn runs_past_the_bound_and_os_keep_the_full_type() {
    let gemm = Gemm::new(2, 2, 2).unwrap();
    let array = ArrayShape::new(2, 2).unwrap();
    let small = [1i64, 2, 3, 4];
    let large = [1i64, 2, 3, i64::from(i32::MAX)];
    let engine = |a: &[i64], df| match Simulator::new(gemm, a, &small, array, df, Mode::ScaleSim)
        .unwrap()
        .engine
    {
        Engine::Stationary(_) => "full",
        Engine::Exact(_) => "exact",
        Engine::Output(_) => "os",
    };
    assert_eq!(engine(&small, Dataflow::WeightStationary), "exact");
    assert_eq!(engine(&large, Dataflow::WeightStationary), "full");
    assert_eq!(engine(&large, Dataflow::InputStationary), "full");
    assert_eq!(engine(&small, Dataflow::OutputStationary), "os");
}
