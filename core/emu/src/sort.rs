//! One sort for the page's cold paths. Each `slice::sort_by` on a new element type or closure
//! is a new copy of the standard library's stable sort (about 4.5 KB of wasm each: 21 copies
//! were 98 KB of the page's code); these functions sort a permutation of indices with one shared
//! copy instead, then move the items into place. Stable, with the standard sort's result; a
//! little slower per comparison (a dynamic call), so hot sorts (Python's `list.sort`) keep
//! their own.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp`, as `v.sort_by(cmp)` would.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let mut order: Vec<usize> = (0..v.len()).collect();
    sort_order(&mut order, &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, &order);
}

/// Sorts `v` stably by a key, as `v.sort_by_key(key)` would.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` in order, as `v.sort()` would.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The one instantiation of the standard library's sort.
#[inline(never)]
fn sort_order(order: &mut [usize], cmp: &mut dyn FnMut(usize, usize) -> Ordering) {
    order.sort_by(|&a, &b| cmp(a, b));
}

/// Puts `v[order[k]]` at `k` for every `k`, following each cycle of the permutation once.
fn permute<T>(v: &mut [T], order: &[usize]) {
    let mut done = vec![false; v.len()];
    for i in 0..v.len() {
        let mut j = i;
        while !done[j] {
            done[j] = true;
            let k = order[j];
            if k == i {
                break;
            }
            v.swap(j, k);
            j = k;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_library_does_and_keeps_equal_items_in_order() {
        // A small generator (no dependency): pairs with many equal keys, sorted by the key.
        let mut seed = 7u64;
        for n in [0usize, 1, 2, 3, 5, 17, 100, 1000] {
            let v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 59) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = v.clone();
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std, "n = {n}");
            let mut ours = v.clone();
            sort_by(&mut ours, |a, b| b.cmp(a));
            let mut std = v;
            std.sort_by(|a, b| b.cmp(a));
            assert_eq!(ours, std, "n = {n}, reversed");
        }
        let mut words = vec!["pear", "fig", "apple", "fig"];
        sort(&mut words);
        assert_eq!(words, ["apple", "fig", "fig", "pear"]);
    }
}
