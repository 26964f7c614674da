//! The bytecode: a compact instruction set over a value stack, with a source span per instruction.

use std::rc::Rc;

use super::errors::Span;
use super::value::Value;

/// Binary operators, as Python spells them in error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    MatMul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    BitAnd,
    BitOr,
    BitXor,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::MatMul => "@",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "** or pow()",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Pos,
    Not,
    Invert,
}

/// One instruction. Operands index the code object's tables (`consts`, `names`) or locals' slots.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    LoadConst(u32),
    LoadFast(u32),
    StoreFast(u32),
    /// Module-level and free names: globals, then builtins.
    LoadGlobal(u32),
    StoreGlobal(u32),
    LoadAttr(u32),
    StoreAttr(u32),
    LoadSubscr,
    StoreSubscr,
    Binary(BinOp),
    /// `x += y`: tries the in-place form first (matters for lists and tensors).
    InPlace(BinOp),
    Unary(UnaryOp),
    Compare(CmpOp),
    /// Call with `argc` positional arguments; `kwnames` indexes a const tuple of keyword names, or is `u32::MAX`.
    Call {
        argc: u32,
        kwnames: u32,
    },
    Pop,
    Dup,
    Jump(u32),
    JumpIfFalse(u32),
    JumpIfTrue(u32),
    /// For `and`/`or`: jump keeping the value if the test decides, else pop it.
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    GetIter,
    /// Push the iterator's next value, or pop the iterator and jump when it is exhausted.
    ForIter(u32),
    BuildList(u32),
    BuildTuple(u32),
    BuildDict(u32),
    BuildSlice,
    UnpackSequence(u32),
    /// Create a function from `codes[code]` with `ndefaults` default values from the stack.
    MakeFunction {
        code: u32,
        ndefaults: u32,
    },
    Return,
    /// f-string piece: `conversion` is 0 none, 1 str, 2 repr; `has_spec` pops a spec string first.
    FormatValue {
        conversion: u8,
        has_spec: bool,
    },
    BuildString(u32),
    ImportName(u32),
}

/// A compiled function or module body.
#[derive(Debug)]
pub struct CodeObject {
    pub name: String,
    pub instrs: Vec<Instr>,
    pub spans: Vec<Span>,
    pub consts: Vec<Value>,
    pub names: Vec<Rc<str>>,
    /// Bodies of the functions defined here.
    pub codes: Vec<Rc<CodeObject>>,
    /// Slot names: parameters first, in order.
    pub locals: Vec<Rc<str>>,
    pub argcount: u32,
    pub is_module: bool,
}
