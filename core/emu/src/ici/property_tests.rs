//! Property tests: every collective, on many topologies and buffer sizes, gives what computing
//! the result directly gives, and the simulator's figures equal the analytic model's. Inputs
//! come from a tiny deterministic xorshift, so a failure names a reproducible case.

use super::*;

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const SHAPES: &[&[usize]] = &[
    &[1],
    &[2],
    &[3],
    &[5],
    &[8],
    &[2, 2],
    &[3, 3],
    &[2, 5],
    &[4, 4],
    &[3, 4],
    &[1, 4],
    &[6, 1],
    &[2, 2, 2],
    &[3, 3, 3],
    &[2, 3, 4],
    &[4, 1, 3],
    &[3, 2, 2],
];

const RING_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::Ring,
    Algorithm::BidirectionalRing,
    Algorithm::DimOrdered,
    Algorithm::DimOrderedUnidirectional,
    Algorithm::Rotated,
];

/// Integer-valued data, so sums, maxima and products are exact in f32 whatever the order.
fn int_data(rng: &mut XorShift, p: usize, len: usize, op: ReduceOp) -> Vec<Vec<f32>> {
    let pick = |rng: &mut XorShift| match op {
        // Products of ±1, 2 and 0.5 stay exact powers of two.
        ReduceOp::Product => [1.0, -1.0, 2.0, 0.5][rng.below(4)],
        _ => rng.below(17) as f32 - 8.0,
    };
    (0..p)
        .map(|_| (0..len).map(|_| pick(rng)).collect())
        .collect()
}

fn reduce_directly(data: &[Vec<f32>], op: ReduceOp) -> Vec<f64> {
    let len = data[0].len();
    (0..len)
        .map(|i| {
            let column = data.iter().map(|d| f64::from(d[i]));
            match op {
                ReduceOp::Sum => column.sum(),
                ReduceOp::Avg => column.sum::<f64>() / data.len() as f64,
                ReduceOp::Product => column.product(),
                ReduceOp::Max => column.fold(f64::MIN, f64::max),
                ReduceOp::Min => column.fold(f64::MAX, f64::min),
            }
        })
        .collect()
}

/// Rank r's chunk of a buffer of `len` when it is cut into `p` as evenly as possible.
fn chunk(len: usize, p: usize, r: usize) -> std::ops::Range<usize> {
    let (q, rem) = (len / p, len % p);
    let start = r * q + r.min(rem);
    start..start + q + usize::from(r < rem)
}

fn assert_matches(got: &[f32], want: &[f64], op: ReduceOp, case: &str) {
    assert_eq!(got.len(), want.len(), "{case}: length");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let ok = match op {
            ReduceOp::Avg => (f64::from(g) - w).abs() <= 1e-6 * w.abs().max(1.0),
            _ => f64::from(g) == w,
        };
        assert!(
            ok,
            "{case}: element {i} is {g}, the direct reduction gives {w}"
        );
    }
}

#[test]
fn reductions_equal_the_direct_reduction() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut cases = 0;
    for dims in SHAPES {
        let t = Topology::new(dims).unwrap();
        let p = t.chips();
        for algorithm in RING_ALGORITHMS {
            for op in [
                ReduceOp::Sum,
                ReduceOp::Avg,
                ReduceOp::Max,
                ReduceOp::Min,
                ReduceOp::Product,
            ] {
                for collective in [Collective::AllReduce, Collective::ReduceScatter] {
                    let len = [0, 1, p, 2 * p + 1, 4 * p * 6, rng.below(9 * p + 7)][rng.below(6)];
                    let data = int_data(&mut rng, p, len, op);
                    let want = reduce_directly(&data, op);
                    let case = format!("{dims:?} {algorithm:?} {op:?} {collective:?} len {len}");
                    let (out, report) =
                        run_collective(&t, algorithm, collective, data, op, LinkParams::REFERENCE)
                            .unwrap();
                    assert_eq!(out.len(), p);
                    for (r, got) in out.iter().enumerate() {
                        let want = match collective {
                            Collective::AllReduce => &want[..],
                            _ => &want[chunk(len, p, r)],
                        };
                        assert_matches(got, want, op, &format!("{case} rank {r}"));
                    }
                    if collective == Collective::AllReduce {
                        assert!(
                            out.iter().all(|o| o
                                .iter()
                                .map(|x| x.to_bits())
                                .eq(out[0].iter().map(|x| x.to_bits()))),
                            "{case}: ranks differ"
                        );
                    }
                    assert!(report.max_messages_per_link_step <= 1, "{case}");
                    cases += 1;
                }
            }
        }
    }
    assert_eq!(cases, SHAPES.len() * 5 * 5 * 2);
}

#[test]
fn float_sums_agree_with_an_f64_reduction() {
    let mut rng = XorShift(42);
    for dims in [&[8][..], &[4, 4], &[3, 5], &[2, 3, 4]] {
        let t = Topology::new(dims).unwrap();
        let p = t.chips();
        for algorithm in RING_ALGORITHMS {
            let len = 3 * p + rng.below(50);
            let data: Vec<Vec<f32>> = (0..p)
                .map(|_| {
                    (0..len)
                        .map(|_| (rng.next() >> 40) as f32 / (1u64 << 23) as f32 - 1.0)
                        .collect()
                })
                .collect();
            let want = reduce_directly(&data, ReduceOp::Sum);
            let (out, _) = run_collective(
                &t,
                algorithm,
                Collective::AllReduce,
                data,
                ReduceOp::Sum,
                LinkParams::REFERENCE,
            )
            .unwrap();
            for got in &out {
                for (&g, &w) in got.iter().zip(&want) {
                    assert!(
                        (f64::from(g) - w).abs() <= 1e-5 * p as f64,
                        "{dims:?} {algorithm:?}: {g} vs {w}"
                    );
                }
            }
        }
    }
}

#[test]
fn gathers_broadcasts_and_all_to_all_deliver_every_element() {
    let mut rng = XorShift(7);
    for dims in SHAPES {
        let t = Topology::new(dims).unwrap();
        let p = t.chips();
        let link = LinkParams::REFERENCE;
        for algorithm in RING_ALGORITHMS {
            let m = rng.below(5);
            let data = int_data(&mut rng, p, m, ReduceOp::Sum);
            let (out, _) = run_collective(
                &t,
                algorithm,
                Collective::AllGather,
                data.clone(),
                ReduceOp::Sum,
                link,
            )
            .unwrap();
            assert!(
                out.iter().all(|o| *o == data.concat()),
                "{dims:?} {algorithm:?} all_gather"
            );
            let root = rng.below(p);
            let len = rng.below(4 * p + 3);
            let data = int_data(&mut rng, p, len, ReduceOp::Sum);
            let collective = Collective::Broadcast { root };
            let (out, _) =
                run_collective(&t, algorithm, collective, data.clone(), ReduceOp::Sum, link)
                    .unwrap();
            assert!(
                out.iter().all(|o| *o == data[root]),
                "{dims:?} {algorithm:?} broadcast from {root}"
            );
            let (out, report) = run_collective(
                &t,
                algorithm,
                Collective::Barrier,
                data.clone(),
                ReduceOp::Sum,
                link,
            )
            .unwrap();
            assert_eq!(out, data);
            assert_eq!(report.figures.t_bandwidth_us, 0.0);
        }
        let len = rng.below(3 * p + 4);
        let data = int_data(&mut rng, p, len, ReduceOp::Sum);
        let (out, _) = run_collective(
            &t,
            Algorithm::Direct,
            Collective::AllToAll,
            data.clone(),
            ReduceOp::Sum,
            link,
        )
        .unwrap();
        for (r, got) in out.iter().enumerate() {
            let want: Vec<f32> = data
                .iter()
                .flat_map(|d| d[chunk(len, p, r)].to_vec())
                .collect();
            assert_eq!(*got, want, "{dims:?} all_to_all rank {r}");
        }
        let (src, dst) = (rng.below(p), rng.below(p));
        let (out, report) = run_collective(
            &t,
            Algorithm::Direct,
            Collective::SendRecv { src, dst },
            data.clone(),
            ReduceOp::Sum,
            link,
        )
        .unwrap();
        for (r, got) in out.iter().enumerate() {
            assert_eq!(
                got,
                if r == dst { &data[src] } else { &data[r] },
                "{dims:?} send {src}->{dst}"
            );
        }
        let analytic = estimate(
            &t,
            Algorithm::Direct,
            Collective::SendRecv { src, dst },
            (len * 4) as f64,
            link,
        )
        .unwrap();
        assert_eq!(report.figures, analytic, "{dims:?} send {src}->{dst}");
    }
}

/// With sizes that divide into every piece the figures equal the model exactly; otherwise they
/// stay within the few bytes the uneven split moves.
#[test]
fn simulated_figures_equal_the_model() {
    let mut rng = XorShift(2024);
    let link = LinkParams {
        bandwidth_bytes_per_s: 4.5e10,
        latency_s: 3e-7,
    };
    let shapes: &[&[usize]] = &[
        &[6],
        &[2, 6],
        &[3, 5],
        &[4, 2],
        &[2, 3, 4],
        &[3, 3, 3],
        &[4, 4, 2],
        &[5, 1, 2],
    ];
    let mut cases = 0;
    for dims in shapes {
        let t = Topology::new(dims).unwrap();
        let p = t.chips() as u64;
        for algorithm in Algorithm::ALL {
            let collectives: &[Collective] = if algorithm == Algorithm::Direct {
                &[
                    Collective::AllToAll,
                    Collective::SendRecv { src: 1, dst: 0 },
                ]
            } else {
                &[
                    Collective::AllReduce,
                    Collective::ReduceScatter,
                    Collective::AllGather,
                    Collective::Broadcast { root: 1 },
                    Collective::Barrier,
                ]
            };
            for &collective in collectives {
                for divisible in [true, false] {
                    let bytes = if divisible {
                        p * 48 * (1 + rng.below(40) as u64)
                    } else {
                        p * 48 * 37 + 1 + rng.below(47) as u64
                    };
                    let sim = simulate_sizes(&t, algorithm, collective, bytes, link)
                        .unwrap()
                        .figures;
                    let model = estimate(&t, algorithm, collective, bytes as f64, link).unwrap();
                    let case = format!("{dims:?} {algorithm:?} {collective:?} {bytes} B:\n sim {sim:?}\n model {model:?}");
                    assert_eq!(
                        (sim.steps, sim.latency_hops, sim.directed_links_used),
                        (model.steps, model.latency_hops, model.directed_links_used),
                        "{case}"
                    );
                    // Uneven pieces: each message may be one unit per piece (at most P) off
                    // the even share; an all-to-all link sums up to P² routed pieces.
                    let slack = if divisible {
                        0.0
                    } else {
                        (sim.steps * p + p * p) as f64
                    };
                    let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs() + slack;
                    let bw = |f: &Figures| f.t_bandwidth_us * link.bandwidth_bytes_per_s / 1e6;
                    assert!(near(bw(&sim), bw(&model)), "{case}");
                    assert!(
                        near(
                            sim.max_bytes_per_directed_link,
                            model.max_bytes_per_directed_link
                        ),
                        "{case}"
                    );
                    // On the whole-torus ring a broadcast's busiest link is the root's, in one
                    // dimension only; the model reports it for every dimension the ring uses.
                    let ring_broadcast = matches!(collective, Collective::Broadcast { .. })
                        && matches!(algorithm, Algorithm::Ring | Algorithm::BidirectionalRing);
                    if divisible && !ring_broadcast {
                        for (x, y) in sim.per_dim_max_bytes.iter().zip(&model.per_dim_max_bytes) {
                            assert!((x - y).abs() <= 1e-9 * y.abs().max(1.0), "{case}");
                        }
                    }
                    cases += 1;
                }
            }
        }
    }
    assert_eq!(cases, shapes.len() * (5 * 5 + 2) * 2);
}

#[test]
fn a_4096_chip_all_reduce_runs_in_the_simulator() {
    let t = Topology::parse("v4-pod").unwrap();
    let bytes = 1 << 30;
    let report = simulate_sizes(
        &t,
        Algorithm::DimOrdered,
        Collective::AllReduce,
        bytes,
        t.link_params(),
    )
    .unwrap();
    let model = estimate(
        &t,
        Algorithm::DimOrdered,
        Collective::AllReduce,
        bytes as f64,
        t.link_params(),
    )
    .unwrap();
    assert_eq!(report.figures.steps, 90);
    assert_eq!(report.figures.directed_links_used, 6 * 4096);
    assert!((report.figures.t_total_us - model.t_total_us).abs() <= 1e-9 * model.t_total_us);
    assert_eq!(report.traffic.steps.len(), 90);
    assert_eq!(report.traffic.steps[0].transfers.len(), 2 * 4096);
}

#[test]
fn bad_buffers_are_errors() {
    let t = Topology::parse("2x2").unwrap();
    let link = LinkParams::REFERENCE;
    let three = vec![vec![1.0]; 3];
    assert!(run_collective(
        &t,
        Algorithm::Ring,
        Collective::AllReduce,
        three,
        ReduceOp::Sum,
        link
    )
    .is_err());
    let ragged = vec![vec![1.0], vec![1.0, 2.0], vec![1.0], vec![1.0]];
    assert!(run_collective(
        &t,
        Algorithm::Ring,
        Collective::AllReduce,
        ragged,
        ReduceOp::Sum,
        link
    )
    .is_err());
    let four = vec![vec![1.0]; 4];
    assert!(run_collective(
        &t,
        Algorithm::Ring,
        Collective::AllToAll,
        four.clone(),
        ReduceOp::Sum,
        link
    )
    .is_err());
    let send = Collective::SendRecv { src: 0, dst: 4 };
    assert!(run_collective(&t, Algorithm::Direct, send, four, ReduceOp::Sum, link).is_err());
}
