//! SparseCore work in the trace: every gather-like kernel (an embedding lookup, `index_select`)
//! is shown as sparse work with the engine that runs it on the chosen chip: the SparseCores on
//! v4, v5p and v6e, the TensorCore's vector unit on v5e, which has none.

mod common;

use tpu_core::chip::{price_sparse, ChipId, SparseEngine, SparseKind};
use tpu_core::runtime::{RunConfig, Session};
use tpu_core::trace::Event;

const SRC: &str = r#"
import torch
import torch.nn as nn
table = torch.randn(100, 64, device="tpu")
idx = torch.tensor([3, 7, 7, 42], device="tpu")
rows = torch.index_select(table, 0, idx)
emb = nn.Embedding(100, 16).to("tpu")
e = emb(idx)
print(rows.shape, e.shape)
"#;

#[test]
fn lookups_are_sparse_work_on_the_sparsecores_or_the_vector_unit() {
    for (chip, engine) in [
        (ChipId::V5e, SparseEngine::Vpu),
        (ChipId::V4, SparseEngine::SparseCore),
        (ChipId::V5p, SparseEngine::SparseCore),
        (ChipId::V6e, SparseEngine::SparseCore),
    ] {
        for backend in [common::cpu as fn() -> _, common::gpu] {
            let config = RunConfig {
                chip,
                ..RunConfig::default()
            };
            let mut s = Session::new(SRC, backend(), &config).expect("compiles");
            s.run_blocking(|| true).expect("runs");
            assert_eq!(s.take_stdout(), "torch.Size([4, 64]) torch.Size([4, 16])\n");
            let work: Vec<(SparseKind, u64, u64, SparseEngine, u64)> = s
                .trace()
                .events()
                .filter_map(|e| match e {
                    Event::SparseWork {
                        kind,
                        rows,
                        row_bytes,
                        engine,
                        cycles,
                        ..
                    } => Some((*kind, *rows, *row_bytes, *engine, *cycles)),
                    _ => None,
                })
                .collect();
            // The dispatcher prices a gather per output element, a row of its dtype's width
            // (dispatch::pricing): 4 x 64 and 4 x 16 float32 elements. The cycles are the
            // SparseCore model's for those rows on this chip.
            let cycles = |rows| price_sparse(chip.spec(), rows, 4, SparseKind::Lookup).cycles;
            let expected = vec![
                (SparseKind::Lookup, 256, 4, engine, cycles(256)),
                (SparseKind::Lookup, 64, 4, engine, cycles(64)),
            ];
            assert_eq!(work, expected, "{chip:?}");
            let report = s.report();
            let sc = if engine == SparseEngine::SparseCore {
                cycles(256) + cycles(64)
            } else {
                0
            };
            assert_eq!(report.sparsecore_cycles, sc, "{chip:?}");
        }
    }
}

#[test]
fn a_sparsecore_runs_the_same_lookup_in_fewer_cycles_than_the_vector_unit() {
    // The reason TPUs carry SparseCores, as the trace shows it: v5p's 64 subcores against v5e's
    // one TensorCore.
    let v5e = price_sparse(ChipId::V5e.spec(), 256, 4, SparseKind::Lookup);
    let v5p = price_sparse(ChipId::V5p.spec(), 256, 4, SparseKind::Lookup);
    assert!(v5p.cycles * 8 <= v5e.cycles, "{v5p:?} vs {v5e:?}");
}
