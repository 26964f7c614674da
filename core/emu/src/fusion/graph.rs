//! The lazy graph of Fused mode: ops recorded in program order, each with a pending output storage.
//!
//! An input is either another node of the graph or a *leaf*: a snapshot of a storage's contents at
//! the time the op was recorded. Snapshots matter because an in-place op recorded later replaces
//! the storage's contents ([`Storage::adopt`]) while earlier ops must still read the old ones. On
//! the device a snapshot shares the (never rewritten) buffer; on the CPU backend it is a copy, made
//! once per storage version per graph.

use std::collections::HashMap;
use std::rc::{Rc, Weak};

use crate::ops::Kernel;
use crate::tensor::{DType, Storage};

/// Where an op's input comes from.
#[derive(Clone, Debug)]
pub enum Src {
    /// The output of node `i` of this graph.
    Node(usize),
    /// Contents that existed when the op was recorded.
    Leaf(Rc<Storage>),
}

#[derive(Clone, Debug)]
pub struct Input {
    pub src: Src,
    /// Elements of the view the op reads (what Strict would count as bytes read).
    pub numel: usize,
    pub dtype: DType,
}

/// One recorded op.
#[derive(Debug)]
pub struct Node {
    pub seq: u64,
    pub op: String,
    pub line: u32,
    pub kernel: Kernel,
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub inputs: Vec<Input>,
    /// The pending storage the program holds; dead once the program dropped every view of it.
    pub out: Weak<Storage>,
    /// Whether the result lives on the chip (an input does): its HBM is taken when the graph runs.
    pub on_chip: bool,
}

#[derive(Default)]
pub struct Graph {
    pub nodes: Vec<Node>,
    /// Pending storage id -> the node computing it.
    producer: HashMap<u64, usize>,
    /// Storage id -> (version, snapshot) of the leaves taken in this graph.
    snapshots: HashMap<u64, (u64, Rc<Storage>)>,
}

impl Graph {
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether `s` is on the chip: it holds HBM, or it waits for a node whose result will.
    pub fn on_chip(&self, s: &Rc<Storage>) -> bool {
        if s.on_hbm() {
            return true;
        }
        let cur = Self::current(s);
        cur.on_hbm()
            || self
                .producer
                .get(&cur.id)
                .is_some_and(|&i| self.nodes[i].on_chip)
    }

    /// The storage `s` stands for now: an in-place op may have made it forward to a pending one.
    fn current(s: &Rc<Storage>) -> Rc<Storage> {
        let mut cur = s.clone();
        loop {
            let next = cur.state.borrow().forward.clone();
            match next {
                Some(n) if !cur.is_materialized() => cur = n,
                _ => return cur,
            }
        }
    }

    /// Whether `s` still waits for this graph.
    pub fn is_pending(&self, s: &Rc<Storage>) -> bool {
        self.producer.contains_key(&Self::current(s).id)
    }

    /// Where an input reading `s` gets its contents.
    pub fn source(&mut self, s: &Rc<Storage>) -> Src {
        let cur = Self::current(s);
        if let Some(&i) = self.producer.get(&cur.id) {
            return Src::Node(i);
        }
        let version = cur.version.get();
        if let Some((v, snap)) = self.snapshots.get(&cur.id) {
            if *v == version {
                return Src::Leaf(snap.clone());
            }
        }
        let snap = cur.snapshot();
        self.snapshots.insert(cur.id, (version, snap.clone()));
        Src::Leaf(snap)
    }

    /// Records an op; returns its pending output storage.
    #[allow(clippy::too_many_arguments)]
    pub fn record(
        &mut self,
        seq: u64,
        op: &str,
        line: u32,
        kernel: Kernel,
        inputs: Vec<Input>,
        dtype: DType,
        shape: Vec<usize>,
        on_chip: bool,
    ) -> Rc<Storage> {
        let out = Storage::pending(dtype, kernel.out_len());
        self.producer.insert(out.id, self.nodes.len());
        self.nodes.push(Node {
            seq,
            op: op.to_string(),
            line,
            kernel,
            dtype,
            shape,
            inputs,
            out: Rc::downgrade(&out),
            on_chip,
        });
        out
    }

    /// Empties the graph for the next one, handing over its nodes.
    pub fn take(&mut self) -> Vec<Node> {
        self.producer.clear();
        self.snapshots.clear();
        std::mem::take(&mut self.nodes)
    }
}
