//! The page's global allocator: the platform's own (dlmalloc in wasm32), counted into
//! `tpu_emu::limits::HOST_BYTES` (`tpu_emu::limits::CountingSystem`), so the VM and the natives
//! raise a MemoryError at the page's host budget (`tpu_emu::limits::PAGE_HOST_BUDGET`) before the
//! module's memory cannot grow and the allocator traps ("unreachable", which the page could only
//! report as its own bug). The `tpu` binary counts the same way over mimalloc
//! (core/src/bin/tpu/alloc.rs).

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: tpu_emu::limits::CountingSystem = tpu_emu::limits::CountingSystem;
