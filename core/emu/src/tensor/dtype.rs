//! Element types, named and promoted as PyTorch does.

use serde::{Deserialize, Serialize};

/// A tensor's element type. The names are PyTorch's (`torch.float32` prints as `torch.float32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DType {
    Bool,
    UInt8,
    Int8,
    Int16,
    Int32,
    Int64,
    Float16,
    BFloat16,
    Float32,
    Float64,
}

impl DType {
    /// Every dtype, narrowest kind first.
    pub const ALL: [DType; 10] = [
        DType::Bool,
        DType::UInt8,
        DType::Int8,
        DType::Int16,
        DType::Int32,
        DType::Int64,
        DType::Float16,
        DType::BFloat16,
        DType::Float32,
        DType::Float64,
    ];

    /// The name after `torch.`, as `print(t.dtype)` shows it.
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::UInt8 => "uint8",
            DType::Int8 => "int8",
            DType::Int16 => "int16",
            DType::Int32 => "int32",
            DType::Int64 => "int64",
            DType::Float16 => "float16",
            DType::BFloat16 => "bfloat16",
            DType::Float32 => "float32",
            DType::Float64 => "float64",
        }
    }

    /// Bytes per element in device memory.
    pub fn size(self) -> usize {
        match self {
            DType::Bool | DType::UInt8 | DType::Int8 => 1,
            DType::Int16 | DType::Float16 | DType::BFloat16 => 2,
            DType::Int32 | DType::Float32 => 4,
            DType::Int64 | DType::Float64 => 8,
        }
    }

    pub fn is_floating(self) -> bool {
        matches!(
            self,
            DType::Float16 | DType::BFloat16 | DType::Float32 | DType::Float64
        )
    }

    pub fn is_integral(self) -> bool {
        matches!(
            self,
            DType::UInt8 | DType::Int8 | DType::Int16 | DType::Int32 | DType::Int64
        )
    }

    /// Whether the dtype is stored widened (the narrow integers in `HostData::I32`, the halves in
    /// `HostData::F32`) and so must be wrapped or rounded on every write.
    pub fn is_narrow_int(self) -> bool {
        matches!(self, DType::UInt8 | DType::Int8 | DType::Int16)
    }

    /// `torch.dtype.is_signed`: every dtype but bool and uint8.
    pub fn is_signed(self) -> bool {
        !matches!(self, DType::Bool | DType::UInt8)
    }

    /// The integer dtype's range (`torch.iinfo`); `None` for bool and the floats.
    pub fn int_range(self) -> Option<(i64, i64)> {
        Some(match self {
            DType::UInt8 => (0, u8::MAX as i64),
            DType::Int8 => (i8::MIN as i64, i8::MAX as i64),
            DType::Int16 => (i16::MIN as i64, i16::MAX as i64),
            DType::Int32 => (i32::MIN as i64, i32::MAX as i64),
            DType::Int64 => (i64::MIN, i64::MAX),
            _ => return None,
        })
    }

    /// `x` wrapped to this integer dtype, two's complement, as PyTorch's CPU kernels and casts
    /// do (`torch.tensor([250], dtype=torch.uint8) + 10` is 4); the identity for int64.
    pub fn wrap(self, x: i64) -> i64 {
        match self {
            DType::UInt8 => x as u8 as i64,
            DType::Int8 => x as i8 as i64,
            DType::Int16 => x as i16 as i64,
            DType::Int32 => x as i32 as i64,
            DType::Bool => (x != 0) as i64,
            _ => x,
        }
    }
}

/// Contiguous element data held on the host, one variant per storage representation.
///
/// Half types are stored widened to f32 but rounded to their own precision on every write, so printing and
/// arithmetic see exactly the values the narrow type can hold. The narrow integers (uint8, int8, int16)
/// are stored widened to i32 the same way, wrapped to their width on every write.
#[derive(Clone, Debug, PartialEq)]
pub enum HostData {
    Bool(Vec<bool>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
}

impl HostData {
    pub fn len(&self) -> usize {
        match self {
            HostData::Bool(v) => v.len(),
            HostData::I32(v) => v.len(),
            HostData::I64(v) => v.len(),
            HostData::F32(v) => v.len(),
            HostData::F64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` widened to f64 (exact for every dtype but int64 beyond 2^53).
    pub fn get_f64(&self, i: usize) -> f64 {
        match self {
            HostData::Bool(v) => v[i] as u8 as f64,
            HostData::I32(v) => v[i] as f64,
            HostData::I64(v) => v[i] as f64,
            HostData::F32(v) => v[i] as f64,
            HostData::F64(v) => v[i],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DType;

    #[test]
    fn narrow_integers_wrap_in_twos_complement() {
        assert_eq!(DType::UInt8.wrap(260), 4);
        assert_eq!(DType::UInt8.wrap(-1), 255);
        assert_eq!(DType::Int8.wrap(128), -128);
        assert_eq!(DType::Int8.wrap(-129), 127);
        assert_eq!(DType::Int16.wrap(40000), -25536);
        assert_eq!(DType::Int32.wrap(1 << 31), i32::MIN as i64);
        assert_eq!(DType::Int64.wrap(i64::MAX), i64::MAX);
        assert_eq!(DType::UInt8.int_range(), Some((0, 255)));
        assert!(!DType::UInt8.is_signed() && DType::Int8.is_signed());
        assert_eq!((DType::UInt8.size(), DType::Int16.size()), (1, 2));
    }
}
