//! The op table: each op's PyTorch name, its shape rule and its CPU reference kernel.
//!
//! A [`Kernel`] is what the dispatcher hands a backend: the op plus the exact view metadata of its
//! inputs (broadcast inputs carry stride 0), so every backend computes the same elements in the same
//! order. The CPU kernels here are the reference the GPU kernels are tested against.

pub mod cpu;
pub mod tolerance;
pub mod wgsl;

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::tensor::DType;

/// Elementwise binary ops. The first six have codes in the WGSL elementwise kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Maximum,
    Minimum,
    Pow,
    /// Python's `//`: rounds toward negative infinity.
    FloorDiv,
    /// Python's `%`: the sign of the divisor.
    Remainder,
    Atan2,
    Hypot,
    /// C's `fmod`: the sign of the dividend (`torch.fmod`).
    Fmod,
    Copysign,
    /// Maximum ignoring NaN (`torch.fmax`): NaN only where both are NaN.
    Fmax,
    Fmin,
    /// Integer `&`, `|`, `^` (bool operands take the logical compare ops).
    BitAnd,
    BitOr,
    BitXor,
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
            BinaryOp::Pow => "pow",
            BinaryOp::FloorDiv => "floor_divide",
            BinaryOp::Remainder => "remainder",
            BinaryOp::Atan2 => "atan2",
            BinaryOp::Hypot => "hypot",
            BinaryOp::Fmod => "fmod",
            BinaryOp::Copysign => "copysign",
            BinaryOp::Fmax => "fmax",
            BinaryOp::Fmin => "fmin",
            BinaryOp::BitAnd => "bitwise_and",
            BinaryOp::BitOr => "bitwise_or",
            BinaryOp::BitXor => "bitwise_xor",
        }
    }

    /// The op's code in the WGSL elementwise kernel, where it has one.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// Whether the WGSL elementwise kernel implements the op.
    pub fn on_gpu(self) -> bool {
        self.code() <= BinaryOp::Minimum as u32
    }

    /// Ops whose result is floating point even for integer operands (as true division).
    pub fn is_float_only(self) -> bool {
        matches!(
            self,
            BinaryOp::Div | BinaryOp::Atan2 | BinaryOp::Hypot | BinaryOp::Copysign
        )
    }
}

/// Elementwise unary ops. The first four have codes in the WGSL elementwise kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnaryOp {
    /// A strided copy: how a non-contiguous view becomes contiguous.
    Copy,
    Neg,
    Relu,
    Abs,
    Exp,
    Log,
    Log1p,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Tanh,
    Sigmoid,
    /// `x * Phi(x)` with the exact normal CDF (`approximate="none"`).
    Gelu,
    /// The tanh approximation of GELU (`approximate="tanh"`).
    GeluTanh,
    Silu,
    Softplus,
    Sign,
    Reciprocal,
    Square,
    /// Bool output.
    IsNan,
    /// Bool output.
    IsInf,
    /// Bool output: `~b` on bool tensors.
    LogicalNot,
    /// d/dx of `Gelu`: the backward kernel, as ATen's `gelu_backward`.
    GeluDeriv,
    /// d/dx of `GeluTanh`.
    GeluTanhDeriv,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Asinh,
    Acosh,
    Atanh,
    Erf,
    Erfc,
    Expm1,
    Exp2,
    Log2,
    Log10,
    /// Integer inputs keep their dtype (and value) for the four roundings and `frac`.
    Floor,
    Ceil,
    /// Half to even, as `torch.round` (C's `nearbyint`).
    Round,
    Trunc,
    /// `x - trunc(x)`.
    Frac,
    /// Bool output.
    IsFinite,
    /// Bool output.
    IsPosInf,
    /// Bool output.
    IsNegInf,
    /// Bool output: the sign bit (true for -0.0).
    SignBit,
    Erfinv,
}

impl UnaryOp {
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Copy => "contiguous",
            UnaryOp::Neg => "neg",
            UnaryOp::Relu => "relu",
            UnaryOp::Abs => "abs",
            UnaryOp::Exp => "exp",
            UnaryOp::Log => "log",
            UnaryOp::Log1p => "log1p",
            UnaryOp::Sqrt => "sqrt",
            UnaryOp::Rsqrt => "rsqrt",
            UnaryOp::Sin => "sin",
            UnaryOp::Cos => "cos",
            UnaryOp::Tanh => "tanh",
            UnaryOp::Sigmoid => "sigmoid",
            UnaryOp::Gelu | UnaryOp::GeluTanh => "gelu",
            UnaryOp::Silu => "silu",
            UnaryOp::Softplus => "softplus",
            UnaryOp::Sign => "sign",
            UnaryOp::Reciprocal => "reciprocal",
            UnaryOp::Square => "square",
            UnaryOp::IsNan => "isnan",
            UnaryOp::IsInf => "isinf",
            UnaryOp::LogicalNot => "logical_not",
            UnaryOp::GeluDeriv | UnaryOp::GeluTanhDeriv => "gelu_backward",
            UnaryOp::Tan => "tan",
            UnaryOp::Asin => "asin",
            UnaryOp::Acos => "acos",
            UnaryOp::Atan => "atan",
            UnaryOp::Sinh => "sinh",
            UnaryOp::Cosh => "cosh",
            UnaryOp::Asinh => "asinh",
            UnaryOp::Acosh => "acosh",
            UnaryOp::Atanh => "atanh",
            UnaryOp::Erf => "erf",
            UnaryOp::Erfc => "erfc",
            UnaryOp::Expm1 => "expm1",
            UnaryOp::Exp2 => "exp2",
            UnaryOp::Log2 => "log2",
            UnaryOp::Log10 => "log10",
            UnaryOp::Floor => "floor",
            UnaryOp::Ceil => "ceil",
            UnaryOp::Round => "round",
            UnaryOp::Trunc => "trunc",
            UnaryOp::Frac => "frac",
            UnaryOp::IsFinite => "isfinite",
            UnaryOp::IsPosInf => "isposinf",
            UnaryOp::IsNegInf => "isneginf",
            UnaryOp::SignBit => "signbit",
            UnaryOp::Erfinv => "erfinv",
        }
    }

    pub fn code(self) -> u32 {
        self as u32
    }

    /// Whether the WGSL elementwise kernel implements the op.
    pub fn on_gpu(self) -> bool {
        self.code() <= UnaryOp::Abs as u32
    }

    /// Ops whose result is bool whatever the input.
    pub fn is_predicate(self) -> bool {
        matches!(
            self,
            UnaryOp::IsNan
                | UnaryOp::IsInf
                | UnaryOp::LogicalNot
                | UnaryOp::IsFinite
                | UnaryOp::IsPosInf
                | UnaryOp::IsNegInf
                | UnaryOp::SignBit
        )
    }

    /// Ops that only make sense on floating point (integer inputs are promoted to float32).
    pub fn is_transcendental(self) -> bool {
        !matches!(
            self,
            UnaryOp::Copy
                | UnaryOp::Neg
                | UnaryOp::Relu
                | UnaryOp::Abs
                | UnaryOp::Sign
                | UnaryOp::Square
                | UnaryOp::IsNan
                | UnaryOp::IsInf
                | UnaryOp::LogicalNot
                | UnaryOp::Floor
                | UnaryOp::Ceil
                | UnaryOp::Round
                | UnaryOp::Trunc
                | UnaryOp::Frac
                | UnaryOp::IsFinite
                | UnaryOp::IsPosInf
                | UnaryOp::IsNegInf
                | UnaryOp::SignBit
        )
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
    /// Bool and/or/xor (`&`, `|`, `^` on bool tensors).
    And,
    Or,
    Xor,
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
            CompareOp::And => "logical_and",
            CompareOp::Or => "logical_or",
            CompareOp::Xor => "logical_xor",
        }
    }
}

/// Reductions over a set of dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum ReduceOp {
    Sum,
    Mean,
    Prod,
    Max,
    Min,
    /// Index of the first maximum (int64 output).
    ArgMax,
    /// Index of the first minimum (int64 output).
    ArgMin,
    /// Variance with Bessel's `correction` (1 = unbiased).
    Var {
        correction: f64,
    },
    /// `sqrt(sum(x^2))`.
    Norm,
    LogSumExp,
    /// Bool output.
    Any,
    /// Bool output.
    All,
}

impl ReduceOp {
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Mean => "mean",
            ReduceOp::Prod => "prod",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
            ReduceOp::ArgMax => "argmax",
            ReduceOp::ArgMin => "argmin",
            ReduceOp::Var { .. } => "var",
            ReduceOp::Norm => "norm",
            ReduceOp::LogSumExp => "logsumexp",
            ReduceOp::Any => "any",
            ReduceOp::All => "all",
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
    /// `cond ? a : b`, all three broadcast to `shape`.
    Where {
        shape: Vec<usize>,
        cond: Access,
        a: Access,
        b: Access,
    },
    /// `C[m,n] = A[m,k] @ B[k,n]` over contiguous inputs.
    Matmul { m: usize, k: usize, n: usize },
    /// `batch` independent matmuls over contiguous `[batch, m, k]` and `[batch, k, n]` inputs.
    BatchMatmul {
        batch: usize,
        m: usize,
        k: usize,
        n: usize,
    },
    /// The sum of all `n` elements of a contiguous input.
    SumAll { n: usize },
    /// Reduces the strided input of `shape` over `dims` (sorted); the output holds the kept
    /// dimensions in row-major order.
    Reduce {
        op: ReduceOp,
        shape: Vec<usize>,
        a: Access,
        dims: Vec<usize>,
    },
    /// Running sum along `dim` of a contiguous input.
    Cumsum { shape: Vec<usize>, dim: usize },
    /// (log-)softmax along `dim` of a contiguous input.
    Softmax {
        shape: Vec<usize>,
        dim: usize,
        log: bool,
    },
    /// Convert every element of a contiguous input to another dtype.
    Cast { to: DType, n: usize },
    /// Gathers the storage elements at `offsets`: fancy indexing, masks, `index_select`, `gather`.
    /// (Shared: a kernel is cloned into the replay log and the lazy graph; these lists may hold
    /// every element of a real-size tensor.)
    Take { offsets: std::rc::Rc<[usize]> },
    /// A copy of the whole destination storage (input 0, `len` elements) with the elements at `dst`
    /// replaced by the strided source (input 1) of `shape`: every in-place write and index assignment.
    Assign {
        len: usize,
        dst: std::rc::Rc<[usize]>,
        shape: Vec<usize>,
        src: Access,
        /// Add into the destination instead of overwriting (`index_put_(accumulate=True)`, and
        /// the backward of gathers, where an index may repeat).
        accumulate: bool,
    },
    /// Concatenation along `dim` of inputs of `shapes` (each read through its access).
    Cat {
        dim: usize,
        shapes: Vec<Vec<usize>>,
        parts: Vec<Access>,
    },
}

impl Kernel {
    /// The name the trace shows (`add`, `mm`, `sum`), as PyTorch's profiler names ATen ops.
    pub fn name(&self) -> &'static str {
        match self {
            Kernel::Binary { op, .. } => op.name(),
            Kernel::Unary { op, .. } => op.name(),
            Kernel::Compare { op, .. } => op.name(),
            Kernel::Where { .. } => "where",
            Kernel::Matmul { .. } => "mm",
            Kernel::BatchMatmul { .. } => "bmm",
            Kernel::SumAll { .. } => "sum",
            Kernel::Reduce { op, .. } => op.name(),
            Kernel::Cumsum { .. } => "cumsum",
            Kernel::Softmax { log, .. } => {
                if *log {
                    "log_softmax"
                } else {
                    "softmax"
                }
            }
            Kernel::Cast { .. } => "to",
            Kernel::Take { .. } => "index",
            Kernel::Assign { .. } => "index_put_",
            Kernel::Cat { .. } => "cat",
        }
    }

    /// Elements written (saturating: a shape too large to count is simply too large).
    pub fn out_len(&self) -> usize {
        match self {
            Kernel::Binary { shape, .. }
            | Kernel::Unary { shape, .. }
            | Kernel::Compare { shape, .. }
            | Kernel::Where { shape, .. }
            | Kernel::Cumsum { shape, .. }
            | Kernel::Softmax { shape, .. } => saturating_product(shape),
            Kernel::Matmul { m, n, .. } => m.saturating_mul(*n),
            Kernel::BatchMatmul { batch, m, n, .. } => batch.saturating_mul(*m).saturating_mul(*n),
            Kernel::SumAll { .. } => 1,
            Kernel::Reduce { shape, dims, .. } => shape
                .iter()
                .enumerate()
                .filter(|(i, _)| !dims.contains(i))
                .fold(1usize, |acc, (_, d)| acc.saturating_mul(*d)),
            Kernel::Cast { n, .. } => *n,
            Kernel::Take { offsets } => offsets.len(),
            Kernel::Assign { len, .. } => *len,
            Kernel::Cat { dim, shapes, .. } => {
                let mut s = shapes[0].clone();
                s[*dim] = shapes.iter().map(|p| p[*dim]).sum();
                saturating_product(&s)
            }
        }
    }

    /// Floating-point operations, for the cost model.
    pub fn flops(&self) -> u64 {
        match self {
            Kernel::Matmul { m, k, n } => 2 * (*m as u64) * (*k as u64) * (*n as u64),
            Kernel::BatchMatmul { batch, m, k, n } => {
                2 * (*batch as u64) * (*m as u64) * (*k as u64) * (*n as u64)
            }
            Kernel::SumAll { n } => *n as u64,
            Kernel::Reduce { shape, .. } => shape.iter().product::<usize>() as u64,
            other => other.out_len() as u64,
        }
    }
}

fn saturating_product(shape: &[usize]) -> usize {
    shape.iter().fold(1usize, |acc, &d| acc.saturating_mul(d))
}

/// PyTorch's broadcasting rule: align trailing dimensions; sizes must match or be 1 (checked
/// from the last dimension, so the error names the last mismatch, as PyTorch's does).
pub fn broadcast_shapes(a: &[usize], b: &[usize]) -> Result<Vec<usize>, Error> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in (0..n).rev() {
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
            return Err(Error::runtime_error(format!(
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

/// PyTorch's type promotion for two tensor operands (category first, then the wider type). Among
/// the integers uint8 and int8 meet at int16 (neither holds the other's range); otherwise the
/// wider one wins.
pub fn promote(a: DType, b: DType) -> DType {
    use DType::*;
    let rank = |d: DType| match d {
        Bool => 0,
        UInt8 | Int8 => 1,
        Int16 => 2,
        Int32 => 3,
        Int64 => 4,
        Float16 => 5,
        BFloat16 => 6,
        Float32 => 7,
        Float64 => 8,
    };
    if (a == Float16 && b == BFloat16) || (a == BFloat16 && b == Float16) {
        return Float32;
    }
    if (a == UInt8 && b == Int8) || (a == Int8 && b == UInt8) {
        return Int16;
    }
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}
