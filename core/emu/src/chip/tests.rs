//! The cost model against rooflines worked by hand from the table, one matmul, one elementwise op
//! and one reduction per generation; then the properties every price must have.

use super::*;

/// Relative closeness, for times computed in a different order than the hand sums.
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

fn price(chip: ChipId, work: &Work) -> KernelCost {
    CostModel::new(chip).price(work).unwrap()
}

const LAUNCH: f64 = 1e-6;

/// bf16 4096 x 4096 x 4096. Weight-stationary in tpu mode, one MXU running F folds of a T = M =
/// 4096 stream: busy `R + (F-1)*max(T,R) + T + R + C - 3 + 1` cycles (mxu module docs).
/// HBM: reads 2 * 2 * 4096^2 = 67,108,864 B, writes 2 * 4096^2 = 33,554,432 B: 100,663,296 B.
#[test]
fn matmul_rooflines() {
    let mm = Work::Matmul {
        batch: 1,
        m: 4096,
        k: 4096,
        n: 4096,
        dtype_bytes: 2,
        passes: 1,
    };
    let bytes = 100_663_296.0;
    // (chip, busy cycles, clock, HBM B/s), worked out:
    // v4:  128x128, 8 MXUs. 32 row folds x 32 column blocks; 32 blocks / 8 MXUs = 4 blocks of 32
    //      folds: F = 128. 128 + 127*4096 + 4096 + 253 + 1 = 524,670 cycles at 1.05 GHz = 499.7 µs;
    //      HBM 100.7 MB / 1.2 TB/s = 83.9 µs. MXU-bound.
    // v5e: 4 MXUs: 8 blocks of 32 folds, F = 256. 128 + 255*4096 + 4096 + 253 + 1 = 1,048,958 at
    //      1.5 GHz = 699.3 µs; HBM / 819 GB/s = 122.9 µs. MXU-bound.
    // v5p: as v4, 524,670 cycles at 1.75 GHz = 299.8 µs; HBM / 2765 GB/s = 36.4 µs. MXU-bound.
    // v6e: 256x256, 2 MXUs: 16 row folds x 16 blocks, 8 blocks each: F = 128.
    //      256 + 127*4096 + 4096 + 509 + 1 = 525,054 at 3.5 GHz = 150.0 µs; HBM / 1638 GB/s =
    //      61.5 µs. MXU-bound.
    for (chip, cycles, clock, bw) in [
        (ChipId::V4, 524_670u64, 1.05e9, 1200e9),
        (ChipId::V5e, 1_048_958, 1.5e9, 819e9),
        (ChipId::V5p, 524_670, 1.75e9, 2765e9),
        (ChipId::V6e, 525_054, 3.5e9, 1638e9),
    ] {
        let c = price(chip, &mm);
        assert_eq!(c.mxu_cycles, cycles, "{chip}");
        assert_eq!(c.vpu_cycles, 0);
        assert_eq!(c.hbm_bytes_read + c.hbm_bytes_written, bytes as u64);
        assert_eq!(c.flops, 2 * 4096u64.pow(3));
        let roof = (cycles as f64 / clock).max(bytes / bw);
        assert!(
            close(c.time_s, roof + LAUNCH),
            "{chip}: {} vs {roof}",
            c.time_s
        );
        assert_eq!(c.bound, Bound::Mxu, "{chip}");
        // The model never beats the published peak.
        assert!(c.flops as f64 / (c.time_s - LAUNCH) <= chip.spec().peak_bf16_flops * 1.002);
    }
}

/// f32 add of two 2^24-element tensors: reads 2 * 2^24 * 4 = 134,217,728 B, writes 67,108,864 B,
/// 201,326,592 B in all. VPU: 2^24 elements over the cores in 1024-element registers, one
/// operation each, `ops_per_cycle` a cycle:
/// v4  2^23 / 1024 = 8192 registers per core / 2 = 4096 cycles (3.9 µs) vs HBM 167.8 µs;
/// v5e 2^24 / 1024 = 16384 / 4 = 4096 cycles (2.7 µs) vs HBM / 819 GB/s = 245.8 µs;
/// v5p 8192 / 4 = 2048 cycles (1.2 µs) vs HBM / 2765 GB/s = 72.8 µs;
/// v6e 16384 / 4 = 4096 cycles (1.2 µs) vs HBM / 1638 GB/s = 122.9 µs. All HBM-bound.
#[test]
fn elementwise_rooflines() {
    let add = Work::Elementwise {
        elements: 1 << 24,
        input_elements: 2 << 24,
        flops_per_element: 1,
        dtype_bytes: 4,
    };
    let bytes = 201_326_592.0;
    for (chip, cycles, bw) in [
        (ChipId::V4, 4096u64, 1200e9),
        (ChipId::V5e, 4096, 819e9),
        (ChipId::V5p, 2048, 2765e9),
        (ChipId::V6e, 4096, 1638e9),
    ] {
        let c = price(chip, &add);
        assert_eq!(c.vpu_cycles, cycles, "{chip}");
        assert_eq!(c.mxu_cycles, 0);
        assert_eq!(c.hbm_bytes_read, 134_217_728);
        assert_eq!(c.hbm_bytes_written, 67_108_864);
        assert!(close(c.time_s, bytes / bw + LAUNCH), "{chip}");
        assert_eq!(c.bound, Bound::Hbm, "{chip}");
    }
}

/// f32 sum of a [1024, 16384] tensor over its last dimension: 2^24 elements in, 1024 out.
/// Reads 67,108,864 B, writes 4096 B: 67,112,960 B. VPU: one add per element in registers as for
/// the add above, plus 7 lane-tree steps per register of outputs per core (1024 outputs fit one):
/// v4 4096 + 7 = 4103; v5e 4096 + 7 = 4103; v5p 2048 + 7 = 2055; v6e 4096 + 7 = 4103.
/// HBM: v4 55.9 µs, v5e 81.9 µs, v5p 24.3 µs, v6e 41.0 µs; all HBM-bound.
#[test]
fn reduction_rooflines() {
    let sum = Work::Reduction {
        elements: 1 << 24,
        outputs: 1024,
        dtype_bytes: 4,
    };
    for (chip, cycles, bw) in [
        (ChipId::V4, 4103u64, 1200e9),
        (ChipId::V5e, 4103, 819e9),
        (ChipId::V5p, 2055, 2765e9),
        (ChipId::V6e, 4103, 1638e9),
    ] {
        let c = price(chip, &sum);
        assert_eq!(c.vpu_cycles, cycles, "{chip}");
        assert_eq!(c.hbm_bytes_read + c.hbm_bytes_written, 67_112_960);
        assert!(close(c.time_s, 67_112_960.0 / bw + LAUNCH), "{chip}");
        assert_eq!(c.bound, Bound::Hbm, "{chip}");
    }
}

#[test]
fn the_bound_names_the_slowest_engine() {
    let chip = ChipId::V5e;
    // Decode: M = 8 against a 4096 x 4096 weight. 8 blocks of 32 folds each streaming 8 rows, so
    // load-bound at 128 cycles a fold: 128 + 255*128 + 8 + 253 + 1 = 33,030 cycles = 22 µs, while
    // the 33.6 MB weight takes 41 µs to read.
    let decode = Work::Matmul {
        batch: 1,
        m: 8,
        k: 4096,
        n: 4096,
        dtype_bytes: 2,
        passes: 1,
    };
    let c = price(chip, &decode);
    assert_eq!(c.mxu_cycles, 33_030);
    assert_eq!(c.bound, Bound::Hbm);
    // 200 vector operations per element (a long transcendental chain): 16384 * 200 / 4 cycles =
    // 546 µs against 246 µs of HBM.
    let heavy = Work::Elementwise {
        elements: 1 << 24,
        input_elements: 2 << 24,
        flops_per_element: 200,
        dtype_bytes: 4,
    };
    assert_eq!(price(chip, &heavy).vpu_cycles, 819_200);
    assert_eq!(price(chip, &heavy).bound, Bound::Vpu);
    // Eight elements: one VPU cycle (0.67 ns) and 96 bytes (0.12 ns), dwarfed by the launch.
    let tiny = Work::Elementwise {
        elements: 8,
        input_elements: 16,
        flops_per_element: 1,
        dtype_bytes: 4,
    };
    assert_eq!(price(chip, &tiny).bound, Bound::Launch);
    assert!(close(price(chip, &tiny).time_s, 1.0 / 1.5e9 + LAUNCH));
    // One-word rows: the subcores' per-row issue is the limit. v4: 2^20 rows / 64 subcores = 16384
    // rows of 4 + 1 cycles = 81,920 cycles = 78 µs; HBM moves 2^20 * (4 + 32 + 4) B = 35 µs.
    let scalars = Work::Gather {
        rows: 1 << 20,
        row_bytes: 4,
        sparse: SparseKind::Lookup,
    };
    let c = price(ChipId::V4, &scalars);
    assert_eq!(c.sparsecore_cycles, 81_920);
    assert_eq!(c.bound, Bound::SparseCore);
}

#[test]
fn gathers_run_on_sparsecores_where_the_chip_has_them() {
    // 2^20 lookups of a 64-wide bf16 embedding (128-byte rows), as nn.Embedding does.
    let lookup = Work::Gather {
        rows: 1 << 20,
        row_bytes: 128,
        sparse: SparseKind::Lookup,
    };
    for chip in ChipId::ALL {
        let c = price(chip, &lookup);
        let has = chip.spec().sparse_cores.is_some();
        assert_eq!(has, chip != ChipId::V5e);
        assert_eq!(c.sparsecore_cycles > 0, has, "{chip}");
        assert_eq!(c.vpu_cycles > 0, !has, "{chip}");
    }
    // The same chip with and without its SparseCores: without, the TensorCore pads every row to
    // 512 bytes and works through them 64x slower.
    let with = CostModel::new(ChipId::V5p);
    let mut without = with;
    without.chip.sparse_cores = None;
    let (a, b) = (
        with.price(&lookup).unwrap(),
        without.price(&lookup).unwrap(),
    );
    // With: 2^20 * (4 + 128) read. Without: 2^20 * (4 + 512) read. Both write 2^20 * 128.
    assert_eq!(a.hbm_bytes_read, (1 << 20) * 132);
    assert_eq!(b.hbm_bytes_read, (1 << 20) * 516);
    assert_eq!(a.hbm_bytes_written, b.hbm_bytes_written);
    // With: 2^14 rows per subcore x 8 cycles. Without: 2^19 rows per core x 2 cycles.
    assert_eq!(a.sparsecore_cycles, 131_072);
    assert_eq!(b.vpu_cycles, 1_048_576);
    assert!(b.time_s > 3.0 * a.time_s);
    // Embedding-bag pooling and the gradient's scatter-add are sparse work too.
    for sparse in [SparseKind::Pool { bags: 1024 }, SparseKind::ScatterAdd] {
        let w = Work::Gather {
            rows: 1 << 16,
            row_bytes: 256,
            sparse,
        };
        assert!(price(ChipId::V6e, &w).sparsecore_cycles > 0);
        assert!(price(ChipId::V5e, &w).vpu_cycles > 0);
    }
}

/// Linear + bias + ReLU on [512, 1024] x [1024, 1024] in bf16: unfused, the matmul's output goes
/// to HBM and comes back twice; fused, only x, W, the bias and the result cross HBM.
#[test]
fn fusing_moves_fewer_bytes() {
    let act = 512 * 1024;
    let parts = vec![
        Work::Matmul {
            batch: 1,
            m: 512,
            k: 1024,
            n: 1024,
            dtype_bytes: 2,
            passes: 1,
        },
        Work::Elementwise {
            elements: act,
            input_elements: act + 1024,
            flops_per_element: 1,
            dtype_bytes: 2,
        },
        Work::Elementwise {
            elements: act,
            input_elements: act,
            flops_per_element: 1,
            dtype_bytes: 2,
        },
    ];
    let external_read = 2 * (512 * 1024 + 1024 * 1024 + 1024);
    let fused = Work::Fused {
        parts: parts.clone(),
        external_read_bytes: external_read,
        external_written_bytes: 2 * act as u64,
    };
    for chip in ChipId::ALL {
        let model = CostModel::new(chip);
        let f = model.price(&fused).unwrap();
        let unfused: Vec<KernelCost> = parts.iter().map(|p| model.price(p).unwrap()).collect();
        let sum_bytes: u64 = unfused
            .iter()
            .map(|c| c.hbm_bytes_read + c.hbm_bytes_written)
            .sum();
        assert_eq!(model.unfused_bytes(&fused).unwrap(), sum_bytes);
        // Fused: 3,147,776 read + 1,048,576 written. Unfused: 8,390,656; the difference is the
        // matmul's and the bias-add's outputs, each written once and read once: 4 x 1 MiB.
        assert!(f.hbm_bytes_read + f.hbm_bytes_written < sum_bytes, "{chip}");
        assert_eq!(
            sum_bytes - (f.hbm_bytes_read + f.hbm_bytes_written),
            4 * 2 * act as u64
        );
        let sum_time: f64 = unfused.iter().map(|c| c.time_s).sum();
        assert!(f.time_s < sum_time, "{chip}");
        // The units still do all the parts' work.
        assert_eq!(f.mxu_cycles, unfused[0].mxu_cycles);
        assert_eq!(f.vpu_cycles, unfused[1].vpu_cycles + unfused[2].vpu_cycles);
    }
}

/// Growing any extent never makes a kernel cheaper, on any chip.
#[test]
fn a_bigger_op_never_costs_less() {
    let sizes = [
        1usize, 2, 7, 8, 127, 128, 129, 255, 256, 257, 1000, 1024, 1025, 4096,
    ];
    for chip in ChipId::ALL {
        let model = CostModel::new(chip);
        let t = |w: Work| model.price(&w).unwrap().time_s;
        for (i, &a) in sizes.iter().enumerate() {
            for &b in &sizes[i..] {
                let mm = |m, k, n| Work::Matmul {
                    batch: 1,
                    m,
                    k,
                    n,
                    dtype_bytes: 2,
                    passes: 1,
                };
                for (small, big) in [
                    (mm(a, 256, 256), mm(b, 256, 256)),
                    (mm(256, a, 256), mm(256, b, 256)),
                    (mm(256, 256, a), mm(256, 256, b)),
                ] {
                    assert!(t(small) <= t(big), "{chip} {a} -> {b}");
                }
                let (ea, eb) = (a * 1000, b * 1000);
                let ew = |e| Work::Elementwise {
                    elements: e,
                    input_elements: 2 * e,
                    flops_per_element: 3,
                    dtype_bytes: 4,
                };
                assert!(t(ew(ea)) <= t(ew(eb)));
                let red = |e, o| Work::Reduction {
                    elements: e,
                    outputs: o,
                    dtype_bytes: 4,
                };
                assert!(t(red(ea, a)) <= t(red(eb, b)));
                let g = |rows, row_bytes| Work::Gather {
                    rows,
                    row_bytes,
                    sparse: SparseKind::Lookup,
                };
                assert!(t(g(ea, 64)) <= t(g(eb, 64)));
                assert!(t(g(1000, a)) <= t(g(1000, b)));
            }
        }
        // Batches too.
        let bmm = |batch| Work::Matmul {
            batch,
            m: 64,
            k: 64,
            n: 64,
            dtype_bytes: 2,
            passes: 1,
        };
        for batch in 1..40 {
            assert!(t(bmm(batch)) <= t(bmm(batch + 1)), "{chip} batch {batch}");
        }
    }
}

#[test]
fn prices_are_deterministic_and_serialise() {
    let w = Work::Fused {
        parts: vec![
            Work::Gather {
                rows: 4096,
                row_bytes: 256,
                sparse: SparseKind::Pool { bags: 64 },
            },
            Work::Reduction {
                elements: 64 * 64,
                outputs: 64,
                dtype_bytes: 4,
            },
        ],
        external_read_bytes: 1 << 20,
        external_written_bytes: 256,
    };
    for chip in ChipId::ALL {
        let a = price(chip, &w);
        assert_eq!(a, price(chip, &w));
        let json = serde_json::to_string(&a).unwrap();
        let back: KernelCost = serde_json::from_str(&json).unwrap();
        // serde_json's float parsing may differ from the printed value in the last bit.
        assert_eq!(
            (back.mxu_cycles, back.vpu_cycles, back.sparsecore_cycles),
            (a.mxu_cycles, a.vpu_cycles, a.sparsecore_cycles)
        );
        assert_eq!(back.hbm_bytes_read, a.hbm_bytes_read);
        assert_eq!(back.bound, a.bound);
        assert!(close(back.time_s, a.time_s));
    }
    let json = serde_json::to_value(&w).unwrap();
    assert_eq!(json["kind"], "fused");
    assert_eq!(json["parts"][0]["sparse"]["pool"]["bags"], 64);
    assert_eq!(serde_json::from_value::<Work>(json).unwrap(), w);
    let mm = |m, k| Work::Matmul {
        batch: 1,
        m,
        k,
        n: 8,
        dtype_bytes: 2,
        passes: 1,
    };
    let v4 = CostModel::new(ChipId::V4);
    assert!(v4.price(&mm(1 << 21, 8)).unwrap_err().contains("M must be"));
    // Empty matmuls are valid PyTorch: nothing to multiply, and K = 0 writes zeros.
    assert_eq!(v4.price(&mm(0, 8)).unwrap().bound, Bound::Launch);
    let zeros = v4.price(&mm(4, 0)).unwrap();
    assert_eq!((zeros.mxu_cycles, zeros.hbm_bytes_written), (0, 64));
}

#[test]
fn the_table_matches_its_sources() {
    for chip in ChipId::ALL {
        let g = chip.spec();
        assert_eq!(g.id, chip);
        assert_eq!(chip.short().parse::<ChipId>(), Ok(chip));
        // The systolic model's peak is the published one, within the rounding of the published
        // figures (v5e: 2 * 4 * 128^2 * 1.5 GHz = 196.6 against 197 TFLOP/s).
        let ratio = g.modelled_peak_flops() / g.peak_bf16_flops;
        assert!((0.995..=1.005).contains(&ratio), "{chip}: {ratio}");
        assert!(!g.sources.is_empty());
    }
    // Per-chip bidirectional ICI as the Cloud pages state it.
    assert_eq!(ChipId::V5e.spec().ici_bytes_per_s(), 400e9);
    assert_eq!(ChipId::V5p.spec().ici_bytes_per_s(), 1200e9);
    assert_eq!(ChipId::V6e.spec().ici_bytes_per_s(), 800e9);
    assert_eq!("Trillium".parse::<ChipId>(), Ok(ChipId::V6e));
    assert_eq!("tpu-v5p".parse::<ChipId>(), Ok(ChipId::V5p));
    assert!("v3".parse::<ChipId>().is_err());
}

#[test]
fn the_table_names_every_generation_and_the_docs_show_it() {
    let table = generations_table();
    for chip in ChipId::ALL {
        assert!(table.contains(chip.spec().name), "{chip}");
    }
    // The module docs carry the rendered table verbatim, brackets escaped for rustdoc.
    let docs = include_str!("mod.rs");
    for line in table.lines() {
        let doc_line = if line.is_empty() {
            "//!".to_string()
        } else {
            format!("//! {}", line.replace('[', "\\[").replace(']', "\\]"))
        };
        assert!(
            docs.lines().any(|l| l == doc_line),
            "mod.rs docs lack: {line}"
        );
    }
}

/// K = 64 fills 64 of the 256 rows of v6e's MXUs: 16 column blocks over 2 MXUs, 8 folds of
/// T = 4096 each: 256 + 7*4096 + 4096 + 509 + 1 = 33,534 busy cycles, 4.1x the 8192 that
/// 4096 * 64 * 4096 MACs take on two full 256x256 arrays. v5e's 128-row MXUs waste only half.
#[test]
fn tile_waste_costs_mxu_time() {
    let thin = Work::Matmul {
        batch: 1,
        m: 4096,
        k: 64,
        n: 4096,
        dtype_bytes: 2,
        passes: 1,
    };
    assert_eq!(price(ChipId::V6e, &thin).mxu_cycles, 33_534);
    // v5e: 32 blocks over 4 MXUs, 8 folds each: 128 + 7*4096 + 4096 + 253 + 1 = 33,150 cycles
    // against an ideal 4096 * 64 * 4096 / (4 * 128^2) = 16,384.
    assert_eq!(price(ChipId::V5e, &thin).mxu_cycles, 33_150);
}
