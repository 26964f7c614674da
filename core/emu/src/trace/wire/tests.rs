use super::*;
use crate::mxu::{map_matmul_shared, ArrayShape, Dataflow, Gemm, MatmulSpec, Mode};
use crate::trace::MaterializationReason;

fn mapping(m: u64, k: u64, n: u64) -> Rc<MatmulMapping> {
    map_matmul_shared(MatmulSpec {
        batch: 1,
        gemm: Gemm { m, k, n },
        array: ArrayShape {
            rows: 128,
            cols: 128,
        },
        mxus: 4,
        dataflow: Dataflow::WeightStationary,
        mode: Mode::Tpu,
    })
    .expect("maps")
}

/// One event of each kind the wire writes field by field, with the corners of each field (an
/// absent line, a pooled lookup, a big integer), and two that go as JSON.
fn sample() -> Vec<Event> {
    let shared = mapping(64, 64, 128);
    vec![
        Event::OpDispatched {
            seq: 0,
            op: "addmm",
            line: 7,
            inputs: vec![vec![], vec![3, 1], vec![2000, 3]],
            dtype: "float32",
        },
        Event::KernelLaunched {
            seq: u64::MAX,
            name: Cow::Owned("mm+add+gelu".into()),
            backend: BackendKind::Gpu,
            host_fallback: true,
            shape: vec![2000, 1],
            bytes_read: 1 << 40,
            bytes_written: 0,
            flops: 12_000,
            mxu_cycles: 300,
            modelled_s: 1.25e-7,
        },
        Event::Memory {
            action: MemoryAction::Free,
            bytes: 8000,
            allocated: 0,
            reserved: 16_384,
            line: None,
        },
        Event::Memory {
            action: MemoryAction::Donate,
            bytes: 1,
            allocated: 2,
            reserved: 3,
            line: Some(0),
        },
        Event::MxuMatmul {
            seq: 4,
            line: 9,
            kernel: Cow::Borrowed("mm"),
            passes: 6,
            mapping: shared.clone(),
        },
        Event::MxuMatmul {
            seq: 5,
            line: 10,
            kernel: Cow::Borrowed("mm"),
            passes: 1,
            mapping: shared,
        },
        Event::MxuMatmul {
            seq: 6,
            line: 11,
            kernel: Cow::Borrowed("bmm"),
            passes: 1,
            mapping: mapping(3, 5, 7),
        },
        Event::SparseWork {
            seq: 8,
            kind: SparseKind::Pool { bags: 17 },
            rows: 100,
            row_bytes: 64,
            engine: SparseEngine::SparseCore,
            cycles: 9,
            modelled_s: 0.0,
            bound: Bound::Launch,
        },
        Event::SparseWork {
            seq: 9,
            kind: SparseKind::ScatterAdd,
            rows: 1,
            row_bytes: 4,
            engine: SparseEngine::Vpu,
            cycles: 1,
            modelled_s: f64::MIN_POSITIVE,
            bound: Bound::Hbm,
        },
        Event::Sync {
            reason: MaterializationReason::GraphBreak { op: "print" },
            line: 3,
            bytes: 4,
        },
        Event::GraphCut {
            graph: 2,
            reason: MaterializationReason::ScalarConversion,
            line: 12,
            ops: 30,
            ops_eliminated: 1,
            kernels: 4,
        },
    ]
}

#[test]
fn every_sample_event_comes_back_equal() {
    let events = sample();
    let bytes = encode(&events);
    let back = decode(&bytes).expect("decodes");
    assert_eq!(back, events);
}

#[test]
fn a_shared_mapping_is_sent_once_and_shared_again() {
    let events = sample();
    let bytes = encode(&events);
    let back = decode(&bytes).expect("decodes");
    let mappings: Vec<&Rc<MatmulMapping>> = back
        .iter()
        .filter_map(|e| match e {
            Event::MxuMatmul { mapping, .. } => Some(mapping),
            _ => None,
        })
        .collect();
    assert!(Rc::ptr_eq(mappings[0], mappings[1]));
    assert!(!Rc::ptr_eq(mappings[0], mappings[2]));
    // The reason's text appears once for the two events that share it.
    let reason = &mappings[0].reason;
    let text = bytes
        .windows(reason.len())
        .filter(|w| *w == reason.as_bytes())
        .count();
    assert_eq!(text, 1);
}

#[test]
fn a_loop_of_hot_events_is_several_times_smaller_than_its_json() {
    let one = sample();
    let events: Vec<Event> = (0..200).flat_map(|_| one[..6].to_vec()).collect();
    let bytes = encode(&events);
    let json = serde_json::to_vec(&events).expect("json");
    assert!(
        bytes.len() * 4 < json.len(),
        "{} bytes against {} of JSON",
        bytes.len(),
        json.len()
    );
    assert_eq!(decode(&bytes).expect("decodes"), events);
}

#[test]
fn an_empty_piece_round_trips() {
    let bytes = encode(&[]);
    assert_eq!(decode(&bytes).expect("decodes"), Vec::<Event>::new());
}

#[test]
fn damaged_bytes_are_an_error_never_a_panic() {
    let bytes = encode(&sample());
    // Every truncation, and every single-byte change, either decodes to something or says why.
    for n in 0..bytes.len() {
        assert!(decode(&bytes[..n]).is_err(), "truncated at {n}");
    }
    for i in 0..bytes.len() {
        for v in [0u8, 1, 0x7f, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] = v;
            let _ = decode(&b);
        }
    }
    assert!(decode(&[VERSION + 1, 0, 0, 0, 0]).is_err());
    // A count far past what the bytes could hold allocates nothing and fails.
    assert!(decode(&[VERSION, 0xff, 0xff, 0xff, 0xff]).is_err());
    assert!(decode(&[VERSION, 1, 0, 0, 0, 99]).is_err());
}

#[test]
fn every_value_of_the_small_enums_round_trips() {
    let mut events = Vec::new();
    for (i, &action) in ACTIONS.iter().enumerate() {
        events.push(Event::Memory {
            action,
            bytes: i as u64,
            allocated: 0,
            reserved: 0,
            line: None,
        });
    }
    for &backend in &BACKENDS {
        events.push(Event::KernelLaunched {
            seq: 1,
            name: Cow::Borrowed("add"),
            backend,
            host_fallback: false,
            shape: vec![2],
            bytes_read: 8,
            bytes_written: 8,
            flops: 2,
            mxu_cycles: 0,
            modelled_s: 1e-9,
        });
    }
    for &engine in &ENGINES {
        for &bound in &BOUNDS {
            events.push(Event::SparseWork {
                seq: 2,
                kind: SparseKind::Lookup,
                rows: 1,
                row_bytes: 4,
                engine,
                cycles: 1,
                modelled_s: 0.5,
                bound,
            });
        }
    }
    assert_eq!(decode(&encode(&events)).expect("decodes"), events);
}
