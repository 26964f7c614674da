//! The caching allocator's tests: rounding, the cache's reuse, PyTorch's statistics and OOM
//! messages, and the host bound the chips of a run share.

use super::*;

const MIB: u64 = 1 << 20;

fn small(capacity: u64) -> Hbm {
    Hbm::with_capacity(capacity, "TPU test")
}

#[test]
fn the_chips_of_a_run_share_one_host_bound() {
    let host = HostMemory::new(3 * MIB);
    let (a, b) = (small(64 * MIB), small(64 * MIB));
    host.attach(&a);
    host.attach(&b);
    let x = a.allocate(2 * MIB, 1).unwrap();
    // b's chip is empty, but the run holds 2 MiB of its 3: 2 MiB more does not fit (c10's
    // format_size writes exactly 1 MiB as KiB).
    let e = b.allocate(2 * MIB, 7).unwrap_err();
    assert_eq!(e.host, Some((3 * MIB, 2 * MIB, 2)));
    assert_eq!(
        e.message(),
        "TPU out of memory. Tried to allocate 2.00 MiB. The 2 TPUs of this run hold 2.00 MiB of tensors together, and the playground allows at most 3.00 MiB (host memory backs every TPU's HBM), so 1024.00 KiB is free. Of the allocated memory 0 bytes is allocated by PyTorch on TPU 0 (TPU test)."
    );
    assert_eq!(b.borrow().num_ooms, 1);
    let y = b.allocate(MIB, 7).unwrap();
    assert_eq!(host.used(), 3 * MIB);
    // A freed block goes back to its chip's cache and no longer counts against the run.
    drop(x);
    assert_eq!(host.used(), MIB);
    assert!(b.allocate(2 * MIB, 8).unwrap().is_some());
    drop(y);
    // A request the chip itself cannot hold is the chip's error, as before.
    let e = a.allocate(65 * MIB, 9).unwrap_err();
    assert_eq!(e.host, None);
}

#[test]
fn requests_round_up_to_512_byte_blocks() {
    let hbm = small(64 * MIB);
    let a = hbm.allocate(1, 1).unwrap().unwrap();
    let b = hbm.allocate(512, 1).unwrap().unwrap();
    let c = hbm.allocate(513, 1).unwrap().unwrap();
    assert_eq!((a.size, b.size, c.size), (512, 512, 1024));
    let s = hbm.borrow();
    assert_eq!(s.allocated_bytes.current, 2048);
    assert_eq!(s.requested_bytes.current, 1 + 512 + 513);
    assert_eq!(s.allocations.current, 3);
    drop(s);
    assert!(hbm.allocate(0, 1).unwrap().is_none());
    assert_eq!(hbm.borrow().allocations.current, 3);
}

#[test]
fn freed_blocks_are_cached_and_reused_by_the_same_size() {
    let hbm = small(64 * MIB);
    let a = hbm.allocate(4000, 1).unwrap();
    drop(a);
    {
        let s = hbm.borrow();
        assert_eq!(s.allocated_bytes.current, 0);
        assert_eq!(s.reserved_bytes.current, 4096);
        assert_eq!(s.cached_bytes(), 4096);
    }
    // Same rounded size (4001..=4096 round to 4096): the cached block, nothing new reserved.
    let b = hbm.allocate(4090, 2).unwrap();
    {
        let s = hbm.borrow();
        assert_eq!(s.allocated_bytes.current, 4096);
        assert_eq!(s.reserved_bytes.current, 4096);
        assert_eq!(s.segments.allocated, 1);
    }
    // Another size reserves fresh memory; the cache holds nothing to reuse.
    let c = hbm.allocate(8192, 2).unwrap();
    assert_eq!(hbm.borrow().reserved_bytes.current, 4096 + 8192);
    drop((b, c));
    assert_eq!(hbm.borrow().reserved_bytes.current, 4096 + 8192);
    assert_eq!(hbm.borrow().allocated_bytes.current, 0);
}

#[test]
fn peaks_track_the_highest_point_and_reset_to_the_current_value() {
    let hbm = small(64 * MIB);
    let a = hbm.allocate(MIB, 1).unwrap();
    let b = hbm.allocate(2 * MIB, 1).unwrap();
    drop(b);
    {
        let s = hbm.borrow();
        assert_eq!(s.allocated_bytes.peak, 3 * MIB);
        assert_eq!(s.allocated_bytes.current, MIB);
        assert_eq!(s.reserved_bytes.peak, 3 * MIB);
    }
    hbm.borrow_mut().reset_peaks();
    assert_eq!(hbm.borrow().allocated_bytes.peak, MIB);
    assert_eq!(hbm.borrow().reserved_bytes.peak, 3 * MIB);
    drop(a);
    assert_eq!(hbm.borrow().allocated_bytes.peak, MIB);
    assert_eq!(hbm.borrow().allocated_bytes.freed, 3 * MIB);
}

#[test]
fn empty_cache_releases_only_cached_blocks() {
    let hbm = small(64 * MIB);
    let live = hbm.allocate(MIB, 1).unwrap();
    drop(hbm.allocate(2 * MIB, 1).unwrap());
    assert_eq!(hbm.borrow().reserved_bytes.current, 3 * MIB);
    hbm.borrow_mut().release_cache();
    let s = hbm.borrow();
    assert_eq!(s.reserved_bytes.current, MIB);
    assert_eq!(s.allocated_bytes.current, MIB);
    assert_eq!(s.segments.current, 1);
    drop(s);
    drop(live);
}

#[test]
fn a_request_that_needs_the_cache_released_succeeds_after_a_retry() {
    let hbm = small(10 * MIB);
    let _live = hbm.allocate(4 * MIB, 1).unwrap();
    drop(hbm.allocate(5 * MIB, 1).unwrap());
    // 4 live + 5 cached of 10: 3 MiB more fits only once the cache is released.
    let b = hbm.allocate(3 * MIB, 2).unwrap().unwrap();
    assert_eq!(b.size, 3 * MIB);
    let s = hbm.borrow();
    assert_eq!(s.num_alloc_retries, 1);
    assert_eq!(s.num_ooms, 0);
    assert_eq!(s.reserved_bytes.current, 7 * MIB);
    assert_eq!(s.cached_bytes(), 0);
}

#[test]
fn out_of_memory_names_request_capacity_free_and_allocated() {
    let hbm = small(10 * MIB);
    let _live = hbm.allocate(6 * MIB, 1).unwrap();
    drop(hbm.allocate(MIB, 1).unwrap());
    let e = hbm.allocate(5 * MIB, 3).unwrap_err();
    // The cache (1 MiB) was released before giving up: nothing reserved but unallocated.
    assert_eq!(e.requested, 5 * MIB);
    assert_eq!(e.free, 4 * MIB);
    assert_eq!(e.allocated, 6 * MIB);
    assert_eq!(e.reserved_unallocated, 0);
    assert_eq!(
        e.message(),
        "TPU out of memory. Tried to allocate 5.00 MiB. TPU 0 (TPU test) has a total capacity of 10.00 MiB of which 4.00 MiB is free. Of the allocated memory 6.00 MiB is allocated by PyTorch, and 0 bytes is reserved by PyTorch but unallocated."
    );
    let s = hbm.borrow();
    assert_eq!((s.num_ooms, s.num_alloc_retries), (1, 1));
    // Nothing was allocated for the failed request.
    assert_eq!(s.allocated_bytes.current, 6 * MIB);
    assert_eq!(s.allocations.allocated, 2);
}

#[test]
fn check_fails_fast_for_an_absurd_request_without_allocating() {
    let hbm = Hbm::for_chip(ChipId::V5e);
    let e = hbm.check(u64::MAX).unwrap_err();
    assert_eq!(e.capacity, 16 << 30);
    assert_eq!(e.chip, "TPU v5e");
    assert_eq!(hbm.borrow().allocations.allocated, 0);
    assert!(hbm.check(1 << 30).is_ok());
}

#[test]
fn format_size_follows_c10() {
    // c10::CachingAllocator::format_size: `<=` thresholds, two decimals.
    assert_eq!(format_size(0), "0 bytes");
    assert_eq!(format_size(1024), "1024 bytes");
    assert_eq!(format_size(1536), "1.50 KiB");
    assert_eq!(format_size(1 << 20), "1024.00 KiB");
    assert_eq!(format_size(16 << 30), "16.00 GiB");
    assert_eq!(format_size(1 << 42), "4096.00 GiB");
}

#[test]
fn summary_has_the_cuda_layout() {
    let hbm = small(64 * MIB);
    let _a = hbm.allocate(3 * MIB, 1).unwrap();
    let text = hbm.borrow().summary(0);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().all(|l| l.chars().count() == 77), "{text}");
    assert!(text.contains("PyTorch TPU memory summary, device ID 0"));
    // torch/cuda/memory.py's _format_size: 3 MiB is 3072 KiB, under 768 Ki of them, so KiB
    // (the same Python function prints '  3072 KiB' for 3 << 20).
    assert!(
        text.contains(
            "| Allocated memory      |   3072 KiB |   3072 KiB |   3072 KiB |      0 B   |"
        ),
        "{text}"
    );
    assert!(text
        .contains("| Allocations           |       1    |       1    |       1    |       0    |"));
}
