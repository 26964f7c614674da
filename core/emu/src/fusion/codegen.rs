//! Codegen: a fused group becomes one program over its output shape, one invocation per element,
//! with every intermediate in a register. The same program runs as a CPU loop (the CPU backend) or
//! as a generated WGSL kernel (the GPU backend), both from the per-op expression table in
//! [`super::fusers`].

use std::borrow::Cow;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use super::fusers::{
    check_limits, elementwise, matmul_head, whole_assign, Expr, FuseRefusal, WORKGROUP,
};
use super::graph::{Node, Src};
use crate::ops::{Access, BinaryOp, Kernel, UnaryOp};
use crate::tensor::{contiguous_strides, strided_offsets, DType, HostData, Storage};

/// An operand of one instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// External input `k` (read from memory through its access).
    Input(usize),
    /// The result of instruction `j` (a register).
    Reg(usize),
}

/// An operand's values over the elements, as [`FusedProgram::run_cpu`] reads them.
#[derive(Clone, Copy)]
enum Column<'a> {
    /// An input read through its offsets (and through f64, as the reference reads it).
    Mem(&'a [f32], &'a [usize]),
    /// An earlier instruction's results.
    Reg(&'a [f32]),
    /// No second operand.
    Zero,
}

impl Column<'_> {
    #[inline]
    fn at(self, e: usize) -> f32 {
        match self {
            Column::Mem(d, o) => d[o[e]] as f64 as f32,
            Column::Reg(c) => c[e],
            Column::Zero => 0.0,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Instr {
    pub expr: Expr,
    pub args: Vec<Operand>,
}

/// A fused group, ready to run.
#[derive(Clone, Debug)]
pub struct FusedProgram {
    pub shape: Vec<usize>,
    pub n: usize,
    /// External inputs: where each comes from and how it is read (broadcasts have stride 0).
    pub inputs: Vec<(Src, Access)>,
    /// One per member, in program order.
    pub instrs: Vec<Instr>,
    /// Graph nodes of the members, parallel to `instrs`.
    pub members: Vec<usize>,
    /// Instructions whose results are written to memory (read later, or still held by the program).
    pub outputs: Vec<usize>,
    /// A matmul-epilogue group: `(m, k, n)` of its head (instruction 0, reading inputs 0 and 1
    /// whole and contiguous).
    pub head: Option<(usize, usize, usize)>,
    /// A reduction group: the reduce instruction's index, its kernel (over `shape`), and the
    /// reduced shape the instructions after it run over.
    pub reduce: Option<(usize, Kernel, Vec<usize>)>,
    /// Per input: read by the second phase (through an access over the reduced shape).
    pub phase2: Vec<bool>,
}

fn same_src(a: &Src, b: &Src) -> bool {
    match (a, b) {
        (Src::Node(i), Src::Node(j)) => i == j,
        (Src::Leaf(x), Src::Leaf(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// Whether `a` reads a whole contiguous tensor of `shape` in row-major order.
fn plain(a: &Access, shape: &[usize]) -> bool {
    let c = contiguous_strides(shape);
    a.offset == 0
        && a.strides.len() == shape.len()
        && shape
            .iter()
            .zip(a.strides.iter().zip(&c))
            .all(|(&d, (s, e))| d == 1 || s == e)
}

fn is_f32_copy(node: &Node) -> bool {
    matches!(
        node.kernel,
        Kernel::Unary {
            op: UnaryOp::Copy,
            ..
        }
    ) && node.dtype == crate::tensor::DType::Float32
        && node
            .inputs
            .iter()
            .all(|i| i.dtype == crate::tensor::DType::Float32)
}

/// The inputs an elementwise op reads, as (input index, access over the op's shape).
fn accesses(kernel: &Kernel) -> Vec<(usize, &Access)> {
    if let Some((_, src)) = whole_assign(kernel) {
        // Input 0 is the destination, wholly overwritten: only the source is read.
        return vec![(1, src)];
    }
    match kernel {
        Kernel::Binary { a, b, .. } => vec![(0, a), (1, b)],
        Kernel::Unary { a, .. } => vec![(0, a)],
        _ => Vec::new(),
    }
}

/// The shape an op's elements are computed over (a whole-storage assign: the view's shape, whose
/// row-major order is the storage's).
fn op_shape(node: &Node) -> Vec<usize> {
    match whole_assign(&node.kernel) {
        Some((shape, _)) => shape.to_vec(),
        None => node.shape.clone(),
    }
}

impl FusedProgram {
    /// Builds the program of `members` (consecutive graph nodes of one output shape); `needed(i)`
    /// says whether node i's value must reach memory. `gpu`: every op needs a WGSL expression.
    pub fn build(
        nodes: &[Node],
        members: &[usize],
        needed: &dyn Fn(usize) -> bool,
        gpu: bool,
    ) -> Result<FusedProgram, FuseRefusal> {
        // With a copy absorbed into a matmul head, the group's shape is the matmul's.
        let copy_then_mm = members.len() > 1
            && is_f32_copy(&nodes[members[0]])
            && matches!(nodes[members[1]].kernel, Kernel::Matmul { .. });
        let shape = op_shape(&nodes[members[usize::from(copy_then_mm)]]);
        let n: usize = shape.iter().product();
        let mut p = FusedProgram {
            shape: shape.clone(),
            n,
            inputs: Vec::new(),
            instrs: Vec::new(),
            members: members.to_vec(),
            outputs: Vec::new(),
            head: None,
            reduce: None,
            phase2: Vec::new(),
        };
        // A contiguous copy (`W.t()` made contiguous for a matmul) absorbed into the matmul head,
        // which then reads the copy's source through the copy's view.
        let mut absorbed: Option<usize> = None;
        for (slot, &m) in members.iter().enumerate() {
            let node = &nodes[m];
            let in_dtypes: Vec<_> = node.inputs.iter().map(|i| i.dtype).collect();
            if slot == 0 && members.len() > 1 && is_f32_copy(node) {
                let next = &nodes[members[1]];
                let next_dtypes: Vec<_> = next.inputs.iter().map(|i| i.dtype).collect();
                let reads_it = next
                    .inputs
                    .iter()
                    .any(|i| matches!(i.src, Src::Node(j) if j == m));
                // The head reads the copy's source through the copy's own view, so that view
                // must be the operand's 2-D shape: a copy made for a reshape that no view can
                // express (`x.transpose(1, 2).reshape(8, 3)`) has the source's rank, and reading
                // it as the operand gave wrong values (or read past the storage).
                let operand_shape = next
                    .inputs
                    .iter()
                    .position(|i| matches!(i.src, Src::Node(j) if j == m))
                    .zip(matmul_head(&next.kernel, &next_dtypes, next.dtype))
                    .map(|(idx, (mm, kk, nn))| if idx == 0 { vec![mm, kk] } else { vec![kk, nn] });
                if let Some(s) = operand_shape.filter(|s| reads_it && *s != op_shape(node)) {
                    return Err(FuseRefusal::ShapeMismatch {
                        group: s,
                        op: op_shape(node),
                    });
                }
                if reads_it && matmul_head(&next.kernel, &next_dtypes, next.dtype).is_some() {
                    if needed(m) {
                        return Err(FuseRefusal::SecondConsumer);
                    }
                    absorbed = Some(m);
                    p.instrs.push(Instr {
                        expr: Expr::Unary(UnaryOp::Copy),
                        args: Vec::new(),
                    });
                    continue;
                }
            }
            let head_slot = slot == 0 || (slot == 1 && absorbed.is_some());
            if head_slot {
                if let Some((mm, kk, nn)) = matmul_head(&node.kernel, &in_dtypes, node.dtype) {
                    let dims = [[mm, kk], [kk, nn]];
                    for (idx, input) in node.inputs.iter().enumerate() {
                        let through_copy = match (&input.src, absorbed) {
                            (Src::Node(j), Some(c)) if *j == c => match &nodes[c].kernel {
                                Kernel::Unary { a, .. } => {
                                    Some((nodes[c].inputs[0].src.clone(), a.clone()))
                                }
                                _ => None,
                            },
                            _ => None,
                        };
                        p.phase2.push(false);
                        p.inputs.push(through_copy.unwrap_or_else(|| {
                            (
                                input.src.clone(),
                                Access {
                                    strides: contiguous_strides(&dims[idx]),
                                    offset: 0,
                                },
                            )
                        }));
                    }
                    p.head = Some((mm, kk, nn));
                    p.instrs.push(Instr {
                        expr: Expr::Matmul,
                        args: vec![Operand::Input(0), Operand::Input(1)],
                    });
                    continue;
                }
            }
            // A reduction over the group's shape: `Reduce` over some dims, or the full `SumAll`.
            let reduction = match &node.kernel {
                Kernel::Reduce {
                    op, shape: rs, a, ..
                } if *rs == shape => Some((op.name(), Some(a))),
                Kernel::SumAll { n: len } if *len == n => Some(("sum", None)),
                _ => None,
            };
            if let Some((name, access)) = reduction {
                let f32_only =
                    node.dtype == DType::Float32 && in_dtypes.iter().all(|d| *d == DType::Float32);
                // On the GPU, only a reduction whose unfused kernel is the plain tree of
                // reduce.wgsl, with no matmul head: the fused kernel then gives Strict's bits.
                let on_device = !gpu
                    || (p.head.is_none()
                        && matches!(&node.kernel, Kernel::Reduce { op, .. }
                            if super::reduce_wgsl::gpu_reduction(*op).is_some()));
                if on_device && slot > 0 && p.reduce.is_none() && f32_only {
                    let producer = match node.inputs[0].src {
                        Src::Node(j) => members[..slot].iter().position(|x| *x == j),
                        Src::Leaf(_) => None,
                    };
                    let contiguous = access.is_none_or(|a| plain(a, &shape));
                    match producer {
                        Some(r) if contiguous && !p.instrs[r].args.is_empty() => {
                            p.reduce = Some((slot, node.kernel.clone(), node.shape.clone()));
                            p.instrs.push(Instr {
                                expr: Expr::Reduce(name),
                                args: vec![Operand::Reg(r)],
                            });
                            continue;
                        }
                        Some(_) => return Err(FuseRefusal::ViewBreaksContiguity),
                        None => return Err(FuseRefusal::NotElementwise),
                    }
                }
            }
            let expr = elementwise(&node.kernel, &in_dtypes, node.dtype)?;
            if gpu && expr.wgsl("a", "b").is_none() {
                return Err(FuseRefusal::NoWgsl);
            }
            // After a reduction, the group runs over the reduced shape.
            let (cur, first) = match &p.reduce {
                Some((at, _, reduced)) => (reduced.clone(), *at),
                None => (shape.clone(), 0),
            };
            let in_phase2 = p.reduce.is_some();
            if op_shape(node) != cur {
                return Err(FuseRefusal::ShapeMismatch {
                    group: cur,
                    op: op_shape(node),
                });
            }
            let mut args = Vec::new();
            for (idx, access) in accesses(&node.kernel) {
                let input = &node.inputs[idx];
                let inside = match &input.src {
                    Src::Node(j) => members[..slot].iter().position(|x| x == j),
                    Src::Leaf(_) => None,
                };
                if let Some(r) = inside {
                    // A first-phase value read after the reduction lives in another index space.
                    if !plain(access, &cur) || r < first {
                        return Err(FuseRefusal::ViewBreaksContiguity);
                    }
                    args.push(Operand::Reg(r));
                    continue;
                }
                // The matmul head's operands (inputs 0 and 1) are read whole by the head's own
                // loop, not per element: an epilogue reading the same tensor (`x @ w + x`) gets
                // an input of its own.
                let head_operands = if p.head.is_some() { 2 } else { 0 };
                let k = match p.inputs.iter().zip(&p.phase2).enumerate().position(
                    |(k, ((s, a), ph))| {
                        k >= head_operands
                            && same_src(s, &input.src)
                            && a == access
                            && *ph == in_phase2
                    },
                ) {
                    Some(k) => k,
                    None => {
                        p.inputs.push((input.src.clone(), access.clone()));
                        p.phase2.push(in_phase2);
                        p.inputs.len() - 1
                    }
                };
                args.push(Operand::Input(k));
            }
            p.instrs.push(Instr { expr, args });
        }
        p.outputs = (0..members.len()).filter(|&r| needed(members[r])).collect();
        let input_bytes: Vec<usize> = p
            .inputs
            .iter()
            .map(|(s, _)| match s {
                Src::Node(j) => nodes[*j].kernel.out_len() * 4,
                Src::Leaf(st) => st.nbytes(),
            })
            .collect();
        check_limits(n, &input_bytes, p.outputs.len().max(1))?;
        Ok(p)
    }

    /// The kernel's name: its ops joined with `+`, as TorchTPU's event log names fused kernels.
    pub fn name(&self) -> String {
        self.instrs
            .iter()
            .map(|i| i.expr.name())
            .collect::<Vec<_>>()
            .join("+")
    }

    /// The code alone: ops, operands, outputs (what two compilations of "the same code" share).
    fn hash_code(&self, h: &mut DefaultHasher) {
        for i in &self.instrs {
            i.expr.hash(h);
            i.args.hash(h);
        }
        self.outputs.hash(h);
        self.inputs.len().hash(h);
        self.head.hash(h);
        match &self.reduce {
            Some((at, Kernel::Reduce { op, dims, .. }, _)) => (at, format!("{op:?}"), dims).hash(h),
            Some((at, _, _)) => (at, "sum_all").hash(h),
            None => {}
        }
    }

    /// Workgroups the WGSL kernel is dispatched over: one per output element of a reduction
    /// group, else one per [`WORKGROUP`] elements.
    pub fn workgroups(&self) -> usize {
        match &self.reduce {
            Some((_, _, reduced)) => reduced.iter().product::<usize>().max(1),
            None => self.n.div_ceil(WORKGROUP).max(1),
        }
    }

    /// Elements of each output, in `outputs` order (a second-phase value has the reduced count).
    pub fn output_lens(&self) -> Vec<usize> {
        let reduced = self
            .reduce
            .as_ref()
            .map(|(at, _, s)| (*at, s.iter().product::<usize>()));
        self.outputs
            .iter()
            .map(|&r| match reduced {
                Some((at, n2)) if r >= at => n2,
                _ => self.n,
            })
            .collect()
    }

    /// The compile-cache key: the code plus the shapes and access patterns it is specialised to
    /// (and the dtype, float32 for every fused group today).
    pub fn structural_key(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.hash_code(&mut h);
        self.shape.hash(&mut h);
        if let Some((_, _, reduced)) = &self.reduce {
            reduced.hash(&mut h);
        }
        for (_, a) in &self.inputs {
            a.strides.hash(&mut h);
            a.offset.hash(&mut h);
        }
        "float32".hash(&mut h);
        h.finish()
    }

    /// The key of the code without shapes: equal for two groups that differ only in shapes.
    pub fn code_key(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.hash_code(&mut h);
        h.finish()
    }

    /// Runs the program over host copies of the inputs, rounding every op to float32 exactly as the
    /// CPU reference does, so Fused equals Strict bit for bit on the CPU backend.
    // The element index `e` addresses the matmul head's results and every input's offsets alike.
    #[allow(clippy::needless_range_loop)]
    pub fn run_cpu(&self, inputs: &[&HostData]) -> Vec<Vec<f32>> {
        let offs: Vec<Vec<usize>> = self
            .inputs
            .iter()
            .enumerate()
            .map(|(k, (_, a))| {
                if k < 2 && self.head.is_some() {
                    Vec::new()
                } else if self.phase2[k] {
                    let reduced = &self.reduce.as_ref().expect("a reduction group").2;
                    strided_offsets(reduced, &a.strides, a.offset)
                } else {
                    strided_offsets(&self.shape, &a.strides, a.offset)
                }
            })
            .collect();
        // Float32 inputs are read in place (each read through f64 below, as a copy of the whole
        // storage through `get_f64` had it); other dtypes converted once.
        let data: Vec<Cow<[f32]>> = inputs
            .iter()
            .map(|h| match h {
                HostData::F32(v) => Cow::Borrowed(&v[..]),
                _ => Cow::Owned((0..h.len()).map(|i| h.get_f64(i) as f32).collect()),
            })
            .collect();
        // The head: the CPU reference's own matmul, so the epilogue sees Strict's exact values.
        let mm = self
            .head
            .map(|(m, k, n)| {
                let gather = |x: usize, shape: [usize; 2]| -> Vec<f32> {
                    let a = &self.inputs[x].1;
                    strided_offsets(&shape, &a.strides, a.offset)
                        .into_iter()
                        .map(|o| data[x][o] as f64 as f32)
                        .collect()
                };
                crate::ops::cpu::matmul_f32(&gather(0, [m, k]), &gather(1, [k, n]), m, k, n)
            })
            .unwrap_or_default();
        let at = self.reduce.as_ref().map_or(self.instrs.len(), |r| r.0);
        let mut outs: Vec<Vec<f32>> = self
            .output_lens()
            .into_iter()
            .map(Vec::with_capacity)
            .collect();
        let mut regs = vec![0f32; self.instrs.len()];
        // Up to the reduction, one instruction at a time over every element (a column each, its
        // loop free of the others' dispatch), each element computed as the reference does.
        let mut cols: Vec<Vec<f32>> = Vec::with_capacity(at);
        for ins in &self.instrs[..at] {
            let col = if ins.args.is_empty() {
                vec![0.0; self.n] // an absorbed copy: no value of its own
            } else if ins.expr == Expr::Matmul {
                mm.clone()
            } else {
                let col = |o: &Operand| match *o {
                    Operand::Input(k) => Column::Mem(&data[k], &offs[k]),
                    Operand::Reg(j) => Column::Reg(&cols[j]),
                };
                let a = col(&ins.args[0]);
                let b = ins.args.get(1).map_or(Column::Zero, col);
                let (a, b) = (|e| a.at(e), |e| b.at(e));
                let n = 0..self.n;
                // +, -, *, / in f32 are the f64 results rounded once (see `ops::cpu::binary`).
                match ins.expr {
                    Expr::Binary(BinaryOp::Add) => n.map(|e| a(e) + b(e)).collect(),
                    Expr::Binary(BinaryOp::Sub) => n.map(|e| a(e) - b(e)).collect(),
                    Expr::Binary(BinaryOp::Mul) => n.map(|e| a(e) * b(e)).collect(),
                    Expr::Binary(BinaryOp::Div) => n.map(|e| a(e) / b(e)).collect(),
                    x => n.map(|e| x.eval_f32(a(e), b(e))).collect(),
                }
            };
            cols.push(col);
        }
        // What the element-by-element loop left in the registers: the last element's values.
        for (r, c) in cols.iter().enumerate() {
            regs[r] = c.last().copied().unwrap_or(0.0);
        }
        for (o, &r) in self.outputs.iter().enumerate() {
            if r < at {
                outs[o] = cols[r].clone();
            }
        }
        // The reduction's input, as Strict would have written it to memory.
        let staged = match self.instrs.get(at).map(|i| i.args[0]) {
            Some(Operand::Reg(src)) => std::mem::take(&mut cols[src]),
            _ => Vec::new(),
        };
        let eval = |regs: &mut Vec<f32>, r: usize, e: usize| {
            let ins = &self.instrs[r];
            let val = |o: &Operand| match *o {
                Operand::Input(k) => data[k][offs[k][e]] as f64 as f32,
                Operand::Reg(j) => regs[j],
            };
            let a = val(&ins.args[0]);
            let b = ins.args.get(1).map_or(0.0, val);
            regs[r] = ins.expr.eval_f32(a, b);
        };
        if let Some((_, kernel, _)) = &self.reduce {
            // The reference's own reduction over the staged values: Strict's result exactly.
            let kernel = match kernel {
                Kernel::Reduce {
                    op, shape, dims, ..
                } => Kernel::Reduce {
                    op: *op,
                    shape: shape.clone(),
                    a: Access {
                        strides: contiguous_strides(shape),
                        offset: 0,
                    },
                    dims: dims.clone(),
                },
                other => other.clone(),
            };
            let reduced = crate::ops::cpu::run(&kernel, &[&HostData::F32(staged)], DType::Float32);
            for e in 0..reduced.len() {
                regs[at] = reduced.get_f64(e) as f32;
                for r in at + 1..self.instrs.len() {
                    eval(&mut regs, r, e);
                }
                for (o, &r) in self.outputs.iter().enumerate() {
                    if r >= at {
                        outs[o].push(regs[r]);
                    }
                }
            }
        }
        outs
    }

    /// The WGSL kernel: inputs bound at 0.., outputs after them; shapes and strides are constants
    /// (the cache key includes them). `None` when an op has no WGSL expression.
    pub fn wgsl(&self) -> Option<String> {
        if self.reduce.is_some() {
            return super::reduce_wgsl::wgsl(self);
        }
        let mut s = self.wgsl_bindings();
        s += &format!(
            "\n@compute @workgroup_size({WORKGROUP})\nfn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {{\n"
        );
        s += &format!("    let i = gid.x + gid.y * nwg.x * {WORKGROUP}u;\n");
        // Fused kernels are dispatched with a z extent of 1 (see `wgsl_instructions`).
        s += "    let one = f32(nwg.z);\n";
        s += &format!("    if (i >= {}u) {{ return; }}\n", self.n);
        s += "    var rem = i;\n";
        for d in (0..self.shape.len()).rev() {
            s += &format!(
                "    let c{d} = rem % {0}u;\n    rem = rem / {0}u;\n",
                self.shape[d].max(1)
            );
        }
        for (i, (_, a)) in self.inputs.iter().enumerate() {
            if i < 2 && self.head.is_some() {
                continue;
            }
            let mut idx = format!("{}u", a.offset);
            for (d, &st) in a.strides.iter().enumerate() {
                if st != 0 {
                    idx += &format!(" + c{d} * {st}u");
                }
            }
            s += &format!("    let x{i} = in{i}[{idx}];\n");
        }
        if let Some((_, k, n)) = self.head {
            // An empty output (n = 0) never gets past the bound check, but WGSL still refuses
            // a division by a constant 0.
            let n = n.max(1);
            let (a, b) = (&self.inputs[0].1, &self.inputs[1].1);
            // The same order as the CPU reference: p ascending, product and sum rounded apart.
            s += &format!(
                "    let row = i / {n}u;\n    let col = i % {n}u;\n    var acc = 0.0;\n    for (var p = 0u; p < {k}u; p++) {{\n        acc = acc + in0[{}u + row * {}u + p * {}u] * in1[{}u + p * {}u + col * {}u];\n    }}\n",
                a.offset, a.strides[0], a.strides[1], b.offset, b.strides[0], b.strides[1]
            );
        }
        s += &self.wgsl_instructions(0..self.instrs.len())?;
        for (o, &r) in self.outputs.iter().enumerate() {
            s += &format!("    out{o}[i] = r{r};\n");
        }
        s += "}\n";
        s += crate::ops::wgsl::MATH_WGSL;
        Some(s)
    }

    /// The kernel's first lines: its name, then inputs bound at 0.. and outputs after them.
    pub(super) fn wgsl_bindings(&self) -> String {
        let k = self.inputs.len();
        let mut s = format!(
            "// Generated by tpu-core's fusion codegen: {}\n",
            self.name()
        );
        for i in 0..k {
            s += &format!("@group(0) @binding({i}) var<storage, read> in{i}: array<f32>;\n");
        }
        for o in 0..self.outputs.len() {
            s += &format!(
                "@group(0) @binding({}) var<storage, read_write> out{o}: array<f32>;\n",
                k + o
            );
        }
        s
    }

    /// `let r{r} = ...;` for the instructions in `range`, reading inputs as `x{k}` and registers
    /// as `r{j}` (a matmul head's result is `acc`; an absorbed copy has no line). `None` when an
    /// op has no WGSL expression.
    pub(super) fn wgsl_instructions(&self, range: std::ops::Range<usize>) -> Option<String> {
        let mut s = String::new();
        for r in range {
            let ins = &self.instrs[r];
            if ins.args.is_empty() {
                continue;
            }
            if ins.expr == Expr::Matmul {
                s += &format!("    let r{r} = acc;\n");
                continue;
            }
            let name = |o: &Operand| match *o {
                Operand::Input(k) => format!("x{k}"),
                Operand::Reg(j) => format!("r{j}"),
            };
            let a = name(&ins.args[0]);
            let b = ins.args.get(1).map(name).unwrap_or_default();
            let e = ins.expr.wgsl(&a, &b)?;
            // Shader compilers reassociate float arithmetic (lavapipe folds `(a + b) - a` to
            // `b`), which IEEE forbids and the CPU path does not do: each arithmetic result
            // passes through a multiply by `one`, a 1.0 the compiler cannot see (the dispatch's
            // z extent), so every op rounds as its own kernel would. Exact: x * 1.0 is x.
            if matches!(
                ins.expr,
                Expr::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div)
            ) {
                s += &format!("    let r{r} = ({e}) * one;\n");
            } else {
                s += &format!("    let r{r} = {e};\n");
            }
        }
        Some(s)
    }

    /// HBM bytes the kernel reads: each external input's view once.
    pub fn bytes_read(&self, nodes: &[Node]) -> u64 {
        let mut total = 0u64;
        for (k, (src, _)) in self.inputs.iter().enumerate() {
            // The view's element count, as Strict counts it: find the member input that reads it.
            let numel = self
                .instrs
                .iter()
                .zip(&self.members)
                .find_map(|(ins, &m)| {
                    ins.args
                        .iter()
                        .position(|a| *a == Operand::Input(k))
                        .map(|pos| {
                            // The argument's input of the node (an assign reads only input 1).
                            let idx = match ins.expr {
                                Expr::Matmul => pos,
                                _ => accesses(&nodes[m].kernel).get(pos).map_or(pos, |(i, _)| *i),
                            };
                            nodes[m].inputs[idx].numel
                        })
                })
                .unwrap_or(match src {
                    Src::Leaf(s) => s.len,
                    Src::Node(j) => nodes[*j].kernel.out_len(),
                });
            total += (numel * 4) as u64;
        }
        total
    }
}

/// The storages of a program's outputs, from the CPU loop's results.
pub fn host_outputs(values: Vec<Vec<f32>>) -> Vec<Rc<Storage>> {
    values
        .into_iter()
        .map(|v| Storage::from_host(HostData::F32(v), crate::tensor::DType::Float32))
        .collect()
}
