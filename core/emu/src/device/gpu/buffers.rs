//! The backend's buffers: a storage's device copy, outputs, index and uniform words.

use std::rc::Rc;

use super::GpuBackend;
use crate::device::{DeviceBuffer, DeviceError};
use crate::tensor::{HostData, Storage};

impl GpuBackend {
    /// The device buffer of `storage`, uploading its host copy first if it has none.
    pub(super) fn device_buffer(&self, storage: &Rc<Storage>) -> Result<wgpu::Buffer, DeviceError> {
        storage.settle();
        let mut state = storage.state.borrow_mut();
        if let Some(d) = &state.device {
            return Ok(d.buffer.clone());
        }
        let bools: Vec<f32>;
        let v: &[f32] = match &state.host {
            Some(HostData::F32(v)) => v,
            Some(HostData::Bool(b)) => {
                bools = b.iter().map(|&x| x as u8 as f32).collect();
                &bools
            }
            _ => {
                return Err(DeviceError::internal(
                    "only float32 and bool storages live on the GPU",
                ))
            }
        };
        self.fit(std::mem::size_of_val(v) as u64)?;
        // WebGPU bindings may not be empty: pad to one element.
        let bytes: &[u8] = if v.is_empty() {
            &[0u8; 4]
        } else {
            bytemuck::cast_slice(v)
        };
        let buffer = self.init(
            "tensor",
            bytes,
            wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
        );
        state.device = Some(DeviceBuffer {
            buffer: buffer.clone(),
        });
        Ok(buffer)
    }

    /// A buffer holding `bytes` (a multiple of 4 bytes), written through the queue. Not wgpu's
    /// `create_buffer_init`: it maps the buffer at creation and panics when the device is lost.
    pub(super) fn init(
        &self,
        label: &'static str,
        bytes: &[u8],
        usage: wgpu::BufferUsages,
    ) -> wgpu::Buffer {
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(label),
            size: bytes.len() as u64,
            usage: usage | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        self.queue.write_buffer(&buffer, 0, bytes);
        buffer
    }

    pub(super) fn output_buffer(&self, len: usize) -> Result<wgpu::Buffer, DeviceError> {
        let size = (len.max(1) as u64).saturating_mul(4);
        self.fit(size)?;
        Ok(self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("tensor"),
            size,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        }))
    }

    pub(super) fn layout_buffer(
        &self,
        op: u32,
        shape: &[usize],
        accesses: &[&crate::ops::Access],
    ) -> wgpu::Buffer {
        let n: usize = shape.iter().product();
        let mut l: Vec<i32> = vec![op as i32, n as i32, shape.len() as i32];
        l.extend(shape.iter().map(|&s| s as i32));
        for i in 0..3 {
            let a = accesses[i.min(accesses.len() - 1)];
            l.extend(a.strides.iter().map(|&s| s as i32));
            l.push(a.offset as i32);
        }
        self.init(
            "layout",
            bytemuck::cast_slice(&l),
            wgpu::BufferUsages::STORAGE,
        )
    }

    /// Copies `bytes` from the start of `src` into `dst`.
    pub(super) fn copy(&mut self, src: &wgpu::Buffer, dst: &wgpu::Buffer, bytes: u64) {
        self.recording()
            .copy_buffer_to_buffer(src, 0, dst, 0, bytes);
        self.recorded();
    }

    /// A read-only storage buffer of i32 words (padded to one: bindings may not be empty).
    pub(super) fn words(&self, words: &[i32]) -> Result<wgpu::Buffer, DeviceError> {
        self.fit(std::mem::size_of_val(words) as u64)?;
        let w: Vec<i32> = if words.is_empty() {
            vec![0]
        } else {
            words.to_vec()
        };
        Ok(self.init(
            "layout",
            bytemuck::cast_slice(&w),
            wgpu::BufferUsages::STORAGE,
        ))
    }

    pub(super) fn uniform(&self, words: &[u32]) -> wgpu::Buffer {
        self.init(
            "dims",
            bytemuck::cast_slice(words),
            wgpu::BufferUsages::UNIFORM,
        )
    }
}
