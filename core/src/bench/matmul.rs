//! `tpu bench matmul`: the WGSL kernels against the CPU reference and `matrixmultiply`.
//!
//! Every figure is wall time, warm (one untimed call first), over enough repetitions to fill
//! `--seconds`. A GPU call is what a program's `a @ b` costs: one launch (a uniform with the dims,
//! the output buffer, a bind group, a submit) and the read-back of C into host memory; A and B are
//! already on the device (uploaded by the untimed first call), as a tensor's buffer stays there.
//! `launch_ms` is that fixed part alone: a 1 x 1 x 1 matmul, launch and read-back.
//!
//! Found on lavapipe (Mesa 22.3, 2 cores; docs/benchmarks.md has the table): the fixed part is
//! about 0.3-0.5 ms, so kernels dominate from n = 64. llvmpipe runs a workgroup barrier as a
//! coroutine switch per 8 lanes and a storage-buffer load inside a loop as a loop over the 8 lanes
//! (its fast path for a load every lane shares applies only outside control flow), so the kernels
//! avoid barriers and load as few values per product as their registers allow.

use super::fused;
use std::rc::Rc;
use std::time::Instant;

use serde::Serialize;

use tpu_emu::device::{Backend, GpuBackend, MatmulKernel};
use tpu_emu::ops::{cpu, Kernel};
use tpu_emu::tensor::{DType, HostData, Storage};

/// One size's figures, in GFLOP/s (2·n³ flops per matmul).
#[derive(Debug, Serialize)]
pub struct MatmulRow {
    pub n: usize,
    pub reference_gflops: f64,
    pub matrixmultiply_gflops: f64,
    pub systolic_gflops: Option<f64>,
    pub tiled_gflops: Option<f64>,
    /// Whether the GPU's systolic result equals the CPU reference bit for bit.
    pub systolic_bit_exact: Option<bool>,
    pub tiled_bit_exact: Option<bool>,
    pub max_abs_diff: Option<f64>,
}

#[derive(Debug, Serialize)]
pub struct MatmulReport {
    pub adapter: String,
    /// Milliseconds of a 1 x 1 x 1 matmul's launch and read-back on the tiled kernel.
    pub launch_ms: Option<f64>,
    pub rows: Vec<MatmulRow>,
}

fn data(n: usize, seed: u64) -> Vec<f32> {
    // xorshift: deterministic, no dependency, values in [-1, 1).
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n * n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

/// Times `f` over enough repetitions to take at least `min_secs`; returns seconds per call.
fn time(min_secs: f64, mut f: impl FnMut()) -> f64 {
    f();
    let mut reps = 1u32;
    loop {
        let t = Instant::now();
        for _ in 0..reps {
            f();
        }
        let dt = t.elapsed().as_secs_f64();
        if dt >= min_secs || reps >= 1 << 20 {
            return dt / reps as f64;
        }
        reps *= 2;
    }
}

fn gpu_matmul(
    g: &mut GpuBackend,
    a: &Rc<Storage>,
    b: &Rc<Storage>,
    n: usize,
) -> Result<Vec<f32>, String> {
    let out = g
        .launch(&Kernel::Matmul { m: n, k: n, n }, &[a, b], DType::Float32)
        .map_err(|e| e.0)?;
    if !g.request_read(&out).map_err(|e| e.0)? {
        g.wait_reads().map_err(|e| e.0)?;
    }
    let state = out.state.borrow();
    match &state.host {
        Some(HostData::F32(v)) => Ok(v.clone()),
        _ => Err("the GPU result did not come back".into()),
    }
}

/// Measures the CPU reference, `matrixmultiply`'s sgemm and both WGSL kernels on square matmuls.
pub fn matmul(sizes: &[usize], min_secs: f64) -> Result<MatmulReport, String> {
    let mut gpu = pollster::block_on(GpuBackend::new()).ok();
    let adapter = gpu
        .as_ref()
        .map(|g| g.info().badge())
        .unwrap_or_else(|| "no GPU adapter".into());
    let launch_ms = match gpu.as_mut() {
        Some(g) => {
            g.matmul = MatmulKernel::Tiled;
            let one = |v: f32| Storage::from_host(HostData::F32(vec![v]), DType::Float32);
            let (sa, sb) = (one(1.5), one(2.0));
            let mut failure = None;
            let secs = time(min_secs, || {
                if let Err(e) = gpu_matmul(g, &sa, &sb, 1) {
                    failure = Some(e);
                }
            });
            if let Some(e) = failure {
                return Err(e);
            }
            Some(secs * 1e3)
        }
        None => None,
    };
    let mut rows = Vec::new();
    for &n in sizes {
        let flops = 2.0 * (n as f64).powi(3);
        let (a, b) = (data(n, 1), data(n, 2));
        let mut reference = Vec::new();
        let ref_s = time(min_secs, || reference = cpu::matmul_f32(&a, &b, n, n, n));
        let mut c = vec![0f32; n * n];
        let mm_s = time(min_secs, || unsafe {
            // SAFETY: row-major n x n buffers of exactly n*n elements, strides (n, 1).
            matrixmultiply::sgemm(
                n,
                n,
                n,
                1.0,
                a.as_ptr(),
                n as isize,
                1,
                b.as_ptr(),
                n as isize,
                1,
                0.0,
                c.as_mut_ptr(),
                n as isize,
                1,
            )
        });
        let mut row = MatmulRow {
            n,
            reference_gflops: flops / ref_s / 1e9,
            matrixmultiply_gflops: flops / mm_s / 1e9,
            systolic_gflops: None,
            tiled_gflops: None,
            systolic_bit_exact: None,
            tiled_bit_exact: None,
            max_abs_diff: None,
        };
        if let Some(g) = gpu.as_mut() {
            let sa = Storage::from_host(HostData::F32(a.clone()), DType::Float32);
            let sb = Storage::from_host(HostData::F32(b.clone()), DType::Float32);
            let mut max_diff = 0f64;
            for kernel in [MatmulKernel::Systolic, MatmulKernel::Tiled] {
                g.matmul = kernel;
                let result = gpu_matmul(g, &sa, &sb, n)?;
                let exact = result
                    .iter()
                    .zip(&reference)
                    .all(|(x, y)| x.to_bits() == y.to_bits());
                for (x, y) in result.iter().zip(&reference) {
                    max_diff = max_diff.max((x - y).abs() as f64);
                }
                let mut failure = None;
                let secs = time(min_secs, || {
                    if let Err(e) = gpu_matmul(g, &sa, &sb, n) {
                        failure = Some(e);
                    }
                });
                if let Some(e) = failure {
                    return Err(e);
                }
                match kernel {
                    MatmulKernel::Systolic => {
                        row.systolic_gflops = Some(flops / secs / 1e9);
                        row.systolic_bit_exact = Some(exact);
                    }
                    MatmulKernel::Tiled => {
                        row.tiled_gflops = Some(flops / secs / 1e9);
                        row.tiled_bit_exact = Some(exact);
                    }
                }
            }
            row.max_abs_diff = Some(max_diff);
        }
        rows.push(row);
    }
    Ok(MatmulReport {
        adapter,
        launch_ms,
        rows,
    })
}

/// `tpu bench matmul [--sizes 64,256,512] [--seconds S] [--json]`
pub fn cli(args: &[String]) -> Result<String, String> {
    let mut sizes = vec![64, 256, 512];
    let mut secs = 0.3;
    let mut json = false;
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        Some("matmul") => {}
        Some("fused") => return fused::cli(&args[1..]),
        Some("dispatch") => return super::dispatch::cli(&args[1..]),
        other => {
            return Err(format!(
                "unknown benchmark {other:?} (matmul, fused, dispatch)"
            ))
        }
    }
    while let Some(a) = it.next() {
        match a.as_str() {
            "--sizes" => {
                let v = it.next().ok_or("--sizes wants a list like 64,256")?;
                sizes = v
                    .split(',')
                    .map(|s| {
                        s.trim()
                            .parse::<usize>()
                            .map_err(|_| format!("bad size '{s}'"))
                    })
                    .collect::<Result<_, _>>()?;
                if sizes.iter().any(|&n| n == 0 || n > 8192) {
                    return Err("sizes must be between 1 and 8192".into());
                }
            }
            "--seconds" => {
                secs = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .filter(|s: &f64| *s > 0.0)
                    .ok_or("--seconds wants a positive number")?
            }
            "--json" => json = true,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let report = matmul(&sizes, secs)?;
    if json {
        return serde_json::to_string_pretty(&report).map_err(|e| e.to_string());
    }
    let mut out = format!(
        "matmul, square n x n, GFLOP/s (wall time, warm; a GPU call is a launch and the read-back of C, A and B already on the device)\nadapter: {}\n",
        report.adapter
    );
    if let Some(ms) = report.launch_ms {
        out.push_str(&format!(
            "fixed cost of a GPU call (1 x 1 x 1 matmul, launch + read-back): {ms:.3} ms\n"
        ));
    }
    out.push_str(
        "    n  reference  matrixmultiply  systolic  tiled  tiled/mm  systolic/tiled  bit-exact\n",
    );
    let f = |x: Option<f64>| x.map(|v| format!("{v:.2}")).unwrap_or_else(|| "-".into());
    for r in &report.rows {
        let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
            _ => "-".into(),
        };
        out.push_str(&format!(
            "{:>5}  {:>9.2}  {:>14.2}  {:>8}  {:>5}  {:>8}  {:>14}  {}\n",
            r.n,
            r.reference_gflops,
            r.matrixmultiply_gflops,
            f(r.systolic_gflops),
            f(r.tiled_gflops),
            ratio(r.tiled_gflops, Some(r.matrixmultiply_gflops)),
            ratio(r.systolic_gflops, r.tiled_gflops),
            match (r.systolic_bit_exact, r.tiled_bit_exact) {
                (Some(s), Some(t)) => format!("systolic {s}, tiled {t}"),
                _ => "-".into(),
            }
        ));
    }
    Ok(out)
}
