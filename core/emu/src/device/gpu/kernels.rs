//! How each kernel of the op table is encoded: its pipeline, bindings and workgroups.

use super::{grid, GpuBackend, MAX_WORKGROUPS, SYSTOLIC_T};
use crate::device::{DeviceError, MatmulKernel};
use crate::ops::{Access, Kernel, ReduceOp};
use crate::tensor::DType;

impl ReduceOp {
    /// The op's code in reduce.wgsl.
    pub fn code(self) -> u32 {
        match self {
            ReduceOp::Sum => 0,
            ReduceOp::Mean => 1,
            ReduceOp::Prod => 2,
            ReduceOp::Max => 3,
            ReduceOp::Min => 4,
            ReduceOp::ArgMax => 5,
            ReduceOp::ArgMin => 6,
            ReduceOp::Var { .. } => 7,
            ReduceOp::Norm => 8,
            ReduceOp::LogSumExp => 9,
            ReduceOp::Any => 10,
            ReduceOp::All => 11,
        }
    }
}

/// One workgroup per group, folded into two dimensions past WebGPU's per-dimension limit.
fn group_grid(groups: usize) -> Result<(u32, u32, u32), DeviceError> {
    let g = groups.max(1);
    let limit = MAX_WORKGROUPS as usize;
    if g > limit * limit {
        return Err(DeviceError::internal(format!(
            "{g} reduction groups exceed {limit} x {limit} workgroups"
        )));
    }
    if g <= limit {
        Ok((g as u32, 1, 1))
    } else {
        Ok((limit as u32, g.div_ceil(limit) as u32, 1))
    }
}

fn flat((x, y): (u32, u32)) -> (u32, u32, u32) {
    (x, y, 1)
}

/// `(outer, size, inner)` of a contiguous shape split at `dim`.
fn split(shape: &[usize], dim: usize) -> (usize, usize, usize) {
    (
        shape[..dim].iter().product(),
        shape[dim],
        shape[dim + 1..].iter().product(),
    )
}

impl GpuBackend {
    /// Encodes `kernel` over the inputs' buffers into `output` (the caller checked `supports`).
    pub(super) fn encode_kernel(
        &mut self,
        kernel: &Kernel,
        bufs: &[wgpu::Buffer],
        output: &wgpu::Buffer,
        out: DType,
    ) -> Result<(), DeviceError> {
        let len = kernel.out_len();
        match kernel {
            Kernel::Binary { op, shape, a, b } => {
                let layout = self.layout_buffer(op.code(), shape, &[a, b]);
                let binds = [(0, &layout), (1, &bufs[0]), (2, &bufs[1]), (3, output)];
                self.encode("binary", &binds, flat(grid(len)));
            }
            Kernel::Compare { op, shape, a, b } => {
                let layout = self.layout_buffer(op.code(), shape, &[a, b]);
                let binds = [(0, &layout), (1, &bufs[0]), (2, &bufs[1]), (3, output)];
                self.encode("compare", &binds, flat(grid(len)));
            }
            Kernel::Unary { op, shape, a } => {
                let layout = self.layout_buffer(op.code(), shape, &[a]);
                // The unary entry point leaves binding 2 unused, so its layout omits it.
                let binds = [(0, &layout), (1, &bufs[0]), (3, output)];
                self.encode("unary", &binds, flat(grid(len)));
            }
            Kernel::Where { shape, cond, a, b } => {
                let layout = self.layout_buffer(0, shape, &[cond, a, b]);
                let binds = [
                    (0, &layout),
                    (4, &bufs[0]),
                    (1, &bufs[1]),
                    (2, &bufs[2]),
                    (3, output),
                ];
                self.encode("where", &binds, flat(grid(len)));
            }
            Kernel::Matmul { m, k, n } => self.matmul(1, *m, *k, *n, bufs, output)?,
            Kernel::BatchMatmul { batch, m, k, n } => {
                self.matmul(*batch, *m, *k, *n, bufs, output)?
            }
            Kernel::SumAll { n } => {
                let params = self.uniform(&[*n as u32, 0, 0, 0]);
                self.encode(
                    "sum",
                    &[(0, &params), (1, &bufs[0]), (2, output)],
                    (1, 1, 1),
                );
            }
            Kernel::Reduce { op, shape, a, dims } => {
                self.reduce(*op, shape, a, dims, &bufs[0], output)?
            }
            Kernel::Softmax { shape, dim, log } => {
                let (outer, size, inner) = split(shape, *dim);
                let params = self.params(*log as u32, outer * inner, size, inner);
                let binds = [(0, &params), (1, &bufs[0]), (2, output)];
                self.encode("softmax", &binds, group_grid(outer * inner)?);
            }
            Kernel::Cumsum { shape, dim } => {
                let (outer, size, inner) = split(shape, *dim);
                let params = self.params(0, outer * inner, size, inner);
                let binds = [(0, &params), (1, &bufs[0]), (2, output)];
                self.encode("cumsum", &binds, flat(grid(outer * inner)));
            }
            Kernel::Take { offsets } => {
                let layout = self.words(&[0, len as i32, 0])?;
                let idx: Vec<i32> = offsets.iter().map(|&o| o as i32).collect();
                let idx = self.words(&idx)?;
                let binds = [(0, &layout), (1, &bufs[0]), (3, output), (5, &idx)];
                self.encode("take", &binds, flat(grid(len)));
            }
            Kernel::Cast { to, n } => {
                let op = match to {
                    DType::Bool => 1,
                    DType::Int64 => 2,
                    _ => 0,
                };
                let layout = self.words(&[op, *n as i32, 0])?;
                let binds = [(0, &layout), (1, &bufs[0]), (3, output)];
                self.encode("convert", &binds, flat(grid(*n)));
            }
            Kernel::Assign {
                len: dst_len,
                dst,
                shape,
                src,
                accumulate,
            } => {
                self.copy(&bufs[0], output, (*dst_len.max(&1) * 4) as u64);
                let op = match (accumulate, out) {
                    (true, _) => 1,
                    (false, DType::Bool) => 2,
                    _ => 0,
                };
                let layout = self.layout_buffer(op, shape, &[src]);
                let idx: Vec<i32> = dst.iter().map(|&o| o as i32).collect();
                let idx = self.words(&idx)?;
                let binds = [(0, &layout), (1, &bufs[1]), (3, output), (5, &idx)];
                self.encode("scatter", &binds, flat(grid(dst.len())));
            }
            Kernel::Cat { dim, shapes, parts } => {
                let mut full = shapes[0].clone();
                full[*dim] = shapes.iter().map(|s| s[*dim]).sum();
                let mut strides = vec![1isize; full.len()];
                for d in (0..full.len().saturating_sub(1)).rev() {
                    strides[d] = strides[d + 1] * full[d + 1] as isize;
                }
                let mut start = 0usize;
                for (p, (shape, part)) in shapes.iter().zip(parts).enumerate() {
                    let place = Access {
                        strides: strides.clone(),
                        offset: start * strides[*dim] as usize,
                    };
                    start += shape[*dim];
                    let n: usize = shape.iter().product();
                    if n == 0 {
                        continue;
                    }
                    let layout = self.layout_buffer(0, shape, &[part, &place]);
                    let binds = [(0, &layout), (1, &bufs[p]), (3, output)];
                    self.encode("place", &binds, flat(grid(n)));
                }
            }
        }
        Ok(())
    }

    /// reduce.wgsl's parameters: op, groups, len, then `step` (softmax and cumsum).
    fn params(&self, op: u32, groups: usize, len: usize, step: usize) -> wgpu::Buffer {
        self.uniform(&[op, groups as u32, len as u32, 0, 0, 0, 0, step as u32])
    }

    fn matmul(
        &mut self,
        batch: usize,
        m: usize,
        k: usize,
        n: usize,
        bufs: &[wgpu::Buffer],
        output: &wgpu::Buffer,
    ) -> Result<(), DeviceError> {
        if m == 0 || n == 0 || batch == 0 {
            return Ok(()); // an empty result: nothing to compute
        }
        let dims = self.uniform(&[m as u32, k as u32, n as u32, 0]);
        // (key, output columns per workgroup, output rows per workgroup): see the .wgsl files.
        let (key, cols, rows) = match self.matmul {
            MatmulKernel::Systolic => ("systolic", 8 * SYSTOLIC_T, SYSTOLIC_T),
            // Whole vec4 loads of B need every row of B to start on a vec4 (and a B of at least
            // one vec4: K = 0 leaves a one-element placeholder buffer).
            MatmulKernel::Tiled if n.is_multiple_of(4) && k > 0 => ("tiled", 128, 8),
            MatmulKernel::Tiled => ("tiled_scalar", 128, 8),
        };
        let groups = (n.div_ceil(cols), m.div_ceil(rows), batch);
        let limit = MAX_WORKGROUPS as usize;
        if groups.0 > limit || groups.1 > limit || groups.2 > limit {
            return Err(DeviceError::internal(format!(
                "a {batch}x{m}x{n} matmul needs more than {MAX_WORKGROUPS} workgroups in one dimension"
            )));
        }
        let groups = (groups.0 as u32, groups.1 as u32, groups.2 as u32);
        self.encode(
            key,
            &[(0, &dims), (1, &bufs[0]), (2, &bufs[1]), (3, output)],
            groups,
        );
        Ok(())
    }

    fn reduce(
        &mut self,
        op: ReduceOp,
        shape: &[usize],
        a: &Access,
        dims: &[usize],
        input: &wgpu::Buffer,
        output: &wgpu::Buffer,
    ) -> Result<(), DeviceError> {
        let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
        let groups: usize = kept.iter().map(|&d| shape[d]).product();
        let len: usize = dims.iter().map(|&d| shape[d]).product();
        let mut layout: Vec<i32> = Vec::new();
        for set in [&kept[..], dims] {
            layout.extend(set.iter().map(|&d| shape[d] as i32));
            layout.extend(set.iter().map(|&d| a.strides[d] as i32));
        }
        let correction = match op {
            ReduceOp::Var { correction } => correction as f32,
            _ => 0.0,
        };
        let params = self.uniform(&[
            op.code(),
            groups as u32,
            len as u32,
            kept.len() as u32,
            dims.len() as u32,
            a.offset as u32,
            correction.to_bits(),
            0,
        ]);
        let layout = self.words(&layout)?;
        let binds = [(0, &params), (1, input), (2, output), (3, &layout)];
        self.encode("reduce", &binds, group_grid(groups)?);
        Ok(())
    }
}
