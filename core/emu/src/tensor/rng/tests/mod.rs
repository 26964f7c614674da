//! Tests beside the generator: the oracle cases (`oracle.rs`, with the parser for their names in
//! `case_names.rs`), and here the behaviours RNG_ALGORITHM.md describes but the oracle file does
//! not pin, plus a few values measured on real PyTorch elsewhere.

mod case_names;
mod oracle;

use super::{kaiming_uniform_bound, linear_bias_bound, xavier_uniform_bound, Generator};

/// RNG_ALGORITHM.md §6: the cached sine sample survives a large `randn` in between.
#[test]
fn the_normal_cache_outlives_a_block_randn() {
    let mut g = Generator::new(0);
    let first = g.normal_f32(1, 0.0, 1.0, true);
    g.normal_f32(16, 0.0, 1.0, true);
    let cached = g.normal_f32(1, 0.0, 1.0, true);
    let pair = Generator::new(0).normal_f32(2, 0.0, 1.0, true);
    assert_eq!((first[0], cached[0]), (pair[0], pair[1]));
}

/// RNG_ALGORITHM.md §6: a non-contiguous 20-element `normal_` takes the per-element path.
#[test]
fn a_non_contiguous_tensor_takes_the_per_element_path() {
    let strided = Generator::new(0).normal_f32(20, 0.0, 1.0, false);
    let mut g = Generator::new(0);
    let one_by_one: Vec<f32> = (0..20)
        .flat_map(|_| g.normal_f32(1, 0.0, 1.0, true))
        .collect();
    assert_eq!(strided, one_by_one);
    assert_ne!(strided, Generator::new(0).normal_f32(20, 0.0, 1.0, true));
}

#[test]
fn manual_seed_drops_the_cached_sample_and_state_restores_it() {
    let mut g = Generator::new(3);
    g.normal_f64(1, 0.0, 1.0, true); // leaves a sine sample cached
    let saved = g.get_state();
    let after = g.normal_f64(3, 0.0, 1.0, true);
    g.set_state(&saved);
    assert_eq!(g.normal_f64(3, 0.0, 1.0, true), after);

    g.manual_seed(3);
    assert_eq!(g, Generator::new(3));
    assert_eq!(g.initial_seed(), 3);
}

#[test]
fn a_draw_that_rounds_up_to_to_becomes_from() {
    // With to one ulp above from, every x >= 0.5 would round to `to`.
    let (from, to) = (1.0f64, 1.0 + f64::from(f32::EPSILON));
    let v = Generator::new(0).uniform_f32(1000, from, to);
    assert!(
        v.iter().all(|&x| x == 1.0),
        "uniform_ must stay in [from, to)"
    );
}

#[test]
fn word_counts_match_pytorch() {
    // Each op must leave the stream where PyTorch does, or every later draw shifts.
    fn words_used(op: impl FnOnce(&mut Generator)) -> usize {
        let mut g = Generator::new(9);
        op(&mut g);
        let next = g.random();
        let mut fresh = Generator::new(9);
        (0..).find(|_| fresh.random() == next).unwrap()
    }
    assert_eq!(
        words_used(|g| drop(g.normal_f32(17, 0.0, 1.0, true))),
        17 + 16
    );
    assert_eq!(words_used(|g| drop(g.normal_f32(32, 0.0, 1.0, true))), 32);
    assert_eq!(words_used(|g| drop(g.normal_f32(3, 0.0, 1.0, true))), 8);
    assert_eq!(
        words_used(|g| drop(g.normal_f64(17, 0.0, 1.0, true))),
        2 * (17 + 16)
    );
    assert_eq!(words_used(|g| drop(g.randint(0, 1 << 28, 3))), 6);
    assert_eq!(words_used(|g| drop(g.randint(0, (1 << 28) - 1, 3))), 3);
    assert_eq!(words_used(|g| drop(g.randperm(6))), 5);
    assert_eq!(words_used(|g| drop(g.randperm(1))), 0);
}

#[test]
fn randperm_is_a_permutation() {
    let mut g = Generator::new(0);
    assert!(g.randperm(0).is_empty());
    assert_eq!(g.randperm(1), [0]);
    let mut p = g.randperm(1000);
    p.sort_unstable();
    assert_eq!(p, (0..1000).collect::<Vec<i64>>());
}

#[test]
fn randint_handles_negative_and_huge_ranges() {
    let mut g = Generator::new(0);
    assert!(g.randint(-5, 5, 100).iter().all(|v| (-5..5).contains(v)));
    assert!(g
        .randint(i64::MIN, i64::MAX, 100)
        .iter()
        .all(|&v| v < i64::MAX));
}

#[test]
fn init_bounds_follow_pytorch_arithmetic() {
    // a = sqrt(5) squares to 5.000000000000001, so the Linear bound is not exactly 1/sqrt(fan_in).
    assert_ne!(kaiming_uniform_bound(16, 5f64.sqrt()), 0.25);
    assert!((kaiming_uniform_bound(16, 5f64.sqrt()) - 0.25).abs() < 1e-15);
    assert_eq!(
        kaiming_uniform_bound(2, 0.0),
        3f64.sqrt() * (2f64.sqrt() / 2f64.sqrt())
    );
    assert_eq!(
        xavier_uniform_bound(5, 3, 1.0),
        3f64.sqrt() * (2.0f64 / 8.0).sqrt()
    );
    assert_eq!(linear_bias_bound(0), 0.0);
    assert_eq!(linear_bias_bound(4), 0.5);
}

/// `randperm` and wide `randint` are not in the oracle file. These values were measured on real
/// torch 2.13.0 (CPython 3.13, Apple Silicon) in a public write-up found through code search;
/// integer draws involve no floating point, so the platform does not matter. The `randn` after
/// each op proves the op left the stream where PyTorch does; it was printed to 8 digits on a
/// non-glibc libm, hence the tolerance there.
#[test]
fn randperm_and_wide_randint_match_measured_torch() {
    let close = |got: Vec<f32>, want: [f64; 4]| {
        got.iter()
            .zip(want)
            .all(|(g, w)| (f64::from(*g) - w).abs() < 1e-7)
    };
    let mut g = Generator::new(1234);
    assert_eq!(g.randperm(6), [3, 2, 4, 5, 1, 0]);
    assert!(close(
        g.normal_f32(4, 0.0, 1.0, true),
        [-1.305_469_51, -1.014_706_25, -0.686_313_57, -0.966_112_20]
    ));

    let after_randint = [-0.854_475_14, 0.509_842_22, -0.082_054_55, 0.660_731_67];
    let mut g = Generator::new(1234);
    assert_eq!(g.randint(0, 100, 6), [75, 71, 6, 65, 16, 64]);
    assert!(close(g.normal_f32(4, 0.0, 1.0, true), after_randint));
    // Three 64-bit draws spend the same six words as six 32-bit ones.
    let mut g = Generator::new(1234);
    assert_eq!(
        g.randint(0, 1 << 40, 3),
        [204_000_912_083, 166_721_346_613, 878_802_328_948]
    );
    assert!(close(g.normal_f32(4, 0.0, 1.0, true), after_randint));
}

/// `torch.manual_seed(0); torch.randn(3); torch.get_rng_state()` on real PyTorch 2.15: the seed,
/// `left` 617, `seeded` 1, `next` 8, and the cached sine sample in `normal_y` with its flag.
#[test]
fn state_bytes_are_pytorchs_layout() {
    let mut g = Generator::new(0);
    let fresh = g.to_bytes();
    assert_eq!(fresh.len(), super::STATE_BYTES);
    assert_eq!(&fresh[..40], &{
        let mut h = [0u8; 40];
        h[8] = 1; // left
        h[12] = 1; // seeded
        h[32] = 1; // state[1] = 1812433253 * 0 + 1
        h
    });
    g.normal_f32(3, 0.0, 1.0, true);
    let b = g.to_bytes();
    let int = |at: usize| i32::from_le_bytes(b[at..at + 4].try_into().unwrap());
    assert_eq!((int(8), int(12), int(16), int(5040)), (617, 1, 8, 1));
    let y = f64::from_le_bytes(b[5024..5032].try_into().unwrap());
    assert_eq!(y, 0.5684312772806678);
    assert!(b[5016..5024].iter().chain(&b[5032..5040]).all(|&x| x == 0));
}

#[test]
fn state_bytes_round_trip_and_bad_states_are_refused() {
    let mut g = Generator::new(u64::MAX);
    g.normal_f64(5, 0.0, 1.0, true);
    let b = g.to_bytes();
    let mut h = Generator::from_bytes(&b).unwrap();
    assert_eq!(h, g);
    assert_eq!(h.to_bytes(), b);
    assert_eq!(h.initial_seed(), u64::MAX);
    assert_eq!(h.random64(), g.random64());
    assert!(Generator::from_bytes(&b[..100])
        .unwrap_err()
        .ends_with("the input RNG state size to be 100"));
    let mut bad = b.clone();
    bad[8..12].copy_from_slice(&0i32.to_le_bytes());
    assert_eq!(
        Generator::from_bytes(&bad).unwrap_err(),
        "Invalid mt19937 state"
    );
}
