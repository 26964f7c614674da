//! `_tensor_str`: nested brackets, rows wrapped at the line width, and `...` where a tensor with
//! more than `threshold` elements is summarised to its first and last `edgeitems` along each dim.

use super::super::dtype::HostData;
use super::formatter::Formatter;
use super::PrintOptions;

/// The bracketed body of a non-empty tensor, as it appears after `tensor(` (`indent` columns in).
pub(super) fn tensor_str(
    data: &HostData,
    shape: &[usize],
    opts: &PrintOptions,
    indent: usize,
) -> String {
    let numel: usize = shape.iter().product();
    let strides = row_major_strides(shape);
    let summarize = numel > opts.threshold;
    let shown = if summarize {
        let mut out = Vec::new();
        summarized_indices(0, shape, &strides, opts.edgeitems, &mut out);
        out
    } else {
        (0..numel).collect()
    };
    let fmt = Formatter::new(data, &shown, opts);
    drop(shown);
    // Past the time limit (see `crate::limits`) the printout is cut short and empty: the caller's
    // run ends without printing it.
    if crate::limits::tripped() {
        return String::new();
    }
    let printer = Printer {
        data,
        fmt,
        opts,
        summarize,
    };
    printer.render(0, shape, &strides, indent)
}

fn row_major_strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// Flat indices of `get_summarized_data`'s result, in its order.
fn summarized_indices(
    offset: usize,
    shape: &[usize],
    strides: &[usize],
    edge: usize,
    out: &mut Vec<usize>,
) {
    let Some((&n, inner)) = shape.split_first() else {
        out.push(offset);
        return;
    };
    if inner.is_empty() {
        // With edgeitems=0 PyTorch's `self[-0:]` is the whole vector, not an empty one.
        let picked: Vec<usize> = if n > 2 * edge && edge > 0 {
            (0..edge).chain(n - edge..n).collect()
        } else {
            (0..n).collect()
        };
        out.extend(picked.into_iter().map(|i| offset + i * strides[0]));
        return;
    }
    if edge == 0 {
        return;
    }
    for i in edge_rows(n, edge, true).into_iter().flatten() {
        summarized_indices(offset + i * strides[0], inner, &strides[1..], edge, out);
    }
}

/// Rows to print along one dim; `None` marks the `...` row.
fn edge_rows(n: usize, edge: usize, summarize: bool) -> Vec<Option<usize>> {
    if summarize && n > 2 * edge {
        (0..edge)
            .map(Some)
            .chain(std::iter::once(None))
            .chain((n - edge..n).map(Some))
            .collect()
    } else {
        (0..n).map(Some).collect()
    }
}

struct Printer<'a> {
    data: &'a HostData,
    fmt: Formatter,
    opts: &'a PrintOptions,
    summarize: bool,
}

impl Printer<'_> {
    /// `_tensor_str_with_formatter`: a dim-d tensor puts d-1 newlines between its slices, so 3-d
    /// blocks are set apart by a blank line.
    fn render(&self, offset: usize, shape: &[usize], strides: &[usize], indent: usize) -> String {
        match shape.len() {
            0 => self.fmt.format(self.data, offset),
            1 => self.vector(offset, shape[0], strides[0], indent),
            dim => {
                let mut slices = Vec::new();
                for row in edge_rows(shape[0], self.opts.edgeitems, self.summarize) {
                    slices.push(match row {
                        Some(i) => self.render(
                            offset + i * strides[0],
                            &shape[1..],
                            &strides[1..],
                            indent + 1,
                        ),
                        None => "...".to_string(),
                    });
                    if crate::limits::tripped() {
                        return String::new();
                    }
                }
                let sep = format!(",{}{}", "\n".repeat(dim - 1), " ".repeat(indent + 1));
                format!("[{}]", slices.join(&sep))
            }
        }
    }

    /// `_vector_str`: as many columns as fit in `linewidth - indent`, counting ", " after each.
    fn vector(&self, offset: usize, n: usize, stride: usize, indent: usize) -> String {
        let element_length = (self.fmt.width() + 2) as i64;
        // Python floors a negative quotient when the indent passes the line width; max(1, ..) wins.
        let per_line = (self.opts.linewidth as i64 - indent as i64)
            .div_euclid(element_length)
            .max(1) as usize;
        if self.summarize && self.opts.edgeitems == 0 {
            return "[...]".to_string();
        }
        // Written straight into one string sized up front (`per_line` items joined by ", " per
        // line, lines by ",\n" and the indent): a 2^24-element vector is then one allocation
        // whose pages are touched as the (time-polled) formatting goes, not three big copies.
        let rows = edge_rows(n, self.opts.edgeitems, self.summarize);
        let line_sep = format!(",\n{}", " ".repeat(indent + 1));
        let mut out = String::with_capacity(
            2 + rows.len() * element_length as usize + rows.len() / per_line * line_sep.len(),
        );
        out.push('[');
        for (k, row) in rows.into_iter().enumerate() {
            if k > 0 {
                out.push_str(if k % per_line == 0 { &line_sep } else { ", " });
            }
            match row {
                Some(i) => out.push_str(&self.fmt.format(self.data, offset + i * stride)),
                // The extra space lines the dots up under the column's right edge.
                None => out.push_str(" ..."),
            }
            if crate::limits::tripped() {
                return String::new();
            }
        }
        out.push(']');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strides_are_row_major() {
        assert_eq!(row_major_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(row_major_strides(&[]), Vec::<usize>::new());
    }

    #[test]
    fn summarised_subset_is_the_printed_corners() {
        let mut out = Vec::new();
        summarized_indices(0, &[4, 8], &[8, 1], 1, &mut out);
        assert_eq!(out, vec![0, 7, 24, 31]);
        out.clear();
        summarized_indices(0, &[2, 3], &[3, 1], 3, &mut out);
        assert_eq!(out, vec![0, 1, 2, 3, 4, 5]);
        out.clear();
        summarized_indices(0, &[5], &[1], 0, &mut out);
        assert_eq!(out, vec![0, 1, 2, 3, 4]);
        out.clear();
        summarized_indices(0, &[5, 5], &[5, 1], 0, &mut out);
        assert!(out.is_empty());
    }
}
