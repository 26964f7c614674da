//! Visiting strided views run by run instead of element by element.
//!
//! A view of `shape` read through `K` strided accesses (an elementwise kernel's operands, a
//! gather's source) is a set of runs: for every index of the outer dimensions, a stretch of the
//! innermost dimension, each operand stepping by its own stride. Adjacent dimensions that every
//! operand lays out as one (a contiguous tensor's whole shape, a broadcast operand's repeated rows)
//! are merged first, so a fresh tensor is a single run and the per-element work is a plain loop
//! the compiler can unroll, with no index vector of the view's size to build.

/// Calls `f(bases, steps, len)` for every run of the view in row-major order: the run's first
/// element is at storage offset `bases[k]` in operand `k`, and its `i`-th at
/// `bases[k] + i * steps[k]`. A view with no elements makes no call; a 0-d view makes one run of
/// length 1.
pub fn for_each_run<const K: usize>(
    shape: &[usize],
    strides: [&[isize]; K],
    offsets: [usize; K],
    mut f: impl FnMut([usize; K], [isize; K], usize),
) {
    if shape.contains(&0) {
        return;
    }
    // Dimensions of size 1 are never stepped over; the rest merged where every operand allows.
    let mut dims: Vec<(usize, [isize; K])> = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        if size == 1 {
            continue;
        }
        // A stride missing from a shorter list counts as 0, as the index arithmetic always had it.
        let st: [isize; K] = std::array::from_fn(|k| strides[k].get(d).copied().unwrap_or(0));
        if let Some((outer, ost)) = dims.last_mut() {
            if (0..K).all(|k| ost[k] == st[k] * size as isize) {
                *outer *= size;
                *ost = st;
                continue;
            }
        }
        dims.push((size, st));
    }
    let base: [isize; K] = std::array::from_fn(|k| offsets[k] as isize);
    let Some(&(len, steps)) = dims.last() else {
        f(offsets, [0; K], 1);
        return;
    };
    let outer = &dims[..dims.len() - 1];
    let mut idx = vec![0usize; outer.len()];
    let mut at = base;
    loop {
        f(std::array::from_fn(|k| at[k] as usize), steps, len);
        // The next outer index, odometer-wise, moving every operand's base along.
        let mut d = outer.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            let (size, st) = &outer[d];
            idx[d] += 1;
            if idx[d] < *size {
                for k in 0..K {
                    at[k] += st[k];
                }
                break;
            }
            for k in 0..K {
                at[k] -= st[k] * (*size as isize - 1);
            }
            idx[d] = 0;
        }
    }
}

/// The storage offset of every element of the view, in row-major order.
pub fn offsets_by_runs(shape: &[usize], strides: &[isize], offset: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(shape.iter().product());
    for_each_run(shape, [strides], [offset], |[b], [s], len| {
        if s == 1 {
            out.extend(b..b + len);
        } else {
            out.extend((0..len).map(|i| (b as isize + i as isize * s) as usize));
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The element-by-element definition the runs must reproduce.
    fn naive(shape: &[usize], strides: &[isize], offset: usize) -> Vec<usize> {
        let n: usize = shape.iter().product();
        let mut out = Vec::new();
        let mut idx = vec![0usize; shape.len()];
        for _ in 0..n {
            let off = idx
                .iter()
                .zip(strides)
                .fold(offset as isize, |a, (&i, &s)| a + i as isize * s);
            out.push(off as usize);
            for d in (0..shape.len()).rev() {
                idx[d] += 1;
                if idx[d] < shape[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        out
    }

    #[test]
    fn runs_match_the_elementwise_definition() {
        let cases: &[(&[usize], &[isize], usize)] = &[
            (&[], &[], 3),
            (&[0, 4], &[4, 1], 0),
            (&[2, 3, 4], &[12, 4, 1], 5),
            (&[2, 3, 4], &[1, 2, 6], 0),
            (&[2, 3, 4], &[0, 4, 1], 0),
            (&[2, 1, 4], &[4, 99, 0], 1),
            (&[3, 4], &[-4, -1], 11),
            (&[4, 2, 3], &[6, 1, 2], 0),
            (&[1, 1], &[7, 9], 2),
        ];
        for &(shape, strides, offset) in cases {
            assert_eq!(
                offsets_by_runs(shape, strides, offset),
                naive(shape, strides, offset),
                "{shape:?} {strides:?} {offset}"
            );
        }
    }

    #[test]
    fn two_operands_walk_in_step() {
        // A contiguous 3x4 against a row broadcast along dim 0: one run per row for the pair.
        let (mut a, mut b, mut runs) = (Vec::new(), Vec::new(), 0);
        for_each_run(
            &[3, 4],
            [&[4, 1], &[0, 1]],
            [0, 10],
            |[x, y], [sx, sy], len| {
                runs += 1;
                for i in 0..len as isize {
                    a.push((x as isize + i * sx) as usize);
                    b.push((y as isize + i * sy) as usize);
                }
            },
        );
        assert_eq!(runs, 3);
        assert_eq!(a, naive(&[3, 4], &[4, 1], 0));
        assert_eq!(b, naive(&[3, 4], &[0, 1], 10));
    }
}
