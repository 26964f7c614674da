//! Codegen: a fused group becomes one program over its output shape, one invocation per element,
//! with every intermediate in a register. The same program runs as a CPU loop (the CPU backend) or
//! as a generated WGSL kernel (the GPU backend), both from the per-op expression table in
//! [`super::fusers`].

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use super::fusers::{check_limits, elementwise, Expr, FuseRefusal, WORKGROUP};
use super::graph::{Node, Src};
use crate::ops::{Access, Kernel};
use crate::tensor::{contiguous_strides, strided_offsets, HostData, Storage};

/// An operand of one instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// External input `k` (read from memory through its access).
    Input(usize),
    /// The result of instruction `j` (a register).
    Reg(usize),
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

fn accesses(kernel: &Kernel) -> Vec<&Access> {
    match kernel {
        Kernel::Binary { a, b, .. } => vec![a, b],
        Kernel::Unary { a, .. } => vec![a],
        _ => Vec::new(),
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
        let shape = nodes[members[0]].shape.clone();
        let n: usize = shape.iter().product();
        let mut p = FusedProgram {
            shape: shape.clone(),
            n,
            inputs: Vec::new(),
            instrs: Vec::new(),
            members: members.to_vec(),
            outputs: Vec::new(),
        };
        for (slot, &m) in members.iter().enumerate() {
            let node = &nodes[m];
            let in_dtypes: Vec<_> = node.inputs.iter().map(|i| i.dtype).collect();
            let expr = elementwise(&node.kernel, &in_dtypes, node.dtype)?;
            if gpu && expr.wgsl("a", "b").is_none() {
                return Err(FuseRefusal::NoWgsl);
            }
            if node.shape != shape {
                return Err(FuseRefusal::ShapeMismatch {
                    group: shape,
                    op: node.shape.clone(),
                });
            }
            let mut args = Vec::new();
            for (input, access) in node.inputs.iter().zip(accesses(&node.kernel)) {
                let inside = match &input.src {
                    Src::Node(j) => members[..slot].iter().position(|x| x == j),
                    Src::Leaf(_) => None,
                };
                if let Some(r) = inside {
                    if !plain(access, &shape) {
                        return Err(FuseRefusal::ViewBreaksContiguity);
                    }
                    args.push(Operand::Reg(r));
                    continue;
                }
                let k = match p
                    .inputs
                    .iter()
                    .position(|(s, a)| same_src(s, &input.src) && a == access)
                {
                    Some(k) => k,
                    None => {
                        p.inputs.push((input.src.clone(), access.clone()));
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
    }

    /// The compile-cache key: the code plus the shapes and access patterns it is specialised to
    /// (and the dtype, float32 for every fused group today).
    pub fn structural_key(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.hash_code(&mut h);
        self.shape.hash(&mut h);
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
    pub fn run_cpu(&self, inputs: &[&HostData]) -> Vec<Vec<f32>> {
        let offs: Vec<Vec<usize>> = self
            .inputs
            .iter()
            .map(|(_, a)| strided_offsets(&self.shape, &a.strides, a.offset))
            .collect();
        let data: Vec<Vec<f32>> = inputs
            .iter()
            .map(|h| (0..h.len()).map(|i| h.get_f64(i) as f32).collect())
            .collect();
        let mut outs = vec![Vec::with_capacity(self.n); self.outputs.len()];
        let mut regs = vec![0f32; self.instrs.len()];
        for e in 0..self.n {
            for (r, ins) in self.instrs.iter().enumerate() {
                let val = |o: &Operand| match *o {
                    Operand::Input(k) => data[k][offs[k][e]],
                    Operand::Reg(j) => regs[j],
                };
                let a = val(&ins.args[0]);
                let b = ins.args.get(1).map_or(0.0, val);
                regs[r] = ins.expr.eval_f32(a, b);
            }
            for (o, &r) in self.outputs.iter().enumerate() {
                outs[o].push(regs[r]);
            }
        }
        outs
    }

    /// The WGSL kernel: inputs bound at 0.., outputs after them; shapes and strides are constants
    /// (the cache key includes them). `None` when an op has no WGSL expression.
    pub fn wgsl(&self) -> Option<String> {
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
        s += &format!(
            "\n@compute @workgroup_size({WORKGROUP})\nfn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {{\n"
        );
        s += &format!("    let i = gid.x + gid.y * nwg.x * {WORKGROUP}u;\n");
        s += &format!("    if (i >= {}u) {{ return; }}\n", self.n);
        s += "    var rem = i;\n";
        for d in (0..self.shape.len()).rev() {
            s += &format!(
                "    let c{d} = rem % {0}u;\n    rem = rem / {0}u;\n",
                self.shape[d].max(1)
            );
        }
        for (i, (_, a)) in self.inputs.iter().enumerate() {
            let mut idx = format!("{}u", a.offset);
            for (d, &st) in a.strides.iter().enumerate() {
                if st != 0 {
                    idx += &format!(" + c{d} * {st}u");
                }
            }
            s += &format!("    let x{i} = in{i}[{idx}];\n");
        }
        for (r, ins) in self.instrs.iter().enumerate() {
            let name = |o: &Operand| match *o {
                Operand::Input(k) => format!("x{k}"),
                Operand::Reg(j) => format!("r{j}"),
            };
            let a = name(&ins.args[0]);
            let b = ins.args.get(1).map(name).unwrap_or_default();
            s += &format!("    let r{r} = {};\n", ins.expr.wgsl(&a, &b)?);
        }
        for (o, &r) in self.outputs.iter().enumerate() {
            s += &format!("    out{o}[i] = r{r};\n");
        }
        s += "}\n";
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
                        .map(|pos| nodes[m].inputs[pos].numel)
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
