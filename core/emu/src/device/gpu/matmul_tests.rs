//! Both WGSL matmuls against the CPU reference (`ops::cpu::matmul_f32`, k ascending, a rounded
//! product then a rounded add) bit for bit, on the shapes their blocking makes special: edges that
//! are no multiple of a block, N a multiple of 4 (tiled's vec4 loads of B) or not, several
//! workgroups along both axes, batches (workgroup z), K = 0 and 1, and signed zeros and infinities.

use std::rc::Rc;

use super::GpuBackend;
use crate::device::{Backend, MatmulKernel};
use crate::ops::{cpu, Kernel};
use crate::tensor::{DType, HostData, Storage};

/// Deterministic values in [-2, 2) (xorshift), with `specials` planted at fixed places.
fn values(len: usize, seed: u64, specials: &[f32]) -> Vec<f32> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut v: Vec<f32> = (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 4.0 - 2.0
        })
        .collect();
    for (i, &x) in specials.iter().enumerate() {
        if len > 0 {
            v[(i * 7919) % len] = x;
        }
    }
    v
}

fn gpu_result(g: &mut GpuBackend, kernel: &Kernel, a: &[f32], b: &[f32]) -> Vec<f32> {
    let sa = Storage::from_host(HostData::F32(a.to_vec()), DType::Float32);
    let sb = Storage::from_host(HostData::F32(b.to_vec()), DType::Float32);
    let out: Rc<Storage> = g.launch(kernel, &[&sa, &sb], DType::Float32).unwrap();
    if !g.request_read(&out).unwrap() {
        g.wait_reads().unwrap();
    }
    let state = out.state.borrow();
    match &state.host {
        Some(HostData::F32(v)) => v.clone(),
        other => panic!("no float32 result: {other:?}"),
    }
}

/// Runs every shape on `kernel` and compares with the reference, batch by batch.
fn check(kernel: MatmulKernel) {
    let mut g = match pollster::block_on(GpuBackend::new()) {
        Ok(g) => g,
        Err(why) => {
            let test = format!("the WGSL matmul tests ({kernel:?})");
            eprintln!("{}", tpu_testdata::no_adapter(&test, &why));
            return;
        }
    };
    g.matmul = kernel;
    // The software adapters CI runs (lavapipe, SwiftShader) never fuse a product and its add;
    // WGSL lets a compiler do it, and NVIDIA's Vulkan driver does (measured on an H200): there
    // each output may differ by one rounding per term (ops::tolerance's per-term bound for mm).
    let name = g.info().adapter.to_lowercase();
    let exact = name.contains("llvmpipe") || name.contains("swiftshader");
    // (batch, m, k, n)
    let shapes = [
        (1, 37, 29, 23),  // no multiple of any block; N odd: tiled's scalar loads of B
        (1, 1, 1, 1),     // one output
        (1, 8, 0, 12),    // K = 0: zeros
        (1, 3, 1, 5),     // K = 1
        (1, 130, 7, 260), // N % 4 == 0 (vec4 loads): 3 workgroups wide, 17 high, ragged edges
        (1, 17, 40, 129), // N = 129: one column past a whole tiled workgroup
        (1, 64, 64, 64),  // whole blocks only
        (3, 9, 17, 5),    // batches, scalar B
        (2, 5, 3, 8),     // batches, vec4 B: every batch of B starts on a vec4
        (4, 16, 33, 68),  // batches, several systolic arrays per workgroup
    ];
    // A signed zero in A and B (a -0.0 product must not be added where the reference adds none),
    // and infinities (0 x inf is NaN only where the reference multiplies them).
    let specials = [-0.0, f32::INFINITY, -0.0, f32::NEG_INFINITY, 1e30];
    for (batch, m, k, n) in shapes {
        let a = values(batch * m * k, 7 + m as u64, &specials);
        let b = values(batch * k * n, 11 + n as u64, &specials);
        let launch = if batch == 1 {
            Kernel::Matmul { m, k, n }
        } else {
            Kernel::BatchMatmul { batch, m, k, n }
        };
        let got = gpu_result(&mut g, &launch, &a, &b);
        let mut want = Vec::new();
        for z in 0..batch {
            want.extend(cpu::matmul_f32(
                &a[z * m * k..(z + 1) * m * k],
                &b[z * k * n..(z + 1) * k * n],
                m,
                k,
                n,
            ));
        }
        assert_eq!(got.len(), want.len(), "{kernel:?} {batch}x{m}x{k}x{n}");
        for (i, (x, y)) in got.iter().zip(&want).enumerate() {
            // NaN payloads are the hardware's; every other value must match bit for bit (or,
            // on an adapter that fuses, within one rounding per term of the reference).
            let bound = (k.max(1) as f32) * f32::EPSILON * y.abs().max(1.0);
            let close = !exact && x.is_finite() && y.is_finite() && (x - y).abs() <= bound;
            let same = x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()) || close;
            assert!(
                same,
                "{kernel:?} {batch}x{m}x{k}x{n}: element {i} is {x:e} on the GPU, {y:e} on the CPU"
            );
        }
    }
}

#[test]
fn the_tiled_kernel_equals_the_reference_bit_for_bit() {
    check(MatmulKernel::Tiled);
}

#[test]
fn the_systolic_kernel_equals_the_reference_bit_for_bit() {
    check(MatmulKernel::Systolic);
}

#[test]
fn the_systolic_source_moves_operands_one_pe_per_cycle() {
    // The generated array (T = 8): each cycle every A register takes its left neighbour's value and
    // every B register its upper neighbour's, and only the edges read memory.
    let src = super::systolic::systolic_source();
    assert!(!src.contains("//@"), "a marker was left unfilled");
    // Two cycle bodies: the general one (fill and drain) and the steady one.
    assert_eq!(src.matches("a_3_5 = a_3_4;").count(), 2);
    assert_eq!(src.matches("b_6_2 = b_5_2;").count(), 2);
    assert!(
        !src.contains("a_3_0 = a_3_"),
        "column 0 is fed from A, not a neighbour"
    );
    assert_eq!(
        src.matches("= a[ar").count(),
        16,
        "one A load per row of PEs, per body"
    );
    assert_eq!(
        src.matches("= b[bc").count(),
        16,
        "one B load per column of PEs, per body"
    );
    assert_eq!(
        src.matches(" = select(acc_").count(),
        64,
        "one guarded MAC per PE"
    );
    assert_eq!(src.matches("acc_7_7 = acc_7_7 + a_7_7 * b_7_7;").count(), 1);
}
