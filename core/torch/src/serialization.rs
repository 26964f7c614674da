//! The natives under `torch.save` / `torch.load` (core/torch/lib/torch/serialization.py): a
//! tensor's data to text and back. The Python side walks the saved object and writes the file;
//! these keep the element data exact (raw little-endian bytes, base64) and fast.

use base64::Engine;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::creation::{finish_at, place};
use crate::{as_tensor, Device, TorchCtx};

/// Private natives: set directly, not through `crate::native` (they are no PyTorch op, so they
/// have no entry in signatures/table.rs).
pub(crate) fn register(m: &Module) {
    m.set(
        "_encode_tensor",
        NativeFunction::value("_encode_tensor", encode),
    );
    m.set(
        "_decode_tensor",
        NativeFunction::value("_decode_tensor", decode),
    );
    m.set(
        "_storage_view",
        NativeFunction::value("_storage_view", storage_view),
    );
}

/// `_storage_view(t)`: `(key, base, offset, strides)`: the identity of `t`'s storage, a 1-D
/// tensor over the whole of it, and `t`'s place in it, so that `torch.save` writes a storage
/// once however many saved tensors view it, and `torch.load` gives them one storage again (a
/// slice saved beside its tensor still writes into it, as PyTorch's storages keep it).
fn storage_view(_: &mut Ctx, a: &Args) -> NativeResult {
    let t = as_tensor(a.pos.first().unwrap_or(&Value::None), "torch.save")?.clone();
    let storage = t.tensor.storage.clone();
    let len = storage.len;
    let base = crate::TensorObj::new(Tensor::new(storage.clone(), vec![len]), t.device.get());
    let strides = t
        .tensor
        .strides
        .iter()
        .map(|&s| Value::Int(s as i64))
        .collect();
    Ok(Value::tuple(vec![
        Value::Int(storage.id as i64),
        crate::autograd::record::value(std::rc::Rc::new(base)),
        Value::Int(t.tensor.offset as i64),
        Value::list(strides),
    ]))
}

/// `_encode_tensor(t)`: `(dtype name, shape, base64 of the elements)`, the elements in
/// row-major order as the host holds them (half types widened to float32, uint8/int8/int16 to
/// int32).
fn encode(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = as_tensor(a.pos.first().unwrap_or(&Value::None), "torch.save")?.clone();
    let line = ctx.span.line;
    let data =
        ctx.torch()
            .dispatcher
            .read(&t.tensor, MaterializationReason::CpuConversion, line)?;
    let mut bytes = Vec::with_capacity(data.len() * 8);
    match &data {
        HostData::Bool(v) => bytes.extend(v.iter().map(|&b| b as u8)),
        HostData::I32(v) => v.iter().for_each(|x| bytes.extend(x.to_le_bytes())),
        HostData::I64(v) => v.iter().for_each(|x| bytes.extend(x.to_le_bytes())),
        HostData::F32(v) => v.iter().for_each(|x| bytes.extend(x.to_le_bytes())),
        HostData::F64(v) => v.iter().for_each(|x| bytes.extend(x.to_le_bytes())),
    }
    let text = base64::engine::general_purpose::STANDARD.encode(&bytes);
    tpu_lang::native::check_str_len(text.len())?;
    let shape = t
        .tensor
        .shape
        .iter()
        .map(|&d| Value::Int(d as i64))
        .collect();
    Ok(Value::tuple(vec![
        Value::str(t.tensor.dtype().name()),
        Value::list(shape),
        Value::str(&text),
    ]))
}

fn damaged(what: &str) -> PyErr {
    PyErr::runtime_error(format!(
        "PytorchStreamReader failed reading file: the playground's torch.save file is damaged ({what})"
    ))
}

/// `_decode_tensor(dtype name, shape, base64, device)`: the tensor `_encode_tensor` described,
/// placed on `device` (its HBM taken first on `tpu`, so a file cannot allocate past the chip).
fn decode(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let dtype = match a.pos.first() {
        Some(Value::Str(s)) => DType::ALL
            .into_iter()
            .find(|d| d.name() == &**s)
            .ok_or_else(|| damaged("an unknown dtype"))?,
        _ => return Err(damaged("no dtype").into()),
    };
    let mut shape = Vec::new();
    for d in tpu_lang::builtins::iterate(a.pos.get(1).unwrap_or(&Value::None))? {
        match d {
            Value::Int(n) if n >= 0 => shape.push(n as usize),
            _ => return Err(damaged("a bad shape").into()),
        }
    }
    let text = match a.pos.get(2) {
        Some(Value::Str(s)) => s.clone(),
        _ => return Err(damaged("no data").into()),
    };
    let device = match a.pos.get(3) {
        Some(Value::Str(s)) => Device::parse(s)?,
        _ => Device::Cpu,
    };
    let (n, at) = place(ctx, device, &shape, dtype)?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(text.as_bytes())
        .map_err(|_| damaged("bad base64"))?;
    let width = match dtype {
        DType::Bool => 1,
        DType::Int64 | DType::Float64 => 8,
        _ => 4,
    };
    if bytes.len() != n * width {
        return Err(damaged("its data and shape disagree").into());
    }
    let words4 = || {
        bytes
            .chunks_exact(4)
            .map(|c| [c[0], c[1], c[2], c[3]])
            .collect::<Vec<_>>()
    };
    let words8 = || {
        bytes
            .chunks_exact(8)
            .map(|c| [c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])
            .collect::<Vec<_>>()
    };
    let data = match dtype {
        DType::Bool => HostData::Bool(bytes.iter().map(|&b| b != 0).collect()),
        DType::Int32 | DType::Int16 | DType::Int8 | DType::UInt8 => HostData::I32(
            words4()
                .into_iter()
                .map(|w| dtype.wrap(i32::from_le_bytes(w) as i64) as i32)
                .collect(),
        ),
        DType::Int64 => HostData::I64(words8().into_iter().map(i64::from_le_bytes).collect()),
        DType::Float64 => HostData::F64(words8().into_iter().map(f64::from_le_bytes).collect()),
        _ => HostData::F32(words4().into_iter().map(f32::from_le_bytes).collect()),
    };
    let none = Args {
        pos: Vec::new(),
        kw: Vec::new(),
    };
    finish_at(Tensor::from_host(data, dtype, shape), at, &none)
}
