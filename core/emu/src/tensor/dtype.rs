//! Element types, named and promoted as PyTorch does.

use serde::{Deserialize, Serialize};

/// A tensor's element type. The names are PyTorch's (`torch.float32` prints as `torch.float32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DType {
    Bool,
    Int32,
    Int64,
    Float16,
    BFloat16,
    Float32,
    Float64,
}

impl DType {
    /// The name after `torch.`, as `print(t.dtype)` shows it.
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
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
            DType::Bool => 1,
            DType::Float16 | DType::BFloat16 => 2,
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
        matches!(self, DType::Int32 | DType::Int64)
    }
}

/// Contiguous element data held on the host, one variant per storage representation.
///
/// Half types are stored widened to f32 but rounded to their own precision on every write, so printing and
/// arithmetic see exactly the values the narrow type can hold.
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
