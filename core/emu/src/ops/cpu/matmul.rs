//! The float32 matmul of the CPU reference, on the widest vectors the CPU has.
//!
//! Every output element is the same sequence of roundings whichever loop computes it: starting
//! from +0, for p = 0, 1, ..., k-1 in turn, the product `a[i][p] * b[p][j]` rounded to f32, then
//! added and rounded. The vector loops compute eight such elements side by side (lanes are
//! independent, and a vector multiply or add rounds each lane exactly as the scalar one does), so
//! they give the portable loop's results bit for bit.

/// `C = A @ B` in f32, `A` `m x k` and `B` `k x n` row-major, each output summed over k in
/// increasing order, one rounded product and one rounded add per step: the order of the systolic
/// array, where PE (i, j) accumulates one product per cycle. Not a fused multiply-add: WGSL lets
/// `fma` round twice, and both software adapters we test on (Mesa's lavapipe, Chromium's
/// SwiftShader) do, so two roundings is what every backend can agree on.
pub fn matmul_f32(a: &[f32], b: &[f32], m: usize, k: usize, n: usize) -> Vec<f32> {
    let mut c = vec![0f32; m * n];
    if k == 0 || n == 0 || m == 0 {
        return c;
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        if n >= 8 {
            // SAFETY: the CPU has AVX (checked), and the slices have the lengths `m x k`, `k x n`
            // and `m x n` that the loads and stores stay within (asserted there).
            unsafe { wide::matmul_avx(a, b, &mut c, m, k, n) };
            return c;
        }
        if m >= 8 {
            // SAFETY: as above.
            unsafe { wide::matmul_avx_narrow(a, b, &mut c, m, k, n) };
            return c;
        }
    }
    matmul_portable(a, b, &mut c, m, k, n, 0);
    c
}

/// Columns `j0..n` of `C = A @ B`, accumulated onto `c` (zeros): row i of C gains `a[i][p]`
/// times B's row p for p = 0, 1, ..., so the innermost loop walks rows of B and C.
fn matmul_portable(a: &[f32], b: &[f32], c: &mut [f32], m: usize, k: usize, n: usize, j0: usize) {
    for (ci, ai) in c.chunks_exact_mut(n).zip(a.chunks_exact(k)).take(m) {
        for (&x, bp) in ai.iter().zip(b.chunks_exact(n)) {
            for (cj, &y) in ci[j0..].iter_mut().zip(&bp[j0..]) {
                *cj += x * y;
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod wide {
    use std::arch::x86_64::{
        __m256, _mm256_add_ps, _mm256_loadu_ps, _mm256_mul_ps, _mm256_set1_ps, _mm256_setzero_ps,
        _mm256_storeu_ps,
    };

    /// Rows of C in blocks of four, columns in blocks of eight (the accumulators stay in
    /// registers through the whole k loop); the columns past the last block of eight, portably.
    #[target_feature(enable = "avx")]
    pub(super) fn matmul_avx(a: &[f32], b: &[f32], c: &mut [f32], m: usize, k: usize, n: usize) {
        assert!(a.len() >= m * k && b.len() >= k * n && c.len() >= m * n);
        let blocks = n / 8 * 8;
        let (a, b, c) = (a.as_ptr(), b.as_ptr(), c.as_mut_ptr());
        for j in (0..blocks).step_by(8) {
            let mut i = 0;
            while i + 4 <= m {
                // SAFETY: rows i..i+4 < m and columns j..j+8 <= n: every access is in bounds.
                unsafe { block::<4>(a, b, c, i, j, k, n) };
                i += 4;
            }
            while i < m {
                // SAFETY: as above, one row.
                unsafe { block::<1>(a, b, c, i, j, k, n) };
                i += 1;
            }
        }
        if blocks < n {
            // SAFETY: the same three slices, rebuilt from the pointers taken above.
            let (a, b, c) = unsafe {
                (
                    std::slice::from_raw_parts(a, m * k),
                    std::slice::from_raw_parts(b, k * n),
                    std::slice::from_raw_parts_mut(c, m * n),
                )
            };
            super::matmul_portable(a, b, c, m, k, n, blocks);
        }
    }

    /// C narrower than a vector (`n < 8`): eight rows at a time, a lane per row, A's eight rows
    /// first copied into a panel that holds column p of them contiguously; the rows past the
    /// last block of eight, portably.
    #[target_feature(enable = "avx")]
    pub(super) fn matmul_avx_narrow(
        a: &[f32],
        b: &[f32],
        c: &mut [f32],
        m: usize,
        k: usize,
        n: usize,
    ) {
        assert!(n < 8 && a.len() >= m * k && b.len() >= k * n && c.len() >= m * n);
        let mut panel = vec![0f32; k * 8];
        let mut i = 0;
        while i + 8 <= m {
            for (p, lanes) in panel.chunks_exact_mut(8).enumerate() {
                for (r, lane) in lanes.iter_mut().enumerate() {
                    *lane = a[(i + r) * k + p];
                }
            }
            let mut acc: [__m256; 8] = [_mm256_setzero_ps(); 8];
            for (lanes, bp) in panel.chunks_exact(8).zip(b.chunks_exact(n)) {
                // SAFETY: `lanes` holds eight elements.
                let x = unsafe { _mm256_loadu_ps(lanes.as_ptr()) };
                for (acc, &y) in acc.iter_mut().zip(bp) {
                    *acc = _mm256_add_ps(*acc, _mm256_mul_ps(x, _mm256_set1_ps(y)));
                }
            }
            let mut lanes = [0f32; 8];
            for (j, acc) in acc.iter().take(n).enumerate() {
                // SAFETY: `lanes` holds eight elements.
                unsafe { _mm256_storeu_ps(lanes.as_mut_ptr(), *acc) };
                for (r, &v) in lanes.iter().enumerate() {
                    c[(i + r) * n + j] = v;
                }
            }
            i += 8;
        }
        if i < m {
            super::matmul_portable(&a[i * k..], b, &mut c[i * n..], m - i, k, n, 0);
        }
    }

    /// Rows `i..i+R`, columns `j..j+8` of C, over the whole of k.
    ///
    /// # Safety
    /// AVX, and `i + R <= m`, `j + 8 <= n` for the `m x k`, `k x n`, `m x n` buffers.
    #[target_feature(enable = "avx")]
    unsafe fn block<const R: usize>(
        a: *const f32,
        b: *const f32,
        c: *mut f32,
        i: usize,
        j: usize,
        k: usize,
        n: usize,
    ) {
        let mut acc: [__m256; R] = [_mm256_setzero_ps(); R];
        for p in 0..k {
            // SAFETY: (p, j..j+8) lies in B and (i+r, p) in A (the caller's bounds).
            let bp = unsafe { _mm256_loadu_ps(b.add(p * n + j)) };
            for (r, acc) in acc.iter_mut().enumerate() {
                let x = _mm256_set1_ps(unsafe { *a.add((i + r) * k + p) });
                *acc = _mm256_add_ps(*acc, _mm256_mul_ps(x, bp));
            }
        }
        for (r, acc) in acc.iter().enumerate() {
            // SAFETY: (i+r, j..j+8) lies in C.
            unsafe { _mm256_storeu_ps(c.add((i + r) * n + j), *acc) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: each element's k products summed in increasing order, one rounding each.
    fn naive(a: &[f32], b: &[f32], m: usize, k: usize, n: usize) -> Vec<f32> {
        let mut c = vec![0f32; m * n];
        for i in 0..m {
            for j in 0..n {
                let mut acc = 0f32;
                for p in 0..k {
                    acc += a[i * k + p] * b[p * n + j];
                }
                c[i * n + j] = acc;
            }
        }
        c
    }

    #[test]
    fn every_path_gives_the_definitions_bits() {
        // Values whose sums round differently in another order (a cancelling spread of
        // magnitudes), shapes with and without whole blocks of rows and columns.
        let mut seed = 0x2545_f491u32;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            (seed as f32 / u32::MAX as f32 - 0.5) * 10f32.powi((seed % 7) as i32 - 3)
        };
        for &(m, k, n) in &[
            (1, 1, 1),
            (3, 5, 7),
            (4, 9, 8),
            (5, 17, 19),
            (9, 64, 33),
            (2, 0, 8),
        ] {
            let a: Vec<f32> = (0..m * k).map(|_| next()).collect();
            let b: Vec<f32> = (0..k * n).map(|_| next()).collect();
            let want = naive(&a, &b, m, k, n);
            let got = matmul_f32(&a, &b, m, k, n);
            let mut portable = vec![0f32; m * n];
            if k > 0 {
                matmul_portable(&a, &b, &mut portable, m, k, n, 0);
            }
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&got), bits(&want), "{m}x{k}x{n}");
            assert_eq!(bits(&portable), bits(&want), "{m}x{k}x{n} portable");
        }
    }
}
