//! The page's global allocator: the platform's own (dlmalloc in wasm32), counted into
//! `tpu_emu::limits::HOST_BYTES`, so the VM and the natives raise a MemoryError at the page's
//! host budget (`tpu_emu::limits`'s default in wasm32) before the module's memory cannot grow and
//! the allocator traps ("unreachable", which the page could only report as its own bug). The
//! `tpu` binary counts the same way over mimalloc (core/src/bin/tpu.rs); a page is one thread, so
//! no per-thread batching is needed here.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::Ordering::Relaxed;

use tpu_emu::limits::HOST_BYTES;

/// The platform allocator, with every live byte counted.
pub struct Counting;

// SAFETY: every method forwards to `System` with the same layout and pointer; the counter is a
// side record.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            HOST_BYTES.fetch_add(layout.size(), Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            HOST_BYTES.fetch_add(layout.size(), Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        HOST_BYTES.fetch_sub(layout.size(), Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new);
        if !p.is_null() {
            if new >= layout.size() {
                HOST_BYTES.fetch_add(new - layout.size(), Relaxed);
            } else {
                HOST_BYTES.fetch_sub(layout.size() - new, Relaxed);
            }
        }
        p
    }
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: Counting = Counting;
