//! im2col and col2im: the primitives convolution and pooling are written over (in
//! `torch/nn/functional.py`), as a TPU lowers a convolution to matmuls on the MXU.
//!
//! `im2col(x, kernel, dilation, padding, stride, out, pad_value)` takes `x` of shape `(N, C, H, W)`
//! to the columns `(N, C*kh*kw, oh*ow)` (PyTorch's `F.unfold` layout): column `l = i*ow + j` holds
//! the window whose top-left corner is `(i*sh - pt, j*sw - pl)`, rows ordered `(c, ki, kj)`.
//! Positions outside the input read `pad_value` (0 for convolution and average pooling, -inf for
//! max pooling, stored as the dtype's lowest finite value); `out` may ask for more windows than fit (ceil_mode), which then read padding.
//! The elements move through one `Take` kernel (a gather, priced as SparseCore work and shown in
//! the trace as `index`); with padding, the input is first written into a padded buffer by an
//! `Assign` kernel. `col2im` is its adjoint (PyTorch's `F.fold`): the columns summed back onto
//! the image through an accumulating `Assign`, each element's contributions in column order.
//! Each is the other's backward, so gradients of everything built on them come from autograd.

use std::rc::Rc;

use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, value};
use crate::{as_tensor, kernels, TensorObj};

/// One im2col's shapes: input `(n, c, h, w)`, window `kh x kw` with dilation, padding on the top
/// and left, stride, and the output grid `oh x ow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Geometry {
    n: usize,
    c: usize,
    h: usize,
    w: usize,
    k: (usize, usize),
    d: (usize, usize),
    p: (usize, usize),
    s: (usize, usize),
    o: (usize, usize),
    /// Columns laid out `(N, oh*ow, C*kh*kw)`, a window per row (the convolution's layout: the
    /// matmul then streams `N*oh*ow` rows past the stationary filters), not `F.unfold`'s.
    windows_first: bool,
}

impl Geometry {
    fn image_len(&self) -> usize {
        [self.n, self.c, self.h, self.w]
            .iter()
            .fold(1usize, |a, &d| a.saturating_mul(d))
    }

    fn cols_shape(&self) -> Vec<usize> {
        let (rows, windows) = (self.c * self.k.0 * self.k.1, self.o.0 * self.o.1);
        if self.windows_first {
            vec![self.n, windows, rows]
        } else {
            vec![self.n, rows, windows]
        }
    }

    /// For every column element in row-major order, the position in the contiguous image it
    /// reads, or `image_len()` where the window lies on padding; and whether no element does.
    /// Kept for the last few geometries (a training loop asks for the same ones every step).
    fn sources(&self) -> (Rc<[usize]>, bool) {
        SOURCES.with(|cache| {
            let mut cache = cache.borrow_mut();
            if let Some(i) = cache.iter().position(|(g, _, _)| g == self) {
                let hit = cache.remove(i);
                let found = (hit.1.clone(), hit.2);
                cache.push(hit);
                return found;
            }
            let (sources, inside) = self.compute_sources();
            if sources.len() <= CACHED_SOURCES_MAX {
                if cache.len() == CACHED_GEOMETRIES {
                    cache.remove(0);
                }
                cache.push((*self, sources.clone(), inside));
            }
            (sources, inside)
        })
    }

    fn compute_sources(&self) -> (Rc<[usize]>, bool) {
        let g = self;
        let pad = g.image_len();
        let mut out = Vec::with_capacity(g.n * g.c * g.k.0 * g.k.1 * g.o.0 * g.o.1);
        let mut inside_all = true;
        // The image position window (i, j)'s element (ch, ki, kj) reads in batch element b.
        let mut at = |b: usize, ch: usize, ki: usize, kj: usize, i: usize, j: usize| {
            let y = (i * g.s.0 + ki * g.d.0) as isize - g.p.0 as isize;
            let x = (j * g.s.1 + kj * g.d.1) as isize - g.p.1 as isize;
            if y >= 0 && (y as usize) < g.h && x >= 0 && (x as usize) < g.w {
                out.push(((b * g.c + ch) * g.h + y as usize) * g.w + x as usize);
            } else {
                inside_all = false;
                out.push(pad);
            }
        };
        for b in 0..g.n {
            if g.windows_first {
                for i in 0..g.o.0 {
                    for j in 0..g.o.1 {
                        for ch in 0..g.c {
                            for ki in 0..g.k.0 {
                                for kj in 0..g.k.1 {
                                    at(b, ch, ki, kj, i, j);
                                }
                            }
                        }
                    }
                }
            } else {
                for ch in 0..g.c {
                    for ki in 0..g.k.0 {
                        for kj in 0..g.k.1 {
                            for i in 0..g.o.0 {
                                for j in 0..g.o.1 {
                                    at(b, ch, ki, kj, i, j);
                                }
                            }
                        }
                    }
                }
            }
        }
        (out.into(), inside_all)
    }
}

/// How many geometries' sources are kept, and the longest kept (elements).
const CACHED_GEOMETRIES: usize = 8;
const CACHED_SOURCES_MAX: usize = 1 << 20;

/// A geometry's sources and whether none is padding.
type Sources = (Geometry, Rc<[usize]>, bool);

thread_local! {
    /// The sources of the geometries used last, most recent last.
    static SOURCES: std::cell::RefCell<Vec<Sources>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

fn pair(v: Option<&Value>, what: &str) -> Result<(usize, usize), PyErr> {
    let bad = || PyErr::type_error(format!("im2col(): {what} must be a pair of ints >= 0"));
    let items: Vec<Value> = match v {
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(Value::List(l)) => l.borrow().clone(),
        _ => return Err(bad()),
    };
    match items.as_slice() {
        [Value::Int(a), Value::Int(b)] if *a >= 0 && *b >= 0 => Ok((*a as usize, *b as usize)),
        _ => Err(bad()),
    }
}

fn windows_first(v: Option<&Value>) -> bool {
    matches!(v, Some(Value::Bool(true)))
}

fn float(v: Option<&Value>) -> f64 {
    match v {
        Some(Value::Float(f)) => *f,
        Some(Value::Int(i)) => *i as f64,
        _ => 0.0,
    }
}

/// The geometry from the arguments `kernel, dilation, padding, stride, out` starting at `at`.
fn geometry(a: &Args, at: usize, image: &[usize], what: &str) -> Result<Geometry, PyErr> {
    let &[n, c, h, w] = image else {
        return Err(PyErr::runtime_error(format!(
            "{what}: expected a 4-D image, got shape {image:?}"
        )));
    };
    let g = Geometry {
        n,
        c,
        h,
        w,
        k: pair(a.get(at, "kernel"), "kernel")?,
        d: pair(a.get(at + 1, "dilation"), "dilation")?,
        p: pair(a.get(at + 2, "padding"), "padding")?,
        s: pair(a.get(at + 3, "stride"), "stride")?,
        o: pair(a.get(at + 4, "out"), "out")?,
        windows_first: false,
    };
    if g.k.0 == 0 || g.k.1 == 0 || g.d.0 == 0 || g.d.1 == 0 || g.s.0 == 0 || g.s.1 == 0 {
        return Err(PyErr::runtime_error(format!(
            "{what}: kernel, dilation and stride must be positive"
        )));
    }
    // The columns' element count must fit a usize before anything sizes them (a padding of
    // 2**40 makes a window count that overflows); the allocation then checks the HBM.
    let cols = [g.n, g.c, g.k.0, g.k.1, g.o.0, g.o.1]
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d));
    if cols.is_none() {
        return Err(PyErr::runtime_error(format!(
            "{what}: {}x{} windows of {}x{}x{} values over a batch of {} are too many to allocate",
            g.o.0, g.o.1, g.c, g.k.0, g.k.1, g.n
        )));
    }
    Ok(g)
}

/// `_torch_nn.im2col(x, kernel, dilation, padding, stride, out, pad_value, windows_first=False)`.
pub(super) fn im2col_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let x = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "im2col")?.clone();
    let mut g = geometry(a, 1, &x.tensor.shape, "im2col")?;
    g.windows_first = windows_first(a.get(7, "windows_first"));
    let mut pad_value = float(a.get(6, "pad_value"));
    if pad_value == f64::NEG_INFINITY {
        // Max pooling's padding: the lowest finite value, which no window's maximum can be (a
        // window always holds an input element), so Debug mode's Inf check stays quiet.
        pad_value = match x.tensor.dtype() {
            tpu_emu::tensor::DType::Float64 => f64::MIN,
            tpu_emu::tensor::DType::Float16 => -65504.0,
            tpu_emu::tensor::DType::BFloat16 => -3.3895313892515355e38,
            _ => f32::MIN as f64,
        };
    }
    Ok(value(im2col(ctx, &x, g, pad_value)?))
}

/// `_torch_nn.col2im(cols, image_shape, kernel, dilation, padding, stride, out, windows_first=False)`.
pub(super) fn col2im_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let cols = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "col2im")?.clone();
    let image: Vec<usize> = match a.get(1, "image") {
        Some(Value::Tuple(t)) => t
            .iter()
            .map(|v| match v {
                Value::Int(i) if *i >= 0 => Ok(*i as usize),
                _ => Err(PyErr::type_error("col2im(): image must be ints")),
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(PyErr::type_error("col2im(): image must be a tuple").into()),
    };
    let mut g = geometry(a, 2, &image, "col2im")?;
    g.windows_first = windows_first(a.get(7, "windows_first"));
    if cols.tensor.shape != g.cols_shape() {
        return Err(PyErr::runtime_error(format!(
            "col2im: expected columns of shape {:?}, got {:?}",
            g.cols_shape(),
            cols.tensor.shape
        ))
        .into());
    }
    Ok(value(col2im(ctx, &cols, g)?))
}

fn im2col(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    g: Geometry,
    pad_value: f64,
) -> Result<Rc<TensorObj>, Flow> {
    let out = im2col_raw(ctx, &x.tensor, g, pad_value)?;
    let o = record(
        ctx,
        out,
        x.device.get(),
        "Im2ColBackward0",
        &[x],
        false,
        move || Box::new(move |ctx, grad| Ok(vec![Some(col2im_raw(ctx, grad, g)?)])),
    );
    crate::autograd::graph::set(&o, || {
        crate::autograd::graph::Graph::Map(Rc::new(move |ctx, grad| col2im(ctx, grad, g)))
    });
    Ok(o)
}

fn col2im(ctx: &mut Ctx, cols: &Rc<TensorObj>, g: Geometry) -> Result<Rc<TensorObj>, Flow> {
    let out = col2im_raw(ctx, &cols.tensor, g)?;
    let o = record(
        ctx,
        out,
        cols.device.get(),
        "Col2ImBackward0",
        &[cols],
        false,
        move || Box::new(move |ctx, grad| Ok(vec![Some(im2col_raw(ctx, grad, g, 0.0)?)])),
    );
    crate::autograd::graph::set(&o, || {
        crate::autograd::graph::Graph::Map(Rc::new(move |ctx, grad| im2col(ctx, grad, g, 0.0)))
    });
    Ok(o)
}

/// The columns of `x` (any strides): one gather, after a padded copy when a window leaves `x`.
fn im2col_raw(ctx: &mut Ctx, x: &Tensor, g: Geometry, pad_value: f64) -> Result<Tensor, Flow> {
    let shape = g.cols_shape();
    // The gather's offsets are as long as the columns: check the columns' size before making them
    // (a padding of ten million made 5.7 GB of offsets before the gather refused the result).
    let len = shape.iter().fold(1usize, |a, &d| a.saturating_mul(d));
    kernels::check_result_len(ctx, "index", len, x.dtype(), &[x])?;
    let (sources, inside) = g.sources();
    if inside {
        if x.is_contiguous() && x.offset == 0 {
            return kernels::take(ctx, x, sources, shape);
        }
        let own = x.element_offsets();
        let offsets: Vec<usize> = sources.iter().map(|&s| own[s]).collect();
        return kernels::take(ctx, x, offsets, shape);
    }
    // The image in a buffer of its own with one trailing element holding the padding value
    // (which every padding position's source names).
    let len = g.image_len();
    let buf = kernels::full(&[len + 1], pad_value, x.dtype());
    kernels::assign_at(ctx, &buf, (0..len).collect::<Vec<_>>(), &x.shape, x, false)?;
    kernels::take(ctx, &buf, sources, shape)
}

/// The image the columns `cols` (any strides) sum back to: every column element added onto the
/// image position it came from, in column order; padding positions are dropped.
fn col2im_raw(ctx: &mut Ctx, cols: &Tensor, g: Geometry) -> Result<Tensor, Flow> {
    // The image (F.fold's output_size) is bounded like any result, before its buffer is made.
    let len = g.image_len();
    kernels::check_result_len(ctx, "col2im", len.saturating_add(1), cols.dtype(), &[cols])?;
    let (sources, _) = g.sources();
    let image = vec![g.n, g.c, g.h, g.w];
    let buf = kernels::full(&[len + 1], 0.0, cols.dtype());
    kernels::assign_at(ctx, &buf, sources, &cols.shape, cols, true)?;
    // The image is the buffer's first `len` elements (the last collected the padding).
    Ok(Tensor::new(buf.storage.clone(), image))
}

/// `_torch_nn.as_convolution(out, input, weight, bias)`: the library's composed convolution's
/// result, its autograd node named `ConvolutionBackward0` over the op's inputs, as PyTorch's
/// convolution shows it (`grad_fn`, `next_functions`).
pub fn as_convolution(_: &mut Ctx, a: &Args) -> NativeResult {
    let tensor = |i: usize| a.pos.get(i).and_then(crate::tensor_of).cloned();
    let out =
        tensor(0).ok_or_else(|| PyErr::type_error("as_convolution(out, input, weight, bias)"))?;
    let inputs: Vec<Rc<TensorObj>> = (1..4).filter_map(tensor).collect();
    let shown: Vec<&Rc<TensorObj>> = inputs.iter().collect();
    Ok(crate::autograd::record::value(
        crate::autograd::record::rename_over(out, "ConvolutionBackward0", Some(&shown)),
    ))
}
