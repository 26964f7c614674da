//! The op table: each op's PyTorch name, its shape rule and its CPU reference kernel.
//!
//! A [`Kernel`] is what the dispatcher hands a backend: the op plus the exact view metadata of its
//! inputs (broadcast inputs carry stride 0), so every backend computes the same elements in the same
//! order. The CPU kernels here are the reference the GPU kernels are tested against.

pub mod cpu;

use serde::Serialize;

use crate::script::PyErr;
use crate::tensor::DType;

/// Elementwise binary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Maximum,
    Minimum,
}

impl BinaryOp {
    /// The ATen name, as the trace and `grad_fn` use it.
    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::Div => "div",
            BinaryOp::Maximum => "maximum",
            BinaryOp::Minimum => "minimum",
        }
    }

    /// The op's code in the WGSL elementwise kernel.
    pub fn code(self) -> u32 {
        self as u32
    }
}

/// Elementwise unary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum UnaryOp {
    /// A strided copy: how a non-contiguous view becomes contiguous.
    Copy,
    Neg,
    Relu,
    Abs,
}

impl UnaryOp {
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Copy => "contiguous",
            UnaryOp::Neg => "neg",
            UnaryOp::Relu => "relu",
            UnaryOp::Abs => "abs",
        }
    }

    pub fn code(self) -> u32 {
        self as u32
    }
}

/// Comparison ops (their output is bool).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CompareOp {
    pub fn name(self) -> &'static str {
        match self {
            CompareOp::Eq => "eq",
            CompareOp::Ne => "ne",
            CompareOp::Lt => "lt",
            CompareOp::Le => "le",
            CompareOp::Gt => "gt",
            CompareOp::Ge => "ge",
        }
    }
}

/// How one input is read: the strides (0 where broadcast) and offset into its storage.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Access {
    pub strides: Vec<isize>,
    pub offset: usize,
}

/// One kernel launch, fully described. The output is always a fresh contiguous tensor.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Kernel {
    Binary {
        op: BinaryOp,
        shape: Vec<usize>,
        a: Access,
        b: Access,
    },
    Unary {
        op: UnaryOp,
        shape: Vec<usize>,
        a: Access,
    },
    Compare {
        op: CompareOp,
        shape: Vec<usize>,
        a: Access,
        b: Access,
    },
    /// `C[m,n] = A[m,k] @ B[k,n]` over contiguous inputs.
    Matmul { m: usize, k: usize, n: usize },
    /// The sum of all `n` elements of a contiguous input.
    SumAll { n: usize },
    /// Convert every element of a contiguous input to another dtype.
    Cast { to: DType, n: usize },
}

impl Kernel {
    /// The name the trace shows (`add`, `mm`, `sum`), as PyTorch's profiler names ATen ops.
    pub fn name(&self) -> &'static str {
        match self {
            Kernel::Binary { op, .. } => op.name(),
            Kernel::Unary { op, .. } => op.name(),
            Kernel::Compare { op, .. } => op.name(),
            Kernel::Matmul { .. } => "mm",
            Kernel::SumAll { .. } => "sum",
            Kernel::Cast { .. } => "to",
        }
    }

    /// Elements written.
    pub fn out_len(&self) -> usize {
        match self {
            Kernel::Binary { shape, .. }
            | Kernel::Unary { shape, .. }
            | Kernel::Compare { shape, .. } => shape.iter().product(),
            Kernel::Matmul { m, n, .. } => m * n,
            Kernel::SumAll { .. } => 1,
            Kernel::Cast { n, .. } => *n,
        }
    }

    /// Floating-point operations, for the cost model.
    pub fn flops(&self) -> u64 {
        match self {
            Kernel::Matmul { m, k, n } => 2 * (*m as u64) * (*k as u64) * (*n as u64),
            Kernel::SumAll { n } => *n as u64,
            other => other.out_len() as u64,
        }
    }
}

/// PyTorch's broadcasting rule: align trailing dimensions; sizes must match or be 1.
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<Vec<usize>, PyErr> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let da = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            1
        };
        let db = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            1
        };
        out[i] = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return Err(PyErr::runtime_error(format!(
                "The size of tensor a ({da}) must match the size of tensor b ({db}) at non-singleton dimension {i}"
            )));
        };
    }
    Ok(out)
}

/// The access pattern that reads a view of `shape`/`strides` broadcast to `out`.
pub fn broadcast_access(
    shape: &[usize],
    strides: &[isize],
    offset: usize,
    out: &[usize],
) -> Access {
    let pad = out.len() - shape.len();
    let mut s = vec![0isize; out.len()];
    for i in 0..shape.len() {
        s[pad + i] = if shape[i] == 1 && out[pad + i] != 1 {
            0
        } else {
            strides[i]
        };
    }
    Access { strides: s, offset }
}

/// PyTorch's type promotion for two tensor operands (category first, then the wider type).
pub fn promote(a: DType, b: DType) -> DType {
    use DType::*;
    let rank = |d: DType| match d {
        Bool => 0,
        Int32 => 1,
        Int64 => 2,
        Float16 => 3,
        BFloat16 => 4,
        Float32 => 5,
        Float64 => 6,
    };
    if (a == Float16 && b == BFloat16) || (a == BFloat16 && b == Float16) {
        return Float32;
    }
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}
