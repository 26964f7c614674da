//! The WGSL of a reduction group: elementwise producers, a reduction over some dimensions, and an
//! epilogue over the reduced shape (`sub+mul+mean+add+rsqrt` of a layer norm) as one kernel.
//!
//! The kernel mirrors the unfused `reduce` kernel of the GPU backend (device/gpu/reduce.wgsl) so
//! that Fused gives Strict's bits on WebGPU: one workgroup of 256 lanes per output element; lane
//! `l` visits the group's elements `l, l + 256, ...` in order, computing the producers in
//! registers (and writing the ones the program still needs), then the lanes meet in the same
//! binary tree, and lane 0 finishes the reduction (a mean divides by the length) and runs the
//! epilogue. Only the reductions whose unfused kernel is that plain tree fuse on the GPU
//! ([`gpu_reduction`]); the others start a kernel of their own.

use super::codegen::{FusedProgram, Operand};
use crate::ops::{Kernel, ReduceOp};
use crate::tensor::contiguous_strides;

/// How the GPU's unfused kernel reduces with `op`: the combining expression over `p` and `q`,
/// and the starting value (`None`: the group's first element, as max and min start).
pub fn gpu_reduction(op: ReduceOp) -> Option<(&'static str, Option<&'static str>)> {
    match op {
        ReduceOp::Sum | ReduceOp::Mean => Some(("p + q", Some("0.0"))),
        ReduceOp::Prod => Some(("p * q", Some("1.0"))),
        ReduceOp::Max => Some(("max_nan(p, q)", None)),
        ReduceOp::Min => Some(("min_nan(p, q)", None)),
        _ => None,
    }
}

/// Lines that decompose the row-major index `var` over `shape` into coordinates `{prefix}{d}`.
fn coordinates(var: &str, shape: &[usize], prefix: &str) -> String {
    let mut s = format!("    var rem_{prefix} = {var};\n");
    for d in (0..shape.len()).rev() {
        s += &format!(
            "    let {prefix}{d} = rem_{prefix} % {0}u;\n    rem_{prefix} = rem_{prefix} / {0}u;\n",
            shape[d].max(1)
        );
    }
    s
}

/// `offset + Σ coord·stride` over coordinates `{prefix}{d}`, in i32 (strides may be negative).
fn index(offset: usize, strides: &[isize], prefix: &str) -> String {
    let mut idx = format!("{offset}");
    for (d, &st) in strides.iter().enumerate() {
        if st != 0 {
            idx += &format!(" + i32({prefix}{d}) * {st}");
        }
    }
    format!("u32({idx})")
}

/// The kernel of a reduction group; `None` when it holds something the GPU cannot run this way.
pub fn wgsl(p: &FusedProgram) -> Option<String> {
    let (at, kernel, reduced) = p.reduce.as_ref()?;
    let Kernel::Reduce { op, dims, .. } = kernel else {
        return None;
    };
    let (combine, start) = gpu_reduction(*op)?;
    if p.head.is_some() {
        return None;
    }
    let at = *at;
    let shape = &p.shape;
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
    let kept_shape: Vec<usize> = kept.iter().map(|&d| shape[d]).collect();
    let red_shape: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
    let groups: usize = kept_shape.iter().product();
    let len: usize = red_shape.iter().product();
    // The reduced shape holds the kept dimensions in order: its row-major index is the group's.
    if reduced.iter().product::<usize>() != groups {
        return None;
    }
    let staged = match p.instrs[at].args.first()? {
        Operand::Reg(r) => *r,
        Operand::Input(_) => return None,
    };
    let mut s = p.wgsl_bindings();
    s += "\nvar<workgroup> fused_vals: array<f32, 256>;\n\n";
    s += &format!("fn fused_combine(p: f32, q: f32) -> f32 {{\n    return {combine};\n}}\n\n");
    // Phase one at element j of group g: the producers, the outputs the program reads, and the
    // value the reduction takes.
    s += "fn fused_element(g: u32, j: u32, keep_out: bool, one: f32) -> f32 {\n";
    s += &coordinates("g", &kept_shape, "k");
    s += &coordinates("j", &red_shape, "q");
    for (d, _) in shape.iter().enumerate() {
        match kept.iter().position(|&x| x == d) {
            Some(i) => s += &format!("    let c{d} = k{i};\n"),
            None => {
                let i = dims.iter().position(|&x| x == d)?;
                s += &format!("    let c{d} = q{i};\n");
            }
        }
    }
    s += &format!(
        "    let i = {};\n",
        index(0, &contiguous_strides(shape), "c")
    );
    for (i, (_, a)) in p.inputs.iter().enumerate() {
        if !p.phase2[i] {
            s += &format!(
                "    let x{i} = in{i}[{}];\n",
                index(a.offset, &a.strides, "c")
            );
        }
    }
    s += &p.wgsl_instructions(0..at)?;
    s += "    if (keep_out) {\n";
    for (o, &r) in p.outputs.iter().enumerate() {
        if r < at {
            s += &format!("        out{o}[i] = r{r};\n");
        }
    }
    s += "    }\n";
    s += &format!("    return r{staged};\n}}\n\n");
    s += "@compute @workgroup_size(256)\n";
    s += "fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {\n";
    s += "    let g = wid.x + wid.y * nwg.x;\n";
    // A 1.0 the shader compiler cannot see (fused kernels run with a z extent of 1), for
    // `wgsl_instructions`' results.
    s += "    let one = f32(nwg.z);\n";
    s += &format!("    if (g >= {groups}u) {{\n        return;\n    }}\n");
    s += "    let lane = lid.x;\n";
    match start {
        Some(v) => s += &format!("    var acc = {v};\n"),
        None => s += "    var acc = fused_element(g, 0u, false, one);\n",
    }
    s += &format!(
        "    for (var j = lane; j < {len}u; j += 256u) {{\n        acc = fused_combine(acc, fused_element(g, j, true, one));\n    }}\n"
    );
    s += "    fused_vals[lane] = acc;\n    workgroupBarrier();\n";
    s += "    for (var w = 128u; w > 0u; w = w / 2u) {\n        if (lane < w) {\n            fused_vals[lane] = fused_combine(fused_vals[lane], fused_vals[lane + w]);\n        }\n        workgroupBarrier();\n    }\n";
    s += "    if (lane != 0u) {\n        return;\n    }\n";
    if *op == ReduceOp::Mean {
        s += &format!("    let r{at} = fused_vals[0] / f32({len}u);\n");
    } else {
        s += &format!("    let r{at} = fused_vals[0];\n");
    }
    // Phase two at the group's output element g, over the reduced shape.
    s += &coordinates("g", reduced, "e");
    for (i, (_, a)) in p.inputs.iter().enumerate() {
        if p.phase2[i] {
            s += &format!(
                "    let x{i} = in{i}[{}];\n",
                index(a.offset, &a.strides, "e")
            );
        }
    }
    s += &p.wgsl_instructions(at + 1..p.instrs.len())?;
    for (o, &r) in p.outputs.iter().enumerate() {
        if r >= at {
            s += &format!("    out{o}[g] = r{r};\n");
        }
    }
    s += "}\n";
    s += crate::ops::wgsl::MATH_WGSL;
    Some(s)
}
