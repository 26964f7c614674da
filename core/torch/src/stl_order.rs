//! `topk`'s order among equal values, as PyTorch's CPU kernel leaves it (`TopKImpl.h`): it
//! selects with the C++ standard library's `nth_element` (then `sort`s the first k - 1) or, for
//! k * 64 <= n, `partial_sort`, neither of them stable, so which of several equal values comes
//! first is the algorithm's. These are libstdc++'s algorithms (introselect, introsort, heap
//! select) step for step, over `(value, index)` pairs and a strict "before" comparison.

/// `std::nth_element(v, v + nth, v + len, before)`.
pub fn nth_element<T: Copy>(v: &mut [T], nth: usize, before: &impl Fn(&T, &T) -> bool) {
    if v.is_empty() || nth >= v.len() {
        return;
    }
    let depth = 2 * lg(v.len());
    introselect(v, 0, nth, v.len(), depth, before);
}

/// `std::sort(v, v + len, before)`.
pub fn sort<T: Copy>(v: &mut [T], before: &impl Fn(&T, &T) -> bool) {
    if v.len() > 1 {
        introsort_loop(v, 0, v.len(), 2 * lg(v.len()), before);
        final_insertion_sort(v, 0, v.len(), before);
    }
}

/// `std::partial_sort(v, v + middle, v + len, before)`.
pub fn partial_sort<T: Copy>(v: &mut [T], middle: usize, before: &impl Fn(&T, &T) -> bool) {
    heap_select(v, 0, middle, v.len(), before);
    sort_heap(v, 0, middle, before);
}

fn lg(n: usize) -> usize {
    (usize::BITS - 1 - n.leading_zeros()) as usize
}

const THRESHOLD: usize = 16;

fn introselect<T: Copy>(
    v: &mut [T],
    mut first: usize,
    nth: usize,
    mut last: usize,
    mut depth: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    while last - first > 3 {
        if depth == 0 {
            heap_select(v, first, nth + 1, last, before);
            v.swap(first, nth);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last, before);
        if cut <= nth {
            first = cut;
        } else {
            last = cut;
        }
    }
    insertion_sort(v, first, last, before);
}

fn introsort_loop<T: Copy>(
    v: &mut [T],
    first: usize,
    mut last: usize,
    mut depth: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    while last - first > THRESHOLD {
        if depth == 0 {
            heap_select(v, first, last, last, before);
            sort_heap(v, first, last, before);
            return;
        }
        depth -= 1;
        let cut = partition_pivot(v, first, last, before);
        introsort_loop(v, cut, last, depth, before);
        last = cut;
    }
}

fn final_insertion_sort<T: Copy>(
    v: &mut [T],
    first: usize,
    last: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    if last - first > THRESHOLD {
        insertion_sort(v, first, first + THRESHOLD, before);
        for i in first + THRESHOLD..last {
            linear_insert(v, i, before);
        }
    } else {
        insertion_sort(v, first, last, before);
    }
}

fn insertion_sort<T: Copy>(
    v: &mut [T],
    first: usize,
    last: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    if first == last {
        return;
    }
    for i in first + 1..last {
        if before(&v[i], &v[first]) {
            let x = v[i];
            v.copy_within(first..i, first + 1);
            v[first] = x;
        } else {
            linear_insert(v, i, before);
        }
    }
}

/// `__unguarded_linear_insert`: `v[at]` moved down past the items it goes before.
fn linear_insert<T: Copy>(v: &mut [T], mut at: usize, before: &impl Fn(&T, &T) -> bool) {
    let x = v[at];
    while before(&x, &v[at - 1]) {
        v[at] = v[at - 1];
        at -= 1;
    }
    v[at] = x;
}

/// `__unguarded_partition_pivot`: the median of the second, middle and last items moved to
/// `first`, then the rest partitioned around it.
fn partition_pivot<T: Copy>(
    v: &mut [T],
    first: usize,
    last: usize,
    before: &impl Fn(&T, &T) -> bool,
) -> usize {
    let mid = first + (last - first) / 2;
    let (a, b, c) = (first + 1, mid, last - 1);
    let pick = if before(&v[a], &v[b]) {
        if before(&v[b], &v[c]) {
            b
        } else if before(&v[a], &v[c]) {
            c
        } else {
            a
        }
    } else if before(&v[a], &v[c]) {
        a
    } else if before(&v[b], &v[c]) {
        c
    } else {
        b
    };
    v.swap(first, pick);
    let (mut lo, mut hi) = (first + 1, last);
    loop {
        while before(&v[lo], &v[first]) {
            lo += 1;
        }
        hi -= 1;
        while before(&v[first], &v[hi]) {
            hi -= 1;
        }
        if lo >= hi {
            return lo;
        }
        v.swap(lo, hi);
        lo += 1;
    }
}

fn heap_select<T: Copy>(
    v: &mut [T],
    first: usize,
    middle: usize,
    last: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    make_heap(v, first, middle, before);
    for i in middle..last {
        if before(&v[i], &v[first]) {
            pop_heap(v, first, middle, i, before);
        }
    }
}

fn make_heap<T: Copy>(v: &mut [T], first: usize, last: usize, before: &impl Fn(&T, &T) -> bool) {
    let len = last - first;
    if len < 2 {
        return;
    }
    let mut parent = (len - 2) / 2;
    loop {
        let x = v[first + parent];
        adjust_heap(v, first, parent, len, x, before);
        if parent == 0 {
            return;
        }
        parent -= 1;
    }
}

fn sort_heap<T: Copy>(
    v: &mut [T],
    first: usize,
    mut last: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    while last - first > 1 {
        last -= 1;
        pop_heap(v, first, last, last, before);
    }
}

fn pop_heap<T: Copy>(
    v: &mut [T],
    first: usize,
    last: usize,
    result: usize,
    before: &impl Fn(&T, &T) -> bool,
) {
    let x = v[result];
    v[result] = v[first];
    adjust_heap(v, first, 0, last - first, x, before);
}

fn adjust_heap<T: Copy>(
    v: &mut [T],
    first: usize,
    mut hole: usize,
    len: usize,
    x: T,
    before: &impl Fn(&T, &T) -> bool,
) {
    let top = hole;
    let mut child = hole;
    while child < (len - 1) / 2 {
        child = 2 * (child + 1);
        if before(&v[first + child], &v[first + child - 1]) {
            child -= 1;
        }
        v[first + hole] = v[first + child];
        hole = child;
    }
    if len & 1 == 0 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        v[first + hole] = v[first + child - 1];
        hole = child - 1;
    }
    // `__push_heap`.
    while hole > top {
        let parent = (hole - 1) / 2;
        if !before(&v[first + parent], &x) {
            break;
        }
        v[first + hole] = v[first + parent];
        hole = parent;
    }
    v[first + hole] = x;
}
