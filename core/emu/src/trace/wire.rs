//! The trace's compact binary form, for moving events between the page's worker and the page.
//!
//! A training loop's trace is tens of thousands of events. As JSON the polynomial-fit tutorial's
//! 43,514 events were 6.2 MB: in the browser, encoding them took a third of the worker's busy time
//! and decoding them (serde's internally tagged enums buffer every event into a `Content` tree
//! first) the largest part of the page's. The events that a loop repeats (an op dispatched, its
//! kernel, HBM allocations and frees, a matmul's MXU mapping, a sparse kernel) are written here
//! field by field: LEB128 integers, names through a per-buffer table (an op's name goes once per
//! buffer, then as its index), a matmul's shared mapping once per buffer per distinct mapping (the
//! decoded events share it again, as the worker's do). Any other event, rare by nature (a sync, a
//! graph cut, a collective), goes as its JSON, so a new variant needs nothing here to travel.
//!
//! Layout: `VERSION`, the event count, then each event as a tag byte and its fields in declaration
//! order. The JSON form (`Event`'s serde) stays the trace's format for files and the CLI.

use std::borrow::Cow;
use std::collections::HashMap;
use std::rc::Rc;

use super::{intern::intern, Event};
use crate::chip::{Bound, SparseEngine, SparseKind};
use crate::device::hbm::MemoryAction;
use crate::device::BackendKind;
use crate::mxu::MatmulMapping;

const VERSION: u8 = 1;
const JSON: u8 = 0;
const OP: u8 = 1;
const KERNEL: u8 = 2;
const MEMORY: u8 = 3;
const MXU: u8 = 4;
const SPARSE: u8 = 5;

// The small enums as their index in one table each, read by both directions (so the two cannot
// disagree on an order).
const BACKENDS: [BackendKind; 2] = [BackendKind::Cpu, BackendKind::Gpu];
const ACTIONS: [MemoryAction; 4] = [
    MemoryAction::Alloc,
    MemoryAction::Free,
    MemoryAction::ReleaseCache,
    MemoryAction::Donate,
];
const ENGINES: [SparseEngine; 2] = [SparseEngine::SparseCore, SparseEngine::Vpu];
const BOUNDS: [Bound; 5] = [
    Bound::Mxu,
    Bound::Vpu,
    Bound::Hbm,
    Bound::SparseCore,
    Bound::Launch,
];

/// `events` in the binary form.
pub fn encode<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<u8> {
    let events = events.into_iter();
    let mut w = Writer {
        out: Vec::with_capacity(64 * events.size_hint().0 + 8),
        names: HashMap::new(),
        mappings: HashMap::new(),
    };
    w.out.push(VERSION);
    let count_at = w.out.len();
    // The count is patched in at the end: a fixed-width u32 keeps the patch in place.
    w.out.extend_from_slice(&[0; 4]);
    let mut count: u32 = 0;
    for e in events {
        w.event(e);
        count += 1;
    }
    w.out[count_at..count_at + 4].copy_from_slice(&count.to_le_bytes());
    w.out
}

/// Events back from [`encode`]'s bytes; an error says where the bytes stopped making sense.
pub fn decode(bytes: &[u8]) -> Result<Vec<Event>, String> {
    let mut r = Reader {
        bytes,
        at: 0,
        names: Vec::new(),
        mappings: Vec::new(),
    };
    let version = r.byte()?;
    if version != VERSION {
        return Err(format!("trace wire version {version}, expected {VERSION}"));
    }
    let count = u32::from_le_bytes(r.take(4)?.try_into().expect("4 bytes")) as usize;
    // Each event is at least two bytes: a count past that is a corrupt buffer, not an allocation.
    let mut out = Vec::with_capacity(count.min(bytes.len() / 2));
    for _ in 0..count {
        out.push(r.event()?);
    }
    if r.at != bytes.len() {
        return Err(format!(
            "{} bytes left after {count} trace events",
            bytes.len() - r.at
        ));
    }
    Ok(out)
}

struct Writer<'a> {
    out: Vec<u8>,
    names: HashMap<&'a str, u64>,
    mappings: HashMap<*const MatmulMapping, u64>,
}

impl<'a> Writer<'a> {
    fn uint(&mut self, mut v: u64) {
        loop {
            let b = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.out.push(b);
                return;
            }
            self.out.push(b | 0x80);
        }
    }

    fn f64(&mut self, v: f64) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }

    fn bytes(&mut self, b: &[u8]) {
        self.uint(b.len() as u64);
        self.out.extend_from_slice(b);
    }

    /// A name: its index in this buffer's table, followed by its text the first time.
    fn name(&mut self, s: &'a str) {
        let next = self.names.len() as u64;
        match self.names.get(s) {
            Some(&i) => self.uint(i),
            None => {
                self.names.insert(s, next);
                self.uint(next);
                self.bytes(s.as_bytes());
            }
        }
    }

    /// `v` as its index in `table` (every value of the enum is in its table).
    fn index<T: PartialEq>(&mut self, table: &[T], v: &T) {
        let i = table.iter().position(|t| t == v);
        debug_assert!(i.is_some(), "a value missing from its wire table");
        self.out.push(i.unwrap_or(0) as u8);
    }

    fn dims(&mut self, d: &[usize]) {
        self.uint(d.len() as u64);
        for &x in d {
            self.uint(x as u64);
        }
    }

    fn json<T: serde::Serialize + ?Sized>(&mut self, v: &T) {
        // Every field of the trace is a plain value: serialization cannot fail.
        let text = serde_json::to_vec(v).unwrap_or_default();
        self.bytes(&text);
    }

    fn event(&mut self, e: &'a Event) {
        match e {
            Event::OpDispatched {
                seq,
                op,
                line,
                inputs,
                dtype,
            } => {
                self.out.push(OP);
                self.uint(*seq);
                self.name(op);
                self.uint(u64::from(*line));
                self.uint(inputs.len() as u64);
                for i in inputs {
                    self.dims(i);
                }
                self.name(dtype);
            }
            Event::KernelLaunched {
                seq,
                name,
                backend,
                host_fallback,
                shape,
                bytes_read,
                bytes_written,
                flops,
                mxu_cycles,
                modelled_s,
            } => {
                self.out.push(KERNEL);
                self.uint(*seq);
                self.name(name);
                self.index(&BACKENDS, backend);
                self.out.push(u8::from(*host_fallback));
                self.dims(shape);
                for v in [bytes_read, bytes_written, flops, mxu_cycles] {
                    self.uint(*v);
                }
                self.f64(*modelled_s);
            }
            Event::Memory {
                action,
                bytes,
                allocated,
                reserved,
                line,
            } => {
                self.out.push(MEMORY);
                self.index(&ACTIONS, action);
                for v in [bytes, allocated, reserved] {
                    self.uint(*v);
                }
                self.uint(line.map_or(0, |l| u64::from(l) + 1));
            }
            Event::MxuMatmul {
                seq,
                line,
                kernel,
                passes,
                mapping,
            } => {
                self.out.push(MXU);
                self.uint(*seq);
                self.uint(u64::from(*line));
                self.name(kernel);
                self.uint(u64::from(*passes));
                let next = self.mappings.len() as u64;
                match self.mappings.get(&Rc::as_ptr(mapping)) {
                    Some(&i) => self.uint(i),
                    None => {
                        self.mappings.insert(Rc::as_ptr(mapping), next);
                        self.uint(next);
                        self.json(&**mapping);
                    }
                }
            }
            Event::SparseWork {
                seq,
                kind,
                rows,
                row_bytes,
                engine,
                cycles,
                modelled_s,
                bound,
            } => {
                self.out.push(SPARSE);
                self.uint(*seq);
                match kind {
                    SparseKind::Lookup => self.out.push(0),
                    SparseKind::Pool { bags } => {
                        self.out.push(1);
                        self.uint(*bags as u64);
                    }
                    SparseKind::ScatterAdd => self.out.push(2),
                }
                for v in [rows, row_bytes] {
                    self.uint(*v);
                }
                self.index(&ENGINES, engine);
                self.uint(*cycles);
                self.f64(*modelled_s);
                self.index(&BOUNDS, bound);
            }
            other => {
                self.out.push(JSON);
                self.json(other);
            }
        }
    }
}

struct Reader<'b> {
    bytes: &'b [u8],
    at: usize,
    names: Vec<&'static str>,
    mappings: Vec<Rc<MatmulMapping>>,
}

impl<'b> Reader<'b> {
    fn take(&mut self, n: usize) -> Result<&'b [u8], String> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or_else(|| format!("trace wire: {n} bytes wanted at {}, past the end", self.at))?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn byte(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }

    fn uint(&mut self) -> Result<u64, String> {
        let mut v: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(format!("trace wire: an integer too long at {}", self.at))
    }

    fn u32(&mut self) -> Result<u32, String> {
        let v = self.uint()?;
        u32::try_from(v).map_err(|_| format!("trace wire: {v} is past u32 at {}", self.at))
    }

    fn usize(&mut self) -> Result<usize, String> {
        let v = self.uint()?;
        usize::try_from(v).map_err(|_| format!("trace wire: {v} is past usize at {}", self.at))
    }

    fn f64(&mut self) -> Result<f64, String> {
        Ok(f64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    fn bytes(&mut self) -> Result<&'b [u8], String> {
        let n = self.usize()?;
        self.take(n)
    }

    fn name(&mut self) -> Result<&'static str, String> {
        let i = self.usize()?;
        if let Some(&s) = self.names.get(i) {
            return Ok(s);
        }
        if i != self.names.len() {
            return Err(format!("trace wire: name {i} before its text"));
        }
        let text = std::str::from_utf8(self.bytes()?).map_err(|e| format!("trace wire: {e}"))?;
        let s = intern(text);
        self.names.push(s);
        Ok(s)
    }

    fn dims(&mut self) -> Result<Vec<usize>, String> {
        let n = self.usize()?;
        // A dimension takes at least one byte.
        if n > self.bytes.len() - self.at {
            return Err(format!("trace wire: {n} dimensions at {}", self.at));
        }
        (0..n).map(|_| self.usize()).collect()
    }

    fn json<T: serde::de::DeserializeOwned>(&mut self) -> Result<T, String> {
        // From text, as the page's other messages are read: one instance of the deserializers.
        let text = std::str::from_utf8(self.bytes()?).map_err(|e| format!("trace wire: {e}"))?;
        serde_json::from_str(text).map_err(|e| format!("trace wire: {e}"))
    }

    fn pick<T: Copy>(&mut self, what: &str, of: &[T]) -> Result<T, String> {
        let b = self.byte()?;
        of.get(usize::from(b))
            .copied()
            .ok_or_else(|| format!("trace wire: {what} {b}"))
    }

    fn event(&mut self) -> Result<Event, String> {
        Ok(match self.byte()? {
            JSON => self.json()?,
            OP => {
                let seq = self.uint()?;
                let op = self.name()?;
                let line = self.u32()?;
                let n = self.usize()?;
                if n > self.bytes.len() - self.at {
                    return Err(format!("trace wire: {n} inputs at {}", self.at));
                }
                let inputs = (0..n).map(|_| self.dims()).collect::<Result<_, _>>()?;
                let dtype = self.name()?;
                Event::OpDispatched {
                    seq,
                    op,
                    line,
                    inputs,
                    dtype,
                }
            }
            KERNEL => Event::KernelLaunched {
                seq: self.uint()?,
                name: Cow::Borrowed(self.name()?),
                backend: self.pick("backend", &BACKENDS)?,
                host_fallback: self.pick("flag", &[false, true])?,
                shape: self.dims()?,
                bytes_read: self.uint()?,
                bytes_written: self.uint()?,
                flops: self.uint()?,
                mxu_cycles: self.uint()?,
                modelled_s: self.f64()?,
            },
            MEMORY => Event::Memory {
                action: self.pick("memory action", &ACTIONS)?,
                bytes: self.uint()?,
                allocated: self.uint()?,
                reserved: self.uint()?,
                line: match self.u32()? {
                    0 => None,
                    l => Some(l - 1),
                },
            },
            MXU => {
                let seq = self.uint()?;
                let line = self.u32()?;
                let kernel = Cow::Borrowed(self.name()?);
                let passes = self.u32()?;
                let i = self.usize()?;
                let mapping = match self.mappings.get(i) {
                    Some(m) => m.clone(),
                    None if i == self.mappings.len() => {
                        let m = Rc::new(self.json::<MatmulMapping>()?);
                        self.mappings.push(m.clone());
                        m
                    }
                    None => return Err(format!("trace wire: mapping {i} before its text")),
                };
                Event::MxuMatmul {
                    seq,
                    line,
                    kernel,
                    passes,
                    mapping,
                }
            }
            SPARSE => Event::SparseWork {
                seq: self.uint()?,
                kind: match self.byte()? {
                    0 => SparseKind::Lookup,
                    1 => SparseKind::Pool {
                        bags: self.usize()?,
                    },
                    2 => SparseKind::ScatterAdd,
                    k => return Err(format!("trace wire: sparse kind {k}")),
                },
                rows: self.uint()?,
                row_bytes: self.uint()?,
                engine: self.pick("engine", &ENGINES)?,
                cycles: self.uint()?,
                modelled_s: self.f64()?,
                bound: self.pick("bound", &BOUNDS)?,
            },
            tag => return Err(format!("trace wire: event tag {tag} at {}", self.at - 1)),
        })
    }
}

#[cfg(test)]
mod tests;
