//! The CLI's global allocator: mimalloc, counting the bytes allocated into
//! `tpu_core::limits::HOST_BYTES` for the host memory budget (`--memory-limit`).

use std::sync::atomic::Ordering::Relaxed;

use tpu_core::limits::HOST_BYTES;

/// mimalloc, for the small short-lived allocations an eager op makes (see core/Cargo.toml),
/// counted for the host memory budget (`--memory-limit`).
#[global_allocator]
static ALLOCATOR: Counting = Counting(mimalloc::MiMalloc);

/// A global allocator that keeps the bytes allocated in `tpu_core::limits::HOST_BYTES`, through a
/// thread-local tally flushed every 64 KiB of change (see `count`); the VM and the natives compare
/// it with the budget where objects grow. It never refuses an allocation itself (an allocation
/// failure aborts the process); the checks raise a MemoryError before that.
struct Counting(mimalloc::MiMalloc);

/// Bytes this thread allocated (less freed) and not yet added to `HOST_BYTES`: the shared counter
/// is touched once per 64 KiB of change instead of per allocation (a locked add on every small
/// allocation cost ~10% on allocation-heavy loops). The total is off by under 64 KiB a thread.
const FLUSH: isize = 64 << 10;

thread_local! {
    static PENDING: std::cell::Cell<isize> = const { std::cell::Cell::new(0) };
}

#[inline]
fn count(delta: isize) {
    // `try_with`: a thread being torn down counts straight into the total.
    let flushed = PENDING.try_with(|p| {
        let v = p.get() + delta;
        if (-FLUSH..=FLUSH).contains(&v) {
            p.set(v);
            None
        } else {
            p.set(0);
            Some(v)
        }
    });
    let v = match flushed {
        Ok(None) => return,
        Ok(Some(v)) => v,
        Err(_) => delta,
    };
    if v >= 0 {
        HOST_BYTES.fetch_add(v as usize, Relaxed);
    } else {
        HOST_BYTES.fetch_sub(v.unsigned_abs(), Relaxed);
    }
}

// SAFETY: every method forwards to mimalloc with the same layout and pointer; the counter is a
// side record.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        let p = self.0.alloc(layout);
        if !p.is_null() {
            count(layout.size() as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        let p = self.0.alloc_zeroed(layout);
        if !p.is_null() {
            count(layout.size() as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        self.0.dealloc(ptr, layout);
        count(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new: usize) -> *mut u8 {
        let p = self.0.realloc(ptr, layout, new);
        if !p.is_null() {
            count(new as isize - layout.size() as isize);
        }
        p
    }
}
