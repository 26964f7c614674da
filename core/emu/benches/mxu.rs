//! MXU figures: how long the analytic model takes for a 128x128-array GEMM of (4096, 4096, 4096)
//! (target: under a millisecond), and how many PE-cycles per second the cycle-stepping simulator
//! steps on the shapes `scripts/bench_scalesim.py` runs through SCALE-Sim (target: 100x SCALE-Sim's).
//! Plain `std::time`, no harness: `cargo bench -p tpu-core --bench mxu`. The simulator's rates
//! are given per second of wall time and per second of this thread's CPU time (Linux), which on a
//! shared machine leaves out the time other processes had the core. Pass the output to
//! `scripts/bench_scalesim.py --rust FILE` to get the ratios. `MXU_BENCH_SIDE=128` runs only the
//! simulator's cases on that array side (and skips the analytic model), for iterating.

use std::hint::black_box;
use std::time::{Duration, Instant};

use tpu_emu::mxu::sim::{matmul_reference, simulate, Element};
use tpu_emu::mxu::{analyze, map_matmul, ArrayShape, Dataflow, Gemm, MatmulSpec, Mode};

/// The simulator's cases, in the same order and spelling as the SCALE-Sim script's: (array side,
/// dataflow, M, K, N). All in scalesim mode, so both simulators step the same cycles.
const CASES: [(u32, &str, u64, u64, u64); 11] = [
    (8, "ws", 128, 128, 128),
    (8, "os", 128, 128, 128),
    (8, "is", 128, 128, 128),
    (8, "ws", 100, 64, 200),
    (32, "ws", 256, 256, 256),
    (32, "os", 256, 256, 256),
    (32, "is", 256, 256, 256),
    (128, "ws", 512, 512, 512),
    (128, "os", 512, 512, 512),
    (128, "is", 512, 512, 512),
    (128, "ws", 1024, 64, 512),
];

/// Runs `f` until at least `min` has passed; returns the mean time per call.
fn time_per_call<T>(min: Duration, f: impl FnMut() -> T) -> Duration {
    time_and_cpu_per_call(min, f).0
}

/// The CPU time this thread has run, where Linux tells it (`/proc/thread-self/schedstat`, in
/// nanoseconds): on a shared machine it leaves out the time other processes had the core.
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(Duration::from_nanos(stat.split(' ').next()?.parse().ok()?))
}

/// As [`time_per_call`], with the mean CPU time per call where the OS tells it.
fn time_and_cpu_per_call<T>(
    min: Duration,
    mut f: impl FnMut() -> T,
) -> (Duration, Option<Duration>) {
    let cpu0 = thread_cpu_time();
    let start = Instant::now();
    let mut calls = 0u32;
    while calls == 0 || start.elapsed() < min {
        black_box(f());
        calls += 1;
    }
    let wall = start.elapsed() / calls;
    let cpu = cpu0
        .zip(thread_cpu_time())
        .map(|(c0, c1)| c1.saturating_sub(c0) / calls);
    (wall, cpu)
}

/// Deterministic operands: a 64-bit LCG, small values so f32 sums stay exact-ish.
fn operands<E: Element>(len: u64, seed: u64, from: fn(i64) -> E) -> Vec<E> {
    let mut x = seed;
    (0..len)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            from((x >> 33) as i64 % 17 - 8)
        })
        .collect()
}

/// PE-cycles per second of one simulated GEMM, of wall time and (where the OS tells it) of CPU
/// time, checking its result and cycle count on the way.
fn sim_rate<E: Element>(
    gemm: Gemm,
    array: ArrayShape,
    df: Dataflow,
    from: fn(i64) -> E,
) -> (f64, f64) {
    let a = operands(gemm.m * gemm.k, 1, from);
    let b = operands(gemm.k * gemm.n, 2, from);
    let first = simulate(gemm, &a, &b, array, df, Mode::ScaleSim).unwrap();
    assert_eq!(
        first.c,
        matmul_reference(gemm, &a, &b),
        "{array} {df} {gemm}"
    );
    let model = analyze(gemm, array, df, Mode::ScaleSim);
    assert_eq!(
        first.total_cycles, model.total_cycles,
        "{array} {df} {gemm}"
    );
    let (wall, cpu) = time_and_cpu_per_call(Duration::from_millis(300), || {
        simulate(gemm, &a, &b, array, df, Mode::ScaleSim)
            .unwrap()
            .pe_cycles
    });
    // SCALE-Sim's count (total_cycles * R * C, one cycle fewer than stepped), as the script uses.
    let pe_cycles = (model.total_cycles * array.pes()) as f64;
    let rate = |d: Duration| pe_cycles / d.as_secs_f64();
    (rate(wall), cpu.map_or(f64::NAN, rate))
}

fn main() {
    let only_side: Option<u32> = std::env::var("MXU_BENCH_SIDE").ok().map(|s| {
        s.parse()
            .expect("MXU_BENCH_SIDE is an array side, e.g. 128")
    });
    if only_side.is_none() {
        analytic();
    }
    simulator(only_side);
}

fn analytic() {
    let array = ArrayShape::square(128).unwrap();
    let gemm = Gemm::new(4096, 4096, 4096).unwrap();
    println!("## Analytic model, 128x128 array, (4096, 4096, 4096)\n");
    println!("| what | mode | time per call | total_cycles |");
    println!("|---|---|--:|--:|");
    for mode in Mode::ALL {
        let df = Dataflow::WeightStationary;
        let per = time_per_call(Duration::from_millis(200), || {
            analyze(black_box(gemm), black_box(array), df, mode)
        });
        let cycles = analyze(gemm, array, df, mode).total_cycles;
        println!(
            "| analyze ws | {mode} | {:.1} ns | {cycles} |",
            per.as_secs_f64() * 1e9
        );
        let spec = MatmulSpec {
            batch: 8,
            gemm,
            array,
            mxus: 4,
            dataflow: df,
            mode,
        };
        let per = time_per_call(Duration::from_millis(200), || map_matmul(black_box(spec)));
        let cycles = map_matmul(spec).unwrap().cycles;
        println!(
            "| map_matmul batch 8 on 4 MXUs | {mode} | {:.1} ns | {cycles} |",
            per.as_secs_f64() * 1e9
        );
    }
}

fn simulator(only_side: Option<u32>) {
    println!("\n## Cycle-stepping simulator, scalesim mode\n");
    println!(
        "| array | dataflow | M | K | N | total_cycles | PE-cycles | i64 PE-cycles/s \
         | f32 PE-cycles/s | i64 PE-cycles/CPU-s | f32 PE-cycles/CPU-s |"
    );
    println!("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    for (side, df, m, k, n) in CASES {
        if only_side.is_some_and(|only| only != side) {
            continue;
        }
        let array = ArrayShape::square(side).unwrap();
        let df: Dataflow = df.parse().unwrap();
        let gemm = Gemm::new(m, k, n).unwrap();
        let model = analyze(gemm, array, df, Mode::ScaleSim);
        let (int, int_cpu) = sim_rate(gemm, array, df, |v| v);
        let (float, float_cpu) = sim_rate(gemm, array, df, |v| v as f32);
        println!(
            "| {array} | {df} | {m} | {k} | {n} | {} | {} | {int:.3e} | {float:.3e} \
             | {int_cpu:.3e} | {float_cpu:.3e} |",
            model.total_cycles,
            model.total_cycles * array.pes()
        );
    }
}
