//! `_Formatter`: one pass over the values to be shown picks a notation and a column width, so that
//! every element of the printout lines up.

use super::super::dtype::HostData;
use super::pyfloat::{format_fixed, format_sci};
use super::PrintOptions;

/// How floating elements are written; integer and bool tensors ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Notation {
    /// Every finite value is integral: `3.` with a trailing point to say "float".
    Int,
    /// `{:.Pf}`.
    Fixed,
    /// `{:.Pe}`, chosen when magnitudes span more than 1000x, exceed 1e8 or fall under 1e-4, or
    /// forced by `sci_mode`.
    Sci,
}

/// The notation and column width shared by every element of one printout.
#[derive(Clone, Debug)]
pub(super) struct Formatter {
    floating: bool,
    notation: Notation,
    precision: usize,
    width: usize,
}

impl Formatter {
    /// Scans the elements at `indices` (the summarised subset when the printout elides): PyTorch
    /// sizes columns from what is shown, so hidden elements never widen them.
    pub(super) fn new(data: &HostData, indices: &[usize], opts: &PrintOptions) -> Self {
        let floating = matches!(data, HostData::F32(_) | HostData::F64(_));
        let mut f = Formatter {
            floating,
            notation: Notation::Int,
            precision: opts.precision,
            width: 1,
        };
        // The scans charge the time limit per element; past it they stop (the caller checks).
        let on_time = |_: &&usize| !crate::limits::poll();
        if !floating {
            f.width = indices
                .iter()
                .take_while(on_time)
                .map(|&i| integral_str(data, i).len())
                .fold(1, usize::max);
            return f;
        }
        let vals: Vec<f64> = indices
            .iter()
            .take_while(on_time)
            .map(|&i| data.get_f64(i))
            .filter(|v| v.is_finite() && *v != 0.0)
            .collect();
        // With nothing finite and nonzero PyTorch returns before reading `sci_mode`, so even a
        // forced sci_mode prints zeros as `0.`.
        if vals.is_empty() {
            return f;
        }
        let (min, max) = vals.iter().fold((f64::INFINITY, 0.0_f64), |(lo, hi), v| {
            (lo.min(v.abs()), hi.max(v.abs()))
        });
        let int_mode = vals.iter().all(|v| *v == v.ceil());
        let sci = opts
            .sci_mode
            .unwrap_or(max / min > 1000.0 || max > 1.0e8 || min < 1.0e-4);
        f.notation = match (sci, int_mode) {
            (true, _) => Notation::Sci,
            (false, true) => Notation::Int,
            (false, false) => Notation::Fixed,
        };
        f.width = vals
            .iter()
            .take_while(|_| !crate::limits::poll())
            .map(|&v| match f.notation {
                Notation::Sci => format_sci(v, f.precision).len(),
                // Room for the trailing point.
                Notation::Int => format_fixed(v, 0).len() + 1,
                Notation::Fixed => format_fixed(v, f.precision).len(),
            })
            .fold(1, usize::max);
        f
    }

    pub(super) fn width(&self) -> usize {
        self.width
    }

    #[cfg(test)]
    pub(super) fn notation(&self) -> Notation {
        self.notation
    }

    /// Element `i` right-aligned to the column width. Values wider than the column (`nan`, `inf`,
    /// which the width scan skips) overflow it rather than being cut.
    pub(super) fn format(&self, data: &HostData, i: usize) -> String {
        // Each element charges the time limit; past it the rest are empty (the caller's VM ends
        // the run and prints nothing of it).
        if crate::limits::poll() {
            return String::new();
        }
        let s = if self.floating {
            let v = data.get_f64(i);
            match self.notation {
                Notation::Sci => format_sci(v, self.precision),
                Notation::Int if v.is_finite() => format_fixed(v, 0) + ".",
                Notation::Int => format_fixed(v, 0),
                Notation::Fixed => format_fixed(v, self.precision),
            }
        } else {
            integral_str(data, i)
        };
        format!("{s:>width$}", width = self.width)
    }
}

/// Python's `str()` of a non-floating element.
fn integral_str(data: &HostData, i: usize) -> String {
    match data {
        HostData::Bool(v) => if v[i] { "True" } else { "False" }.to_string(),
        HostData::I32(v) => v[i].to_string(),
        HostData::I64(v) => v[i].to_string(),
        HostData::F32(_) | HostData::F64(_) => unreachable!("floating data takes the float path"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(data: HostData, opts: &PrintOptions) -> Formatter {
        let idx: Vec<usize> = (0..data.len()).collect();
        Formatter::new(&data, &idx, opts)
    }

    #[test]
    fn notation_rules() {
        let d = PrintOptions::default();
        let notation = |v: Vec<f64>| scan(HostData::F64(v), &d).notation();
        assert_eq!(notation(vec![1.0, 1000.0]), Notation::Int); // ratio exactly 1000 is not > 1000
        assert_eq!(notation(vec![1.0, 1001.0]), Notation::Sci);
        assert_eq!(notation(vec![1.0e8]), Notation::Int);
        assert_eq!(notation(vec![1.0e8 + 2.0]), Notation::Sci);
        assert_eq!(notation(vec![0.5, 100.0]), Notation::Fixed);
        assert_eq!(notation(vec![1.0e-4, 0.05]), Notation::Fixed);
        assert_eq!(notation(vec![0.99e-4, 0.05]), Notation::Sci);
        // Zeros and non-finite values take no part in the choice.
        assert_eq!(notation(vec![0.0, f64::NAN, 1e-3, 0.5]), Notation::Fixed);
        assert_eq!(notation(vec![f64::INFINITY, 3.0]), Notation::Int);
    }

    #[test]
    fn forced_sci_mode_except_when_nothing_is_finite() {
        let on = PrintOptions {
            sci_mode: Some(true),
            ..PrintOptions::default()
        };
        let off = PrintOptions {
            sci_mode: Some(false),
            ..PrintOptions::default()
        };
        assert_eq!(
            scan(HostData::F32(vec![2.0]), &on).notation(),
            Notation::Sci
        );
        assert_eq!(
            scan(HostData::F32(vec![1e-9]), &off).notation(),
            Notation::Fixed
        );
        assert_eq!(
            scan(HostData::F32(vec![0.0, -0.0]), &on).notation(),
            Notation::Int
        );
    }

    #[test]
    fn widths_and_padding() {
        let d = PrintOptions::default();
        let f = scan(HostData::F32(vec![-3.0, 2.5]), &d);
        assert_eq!(f.width(), 7);
        assert_eq!(f.format(&HostData::F32(vec![2.5]), 0), " 2.5000");
        let ints = HostData::I64(vec![1, -200000]);
        let f = scan(ints.clone(), &d);
        assert_eq!(
            (f.format(&ints, 0), f.format(&ints, 1)),
            ("      1".into(), "-200000".into())
        );
        let bools = HostData::Bool(vec![true, false]);
        assert_eq!(scan(bools.clone(), &d).format(&bools, 0), " True");
        // nan is wider than the 2-char column of `1.` and overflows it.
        let v = HostData::F32(vec![f32::NAN, 1.0]);
        let f = scan(v.clone(), &d);
        assert_eq!(
            (f.format(&v, 0), f.format(&v, 1)),
            ("nan".into(), "1.".into())
        );
    }
}
