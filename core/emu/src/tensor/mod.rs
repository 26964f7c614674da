//! Tensors: a view (shape, strides, offset) over a reference-counted storage that lives on the host,
//! on the device, or both.
//!
//! Views share storage as PyTorch's do. Device-resident data reaches the host only through an
//! explicit read, which is asynchronous in the browser; [`Storage::host`] is `None` until it lands.

pub mod dtype;
pub mod format;
pub mod rng;
pub mod view;
pub mod walk;

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

pub use dtype::{DType, HostData};

use crate::device::hbm::{HbmBlock, OutOfMemory};
use crate::device::DeviceBuffer;

thread_local! {
    static NEXT_STORAGE_ID: Cell<u64> = const { Cell::new(1) };
}

/// Where a storage's bytes are.
#[derive(Debug, Default)]
pub struct StorageState {
    /// The host copy, if any (always present on the CPU backend).
    pub host: Option<HostData>,
    /// The device copy, if any.
    pub device: Option<DeviceBuffer>,
    /// Fused mode: this storage took on the contents of a storage that is still pending (an
    /// in-place op recorded into the lazy graph); it settles from it once the graph is flushed.
    pub forward: Option<Rc<Storage>>,
}

/// A flat buffer of `len` elements of `dtype`.
#[derive(Debug)]
pub struct Storage {
    pub id: u64,
    /// A Cell because `param.data = param.data.double()` (`model.double()`) recasts a
    /// Parameter's storage in place, keeping the object an optimizer holds (see [`Storage::recast`]).
    dtype: Cell<DType>,
    pub len: usize,
    pub state: RefCell<StorageState>,
    /// The storage's block of emulated HBM, when it is a `tpu` storage: dropping the storage drops
    /// the block, which returns its bytes to the chip's caching allocator.
    pub hbm: RefCell<Option<HbmBlock>>,
    /// Bumped by every [`Storage::adopt`]: how a lazy graph knows its snapshot of the contents is stale.
    pub version: Cell<u64>,
    /// Autograd's version counter (PyTorch's `Tensor._version`): bumped with `version` by every
    /// in-place write, and set back only by `torch._unsafe_set_version_counter`
    /// (which must never move `version`, the lazy graph's).
    pub grad_version: Cell<u64>,
    /// The device-only storage whose contents this one last adopted, while it lives: a read of this
    /// storage is made on it, so that the read lands where a retried instruction finds it (see
    /// [`Storage::read_source`]).
    origin: RefCell<Weak<Storage>>,
    /// A `meta` storage: shapes and a dtype, no values. Ops over it are dispatched, fused, priced
    /// and traced like any other, but no kernel runs and nothing is held on the host; a read is
    /// PyTorch's meta-tensor error. A Cell because an in-place write (`adopt`) or `module.to("meta")`
    /// turns a storage into one.
    shapes_only: Cell<bool>,
    /// Whether this storage's layout may differ from PyTorch's: it was computed from a permuted
    /// input by an op that PyTorch lays out after its input's strides (a reduction, softmax, a
    /// cast), which here gives a row-major result. `Tensor.stride()` declines to answer for it
    /// (and its views) rather than answer wrongly.
    pub layout_unsure: Cell<bool>,
}

impl Storage {
    fn next_id() -> u64 {
        NEXT_STORAGE_ID.with(|c| {
            let id = c.get();
            c.set(id + 1);
            id
        })
    }

    pub fn from_host(data: HostData, dtype: DType) -> Rc<Storage> {
        Rc::new(Storage {
            id: Self::next_id(),
            dtype: Cell::new(dtype),
            len: data.len(),
            version: Cell::new(0),
            grad_version: Cell::new(0),
            state: RefCell::new(StorageState {
                host: Some(data),
                device: None,
                forward: None,
            }),
            hbm: RefCell::new(None),
            origin: RefCell::new(Weak::new()),
            shapes_only: Cell::new(false),
            layout_unsure: Cell::new(false),
        })
    }

    pub fn from_device(buf: DeviceBuffer, dtype: DType, len: usize) -> Rc<Storage> {
        Rc::new(Storage {
            id: Self::next_id(),
            dtype: Cell::new(dtype),
            len,
            version: Cell::new(0),
            grad_version: Cell::new(0),
            state: RefCell::new(StorageState {
                host: None,
                device: Some(buf),
                forward: None,
            }),
            hbm: RefCell::new(None),
            origin: RefCell::new(Weak::new()),
            shapes_only: Cell::new(false),
            layout_unsure: Cell::new(false),
        })
    }

    /// Fused mode: a storage whose contents a lazy graph will compute (neither host nor device yet).
    pub fn pending(dtype: DType, len: usize) -> Rc<Storage> {
        Rc::new(Storage {
            id: Self::next_id(),
            dtype: Cell::new(dtype),
            len,
            version: Cell::new(0),
            grad_version: Cell::new(0),
            state: RefCell::new(StorageState::default()),
            hbm: RefCell::new(None),
            origin: RefCell::new(Weak::new()),
            shapes_only: Cell::new(false),
            layout_unsure: Cell::new(false),
        })
    }

    /// A `meta` storage of `len` elements: no values anywhere, ever (see [`Storage::is_shapes_only`]).
    pub fn shapes_only(dtype: DType, len: usize) -> Rc<Storage> {
        let s = Storage::pending(dtype, len);
        s.shapes_only.set(true);
        s
    }

    /// Whether this is a `meta` storage: its contents have a shape and a dtype but no values.
    pub fn is_shapes_only(&self) -> bool {
        self.shapes_only.get()
    }

    /// Makes this storage a `meta` one, dropping its values (`module.to("meta")`, or a pending
    /// result whose inputs had none).
    pub fn drop_values(&self) {
        *self.state.borrow_mut() = StorageState::default();
        self.shapes_only.set(true);
    }

    /// Whether the contents exist somewhere (host or device, or as a `meta` storage's shape),
    /// after settling a forward.
    pub fn is_materialized(&self) -> bool {
        self.settle();
        let s = self.state.borrow();
        s.host.is_some() || s.device.is_some() || self.shapes_only.get()
    }

    /// Takes on the contents of the pending storage this one forwards to, once it has them.
    pub fn settle(&self) {
        let target = self.state.borrow().forward.clone();
        let Some(target) = target else { return };
        target.settle();
        if target.is_shapes_only() {
            self.drop_values();
            return;
        }
        let copy = {
            let t = target.state.borrow();
            if t.host.is_none() && t.device.is_none() {
                return;
            }
            StorageState {
                host: t.host.clone(),
                device: t.device.as_ref().map(|d| DeviceBuffer {
                    buffer: d.buffer.clone(),
                }),
                forward: None,
            }
        };
        *self.state.borrow_mut() = copy;
    }

    /// A new storage holding this one's current contents (cheap on the device: the buffer is
    /// shared, never written again; a host copy is cloned).
    pub fn snapshot(&self) -> Rc<Storage> {
        self.settle();
        let s = self.state.borrow();
        Rc::new(Storage {
            id: Self::next_id(),
            dtype: Cell::new(self.dtype()),
            len: self.len,
            version: Cell::new(0),
            grad_version: Cell::new(0),
            state: RefCell::new(StorageState {
                host: s.host.clone(),
                device: s.device.as_ref().map(|d| DeviceBuffer {
                    buffer: d.buffer.clone(),
                }),
                forward: None,
            }),
            hbm: RefCell::new(None),
            origin: RefCell::new(Weak::new()),
            shapes_only: Cell::new(self.shapes_only.get()),
            layout_unsure: Cell::new(self.layout_unsure.get()),
        })
    }

    pub fn has_host(&self) -> bool {
        self.settle();
        if self.state.borrow().host.is_some() {
            return true;
        }
        // A read made on the origin (see `read_source`) lands there: take the host copy.
        let Some(origin) = self.origin.borrow().upgrade() else {
            return false;
        };
        if !origin.has_host() {
            return false;
        }
        let host = origin.state.borrow().host.clone();
        self.state.borrow_mut().host = host;
        true
    }

    /// The storage a device read of this one should be made on: the device-only storage it adopted,
    /// while that lives, else itself.
    ///
    /// An in-place op lands by `adopt`ing a kernel's output, and the dispatcher's replay hands a
    /// retried instruction the *same* output again; but the storage adopting it may be made anew by
    /// the retry (a backward rule's zeros, say). A read requested on the adopter would land on a
    /// storage the retry no longer uses, and the instruction would wait for a read forever; made on
    /// the replayed output, it lands where every retry finds it.
    pub fn read_source(self: &Rc<Self>) -> Rc<Storage> {
        self.origin
            .borrow()
            .upgrade()
            .unwrap_or_else(|| self.clone())
    }

    /// Takes on `fresh`'s contents: how an in-place op lands. The kernel wrote a whole new buffer
    /// (old contents with the view's elements replaced); every view of this storage now sees it.
    /// `fresh` keeps its contents too (buffers are never written after creation, so sharing one is
    /// safe): a retried instruction may be handed `fresh` again by the dispatcher's replay.
    ///
    /// In Fused mode `fresh` may still be pending (its kernel is recorded, not run): this storage
    /// then forwards to it and settles when the graph is flushed.
    pub fn adopt(&self, fresh: &Rc<Storage>) {
        fresh.settle();
        if fresh.is_shapes_only() {
            self.drop_values();
            *self.origin.borrow_mut() = Weak::new();
            self.version.set(self.version.get() + 1);
            self.grad_version.set(self.grad_version.get() + 1);
            return;
        }
        self.shapes_only.set(false);
        // The old float32 contents' buffer, when it fits, takes the copy: an in-place write then
        // allocates (and faults in) no new buffer for its destination.
        let old = match std::ptr::eq(self, &**fresh) {
            true => None,
            false => self.state.borrow_mut().host.take(),
        };
        let copy = {
            let f = fresh.state.borrow();
            let pending = f.host.is_none() && f.device.is_none();
            StorageState {
                host: match (old, &f.host) {
                    (Some(HostData::F32(mut m)), Some(HostData::F32(t))) if m.len() == t.len() => {
                        m.copy_from_slice(t);
                        Some(HostData::F32(m))
                    }
                    _ => f.host.clone(),
                },
                device: f.device.as_ref().map(|d| DeviceBuffer {
                    buffer: d.buffer.clone(),
                }),
                forward: if pending { Some(fresh.clone()) } else { None },
            }
        };
        let device_only = copy.host.is_none() && copy.device.is_some();
        *self.state.borrow_mut() = copy;
        *self.origin.borrow_mut() = if device_only {
            Rc::downgrade(fresh)
        } else {
            Weak::new()
        };
        self.version.set(self.version.get() + 1);
        self.grad_version.set(self.grad_version.get() + 1);
    }

    pub fn dtype(&self) -> DType {
        self.dtype.get()
    }

    /// Takes on `fresh`'s contents *and dtype* (`fresh` holds as many elements): how
    /// `param.data = param.data.double()` lands, PyTorch's `module._apply` keeping each Parameter
    /// object while its dtype changes. The caller makes sure nothing else shares this storage (a
    /// view of it would change dtype under its holder). A `tpu` storage then holds a block of
    /// emulated HBM sized for the new dtype: `fresh`'s, or (`fresh` still pending in a lazy
    /// graph) a new one taken at `line`, before its own is returned; nothing changes when the
    /// chip is out of memory.
    pub fn recast(&self, fresh: &Rc<Storage>, line: u32) -> Result<(), OutOfMemory> {
        debug_assert_eq!(self.len, fresh.len);
        let taken = fresh.hbm.borrow_mut().take();
        let block = match (self.hbm.borrow().as_ref(), taken) {
            (None, _) => None,
            (Some(_), Some(b)) => Some(b),
            (Some(old), None) => old.another(fresh.nbytes() as u64, line)?,
        };
        self.dtype.set(fresh.dtype());
        self.adopt(fresh);
        if self.on_hbm() {
            *self.hbm.borrow_mut() = block;
        }
        Ok(())
    }

    /// Whether this storage holds emulated HBM (it belongs to a `tpu` tensor).
    pub fn on_hbm(&self) -> bool {
        self.hbm.borrow().is_some()
    }

    /// Makes this storage hold `block` (the allocator already counted it).
    pub fn charge(&self, block: Option<HbmBlock>) {
        *self.hbm.borrow_mut() = block;
    }

    /// A new storage with the same contents (the device buffer shared: buffers are never written
    /// after creation), holding no HBM: how `.to(device)` copies across devices.
    pub fn copy_contents(&self) -> Rc<Storage> {
        self.snapshot()
    }

    pub fn nbytes(&self) -> usize {
        self.len * self.dtype().size()
    }
}

/// A strided view over a storage.
#[derive(Clone, Debug)]
pub struct Tensor {
    pub storage: Rc<Storage>,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub offset: usize,
}

pub fn contiguous_strides(shape: &[usize]) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for i in (0..shape.len()).rev() {
        strides[i] = acc;
        acc *= shape[i].max(1) as isize;
    }
    strides
}

/// Storage offsets of every element of a strided view, in row-major order.
/// Values drawn in a fill order ([`Tensor::fill_order`]) put back in row-major order:
/// `drawn[k]` lands at `order[k]`.
pub fn in_fill_order<T: Copy + Default>(drawn: Vec<T>, order: Option<&[usize]>) -> Vec<T> {
    let Some(order) = order else {
        return drawn;
    };
    let mut out = vec![T::default(); drawn.len()];
    for (v, &at) in drawn.into_iter().zip(order) {
        out[at] = v;
    }
    out
}

pub fn strided_offsets(shape: &[usize], strides: &[isize], offset: usize) -> Vec<usize> {
    walk::offsets_by_runs(shape, strides, offset)
}

impl Tensor {
    pub fn new(storage: Rc<Storage>, shape: Vec<usize>) -> Tensor {
        let strides = contiguous_strides(&shape);
        Tensor {
            storage,
            shape,
            strides,
            offset: 0,
        }
    }

    pub fn from_host(data: HostData, dtype: DType, shape: Vec<usize>) -> Tensor {
        Tensor::new(Storage::from_host(data, dtype), shape)
    }

    pub fn dtype(&self) -> DType {
        self.storage.dtype()
    }

    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_contiguous(&self) -> bool {
        let mut expected = 1isize;
        for i in (0..self.shape.len()).rev() {
            if self.shape[i] != 1 && self.strides[i] != expected {
                return false;
            }
            expected *= self.shape[i] as isize;
        }
        true
    }

    /// The order in which PyTorch's TensorIterator visits this view's elements (the order a
    /// random fill draws them in), as row-major indices: its dims from the largest stride to the
    /// smallest (size-1 dims aside; a tie keeps the dims' order), so a transposed view is filled
    /// in memory order. `None` when that is the row-major order itself, or when the storage's
    /// layout may not be PyTorch's (`layout_unsure`: its strides say nothing of PyTorch's order).
    pub fn fill_order(&self) -> Option<Vec<usize>> {
        if self.storage.layout_unsure.get() {
            return None;
        }
        let dims: Vec<usize> = (0..self.shape.len())
            .filter(|&d| self.shape[d] > 1)
            .collect();
        let mut perm = dims.clone();
        perm.sort_by(|&a, &b| self.strides[b].cmp(&self.strides[a]));
        if perm == dims {
            return None;
        }
        // Row-major strides of the logical shape, to turn each visited index into its position.
        let mut row = vec![0usize; self.shape.len()];
        let mut acc = 1;
        for d in (0..self.shape.len()).rev() {
            row[d] = acc;
            acc *= self.shape[d];
        }
        let sizes: Vec<usize> = perm.iter().map(|&d| self.shape[d]).collect();
        let steps: Vec<usize> = perm.iter().map(|&d| row[d]).collect();
        Some(strided_offsets(
            &sizes,
            &steps.iter().map(|&s| s as isize).collect::<Vec<_>>(),
            0,
        ))
    }

    /// Whether the view covers a block of its storage exactly once (PyTorch's "non-overlapping
    /// and dense"): `empty_like` then keeps its strides, so a fill of the copy follows them.
    pub fn is_dense(&self) -> bool {
        let mut dims: Vec<usize> = (0..self.shape.len())
            .filter(|&d| self.shape[d] > 1)
            .collect();
        dims.sort_by_key(|&d| self.strides[d]);
        let mut expected = 1isize;
        for d in dims {
            if self.strides[d] != expected {
                return false;
            }
            expected *= self.shape[d] as isize;
        }
        true
    }

    /// Storage offsets of every element in row-major order.
    pub fn element_offsets(&self) -> Vec<usize> {
        strided_offsets(&self.shape, &self.strides, self.offset)
    }

    /// The view's elements, contiguous, if the host copy is present.
    pub fn host_contiguous(&self) -> Option<HostData> {
        self.storage.settle();
        let state = self.storage.state.borrow();
        let host = state.host.as_ref()?;
        if self.is_contiguous() && self.offset == 0 && host.len() == self.numel() {
            return Some(host.clone());
        }
        let offs = self.element_offsets();
        Some(match host {
            HostData::Bool(v) => HostData::Bool(offs.iter().map(|&o| v[o]).collect()),
            HostData::I32(v) => HostData::I32(offs.iter().map(|&o| v[o]).collect()),
            HostData::I64(v) => HostData::I64(offs.iter().map(|&o| v[o]).collect()),
            HostData::F32(v) => HostData::F32(offs.iter().map(|&o| v[o]).collect()),
            HostData::F64(v) => HostData::F64(offs.iter().map(|&o| v[o]).collect()),
        })
    }

    /// Selects index `i` along dimension 0: a view sharing storage.
    pub fn select0(&self, i: usize) -> Tensor {
        Tensor {
            storage: self.storage.clone(),
            shape: self.shape[1..].to_vec(),
            strides: self.strides[1..].to_vec(),
            offset: (self.offset as isize + i as isize * self.strides[0]) as usize,
        }
    }
}
