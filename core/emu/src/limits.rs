//! Run-wide limits that native code honours: the wall-clock deadline (`tpu run --time-limit`) and
//! the host memory budget. Both are cheap to ask from inner loops.
//!
//! The deadline is per thread (a run lives on one thread; the tests run many at once): long
//! native loops call [`poll`] (or [`poll_n`] for a chunk of work), which counts down a work
//! budget and reads the clock only every [`POLL_UNITS`] units. Once the deadline has passed the
//! thread is *tripped* until the next [`set_deadline`]: every later poll answers `true` at once,
//! and the VM turns whatever the native returned into the CLI's timeout error. Without a
//! deadline (the page, which slices by instruction budget, and the tests) a poll never trips.
//!
//! Host memory is process-wide: a counting global allocator (the `tpu` binary's) adds and
//! subtracts every allocation in [`HOST_BYTES`]; [`check_host_bytes`] compares it, plus what is
//! about to be allocated, with the budget set by [`set_host_budget`] (unlimited by default, so
//! hosts without the counting allocator never refuse).

use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Work units between two clock reads: an `Instant::now()` costs ~25 ns, a unit (one compared or
/// copied item) a few ns, so the clock is under 1% of a loop and read every few microseconds.
pub const POLL_UNITS: u32 = 4096;

#[cfg(not(target_arch = "wasm32"))]
type Clock = std::time::Instant;
#[cfg(target_arch = "wasm32")]
type Clock = ();

struct State {
    left: Cell<u32>,
    // Never set in the browser (no `Instant` there): the page slices by instruction budget.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    deadline: Cell<Option<Clock>>,
    tripped: Cell<bool>,
}

thread_local! {
    static STATE: State = const {
        State {
            left: Cell::new(POLL_UNITS),
            deadline: Cell::new(None),
            tripped: Cell::new(false),
        }
    };
}

/// Sets (or clears) this thread's deadline and untrips it.
#[cfg(not(target_arch = "wasm32"))]
pub fn set_deadline(deadline: Option<std::time::Instant>) {
    STATE.with(|s| {
        s.deadline.set(deadline);
        s.tripped.set(false);
        s.left.set(POLL_UNITS);
    });
}

/// Charges one unit of work; `true` when this thread's deadline has passed.
#[inline]
pub fn poll() -> bool {
    poll_n(1)
}

/// Charges `n` units of work (items compared, copied or formatted); `true` when this thread's
/// deadline has passed. The clock is read when the budget runs out, so at most every
/// [`POLL_UNITS`] units.
#[inline]
pub fn poll_n(n: usize) -> bool {
    STATE.with(|s| {
        let left = s.left.get() as usize;
        if left > n {
            s.left.set((left - n) as u32);
            return false;
        }
        s.left.set(POLL_UNITS);
        check_now(s)
    })
}

/// Reads the clock now (the VM between instructions of a slow kind, the CLI between slices).
pub fn expired() -> bool {
    STATE.with(check_now)
}

/// Whether this thread's deadline has been seen passed (no clock read).
#[inline]
pub fn tripped() -> bool {
    STATE.with(|s| s.tripped.get())
}

#[cold]
fn check_now(s: &State) -> bool {
    if s.tripped.get() {
        // Every later poll takes this path and answers at once.
        s.left.set(0);
        return true;
    }
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(d) = s.deadline.get() {
        if std::time::Instant::now() >= d {
            s.tripped.set(true);
            // Every later poll takes this path and answers at once.
            s.left.set(0);
            return true;
        }
    }
    false
}

/// Bytes the host has allocated, kept by a counting global allocator (0 where there is none).
pub static HOST_BYTES: AtomicUsize = AtomicUsize::new(0);

/// The page's host budget (wasm32, where the page's counting allocator feeds [`HOST_BYTES`]):
/// 3 GiB of the module's 4 GiB, live TPU tensors (at most 2 GiB, `device::hbm::MAX_HOST_BYTES`)
/// included, so a container's last doubling still fits under the 4 GiB the memory can grow to.
pub const PAGE_HOST_BUDGET: usize = 3 << 30;

#[cfg(target_arch = "wasm32")]
static HOST_BUDGET: AtomicUsize = AtomicUsize::new(PAGE_HOST_BUDGET);
#[cfg(not(target_arch = "wasm32"))]
static HOST_BUDGET: AtomicUsize = AtomicUsize::new(usize::MAX);

/// Sets the host memory budget in bytes (`usize::MAX`: none).
pub fn set_host_budget(bytes: usize) {
    HOST_BUDGET.store(bytes, Ordering::Relaxed);
}

/// The host memory budget in bytes (`usize::MAX`: none).
pub fn host_budget() -> usize {
    HOST_BUDGET.load(Ordering::Relaxed)
}

/// Bytes allocated now, as the counting allocator saw them.
pub fn host_bytes() -> usize {
    HOST_BYTES.load(Ordering::Relaxed)
}

/// `Err(budget)` when allocating `extra` more bytes would take the host past its budget.
#[inline]
pub fn check_host_bytes(extra: usize) -> Result<(), usize> {
    let budget = HOST_BUDGET.load(Ordering::Relaxed);
    if budget != usize::MAX && host_bytes().saturating_add(extra) > budget {
        return Err(budget);
    }
    Ok(())
}

/// The platform allocator with every live byte counted in [`HOST_BYTES`]: the page's global
/// allocator (web/src/alloc.rs) and the fuzz harness's. The `tpu` binary counts over mimalloc with
/// per-thread batching instead (core/src/bin/tpu/alloc.rs), since its ranks run on threads.
pub struct CountingSystem;

// SAFETY: every method forwards to `System` with the same layout and pointer; the counter is a
// side record.
unsafe impl std::alloc::GlobalAlloc for CountingSystem {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        let p = std::alloc::System.alloc(layout);
        if !p.is_null() {
            HOST_BYTES.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        let p = std::alloc::System.alloc_zeroed(layout);
        if !p.is_null() {
            HOST_BYTES.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        std::alloc::System.dealloc(ptr, layout);
        HOST_BYTES.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new: usize) -> *mut u8 {
        let p = std::alloc::System.realloc(ptr, layout, new);
        if !p.is_null() {
            if new >= layout.size() {
                HOST_BYTES.fetch_add(new - layout.size(), Ordering::Relaxed);
            } else {
                HOST_BYTES.fetch_sub(layout.size() - new, Ordering::Relaxed);
            }
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_passed_deadline_trips_the_thread_within_one_poll_budget_and_stays_tripped() {
        set_deadline(Some(std::time::Instant::now()));
        let mut n = 0;
        while !poll() {
            n += 1;
        }
        assert!(n < POLL_UNITS as usize, "{n}");
        assert!(tripped() && (0..3 * POLL_UNITS).all(|_| poll()) && poll_n(0));
        set_deadline(None);
        assert!(!tripped());
        assert!((0..3 * POLL_UNITS).all(|_| !poll()));
        assert!(!expired());
    }

    #[test]
    fn the_host_budget_refuses_only_past_it() {
        // No budget by default; HOST_BYTES is 0 under the test harness's allocator.
        assert!(check_host_bytes(usize::MAX).is_ok());
    }
}
