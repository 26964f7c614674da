//! The op table's WGSL column: each elementwise op's float32 expression, which both the GPU
//! backend's elementwise kernel (`device/gpu/elementwise.wgsl`, its `switch` filled from here) and
//! Fused mode's generated kernels read, and [`HostOnly`]: why an op or dtype stays on the CPU
//! reference. The helper functions the expressions call are in `math.wgsl` beside this file.
//!
//! On the device every tensor is an `array<f32>`: float32 as itself, bool as 0.0 / 1.0, and the
//! int64 results a float kernel produces (argmax's indices) as exact integer values.

use serde::Serialize;

use super::{BinaryOp, CompareOp, Kernel, UnaryOp};
use crate::tensor::DType;

/// The helper functions (`erf_f32`, `pow_f32`, ...) every elementwise WGSL expression may call.
pub const MATH_WGSL: &str = include_str!(concat!(env!("OUT_DIR"), "/math.wgsl"));

/// Why a kernel runs on the CPU reference even on the GPU backend (the trace marks it
/// `host_fallback`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HostOnly {
    /// WGSL has no 64-bit integers (and WebGPU no `f64`): int64, int32 arithmetic and float64
    /// stay on the host rather than being emulated with pairs of 32-bit words.
    NoWideTypes,
    /// Half types (float16, bfloat16) are stored as f32 on the host; WebGPU's `f16` is an
    /// optional feature the software adapters lack.
    HalfTypes,
    /// An in-place write whose destinations repeat (`x[idx] = v` or `index_add_` with a repeated
    /// index): two invocations writing one element would race, where the reference's later
    /// write wins (or adds in order).
    RacingWrites,
    /// Argmax/argmin over more than 2^24 elements: the device holds indices as exact f32
    /// integers, which stop being exact there.
    IndexPastF32,
    /// uint8/int8/int16: stored widened to i32 on the host and wrapped on every write, which the
    /// f32 device kernels do not do.
    NarrowInts,
    /// More than the elementwise kernel's 8 dimensions.
    TooManyDims,
    /// Storage offsets past i32, which the device's index buffers hold.
    OffsetsPastI32,
}

impl HostOnly {
    pub fn describe(self) -> &'static str {
        match self {
            HostOnly::NoWideTypes => "WGSL has no 64-bit integers or f64",
            HostOnly::HalfTypes => {
                "half types are stored as f32 on the host; WebGPU f16 is optional"
            }
            HostOnly::RacingWrites => "writes to repeated indices would race on the device",
            HostOnly::IndexPastF32 => "indices past 2^24 are not exact in the device's f32",
            HostOnly::NarrowInts => {
                "uint8, int8 and int16 are stored as i32 on the host and wrap on every write"
            }
            HostOnly::TooManyDims => "more dimensions than the elementwise kernel's 8",
            HostOnly::OffsetsPastI32 => "storage offsets past 2^31",
        }
    }
}

/// Dtypes a device buffer can hold (see the module comment).
pub fn device_dtype(d: DType) -> Result<(), HostOnly> {
    match d {
        DType::Float32 | DType::Bool => Ok(()),
        DType::Float16 | DType::BFloat16 => Err(HostOnly::HalfTypes),
        DType::Float64 | DType::Int64 | DType::Int32 => Err(HostOnly::NoWideTypes),
        DType::UInt8 | DType::Int8 | DType::Int16 => Err(HostOnly::NarrowInts),
    }
}

impl UnaryOp {
    /// Every unary op, in code order (the WGSL `switch` is generated from this list; a test checks
    /// that the codes are consecutive and the last variant is in it).
    pub const ALL: [UnaryOp; 50] = [
        UnaryOp::Copy,
        UnaryOp::Neg,
        UnaryOp::Relu,
        UnaryOp::Abs,
        UnaryOp::Exp,
        UnaryOp::Log,
        UnaryOp::Log1p,
        UnaryOp::Sqrt,
        UnaryOp::Rsqrt,
        UnaryOp::Sin,
        UnaryOp::Cos,
        UnaryOp::Tanh,
        UnaryOp::Sigmoid,
        UnaryOp::Gelu,
        UnaryOp::GeluTanh,
        UnaryOp::Silu,
        UnaryOp::Softplus,
        UnaryOp::Sign,
        UnaryOp::Reciprocal,
        UnaryOp::Square,
        UnaryOp::IsNan,
        UnaryOp::IsInf,
        UnaryOp::LogicalNot,
        UnaryOp::GeluDeriv,
        UnaryOp::GeluTanhDeriv,
        UnaryOp::Tan,
        UnaryOp::Asin,
        UnaryOp::Acos,
        UnaryOp::Atan,
        UnaryOp::Sinh,
        UnaryOp::Cosh,
        UnaryOp::Asinh,
        UnaryOp::Acosh,
        UnaryOp::Atanh,
        UnaryOp::Erf,
        UnaryOp::Erfc,
        UnaryOp::Expm1,
        UnaryOp::Exp2,
        UnaryOp::Log2,
        UnaryOp::Log10,
        UnaryOp::Floor,
        UnaryOp::Ceil,
        UnaryOp::Round,
        UnaryOp::Trunc,
        UnaryOp::Frac,
        UnaryOp::IsFinite,
        UnaryOp::IsPosInf,
        UnaryOp::IsNegInf,
        UnaryOp::SignBit,
        UnaryOp::Erfinv,
    ];

    /// The op on f32 operand `a` as a WGSL expression (bool results as 0.0 / 1.0). Exact ops
    /// (neg, relu, abs, square, copy, sign, predicates) give the CPU reference's bits; the rest
    /// are within their entry in `ops::tolerance`.
    pub fn wgsl(self, a: &str) -> String {
        match self {
            UnaryOp::Copy => a.to_string(),
            UnaryOp::Neg => format!("(-{a})"),
            // NaN stays NaN, as torch.relu keeps it.
            UnaryOp::Relu => format!("select(0.0, {a}, {a} > 0.0 || is_nan_f32({a}))"),
            UnaryOp::Abs => format!("abs({a})"),
            UnaryOp::Exp => format!("exp_f32({a})"),
            UnaryOp::Log => format!("log({a})"),
            UnaryOp::Log1p => format!("log1p_f32({a})"),
            UnaryOp::Sqrt => format!("sqrt({a})"),
            UnaryOp::Rsqrt => format!("(1.0 / sqrt({a}))"),
            UnaryOp::Sin => format!("sin_f32({a})"),
            UnaryOp::Cos => format!("cos_f32({a})"),
            UnaryOp::Tanh => format!("tanh_f32({a})"),
            UnaryOp::Sigmoid => format!("sigmoid_f32({a})"),
            UnaryOp::Gelu => format!("gelu_f32({a})"),
            UnaryOp::GeluTanh => format!("gelu_tanh_f32({a})"),
            UnaryOp::Silu => format!("({a} * sigmoid_f32({a}))"),
            UnaryOp::Softplus => format!("softplus_f32({a})"),
            UnaryOp::Sign => format!("sign_f32({a})"),
            UnaryOp::Reciprocal => format!("(1.0 / {a})"),
            UnaryOp::Square => format!("({a} * {a})"),
            UnaryOp::IsNan => format!("from_bool(is_nan_f32({a}))"),
            UnaryOp::IsInf => format!("from_bool(is_inf_f32({a}))"),
            UnaryOp::LogicalNot => format!("from_bool({a} == 0.0)"),
            UnaryOp::GeluDeriv => format!("gelu_deriv_f32({a})"),
            UnaryOp::GeluTanhDeriv => format!("gelu_tanh_deriv_f32({a})"),
            UnaryOp::Tan => format!("tan_f32({a})"),
            UnaryOp::Asin => format!("asin_f32({a})"),
            UnaryOp::Acos => format!("acos_f32({a})"),
            UnaryOp::Atan => format!("atan_f32({a})"),
            UnaryOp::Sinh => format!("sinh_f32({a})"),
            UnaryOp::Cosh => format!("cosh_f32({a})"),
            UnaryOp::Asinh => format!("asinh_f32({a})"),
            UnaryOp::Acosh => format!("acosh_f32({a})"),
            UnaryOp::Atanh => format!("atanh_f32({a})"),
            UnaryOp::Erf => format!("erf_f32({a})"),
            UnaryOp::Erfc => format!("erfc_f32({a})"),
            UnaryOp::Expm1 => format!("expm1_f32({a})"),
            UnaryOp::Exp2 => format!("exp2({a})"),
            UnaryOp::Log2 => format!("log2({a})"),
            UnaryOp::Log10 => format!("(log2({a}) * 0.30102999566398120)"),
            UnaryOp::Floor => format!("floor({a})"),
            UnaryOp::Ceil => format!("ceil({a})"),
            // WGSL's round breaks ties to even, as nearbyint does.
            UnaryOp::Round => format!("round({a})"),
            UnaryOp::Trunc => format!("trunc({a})"),
            UnaryOp::Frac => format!("({a} - trunc({a}))"),
            UnaryOp::IsFinite => format!("from_bool(!is_nan_f32({a}) && !is_inf_f32({a}))"),
            UnaryOp::IsPosInf => format!("from_bool(is_inf_f32({a}) && {a} > 0.0)"),
            UnaryOp::IsNegInf => format!("from_bool(is_inf_f32({a}) && {a} < 0.0)"),
            UnaryOp::SignBit => format!("from_bool((bitcast<u32>({a}) & 0x80000000u) != 0u)"),
            UnaryOp::Erfinv => format!("erfinv_f32({a})"),
        }
    }
}

impl BinaryOp {
    /// Every binary op, in code order.
    pub const ALL: [BinaryOp; 18] = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::Div,
        BinaryOp::Maximum,
        BinaryOp::Minimum,
        BinaryOp::Pow,
        BinaryOp::FloorDiv,
        BinaryOp::Remainder,
        BinaryOp::Atan2,
        BinaryOp::Hypot,
        BinaryOp::Fmod,
        BinaryOp::Copysign,
        BinaryOp::Fmax,
        BinaryOp::Fmin,
        BinaryOp::BitAnd,
        BinaryOp::BitOr,
        BinaryOp::BitXor,
    ];

    /// The op on f32 operands as a WGSL expression.
    pub fn wgsl(self, a: &str, b: &str) -> String {
        match self {
            BinaryOp::Add => format!("({a} + {b})"),
            BinaryOp::Sub => format!("({a} - {b})"),
            BinaryOp::Mul => format!("({a} * {b})"),
            BinaryOp::Div => format!("({a} / {b})"),
            BinaryOp::Maximum => format!("max_nan({a}, {b})"),
            BinaryOp::Minimum => format!("min_nan({a}, {b})"),
            BinaryOp::Pow => format!("pow_f32({a}, {b})"),
            BinaryOp::FloorDiv => format!("floor_div_f32({a}, {b})"),
            BinaryOp::Remainder => format!("remainder_f32({a}, {b})"),
            BinaryOp::Atan2 => format!("atan2_f32({a}, {b})"),
            BinaryOp::Hypot => format!("hypot_f32({a}, {b})"),
            BinaryOp::Fmod => format!("fmod_f32({a}, {b})"),
            BinaryOp::Copysign => {
                format!("select(abs({a}), -abs({a}), (bitcast<u32>({b}) & 0x80000000u) != 0u)")
            }
            BinaryOp::Fmax => format!("fmax_f32({a}, {b})"),
            BinaryOp::Fmin => format!("fmin_f32({a}, {b})"),
            BinaryOp::BitAnd => format!("f32(int_of({a}) & int_of({b}))"),
            BinaryOp::BitOr => format!("f32(int_of({a}) | int_of({b}))"),
            BinaryOp::BitXor => format!("f32(int_of({a}) ^ int_of({b}))"),
        }
    }
}

impl CompareOp {
    /// Every comparison, in code order.
    pub const ALL: [CompareOp; 9] = [
        CompareOp::Eq,
        CompareOp::Ne,
        CompareOp::Lt,
        CompareOp::Le,
        CompareOp::Gt,
        CompareOp::Ge,
        CompareOp::And,
        CompareOp::Or,
        CompareOp::Xor,
    ];

    pub fn code(self) -> u32 {
        self as u32
    }

    /// The comparison of f32 operands (bools as 0.0 / 1.0), as 0.0 / 1.0.
    pub fn wgsl(self, a: &str, b: &str) -> String {
        match self {
            CompareOp::Eq => format!("from_bool({a} == {b})"),
            // Not `!=`: compiled as an ordered comparison, it is false for NaN.
            CompareOp::Ne => format!("from_bool(!({a} == {b}))"),
            CompareOp::Lt => format!("from_bool({a} < {b})"),
            CompareOp::Le => format!("from_bool({a} <= {b})"),
            CompareOp::Gt => format!("from_bool({a} > {b})"),
            CompareOp::Ge => format!("from_bool({a} >= {b})"),
            CompareOp::And => format!("from_bool(as_bool({a}) && as_bool({b}))"),
            CompareOp::Or => format!("from_bool(as_bool({a}) || as_bool({b}))"),
            CompareOp::Xor => format!("from_bool(as_bool({a}) != as_bool({b}))"),
        }
    }
}

/// A WGSL `switch` body: `case i: { r = expr_i; }` for every op, in code order.
pub fn switch_cases(exprs: impl Iterator<Item = (u32, String)>) -> String {
    exprs
        .map(|(code, e)| format!("        case {code}: {{ r = {e}; }}\n"))
        .collect()
}

/// Whether the offsets (each below `len`) are all different: at once when increasing (a whole
/// or sliced tensor), else by marking each (a transposed view's writes).
fn distinct(offsets: &[usize], len: usize) -> bool {
    if offsets.windows(2).all(|w| w[0] < w[1]) {
        return true;
    }
    let mut seen = vec![false; len];
    offsets
        .iter()
        .all(|&o| o < len && !std::mem::replace(&mut seen[o], true))
}

/// Whether the GPU backend runs `kernel` with these dtypes itself, or why not.
pub fn placement(kernel: &Kernel, inputs: &[DType], out: DType) -> Result<(), HostOnly> {
    use super::ReduceOp;
    for d in inputs {
        device_dtype(*d)?;
    }
    // Argmax/argmin and casts to int64 write exact integers, which a device f32 holds.
    let int_result = out == DType::Int64
        && matches!(
            kernel,
            Kernel::Reduce {
                op: ReduceOp::ArgMax | ReduceOp::ArgMin,
                ..
            } | Kernel::Cast { .. }
        );
    if !int_result {
        device_dtype(out)?;
    }
    const MAX_DIMS: usize = 8;
    match kernel {
        Kernel::Binary { shape, .. }
        | Kernel::Unary { shape, .. }
        | Kernel::Compare { shape, .. }
        | Kernel::Where { shape, .. }
        | Kernel::Reduce { shape, .. }
            if shape.len() > MAX_DIMS =>
        {
            Err(HostOnly::TooManyDims)
        }
        Kernel::Reduce {
            op: ReduceOp::ArgMax | ReduceOp::ArgMin,
            shape,
            dims,
            ..
        } if dims.iter().map(|&d| shape[d]).product::<usize>() > 1 << 24 => {
            Err(HostOnly::IndexPastF32)
        }
        Kernel::Assign {
            len, dst, shape, ..
        } => {
            if shape.len() > MAX_DIMS {
                Err(HostOnly::TooManyDims)
            } else if *len > i32::MAX as usize {
                Err(HostOnly::OffsetsPastI32)
            } else if distinct(dst, *len) {
                Ok(())
            } else {
                Err(HostOnly::RacingWrites)
            }
        }
        Kernel::Take { offsets } if offsets.iter().any(|&o| o > i32::MAX as usize) => {
            Err(HostOnly::OffsetsPastI32)
        }
        Kernel::Cat { shapes, .. } if shapes.first().is_some_and(|s| s.len() > MAX_DIMS) => {
            Err(HostOnly::TooManyDims)
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_op_lists_are_in_code_order_and_end_at_the_last_variant() {
        for (i, op) in UnaryOp::ALL.iter().enumerate() {
            assert_eq!(op.code() as usize, i);
        }
        for (i, op) in BinaryOp::ALL.iter().enumerate() {
            assert_eq!(op.code() as usize, i);
        }
        for (i, op) in CompareOp::ALL.iter().enumerate() {
            assert_eq!(op.code() as usize, i);
        }
        // A variant added after the last listed one would have a code past the list's end.
        assert_eq!(UnaryOp::Erfinv.code() as usize, UnaryOp::ALL.len() - 1);
        assert_eq!(BinaryOp::BitXor.code() as usize, BinaryOp::ALL.len() - 1);
        assert_eq!(CompareOp::Xor.code() as usize, CompareOp::ALL.len() - 1);
    }
}
