//! Launches recorded into one command buffer and submitted together: at a read, when [`BATCH`]
//! are recorded, or alone where a launch may be refused (a new pipeline's first launch, a launch
//! whose buffers or pipeline reported an error).

use super::{lock, GpuBackend, BATCH};

impl GpuBackend {
    /// The command encoder launches are recorded into until the next submission. Buffers a launch
    /// writes through the queue are new ones, and the queue's writes land before the commands
    /// submitted after them, so recording does not reorder anything the host wrote.
    pub(super) fn recording(&mut self) -> &mut wgpu::CommandEncoder {
        // An error reported while this launch made its buffers or pipeline: the launch will be
        // invalid, and so would every launch recorded beside it. Submit those first.
        if self.batch.is_some() && !lock(&self.errors).is_empty() {
            self.submit();
        }
        let device = &self.device;
        self.batch.get_or_insert_with(|| {
            device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("launches"),
            })
        })
    }

    /// Counts one recorded launch and submits the batch when it is full.
    pub(super) fn recorded(&mut self) {
        self.batched += 1;
        if self.batched >= BATCH {
            self.submit();
        }
    }

    /// Submits what was recorded, if anything.
    pub(super) fn submit(&mut self) {
        if let Some(encoder) = self.batch.take() {
            self.queue.submit([encoder.finish()]);
        }
        self.batched = 0;
    }
}
