//! The CPU backend: the reference kernels on host memory. Reads are always complete.

use std::rc::Rc;

use futures_channel::oneshot;

use super::{Backend, BackendInfo, BackendKind, DeviceError};
use crate::ops::{cpu, Kernel};
use crate::tensor::{DType, HostData, Storage};

pub struct CpuBackend {
    info: BackendInfo,
}

impl CpuBackend {
    /// `fallback_reason` says why the CPU runs instead of a GPU (shown on the badge), if it does.
    pub fn new(fallback_reason: Option<String>) -> Self {
        CpuBackend {
            info: BackendInfo {
                kind: BackendKind::Cpu,
                adapter: "CPU".into(),
                api: "none".into(),
                fallback_reason,
            },
        }
    }
}

impl Backend for CpuBackend {
    fn info(&self) -> &BackendInfo {
        &self.info
    }

    fn supports(&self, _: &Kernel, _: &[DType], _: DType) -> bool {
        true
    }

    fn launch(
        &mut self,
        kernel: &Kernel,
        inputs: &[&Rc<Storage>],
        out: DType,
    ) -> Result<Rc<Storage>, DeviceError> {
        for s in inputs {
            s.settle();
        }
        let states: Vec<_> = inputs.iter().map(|s| s.state.borrow()).collect();
        let mut data: Vec<&HostData> = Vec::with_capacity(states.len());
        for s in &states {
            data.push(s.host.as_ref().ok_or_else(|| {
                DeviceError::internal("CPU backend given a storage without host data")
            })?);
        }
        let result = cpu::run(kernel, &data, out);
        Ok(Storage::from_host(result, out))
    }

    fn request_read(&mut self, storage: &Rc<Storage>) -> Result<bool, DeviceError> {
        Ok(storage.has_host())
    }

    fn complete_reads(&mut self) -> Result<bool, DeviceError> {
        Ok(true)
    }

    fn wait_reads(&mut self) -> Result<(), DeviceError> {
        Ok(())
    }

    fn read_signals(&mut self) -> Vec<oneshot::Receiver<()>> {
        Vec::new()
    }
}
