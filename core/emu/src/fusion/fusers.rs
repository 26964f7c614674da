//! The fusers' rules: which ops a fused group can hold, the per-op expression table both code
//! generators read, and why a group refuses an op ([`FuseRefusal`]).

use serde::{Deserialize, Serialize};

use crate::ops::{BinaryOp, Kernel, UnaryOp};
use crate::tensor::DType;

/// WebGPU's default `maxStorageBuffersPerShaderStage`.
pub const MAX_STORAGE_BUFFERS: usize = 8;
/// WebGPU's default `maxStorageBufferBindingSize`: 128 MiB.
pub const MAX_BINDING_BYTES: usize = 128 << 20;
/// WebGPU's default `maxComputeWorkgroupsPerDimension`.
pub const MAX_WORKGROUPS_PER_DIM: usize = 65535;
/// Invocations per workgroup of the generated kernels.
pub const WORKGROUP: usize = 256;

/// Why a fused group did not take in an op (the op then starts a group of its own or runs alone).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FuseRefusal {
    /// The op is not elementwise (a matmul, a reduction, a gather): it runs as its own kernel.
    NotElementwise,
    /// Only float32 ops fuse (the dtype every backend computes natively).
    DType { dtype: String },
    /// The op's output shape differs from the group's: one invocation per element needs one shape.
    ShapeMismatch { group: Vec<usize>, op: Vec<usize> },
    /// The op reads a value of the group through a view that is not the plain contiguous layout
    /// (a transpose, a slice, a broadcast): the value lives in a register of another invocation.
    ViewBreaksContiguity,
    /// A contiguous copy feeding a matmul cannot be folded into the matmul's reads because the
    /// program (or another op) reads the copy too.
    SecondConsumer,
    /// The op has no expression in the WGSL table, so the GPU cannot run it fused.
    NoWgsl,
    /// The group would bind more storage buffers than a WebGPU shader stage may.
    StorageBuffers { needed: usize, limit: usize },
    /// A buffer of the group would exceed WebGPU's per-binding size.
    BindingTooLarge { bytes: usize, limit: usize },
    /// The group's elements need more workgroups than WebGPU's two folded dimensions hold.
    Workgroups { needed: usize, limit: usize },
}

impl FuseRefusal {
    /// One line for people.
    pub fn describe(&self) -> String {
        match self {
            FuseRefusal::NotElementwise => "not an elementwise op".into(),
            FuseRefusal::DType { dtype } => format!("dtype {dtype} (only float32 ops fuse)"),
            FuseRefusal::ShapeMismatch { group, op } => {
                format!("output shape {op:?} differs from the group's {group:?}")
            }
            FuseRefusal::ViewBreaksContiguity => {
                "reads a group value through a view that breaks contiguity".into()
            }
            FuseRefusal::SecondConsumer => "the copy has a second consumer".into(),
            FuseRefusal::NoWgsl => "no WGSL expression for this op".into(),
            FuseRefusal::StorageBuffers { needed, limit } => {
                format!("needs {needed} storage buffers per stage (limit {limit})")
            }
            FuseRefusal::BindingTooLarge { bytes, limit } => {
                format!("a binding of {bytes} bytes exceeds {limit}")
            }
            FuseRefusal::Workgroups { needed, limit } => {
                format!("needs {needed} workgroups (limit {limit})")
            }
        }
    }
}

/// One elementwise op of a fused group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    Binary(BinaryOp),
    Unary(UnaryOp),
    /// The head of a matmul-epilogue group: `C[m,n] = A[m,k] @ B[k,n]`, one element per
    /// invocation (its value feeds the epilogue in a register).
    Matmul,
    /// A reduction (named by its op) closing the first phase of a group; the ops after it run
    /// over the reduced shape. CPU backend only (the GPU runs reductions other than a full sum on
    /// the CPU reference, so it never records them).
    Reduce(&'static str),
    /// An in-place write of a whole storage in order (`p.sub_(..)`, `x.copy_(..)`): a copy of
    /// its source, which becomes the storage's new contents.
    Assign,
}

impl Expr {
    pub fn name(self) -> &'static str {
        match self {
            Expr::Binary(op) => op.name(),
            Expr::Unary(op) => op.name(),
            Expr::Matmul => "mm",
            Expr::Reduce(name) => name,
            Expr::Assign => "copy_",
        }
    }

    /// The op's WGSL expression over operands `a` (and `b`), in f32, from the op table's WGSL
    /// column (`ops::wgsl`); `None` for the heads codegen writes as loops. Exact ops give the CPU
    /// reference's bits; the others are within their entry in `ops::tolerance`.
    pub fn wgsl(self, a: &str, b: &str) -> Option<String> {
        match self {
            Expr::Binary(op) => Some(op.wgsl(a, b)),
            Expr::Unary(op) => Some(op.wgsl(a)),
            // The matmul head is generated as a loop by codegen, not as an expression.
            Expr::Matmul | Expr::Reduce(_) => None,
            Expr::Assign => Some(a.to_string()),
        }
    }

    /// The op as the CPU reference computes one float32 element.
    pub fn eval_f32(self, a: f32, b: f32) -> f32 {
        match self {
            Expr::Binary(op) => crate::ops::cpu::binary_f32(op, a, b),
            Expr::Unary(op) => crate::ops::cpu::unary_f32(op, a),
            // Computed whole by the CPU loop before the epilogue (see codegen::run_cpu).
            Expr::Matmul | Expr::Reduce(_) | Expr::Assign => a,
        }
    }
}

/// Whether `kernel` can head a matmul-epilogue group: a float32 2-D matmul.
pub fn matmul_head(kernel: &Kernel, inputs: &[DType], out: DType) -> Option<(usize, usize, usize)> {
    match kernel {
        Kernel::Matmul { m, k, n }
            if out == DType::Float32 && inputs.iter().all(|d| *d == DType::Float32) =>
        {
            Some((*m, *k, *n))
        }
        _ => None,
    }
}

/// An in-place write that replaces a whole storage in order: `(the view's shape, the source's
/// access)`. Its output is then the source copied, element for element.
pub fn whole_assign(kernel: &Kernel) -> Option<(&[usize], &crate::ops::Access)> {
    match kernel {
        Kernel::Assign {
            len,
            dst,
            shape,
            src,
            accumulate: false,
        } if dst.len() == *len
            && shape.iter().product::<usize>() == *len
            && dst.iter().enumerate().all(|(i, &d)| i == d) =>
        {
            Some((shape, src))
        }
        _ => None,
    }
}

/// The elementwise op of `kernel` if it is one a fused group may hold, else why not.
pub fn elementwise(kernel: &Kernel, inputs: &[DType], out: DType) -> Result<Expr, FuseRefusal> {
    let expr = match kernel {
        Kernel::Binary { op, .. } => Expr::Binary(*op),
        Kernel::Unary { op, .. } if !op.is_predicate() => Expr::Unary(*op),
        k if whole_assign(k).is_some() => Expr::Assign,
        _ => return Err(FuseRefusal::NotElementwise),
    };
    if out != DType::Float32 {
        return Err(FuseRefusal::DType {
            dtype: out.name().into(),
        });
    }
    if let Some(d) = inputs.iter().find(|d| **d != DType::Float32) {
        return Err(FuseRefusal::DType {
            dtype: d.name().into(),
        });
    }
    Ok(expr)
}

/// The WebGPU limits a generated kernel must respect, checked for a group of `n` elements with
/// `inputs` bindings (of the given byte sizes) and `outputs` outputs.
pub fn check_limits(n: usize, input_bytes: &[usize], outputs: usize) -> Result<(), FuseRefusal> {
    let needed = input_bytes.len() + outputs;
    if needed > MAX_STORAGE_BUFFERS {
        return Err(FuseRefusal::StorageBuffers {
            needed,
            limit: MAX_STORAGE_BUFFERS,
        });
    }
    let biggest = input_bytes
        .iter()
        .copied()
        .chain(std::iter::once(n.saturating_mul(4)))
        .max()
        .unwrap_or(0);
    if biggest > MAX_BINDING_BYTES {
        return Err(FuseRefusal::BindingTooLarge {
            bytes: biggest,
            limit: MAX_BINDING_BYTES,
        });
    }
    let groups = n.div_ceil(WORKGROUP);
    let limit = MAX_WORKGROUPS_PER_DIM * MAX_WORKGROUPS_PER_DIM;
    if groups > limit {
        return Err(FuseRefusal::Workgroups {
            needed: groups,
            limit,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::Access;

    #[test]
    fn only_float32_elementwise_ops_fuse() {
        let a = Access {
            strides: vec![1],
            offset: 0,
        };
        let add = Kernel::Binary {
            op: BinaryOp::Add,
            shape: vec![3],
            a: a.clone(),
            b: a.clone(),
        };
        let f = DType::Float32;
        assert_eq!(
            elementwise(&add, &[f, f], f),
            Ok(Expr::Binary(BinaryOp::Add))
        );
        assert_eq!(
            elementwise(&add, &[DType::Int64, DType::Int64], DType::Int64),
            Err(FuseRefusal::DType {
                dtype: "int64".into()
            })
        );
        assert_eq!(
            elementwise(&Kernel::SumAll { n: 3 }, &[f], f),
            Err(FuseRefusal::NotElementwise)
        );
        let isnan = Kernel::Unary {
            op: UnaryOp::IsNan,
            shape: vec![3],
            a,
        };
        assert_eq!(
            elementwise(&isnan, &[f], DType::Bool),
            Err(FuseRefusal::NotElementwise)
        );
    }

    #[test]
    fn webgpu_limits_refuse_with_their_numbers() {
        assert_eq!(check_limits(1024, &[4096; 7], 1), Ok(()));
        assert_eq!(
            check_limits(1024, &[4096; 8], 1),
            Err(FuseRefusal::StorageBuffers {
                needed: 9,
                limit: 8
            })
        );
        // 2^25 floats = 128 MiB exactly is allowed; one more element is not.
        assert_eq!(check_limits(1 << 25, &[4], 1), Ok(()));
        assert_eq!(
            check_limits((1 << 25) + 1, &[4], 1),
            Err(FuseRefusal::BindingTooLarge {
                bytes: (1 << 27) + 4,
                limit: 1 << 27
            })
        );
        // Workgroups fold into two dimensions, so a group past 65535^2 workgroups would bind far
        // more than 128 MiB: the binding limit is what refuses it first.
        let past = MAX_WORKGROUPS_PER_DIM * MAX_WORKGROUPS_PER_DIM * WORKGROUP + 1;
        assert!(matches!(
            check_limits(past, &[4], 1),
            Err(FuseRefusal::BindingTooLarge { .. })
        ));
    }

    #[test]
    fn the_wgsl_table_covers_the_exact_ops_and_names_operands() {
        assert_eq!(
            Expr::Binary(BinaryOp::Mul).wgsl("x0", "r1").as_deref(),
            Some("(x0 * r1)")
        );
        assert_eq!(
            Expr::Unary(UnaryOp::Relu).wgsl("r0", "").as_deref(),
            Some("select(0.0, r0, r0 > 0.0 || is_nan_f32(r0))")
        );
        // GELU's erf and C's pow are functions of ops/math.wgsl.
        assert_eq!(
            Expr::Unary(UnaryOp::Gelu).wgsl("x", "").as_deref(),
            Some("gelu_f32(x)")
        );
        assert_eq!(
            Expr::Binary(BinaryOp::Pow).wgsl("x", "y").as_deref(),
            Some("pow_f32(x, y)")
        );
        assert_eq!(Expr::Matmul.wgsl("x", "y"), None);
    }
}
