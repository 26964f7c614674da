//! The wgpu backend: every supported kernel is a WGSL compute shader (the `.wgsl` files beside this).
//!
//! Float32 kernels run here; other dtypes run on the CPU reference over host copies, which the
//! dispatcher arranges (WGSL has no 64-bit integers; emulating them is future work).

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::{Arc, Mutex};

use futures_channel::oneshot;
use wgpu::util::DeviceExt;

use super::{Backend, BackendInfo, BackendKind, DeviceBuffer, DeviceError, MatmulKernel};
use crate::ops::Kernel;
use crate::tensor::{DType, HostData, Storage};

const ELEMENTWISE: &str = include_str!("elementwise.wgsl");
const SYSTOLIC: &str = include_str!("systolic_matmul.wgsl");
const TILED: &str = include_str!("tiled_matmul.wgsl");
const REDUCE_SUM: &str = include_str!("reduce_sum.wgsl");

/// Most dimensions the elementwise kernels' layout block describes.
const MAX_DIMS: usize = 8;
/// The WebGPU limit on workgroups per dimension.
const MAX_WORKGROUPS: u32 = 65535;

type MapResult = Arc<Mutex<Option<Result<(), wgpu::BufferAsyncError>>>>;

struct PendingRead {
    storage: Rc<Storage>,
    staging: wgpu::Buffer,
    result: MapResult,
    signal: Option<oneshot::Receiver<()>>,
}

pub struct GpuBackend {
    device: wgpu::Device,
    queue: wgpu::Queue,
    info: BackendInfo,
    pipelines: HashMap<&'static str, wgpu::ComputePipeline>,
    pending: Vec<PendingRead>,
    /// Validation and device errors, captured instead of wgpu's default of panicking.
    errors: Arc<Mutex<Vec<String>>>,
    pub matmul: MatmulKernel,
}

impl GpuBackend {
    /// Finds an adapter and opens a device. `Err` carries the reason the caller shows with its CPU fallback.
    pub async fn new() -> Result<GpuBackend, String> {
        let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
        #[cfg(target_arch = "wasm32")]
        {
            desc.backends = wgpu::Backends::BROWSER_WEBGPU;
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            desc.backends = wgpu::Backends::from_env().unwrap_or(wgpu::Backends::VULKAN);
        }
        let instance = wgpu::Instance::new(desc);
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                force_fallback_adapter: false,
                compatible_surface: None,
                ..Default::default()
            })
            .await
            .map_err(|e| format!("no GPU adapter ({e})"))?;
        let ainfo = adapter.get_info();
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("tpu-playground"),
                required_limits: wgpu::Limits::default().using_resolution(adapter.limits()),
                ..Default::default()
            })
            .await
            .map_err(|e| format!("the GPU adapter refused a device ({e})"))?;
        let errors: Arc<Mutex<Vec<String>>> = Arc::default();
        let sink = errors.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            if let Ok(mut v) = sink.lock() {
                v.push(e.to_string());
            }
        }));
        // Browsers hide the adapter's name; its type is what is left to show.
        let name = if ainfo.name.is_empty() {
            match ainfo.device_type {
                wgpu::DeviceType::Cpu => "software adapter (runs on the CPU)".to_string(),
                wgpu::DeviceType::DiscreteGpu => "discrete GPU".to_string(),
                wgpu::DeviceType::IntegratedGpu => "integrated GPU".to_string(),
                wgpu::DeviceType::VirtualGpu => "virtual GPU".to_string(),
                wgpu::DeviceType::Other => "GPU".to_string(),
            }
        } else {
            ainfo.name.clone()
        };
        Ok(GpuBackend {
            device,
            queue,
            info: BackendInfo {
                kind: BackendKind::Gpu,
                adapter: name,
                api: match ainfo.backend {
                    wgpu::Backend::BrowserWebGpu => "WebGPU".into(),
                    other => format!("{other:?}"),
                },
                fallback_reason: None,
            },
            pipelines: HashMap::new(),
            pending: Vec::new(),
            errors,
            matmul: MatmulKernel::Systolic,
        })
    }

    /// A backend for a new run on the same device: no pending reads, the same compiled pipelines.
    /// Requesting an adapter again per run would cost the page tens of milliseconds.
    pub fn fresh(&self) -> GpuBackend {
        if let Ok(mut v) = self.errors.lock() {
            v.clear();
        }
        GpuBackend {
            device: self.device.clone(),
            queue: self.queue.clone(),
            info: self.info.clone(),
            pipelines: self.pipelines.clone(),
            pending: Vec::new(),
            errors: self.errors.clone(),
            matmul: self.matmul,
        }
    }

    /// The first error the device reported since the last check, as a [`DeviceError`].
    fn check(&self) -> Result<(), DeviceError> {
        match self.errors.lock() {
            Ok(mut v) if !v.is_empty() => {
                let first = v.remove(0);
                v.clear();
                Err(DeviceError(format!("the GPU reported: {first}")))
            }
            _ => Ok(()),
        }
    }

    fn pipeline(&mut self, key: &'static str) -> &wgpu::ComputePipeline {
        let device = &self.device;
        self.pipelines.entry(key).or_insert_with(|| {
            let (src, entry) = match key {
                "binary" => (ELEMENTWISE, "binary"),
                "unary" => (ELEMENTWISE, "unary"),
                "systolic" => (SYSTOLIC, "main"),
                "tiled" => (TILED, "main"),
                _ => (REDUCE_SUM, "main"),
            };
            let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(key),
                source: wgpu::ShaderSource::Wgsl(src.into()),
            });
            device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some(key),
                layout: None,
                module: &module,
                entry_point: Some(entry),
                compilation_options: Default::default(),
                cache: None,
            })
        })
    }

    /// The device buffer of `storage`, uploading its host copy first if it has none.
    fn device_buffer(&self, storage: &Rc<Storage>) -> Result<wgpu::Buffer, DeviceError> {
        let mut state = storage.state.borrow_mut();
        if let Some(d) = &state.device {
            return Ok(d.buffer.clone());
        }
        let Some(HostData::F32(v)) = &state.host else {
            return Err(DeviceError("only float32 storages live on the GPU".into()));
        };
        // WebGPU bindings may not be empty: pad to one element.
        let bytes: &[u8] = if v.is_empty() {
            &[0u8; 4]
        } else {
            bytemuck::cast_slice(v)
        };
        let buffer = self
            .device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("tensor"),
                contents: bytes,
                usage: wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
            });
        state.device = Some(DeviceBuffer {
            buffer: buffer.clone(),
        });
        Ok(buffer)
    }

    fn output_buffer(&self, len: usize) -> wgpu::Buffer {
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("tensor"),
            size: (len.max(1) * 4) as u64,
            usage: wgpu::BufferUsages::STORAGE
                | wgpu::BufferUsages::COPY_SRC
                | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        })
    }

    /// Binds `buffers` as (binding, buffer) pairs and dispatches `groups` workgroups of `key`'s pipeline.
    fn encode(&mut self, key: &'static str, buffers: &[(u32, &wgpu::Buffer)], groups: (u32, u32)) {
        let pipeline = self.pipeline(key).clone();
        let layout = pipeline.get_bind_group_layout(0);
        let entries: Vec<wgpu::BindGroupEntry> = buffers
            .iter()
            .map(|(i, b)| wgpu::BindGroupEntry {
                binding: *i,
                resource: b.as_entire_binding(),
            })
            .collect();
        let bind = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some(key),
            layout: &layout,
            entries: &entries,
        });
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some(key) });
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: Some(key),
                timestamp_writes: None,
            });
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bind, &[]);
            pass.dispatch_workgroups(groups.0, groups.1, 1);
        }
        self.queue.submit([encoder.finish()]);
    }

    fn layout_buffer(
        &self,
        op: u32,
        shape: &[usize],
        accesses: &[&crate::ops::Access],
    ) -> wgpu::Buffer {
        let n: usize = shape.iter().product();
        let mut l: Vec<i32> = vec![op as i32, n as i32, shape.len() as i32];
        l.extend(shape.iter().map(|&s| s as i32));
        for i in 0..2 {
            let a = accesses[i.min(accesses.len() - 1)];
            l.extend(a.strides.iter().map(|&s| s as i32));
            l.push(a.offset as i32);
        }
        self.device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("layout"),
                contents: bytemuck::cast_slice(&l),
                usage: wgpu::BufferUsages::STORAGE,
            })
    }

    fn uniform(&self, words: [u32; 4]) -> wgpu::Buffer {
        self.device
            .create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("dims"),
                contents: bytemuck::cast_slice(&words),
                usage: wgpu::BufferUsages::UNIFORM,
            })
    }
}

/// Workgroups for `n` invocations of 256, folded into two dimensions past WebGPU's per-dimension limit.
fn grid(n: usize) -> (u32, u32) {
    let groups = n.div_ceil(256).max(1) as u32;
    if groups <= MAX_WORKGROUPS {
        (groups, 1)
    } else {
        (MAX_WORKGROUPS, groups.div_ceil(MAX_WORKGROUPS))
    }
}

impl Backend for GpuBackend {
    fn info(&self) -> &BackendInfo {
        &self.info
    }

    fn supports(&self, kernel: &Kernel, inputs: &[DType], out: DType) -> bool {
        let all_f32 = out == DType::Float32 && inputs.iter().all(|d| *d == DType::Float32);
        let dims_ok = match kernel {
            Kernel::Binary { op, shape, .. } => op.on_gpu() && shape.len() <= MAX_DIMS,
            Kernel::Unary { op, shape, .. } => op.on_gpu() && shape.len() <= MAX_DIMS,
            Kernel::Matmul { .. } | Kernel::SumAll { .. } => true,
            // Everything else runs on the CPU reference until it has a WGSL kernel.
            _ => false,
        };
        all_f32 && dims_ok
    }

    fn launch(
        &mut self,
        kernel: &Kernel,
        inputs: &[&Rc<Storage>],
        out: DType,
    ) -> Result<Rc<Storage>, DeviceError> {
        let bufs: Vec<wgpu::Buffer> = inputs
            .iter()
            .map(|s| self.device_buffer(s))
            .collect::<Result<_, _>>()?;
        let len = kernel.out_len();
        let output = self.output_buffer(len);
        match kernel {
            Kernel::Binary { op, shape, a, b } => {
                let layout = self.layout_buffer(op.code(), shape, &[a, b]);
                self.encode(
                    "binary",
                    &[(0, &layout), (1, &bufs[0]), (2, &bufs[1]), (3, &output)],
                    grid(len),
                );
            }
            Kernel::Unary { op, shape, a } => {
                let layout = self.layout_buffer(op.code(), shape, &[a]);
                // The unary entry point leaves binding 2 unused, so its layout omits it.
                self.encode(
                    "unary",
                    &[(0, &layout), (1, &bufs[0]), (3, &output)],
                    grid(len),
                );
            }
            Kernel::Matmul { m, k, n } => {
                let dims = self.uniform([*m as u32, *k as u32, *n as u32, 0]);
                let (key, tile) = match self.matmul {
                    MatmulKernel::Systolic => ("systolic", 8),
                    MatmulKernel::Tiled => ("tiled", 16),
                };
                let groups = (
                    (*n).div_ceil(tile).max(1) as u32,
                    (*m).div_ceil(tile).max(1) as u32,
                );
                if groups.0 > MAX_WORKGROUPS || groups.1 > MAX_WORKGROUPS {
                    return Err(DeviceError(format!(
                        "a {m}x{n} matmul needs more than {MAX_WORKGROUPS} workgroups in one dimension"
                    )));
                }
                self.encode(
                    key,
                    &[(0, &dims), (1, &bufs[0]), (2, &bufs[1]), (3, &output)],
                    groups,
                );
            }
            Kernel::SumAll { n } => {
                let params = self.uniform([*n as u32, 0, 0, 0]);
                self.encode("sum", &[(0, &params), (1, &bufs[0]), (2, &output)], (1, 1));
            }
            other => {
                return Err(DeviceError(format!("no WGSL kernel for {}", other.name())));
            }
        }
        self.check()?;
        Ok(Storage::from_device(
            DeviceBuffer { buffer: output },
            out,
            len,
        ))
    }

    fn request_read(&mut self, storage: &Rc<Storage>) -> Result<bool, DeviceError> {
        if storage.has_host() {
            return Ok(true);
        }
        if self.pending.iter().any(|p| p.storage.id == storage.id) {
            return Ok(false);
        }
        let src = match &storage.state.borrow().device {
            Some(d) => d.buffer.clone(),
            None => {
                return Err(DeviceError(
                    "storage has neither host nor device data".into(),
                ))
            }
        };
        let size = src.size();
        let staging = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("read-back"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("read-back"),
            });
        encoder.copy_buffer_to_buffer(&src, 0, &staging, 0, size);
        self.queue.submit([encoder.finish()]);
        let result: MapResult = Arc::new(Mutex::new(None));
        let (tx, rx) = oneshot::channel();
        let slot = result.clone();
        staging.map_async(wgpu::MapMode::Read, .., move |r| {
            if let Ok(mut s) = slot.lock() {
                *s = Some(r);
            }
            let _ = tx.send(());
        });
        self.pending.push(PendingRead {
            storage: storage.clone(),
            staging,
            result,
            signal: Some(rx),
        });
        Ok(false)
    }

    fn complete_reads(&mut self) -> Result<bool, DeviceError> {
        let mut still = Vec::new();
        for p in self.pending.drain(..) {
            let landed = p.result.lock().ok().and_then(|mut s| s.take());
            match landed {
                None => still.push(p),
                Some(Err(e)) => return Err(DeviceError(format!("GPU read-back failed: {e}"))),
                Some(Ok(())) => {
                    let view = p
                        .staging
                        .get_mapped_range(..)
                        .map_err(|e| DeviceError(format!("GPU read-back failed: {e}")))?;
                    let floats: Vec<f32> =
                        bytemuck::cast_slice::<u8, f32>(&view)[..p.storage.len].to_vec();
                    drop(view);
                    p.staging.unmap();
                    p.storage.state.borrow_mut().host = Some(HostData::F32(floats));
                }
            }
        }
        self.pending = still;
        self.check()?;
        Ok(self.pending.is_empty())
    }

    fn wait_reads(&mut self) -> Result<(), DeviceError> {
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| DeviceError(format!("GPU device lost while waiting: {e}")))?;
        self.complete_reads().map(|_| ())
    }

    fn read_signals(&mut self) -> Vec<oneshot::Receiver<()>> {
        self.pending
            .iter_mut()
            .filter_map(|p| p.signal.take())
            .collect()
    }
}
