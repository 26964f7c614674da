//! Every kernel of the op table on both backends: the GPU backend's result against the CPU
//! reference's, within the op's entry in `ops::tolerance` (the table docs/tolerances.md shows),
//! and the float32 kernels all run on the GPU (no host fallback). The measured worst difference
//! per op, in the table's units, is printed (`cargo test --test conformance -- --nocapture`).
//! Whole programs in every eager mode against PyTorch's goldens are in op_goldens.rs.

mod common;

use std::collections::BTreeMap;
use std::rc::Rc;

use tpu_core::device::{Backend, CpuBackend, MatmulKernel};
use tpu_core::ops::{tolerance, Access, BinaryOp, CompareOp, Kernel, ReduceOp, UnaryOp};
use tpu_core::tensor::{DType, HostData, Storage};

/// Deterministic values in [lo, hi) (a 64-bit LCG; no seed file needed).
fn values(n: usize, lo: f32, hi: f32, seed: u64) -> Vec<f32> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (s >> 40) as f32 / (1u64 << 24) as f32;
            lo + (hi - lo) * u
        })
        .collect()
}

fn contiguous(shape: &[usize]) -> Access {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for d in (0..shape.len()).rev() {
        strides[d] = acc;
        acc *= shape[d] as isize;
    }
    Access { strides, offset: 0 }
}

fn f32s(v: Vec<f32>) -> Rc<Storage> {
    Storage::from_host(HostData::F32(v), DType::Float32)
}

fn bools(v: &[f32]) -> Rc<Storage> {
    Storage::from_host(
        HostData::Bool(v.iter().map(|&x| x > 0.0).collect()),
        DType::Bool,
    )
}

/// One launch to compare: the kernel, its inputs and output dtype.
struct Case {
    kernel: Kernel,
    inputs: Vec<Rc<Storage>>,
    out: DType,
}

fn unary_domain(op: UnaryOp) -> (f32, f32) {
    match op {
        UnaryOp::Log | UnaryOp::Sqrt | UnaryOp::Rsqrt | UnaryOp::Log2 | UnaryOp::Log10 => {
            (0.01, 10.0)
        }
        UnaryOp::Asin | UnaryOp::Acos | UnaryOp::Atanh | UnaryOp::Erfinv => (-1.1, 1.1),
        UnaryOp::Acosh => (0.9, 10.0),
        UnaryOp::Log1p => (-0.99, 10.0),
        UnaryOp::Exp => (-6.0, 6.0),
        UnaryOp::Sin | UnaryOp::Cos => (-std::f32::consts::PI, std::f32::consts::PI),
        _ => (-6.0, 6.0),
    }
}

fn cases() -> Vec<Case> {
    let shape = vec![7usize, 45];
    let n = 7 * 45;
    let mut cases = Vec::new();
    // A few special values where the op defines them for every input.
    let with_specials = |mut v: Vec<f32>| {
        v[0] = 0.0;
        v[1] = -0.0;
        v[2] = f32::NAN;
        v[3] = 1e-6;
        v[4] = -1e-6;
        v
    };
    for op in UnaryOp::ALL {
        let (lo, hi) = unary_domain(op);
        let mut v = values(n, lo, hi, op.code() as u64);
        if !matches!(
            op,
            UnaryOp::Log
                | UnaryOp::Sqrt
                | UnaryOp::Rsqrt
                | UnaryOp::Log1p
                | UnaryOp::Log2
                | UnaryOp::Log10
                | UnaryOp::Sin
                | UnaryOp::Cos
        ) {
            v = with_specials(v);
        }
        let (input, out) = match op {
            UnaryOp::LogicalNot => (bools(&v), DType::Bool),
            o if o.is_predicate() => (f32s(v), DType::Bool),
            _ => (f32s(v), DType::Float32),
        };
        cases.push(Case {
            kernel: Kernel::Unary {
                op,
                shape: shape.clone(),
                a: contiguous(&shape),
            },
            inputs: vec![input],
            out,
        });
    }
    // Broadcast b over rows: [7, 45] op [1, 45].
    let b_access = Access {
        strides: vec![0, 1],
        offset: 0,
    };
    for op in BinaryOp::ALL {
        let (a, b) = match op {
            // Negative bases with integral exponents, and fractional ones on positive bases.
            BinaryOp::Pow => {
                let mut b = values(45, -3.0, 3.0, 77);
                for (i, x) in b.iter_mut().enumerate().take(20) {
                    *x = (i as f32 - 10.0).round() / 2.0;
                }
                (values(n, -4.0, 4.0, 78), b)
            }
            BinaryOp::FloorDiv | BinaryOp::Remainder => (
                values(n, -20.0, 20.0, 79),
                values(45, 0.5, 4.0, 80)
                    .into_iter()
                    .enumerate()
                    .map(|(i, x)| if i % 2 == 0 { -x } else { x })
                    .collect(),
            ),
            _ => (
                with_specials(values(n, -6.0, 6.0, 81)),
                values(45, -6.0, 6.0, 82),
            ),
        };
        cases.push(Case {
            kernel: Kernel::Binary {
                op,
                shape: shape.clone(),
                a: contiguous(&shape),
                b: b_access.clone(),
            },
            inputs: vec![f32s(a), f32s(b)],
            out: DType::Float32,
        });
    }
    for op in CompareOp::ALL {
        // Coarse values so that equal pairs occur.
        let a: Vec<f32> = values(n, -3.0, 3.0, 90).iter().map(|x| x.round()).collect();
        let b: Vec<f32> = values(45, -3.0, 3.0, 91)
            .iter()
            .map(|x| x.round())
            .collect();
        let logical = matches!(op, CompareOp::And | CompareOp::Or | CompareOp::Xor);
        let inputs = if logical {
            vec![bools(&a), bools(&b)]
        } else {
            vec![f32s(with_specials(a)), f32s(b)]
        };
        cases.push(Case {
            kernel: Kernel::Compare {
                op,
                shape: shape.clone(),
                a: contiguous(&shape),
                b: b_access.clone(),
            },
            inputs,
            out: DType::Bool,
        });
    }
    cases.push(Case {
        kernel: Kernel::Where {
            shape: shape.clone(),
            cond: contiguous(&shape),
            a: contiguous(&shape),
            b: b_access.clone(),
        },
        inputs: vec![
            bools(&values(n, -1.0, 1.0, 95)),
            f32s(values(n, -6.0, 6.0, 96)),
            f32s(values(45, -6.0, 6.0, 97)),
        ],
        out: DType::Float32,
    });
    // 37x29 @ 29x23: no multiple of either kernel's tile.
    cases.push(Case {
        kernel: Kernel::Matmul {
            m: 37,
            k: 29,
            n: 23,
        },
        inputs: vec![
            f32s(values(37 * 29, -2.0, 2.0, 100)),
            f32s(values(29 * 23, -2.0, 2.0, 101)),
        ],
        out: DType::Float32,
    });
    cases.push(Case {
        kernel: Kernel::BatchMatmul {
            batch: 3,
            m: 9,
            k: 17,
            n: 5,
        },
        inputs: vec![
            f32s(values(3 * 9 * 17, -2.0, 2.0, 102)),
            f32s(values(3 * 17 * 5, -2.0, 2.0, 103)),
        ],
        out: DType::Float32,
    });
    cases.push(Case {
        kernel: Kernel::SumAll { n: 1000 },
        inputs: vec![f32s(values(1000, -2.0, 2.0, 104))],
        out: DType::Float32,
    });
    // Reductions over a middle dimension, over two dimensions, and over a transposed view
    // ([5, 37, 6] read as the permutation of a contiguous [6, 37, 5]).
    let rshape = vec![5usize, 37, 6];
    let transposed = Access {
        strides: vec![1, 5, 185],
        offset: 0,
    };
    let ops = [
        ReduceOp::Sum,
        ReduceOp::Mean,
        ReduceOp::Prod,
        ReduceOp::Max,
        ReduceOp::Min,
        ReduceOp::ArgMax,
        ReduceOp::ArgMin,
        ReduceOp::Var { correction: 1.0 },
        ReduceOp::Var { correction: 0.0 },
        ReduceOp::Norm,
        ReduceOp::LogSumExp,
        ReduceOp::Any,
        ReduceOp::All,
    ];
    for op in ops {
        for (dims, access) in [
            (vec![1usize], contiguous(&rshape)),
            (vec![0, 2], contiguous(&rshape)),
            (vec![1], transposed.clone()),
            (vec![0, 1, 2], transposed.clone()),
        ] {
            let (lo, hi) = if op == ReduceOp::Prod {
                (0.8, 1.25)
            } else {
                (-3.0, 3.0)
            };
            let mut v = values(5 * 37 * 6, lo, hi, 110 + dims.len() as u64);
            if matches!(
                op,
                ReduceOp::ArgMax | ReduceOp::ArgMin | ReduceOp::Max | ReduceOp::Min
            ) {
                // Ties: the first index must win.
                v = v.iter().map(|x| (x * 2.0).round()).collect();
            }
            let (input, out) = match op {
                ReduceOp::Any | ReduceOp::All => {
                    let t: Vec<f32> = v
                        .iter()
                        .map(|x| if *x > -2.9 { 1.0 } else { -1.0 })
                        .collect();
                    (bools(&t), DType::Bool)
                }
                ReduceOp::ArgMax | ReduceOp::ArgMin => (f32s(v), DType::Int64),
                _ => (f32s(v), DType::Float32),
            };
            cases.push(Case {
                kernel: Kernel::Reduce {
                    op,
                    shape: rshape.clone(),
                    a: access,
                    dims,
                },
                inputs: vec![input],
                out,
            });
        }
    }
    // Data movement: a gather, in-place writes (plain, accumulating, into bool), a
    // concatenation of a contiguous and a transposed part, and casts.
    let src = values(60, -3.0, 3.0, 130);
    cases.push(Case {
        kernel: Kernel::Take {
            offsets: vec![5, 0, 59, 5, 17, 33].into(),
        },
        inputs: vec![f32s(src.clone())],
        out: DType::Float32,
    });
    for (accumulate, out) in [
        (false, DType::Float32),
        (true, DType::Float32),
        (false, DType::Bool),
    ] {
        let dst = match out {
            DType::Bool => bools(&values(60, -1.0, 1.0, 131)),
            _ => f32s(values(60, -3.0, 3.0, 131)),
        };
        cases.push(Case {
            kernel: Kernel::Assign {
                len: 60,
                dst: vec![1, 4, 7, 10, 13, 16, 40, 41, 42, 59].into(),
                shape: vec![2, 5],
                src: Access {
                    strides: vec![1, 2],
                    offset: 3,
                },
                accumulate,
            },
            inputs: vec![dst, f32s(src.clone())],
            out,
        });
    }
    cases.push(Case {
        kernel: Kernel::Cat {
            dim: 1,
            shapes: vec![vec![3, 4], vec![3, 2], vec![3, 5]],
            parts: vec![
                contiguous(&[3, 4]),
                Access {
                    strides: vec![1, 3],
                    offset: 0,
                },
                Access {
                    strides: vec![5, 1],
                    offset: 2,
                },
            ],
        },
        inputs: vec![
            f32s(values(12, -3.0, 3.0, 132)),
            f32s(values(6, -3.0, 3.0, 133)),
            f32s(values(17, -3.0, 3.0, 134)),
        ],
        out: DType::Float32,
    });
    for (input, to) in [
        (
            f32s(with_specials(values(50, -30.0, 30.0, 135))),
            DType::Bool,
        ),
        (f32s(values(50, -3e6, 3e6, 136)), DType::Int64),
        (bools(&values(50, -1.0, 1.0, 137)), DType::Float32),
        (bools(&values(50, -1.0, 1.0, 138)), DType::Int64),
    ] {
        cases.push(Case {
            kernel: Kernel::Cast { to, n: 50 },
            inputs: vec![input],
            out: to,
        });
    }
    for dim in [0usize, 1, 2] {
        cases.push(Case {
            kernel: Kernel::Cumsum {
                shape: rshape.clone(),
                dim,
            },
            inputs: vec![f32s(values(5 * 37 * 6, -3.0, 3.0, 120))],
            out: DType::Float32,
        });
        for log in [false, true] {
            cases.push(Case {
                kernel: Kernel::Softmax {
                    shape: rshape.clone(),
                    dim,
                    log,
                },
                inputs: vec![f32s(values(5 * 37 * 6, -8.0, 8.0, 121))],
                out: DType::Float32,
            });
        }
    }
    cases
}

fn host_values(s: &Rc<Storage>) -> Vec<f64> {
    let state = s.state.borrow();
    let h = state.host.as_ref().expect("host copy");
    (0..h.len()).map(|i| h.get_f64(i)).collect()
}

fn run(backend: &mut dyn Backend, case: &Case) -> Vec<f64> {
    let inputs: Vec<&Rc<Storage>> = case.inputs.iter().collect();
    let out = backend
        .launch(&case.kernel, &inputs, case.out)
        .expect("launch");
    if !backend.request_read(&out).expect("read") {
        backend.wait_reads().expect("wait");
    }
    host_values(&out)
}

fn conformance(matmul: MatmulKernel) {
    let Some(mut gpu) = common::gpu_adapter(&format!("the {matmul:?} conformance comparison"))
    else {
        return;
    };
    gpu.matmul = matmul;
    let mut cpu = CpuBackend::new(None);
    let mut worst: BTreeMap<&'static str, f64> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut fallbacks = Vec::new();
    for case in cases() {
        let key = tolerance::key(&case.kernel);
        let tol = tolerance::of(key).unwrap_or_else(|| panic!("no tolerance entry for {key}"));
        let dtypes: Vec<DType> = case.inputs.iter().map(|s| s.dtype()).collect();
        if !gpu.supports(&case.kernel, &dtypes, case.out) {
            fallbacks.push(key);
            continue;
        }
        let want = run(&mut cpu, &case);
        let got = run(&mut gpu, &case);
        assert_eq!(want.len(), got.len(), "{key}: lengths");
        let terms = tolerance::terms(&case.kernel);
        let w = worst.entry(key).or_insert(0.0);
        for (i, (c, g)) in want.iter().zip(&got).enumerate() {
            if !tol.admits(*c, *g, terms) {
                failures.push(format!(
                    "{key} [{i}]: cpu {c:e}, gpu {g:e} (bound {:e})",
                    tol.bound(*c, terms)
                ));
            } else if c.is_finite() {
                // In the table's units: epsilons of max(|ref|, 1) (per term where it says so).
                let k = if tol.per_term { terms as f64 } else { 1.0 };
                let units = (c - g).abs() / (f64::from(f32::EPSILON) * c.abs().max(1.0) * k);
                *w = w.max(units);
            }
        }
    }
    eprintln!(
        "measured worst CPU-vs-GPU difference per op ({matmul:?} matmul), in the table's units:"
    );
    for (op, w) in &worst {
        let t = tolerance::of(op).expect("entry");
        eprintln!("  {op:14} {w:>10.3}   (bound {})", t.eps);
    }
    assert!(
        fallbacks.is_empty(),
        "float kernels ran on the host: {fallbacks:?}"
    );
    assert!(
        failures.is_empty(),
        "{} outputs outside their tolerance:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Every op named in the op table was compared.
    for op in UnaryOp::ALL {
        assert!(worst.contains_key(op.name()), "{} not compared", op.name());
    }
}

#[test]
fn every_float_kernel_runs_on_the_gpu_within_its_tolerance() {
    conformance(MatmulKernel::Systolic);
}

#[test]
fn the_tiled_matmul_conforms_too() {
    conformance(MatmulKernel::Tiled);
}

#[test]
fn host_only_kernels_say_why() {
    use tpu_core::ops::wgsl::{placement, HostOnly};
    let k = Kernel::Unary {
        op: UnaryOp::Exp,
        shape: vec![3],
        a: contiguous(&[3]),
    };
    assert_eq!(placement(&k, &[DType::Float32], DType::Float32), Ok(()));
    assert_eq!(
        placement(&k, &[DType::Float64], DType::Float64),
        Err(HostOnly::NoWideTypes)
    );
    assert_eq!(
        placement(&k, &[DType::BFloat16], DType::BFloat16),
        Err(HostOnly::HalfTypes)
    );
    let add = Kernel::Binary {
        op: BinaryOp::Add,
        shape: vec![2],
        a: contiguous(&[2]),
        b: contiguous(&[2]),
    };
    assert_eq!(
        placement(&add, &[DType::Int64, DType::Int64], DType::Int64),
        Err(HostOnly::NoWideTypes)
    );
    let argmax = Kernel::Reduce {
        op: ReduceOp::ArgMax,
        shape: vec![4],
        a: contiguous(&[4]),
        dims: vec![0],
    };
    assert_eq!(placement(&argmax, &[DType::Float32], DType::Int64), Ok(()));
    // Repeated destinations would race on the device.
    let repeated = Kernel::Assign {
        len: 4,
        dst: vec![1, 1].into(),
        shape: vec![2],
        src: contiguous(&[2]),
        accumulate: true,
    };
    assert_eq!(
        placement(&repeated, &[DType::Float32, DType::Float32], DType::Float32),
        Err(HostOnly::RacingWrites)
    );
    let cast = Kernel::Cast {
        to: DType::Int64,
        n: 2,
    };
    assert_eq!(placement(&cast, &[DType::Float32], DType::Int64), Ok(()));
    assert_eq!(
        placement(&cast, &[DType::Int64], DType::Int64),
        Err(HostOnly::NoWideTypes)
    );
}

/// docs/tolerances.md shows the table as `ops::tolerance::markdown` renders it
/// (`TPU_BLESS=1 cargo test --test conformance` rewrites the section).
#[test]
fn the_doc_shows_the_tolerance_table() {
    let path = common::repo_dir().join("docs/tolerances.md");
    let doc = std::fs::read_to_string(&path).unwrap_or_default();
    let (begin, end) = (
        "<!-- table: generated from ops::tolerance -->\n",
        "<!-- end table -->",
    );
    let table = tolerance::markdown();
    if std::env::var("TPU_BLESS").is_ok() {
        let (head, rest) = doc.split_once(begin).expect("the begin marker");
        let (_, tail) = rest.split_once(end).expect("the end marker");
        std::fs::write(&path, format!("{head}{begin}{table}{end}{tail}")).expect("write");
        return;
    }
    assert!(
        doc.contains(&format!("{begin}{table}{end}")),
        "docs/tolerances.md is out of date with ops::tolerance (TPU_BLESS=1 rewrites it)"
    );
}
