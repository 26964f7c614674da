//! Device memory as emulated HBM: one caching allocator per chip, with PyTorch's statistics.
//!
//! Every storage of a `tpu` tensor holds an [`HbmBlock`]; dropping the storage drops the block,
//! which hands its bytes back to the allocator's cache. The allocator behaves as PyTorch's CUDA
//! caching allocator does at the level a program sees it:
//!
//! * a request is rounded up to a multiple of 512 bytes (`kMinBlockSize`), and zero bytes take no
//!   block at all, so `memory_allocated()` is the sum of the live storages' rounded sizes;
//! * a freed block stays reserved in the cache and the next request of the same rounded size takes
//!   it, so `memory_reserved()` (allocated + cached) stays put across training steps;
//! * when a request does not fit the chip's free HBM, the whole cache is released and the request
//!   retried (`cudaMalloc retries`); only then is it an out-of-memory error, raised before anything
//!   is allocated, with CUDA's message structure.
//!
//! Every chip's HBM is host memory here (the emulator's, or the GPU backend's buffers), so the
//! chips of one run share a [`HostMemory`] bound as well: a request that fits its chip but would
//! take the run's live TPU tensors past [`MAX_HOST_BYTES`] is the same out-of-memory error, saying
//! so. Without it a 256-chip topology could hold 256 chips' worth of tensors in one page.
//!
//! Simplifications, on purpose: there are no segments, no splitting of big cached blocks and no
//! coalescing of neighbours (a cached block is reused only by a request of exactly its rounded
//! size, which is the steady state of a training loop); small requests do not reserve 2 MiB
//! segments as CUDA's small pool does, so `memory_reserved()` is allocated + cached exactly.

use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::chip::ChipId;

/// Requests are rounded up to whole blocks of this many bytes (PyTorch's `kMinBlockSize`).
pub const BLOCK_BYTES: u64 = 512;

/// The bytes of live TPU tensors all the chips of one run may hold together (host memory backing
/// the emulated HBMs): 4 GiB natively, 2 GiB in the browser (a wasm32 page has 4 GiB in all).
#[cfg(not(target_arch = "wasm32"))]
pub const MAX_HOST_BYTES: u64 = 4 << 30;
#[cfg(target_arch = "wasm32")]
pub const MAX_HOST_BYTES: u64 = 2 << 30;

/// Allocation events kept between drains into the trace.
const PENDING_EVENTS: usize = 10_000;

/// One statistic as PyTorch's `memory_stats()` keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stat {
    pub current: u64,
    pub peak: u64,
    /// Total ever added.
    pub allocated: u64,
    /// Total ever removed.
    pub freed: u64,
}

impl Stat {
    fn add(&mut self, n: u64) {
        self.current += n;
        self.allocated += n;
        self.peak = self.peak.max(self.current);
    }

    fn sub(&mut self, n: u64) {
        self.current -= n;
        self.freed += n;
    }

    fn reset_peak(&mut self) {
        self.peak = self.current;
    }
}

/// What happened to HBM, for the trace (so the page can draw HBM in use over time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MemoryAction {
    /// A block was handed to a new storage (from the cache or newly reserved).
    Alloc,
    /// A storage was dropped; its block went back to the cache.
    Free,
    /// The cache was released (`empty_cache()`, or before retrying a request that did not fit).
    ReleaseCache,
    /// An in-place write's result took its destination's block (buffer donation, Debug and
    /// Strict): nothing was allocated; `bytes` is the block reused.
    Donate,
}

/// One allocator event, with the totals after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryEvent {
    pub action: MemoryAction,
    pub bytes: u64,
    pub allocated: u64,
    pub reserved: u64,
    /// The source line of an allocation; frees happen when the last reference goes, unattributed.
    pub line: Option<u32>,
}

/// A request that does not fit: the figures of PyTorch's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    /// The rounded request.
    pub requested: u64,
    pub capacity: u64,
    pub free: u64,
    pub allocated: u64,
    pub reserved_unallocated: u64,
    pub device: u32,
    pub chip: &'static str,
    /// Set when the request fit the chip but not the run's [`HostMemory`]: (its limit, the
    /// bytes all chips hold, how many chips share it).
    pub host: Option<(u64, u64, u32)>,
}

impl OutOfMemory {
    /// CUDA's message (c10/cuda/CUDACachingAllocator.cpp), with TPU for GPU and the chip named.
    /// The advice about `PYTORCH_CUDA_ALLOC_CONF` is left out: no such setting exists here.
    pub fn message(&self) -> String {
        if let Some((limit, used, chips)) = self.host {
            return format!(
                "TPU out of memory. Tried to allocate {}. The {} TPU{} of this run hold {} of tensors together, and the playground allows at most {} (host memory backs every TPU's HBM), so {} is free. Of the allocated memory {} is allocated by PyTorch on TPU {} ({}).",
                format_size(self.requested),
                chips,
                if chips == 1 { "" } else { "s" },
                format_size(used),
                format_size(limit),
                format_size(limit.saturating_sub(used)),
                format_size(self.allocated),
                self.device,
                self.chip,
            );
        }
        format!(
            "TPU out of memory. Tried to allocate {}. TPU {} ({}) has a total capacity of {} of which {} is free. Of the allocated memory {} is allocated by PyTorch, and {} is reserved by PyTorch but unallocated.",
            format_size(self.requested),
            self.device,
            self.chip,
            format_size(self.capacity),
            format_size(self.free),
            format_size(self.allocated),
            format_size(self.reserved_unallocated),
        )
    }
}

/// c10's `format_size`: bytes up to 1 KiB, then KiB, MiB, GiB with two decimals.
pub fn format_size(size: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    const GIB: u64 = 1024 * 1024 * 1024;
    if size <= KIB {
        format!("{size} bytes")
    } else if size <= MIB {
        format!("{:.2} KiB", size as f64 / KIB as f64)
    } else if size <= GIB {
        format!("{:.2} MiB", size as f64 / MIB as f64)
    } else {
        format!("{:.2} GiB", size as f64 / GIB as f64)
    }
}

/// `size` rounded up to whole blocks (saturating: an absurd request stays absurd, never wraps).
pub fn round_size(size: u64) -> u64 {
    size.div_ceil(BLOCK_BYTES).saturating_mul(BLOCK_BYTES)
}

/// The allocator of one chip's HBM and its statistics.
#[derive(Debug)]
pub struct CachingAllocator {
    pub capacity: u64,
    pub chip: &'static str,
    /// Cached (freed, still reserved) blocks: rounded size -> how many.
    cache: BTreeMap<u64, u64>,
    cached_bytes: u64,
    /// Rounded bytes of live blocks.
    pub allocated_bytes: Stat,
    /// Bytes the program asked for, before rounding.
    pub requested_bytes: Stat,
    /// Allocated plus cached.
    pub reserved_bytes: Stat,
    /// Live blocks.
    pub allocations: Stat,
    /// Reserved blocks (live or cached): CUDA's segments, one per block here.
    pub segments: Stat,
    pub num_ooms: u64,
    /// Times the cache was released to retry a request that did not fit.
    pub num_alloc_retries: u64,
    /// The bound shared with the other chips of the run, when the runtime set one.
    pub host: Option<HostMemory>,
    /// Of the allocated bytes, those host memory backs: all but `meta` tensors' (which take the
    /// chip's HBM but hold no values), what the shared bound counts.
    backed_bytes: u64,
    /// Events not yet moved into the trace, and how many were dropped for lack of room.
    pending: VecDeque<MemoryEvent>,
    pub events_dropped: u64,
}

impl CachingAllocator {
    pub fn new(capacity: u64, chip: &'static str) -> Self {
        CachingAllocator {
            capacity,
            chip,
            cache: BTreeMap::new(),
            cached_bytes: 0,
            allocated_bytes: Stat::default(),
            requested_bytes: Stat::default(),
            reserved_bytes: Stat::default(),
            allocations: Stat::default(),
            segments: Stat::default(),
            num_ooms: 0,
            num_alloc_retries: 0,
            host: None,
            backed_bytes: 0,
            pending: VecDeque::new(),
            events_dropped: 0,
        }
    }

    pub fn cached_bytes(&self) -> u64 {
        self.cached_bytes
    }

    fn log(&mut self, action: MemoryAction, bytes: u64, line: Option<u32>) {
        if self.pending.len() == PENDING_EVENTS {
            self.pending.pop_front();
            self.events_dropped += 1;
        }
        self.pending.push_back(MemoryEvent {
            action,
            bytes,
            allocated: self.allocated_bytes.current,
            reserved: self.reserved_bytes.current,
            line,
        });
    }

    #[inline]
    pub fn pending_is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// Events since the last call, oldest first.
    pub fn drain_events(&mut self) -> Vec<MemoryEvent> {
        self.pending.drain(..).collect()
    }

    /// Whether a request of `size` bytes can be met (after releasing the cache if need be); an
    /// error counts as an OOM and releases the cache, as the real allocator's failed attempt does.
    pub fn check(&mut self, size: u64, backed: bool) -> Result<(), OutOfMemory> {
        let rounded = round_size(size);
        if rounded <= self.capacity - self.allocated_bytes.current {
            return if backed {
                self.check_host(rounded)
            } else {
                Ok(())
            };
        }
        Err(self.out_of_memory(rounded))
    }

    /// Whether `rounded` more bytes fit the run's [`HostMemory`] (always, without one).
    fn check_host(&mut self, rounded: u64) -> Result<(), OutOfMemory> {
        let Some(h) = &self.host else {
            return Ok(());
        };
        let (limit, used, chips) = {
            let h = h.0.borrow();
            (h.limit, h.used, h.chips)
        };
        if rounded <= limit.saturating_sub(used) {
            return Ok(());
        }
        self.num_ooms += 1;
        let reserved = self.reserved_bytes.current;
        Err(OutOfMemory {
            requested: rounded,
            capacity: self.capacity,
            free: self.capacity - reserved,
            allocated: self.allocated_bytes.current,
            reserved_unallocated: reserved - self.allocated_bytes.current,
            device: 0,
            chip: self.chip,
            host: Some((limit, used, chips)),
        })
    }

    fn out_of_memory(&mut self, rounded: u64) -> OutOfMemory {
        if self.cached_bytes > 0 {
            self.num_alloc_retries += 1;
            self.release_cache();
        }
        self.num_ooms += 1;
        let reserved = self.reserved_bytes.current;
        OutOfMemory {
            requested: rounded,
            capacity: self.capacity,
            free: self.capacity - reserved,
            allocated: self.allocated_bytes.current,
            reserved_unallocated: reserved - self.allocated_bytes.current,
            device: 0,
            chip: self.chip,
            host: None,
        }
    }

    /// Takes `size` bytes: a cached block of the same rounded size, or newly reserved HBM (after
    /// releasing the cache when that is what it takes). Returns the rounded size. `backed`: host
    /// memory holds its values (not so for a `meta` tensor's block).
    fn take(&mut self, size: u64, line: Option<u32>, backed: bool) -> Result<u64, OutOfMemory> {
        let rounded = round_size(size);
        // A request the chip could hold must also fit the run's host memory; one the chip cannot
        // hold is the chip's own out-of-memory error below.
        if backed && rounded <= self.capacity - self.allocated_bytes.current {
            self.check_host(rounded)?;
        }
        if let Some(n) = self.cache.get_mut(&rounded) {
            *n -= 1;
            if *n == 0 {
                self.cache.remove(&rounded);
            }
            self.cached_bytes -= rounded;
        } else {
            if rounded > self.capacity - self.reserved_bytes.current && self.cached_bytes > 0 {
                self.num_alloc_retries += 1;
                self.release_cache();
            }
            if rounded > self.capacity - self.reserved_bytes.current {
                return Err(self.out_of_memory(rounded));
            }
            self.reserved_bytes.add(rounded);
            self.segments.add(1);
        }
        self.allocated_bytes.add(rounded);
        self.requested_bytes.add(size);
        self.allocations.add(1);
        if backed {
            self.backed_bytes += rounded;
            if let Some(h) = &self.host {
                h.0.borrow_mut().used += rounded;
            }
        }
        self.log(MemoryAction::Alloc, rounded, line);
        Ok(rounded)
    }

    fn give_back(&mut self, rounded: u64, requested: u64, backed: bool) {
        if backed {
            self.backed_bytes = self.backed_bytes.saturating_sub(rounded);
            if let Some(h) = &self.host {
                let mut h = h.0.borrow_mut();
                h.used = h.used.saturating_sub(rounded);
            }
        }
        self.allocated_bytes.sub(rounded);
        self.requested_bytes.sub(requested);
        self.allocations.sub(1);
        *self.cache.entry(rounded).or_insert(0) += 1;
        self.cached_bytes += rounded;
        self.log(MemoryAction::Free, rounded, None);
    }

    /// `empty_cache()`: returns every cached block to the chip.
    pub fn release_cache(&mut self) {
        if self.cached_bytes == 0 {
            return;
        }
        let blocks: u64 = self.cache.values().sum();
        let bytes = self.cached_bytes;
        self.reserved_bytes.sub(bytes);
        self.segments.sub(blocks);
        self.cache.clear();
        self.cached_bytes = 0;
        self.log(MemoryAction::ReleaseCache, bytes, None);
    }

    /// `reset_peak_memory_stats()`.
    pub fn reset_peaks(&mut self) {
        for s in [
            &mut self.allocated_bytes,
            &mut self.requested_bytes,
            &mut self.reserved_bytes,
            &mut self.allocations,
            &mut self.segments,
        ] {
            s.reset_peak();
        }
    }

    /// `memory_summary()`: the abbreviated table of `torch.cuda.memory_summary`, same layout and
    /// number formatting, with the rows this allocator keeps.
    pub fn summary(&self, device: u32) -> String {
        let mut lines: Vec<String> = vec![
            "=".repeat(75),
            format!(
                " {:16} PyTorch TPU memory summary, device ID {device:<18} ",
                ""
            ),
            "-".repeat(75),
            format!(
                "  {:10} TPU OOMs: {:<12} | {:11} cache flushes: {:<8}  ",
                "", self.num_ooms, "", self.num_alloc_retries
            ),
            "=".repeat(75),
            "        Metric         | Cur Usage  | Peak Usage | Tot Alloc  | Tot Freed  ".into(),
        ];
        let sizes = [
            ("Allocated memory", &self.allocated_bytes),
            ("Requested memory", &self.requested_bytes),
            ("TPU reserved memory", &self.reserved_bytes),
        ];
        for (name, s) in sizes {
            lines.push("-".repeat(75));
            lines.push(format!(
                " {name:<21} | {} | {} | {} | {} ",
                summary_size(s.current),
                summary_size(s.peak),
                summary_size(s.allocated),
                summary_size(s.freed)
            ));
        }
        let counts = [
            ("Allocations", &self.allocations),
            ("TPU reserved segments", &self.segments),
        ];
        for (name, s) in counts {
            lines.push("-".repeat(75));
            lines.push(format!(
                " {name:<21} | {} | {} | {} | {} ",
                summary_count(s.current),
                summary_count(s.peak),
                summary_count(s.allocated),
                summary_count(s.freed)
            ));
        }
        lines.push("=".repeat(75));
        format!("|{}|\n", lines.join("|\n|"))
    }
}

impl Drop for CachingAllocator {
    /// A chip gone (its process exited and its last block dropped) no longer shares the bound.
    fn drop(&mut self) {
        if let Some(h) = self.host.take() {
            if let Ok(mut h) = h.0.try_borrow_mut() {
                h.chips = h.chips.saturating_sub(1);
                h.used = h.used.saturating_sub(self.backed_bytes);
            }
        }
    }
}

/// `memory_summary`'s `_format_size` (torch/cuda/memory.py), each value its own preferred unit.
fn summary_size(mut sz: u64) -> String {
    let mut pref = sz as f64;
    let mut prefix = "B  ";
    for p in ["KiB", "MiB", "GiB", "TiB", "PiB"] {
        if pref < 768.0 * 1024.0 {
            break;
        }
        prefix = p;
        sz /= 1024;
        pref /= 1024.0;
    }
    format!("{sz:6} {prefix}")
}

/// `memory_summary`'s `_format_count`.
fn summary_count(mut cnt: u64) -> String {
    let mut pref = cnt as f64;
    let mut prefix = " ";
    for p in ["K", "M"] {
        if pref < 750.0 * 1000.0 {
            break;
        }
        prefix = p;
        cnt /= 1000;
        pref /= 1000.0;
    }
    format!("{cnt:7} {prefix} ")
}

/// The bound on the live TPU tensors of every chip of one run together (see the module's notes),
/// shared by their allocators. One thread runs all the ranks of a run, so an `Rc` suffices.
#[derive(Clone, Debug)]
pub struct HostMemory(Rc<RefCell<HostBudget>>);

#[derive(Debug)]
pub struct HostBudget {
    pub limit: u64,
    /// Rounded bytes of the live blocks of every chip sharing it.
    pub used: u64,
    /// Chips sharing it.
    pub chips: u32,
}

impl HostMemory {
    pub fn new(limit: u64) -> HostMemory {
        HostMemory(Rc::new(RefCell::new(HostBudget {
            limit,
            used: 0,
            chips: 0,
        })))
    }

    pub fn limit(&self) -> u64 {
        self.0.borrow().limit
    }

    /// Bytes the chips sharing it hold now.
    pub fn used(&self) -> u64 {
        self.0.borrow().used
    }

    /// Makes `hbm` one of the chips sharing this bound; what it holds already is counted.
    pub fn attach(&self, hbm: &Hbm) {
        let mut a = hbm.borrow_mut();
        if let Some(old) = a.host.take() {
            old.0.borrow_mut().chips -= 1;
            let mut o = old.0.borrow_mut();
            o.used = o.used.saturating_sub(a.backed_bytes);
        }
        let mut h = self.0.borrow_mut();
        h.chips += 1;
        h.used += a.backed_bytes;
        drop(h);
        a.host = Some(self.clone());
    }
}

/// A chip's allocator, shared by the dispatcher and every block it handed out.
#[derive(Clone, Debug)]
pub struct Hbm(Rc<RefCell<CachingAllocator>>);

impl Hbm {
    pub fn for_chip(chip: ChipId) -> Hbm {
        let g = chip.spec();
        Hbm::with_capacity(g.hbm_bytes, g.name)
    }

    pub fn with_capacity(capacity: u64, chip: &'static str) -> Hbm {
        Hbm(Rc::new(RefCell::new(CachingAllocator::new(capacity, chip))))
    }

    pub fn borrow(&self) -> std::cell::Ref<'_, CachingAllocator> {
        self.0.borrow()
    }

    #[inline]
    pub fn borrow_mut(&self) -> std::cell::RefMut<'_, CachingAllocator> {
        self.0.borrow_mut()
    }

    /// A block of `size` bytes for a new storage; `None` for zero bytes (PyTorch allocates
    /// nothing for an empty tensor).
    pub fn allocate(&self, size: u64, line: u32) -> Result<Option<HbmBlock>, OutOfMemory> {
        self.allocate_as(size, line, true)
    }

    /// [`Hbm::allocate`] for a `meta` tensor: the chip's HBM is taken, the run's host memory is
    /// not (nothing holds its values).
    pub fn allocate_unbacked(&self, size: u64, line: u32) -> Result<Option<HbmBlock>, OutOfMemory> {
        self.allocate_as(size, line, false)
    }

    fn allocate_as(
        &self,
        size: u64,
        line: u32,
        backed: bool,
    ) -> Result<Option<HbmBlock>, OutOfMemory> {
        if size == 0 {
            return Ok(None);
        }
        let rounded = self.0.borrow_mut().take(size, Some(line), backed)?;
        Ok(Some(HbmBlock {
            hbm: self.clone(),
            size: rounded,
            requested: size,
            backed,
        }))
    }

    pub fn check(&self, size: u64) -> Result<(), OutOfMemory> {
        self.0.borrow_mut().check(size, true)
    }

    /// [`Hbm::check`] for a `meta` tensor (the chip's HBM only).
    pub fn check_unbacked(&self, size: u64) -> Result<(), OutOfMemory> {
        self.0.borrow_mut().check(size, false)
    }
}

/// A live allocation. Dropping it (with its storage) returns the bytes to the cache.
#[derive(Debug)]
pub struct HbmBlock {
    hbm: Hbm,
    /// Rounded bytes.
    pub size: u64,
    pub requested: u64,
    /// Whether host memory holds the values (see [`Hbm::allocate_unbacked`]).
    backed: bool,
}

impl HbmBlock {
    /// A new block of `size` bytes from the same chip's allocator, backed as this one is: what a
    /// storage recast to another dtype holds instead (see `Storage::recast`).
    pub fn another(&self, size: u64, line: u32) -> Result<Option<HbmBlock>, OutOfMemory> {
        self.hbm.allocate_as(size, line, self.backed)
    }
}

impl Drop for HbmBlock {
    fn drop(&mut self) {
        // The allocator is never borrowed while storages drop (it holds none), but a statistic
        // lost is better than a panic if that ever changes.
        if let Ok(mut a) = self.hbm.0.try_borrow_mut() {
            a.give_back(self.size, self.requested, self.backed);
        }
    }
}

#[cfg(test)]
mod tests;
