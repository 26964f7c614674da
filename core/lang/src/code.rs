//! The bytecode: a compact instruction set over a value stack, with a source span per instruction.

use std::cell::RefCell;
use std::rc::Rc;

use super::errors::Span;
use super::native::NativeFunction;
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

/// One instruction. Operands index the code object's tables (`consts`, `names`, `codes`), locals'
/// slots, or closure cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Instr {
    LoadConst(u32),
    LoadFast(u32),
    StoreFast(u32),
    DeleteFast(u32),
    /// Closure cells: the code's own cell variables first, then the free ones it captured.
    LoadDeref(u32),
    StoreDeref(u32),
    /// `del x` of this code's own cell variable (one an inner function captures).
    DeleteDeref(u32),
    /// Module-level and free names: globals, then builtins.
    LoadGlobal(u32),
    StoreGlobal(u32),
    DeleteGlobal(u32),
    /// Names in a class body: its namespace, then globals, then builtins.
    LoadName(u32),
    StoreName(u32),
    /// `del name` in a class body: from its namespace (else from the globals).
    DeleteName(u32),
    /// `from m import *`: pops the module and binds its public names (its `__all__`, else every
    /// name not starting with `_`) where the statement stands.
    ImportStar,
    LoadAttr(u32),
    /// `with`'s `__enter__`/`__exit__` (and `async with`'s): `LoadAttr`, where an object without
    /// the method raises CPython's TypeError ("... does not support the context manager
    /// protocol") rather than an AttributeError.
    LoadContextAttr(u32),
    StoreAttr(u32),
    DeleteAttr(u32),
    LoadSubscr,
    StoreSubscr,
    DeleteSubscr,
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
    /// `obj.name` as the callee of `CallMethod` (as CPython's `LOAD_METHOD`): pops `obj`, pushes a
    /// plain function from its class (or a built-in type's native method) and `obj` itself, so no
    /// bound-method object is made; any other attribute is pushed as `NotImplemented` (a marker no
    /// method lookup yields) and the attribute's value.
    LoadMethod(u32),
    /// `obj.name(args)` after `LoadMethod`: the callee, `obj` (or the marker and the callee), then
    /// `argc` positional arguments.
    CallMethod(u32),
    /// `f(*a, **k)`: the stack holds the callee, a list of positional arguments, and (if `kw`) a dict.
    CallEx {
        kw: bool,
    },
    Pop,
    Dup,
    /// Swap the top two values.
    Rot2,
    /// Move the top value under the next two.
    Rot3,
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
    BuildSet(u32),
    /// A set display of three or more constants: CPython 3.11 folds it to a frozenset constant
    /// (rebuilt once from its own order when the compiler merges constants) and copies that into a
    /// new set, which lays the set out differently from adding the items one by one.
    BuildConstSet(u32),
    BuildSlice,
    /// Comprehensions: add the top value to the container `depth` slots below it.
    ListAppend(u32),
    SetAdd(u32),
    MapAdd(u32),
    /// Pop an iterable (or a mapping for `DictUpdate`) and add its items to the container below.
    ListExtend,
    /// `f(*x)` with no other positional argument: `ListExtend` into the call's arguments,
    /// refusing a value that is not iterable in CPython's words, naming the function called
    /// (`CALL_FUNCTION_EX`'s check; `f(1, *x)` says "Value after *", as `ListExtend`).
    ArgsExtend,
    SetUpdate,
    DictUpdate,
    /// A call's `**m` (CPython's `DICT_MERGE`): `DictUpdate` into the call's keywords, refusing
    /// a key already there and a value that is not a mapping, naming the function called.
    DictMerge,
    ListToTuple,
    UnpackSequence(u32),
    /// `a, *b, c = ...`: `before` values, a list, `after` values.
    UnpackEx {
        before: u16,
        after: u16,
    },
    /// Create a function from `codes[code]` with `ndefaults` default values from the stack (and a
    /// dict of keyword-only defaults above them if `kwdefaults`); its closure comes from this frame.
    MakeFunction {
        code: u32,
        ndefaults: u32,
        kwdefaults: bool,
    },
    /// Stack: the class body as a function, the name, then `nbases` bases, then (if `kw`) a dict
    /// of the class statement's keywords (`metaclass=M`, `__init_subclass__`'s).
    BuildClass {
        nbases: u32,
        kw: bool,
    },
    /// Zero-argument `super()`: the defining class of this function and its first argument.
    LoadSuper,
    /// `__class__` in a method's body: the class whose body defined it (CPython's cell).
    LoadClassCell,
    /// `globals()`: the module's names as a live dict.
    LoadGlobals,
    /// `locals()` (and `vars()`): a function's names as a new dict; a class body's namespace;
    /// at module level, `globals()`.
    LoadLocals,
    /// The first instruction of code `exec`/`eval` run with locals apart from its globals: the
    /// frame's namespace (where its names live, as a class body's) is this constant, a dict.
    EnterNamespace(u32),
    Return,
    Yield,
    /// `await`: replace the top value with what is awaited (a coroutine, or `__await__()`'s).
    GetAwaitable,
    /// `await`'s delegation: pop the value to send into the iterator below it and push what that
    /// yields; when it returns, replace the iterator with its value and jump to the target.
    Send(u32),
    /// `async for`: replace the top value with its `__aiter__()`; push the top's `__anext__()`.
    GetAIter,
    GetANext,
    /// Push an exception handler at `target` for the rest of the block.
    SetupExcept(u32),
    PopBlock,
    /// The end of an `except` body: the exception is no longer being handled.
    PopExcept,
    /// Stack: exception, class or tuple of classes: pops the class, pushes whether it matches.
    ExcMatch,
    /// `raise` forms: 0 re-raise the value on the stack as it was, 1 `raise X`, 2 `raise X from Y`,
    /// 3 a named handler's cleanup raising on the error its body raised, as it was caught.
    Raise(u8),
    /// Replace the top value with its type.
    TypeOf,
    /// f-string piece: `conversion` is 0 none, 1 str, 2 repr; `has_spec` pops a spec string first.
    FormatValue {
        conversion: u8,
        has_spec: bool,
    },
    BuildString(u32),
    ImportName(u32),
    /// `from m import name` (module on the stack, kept): its attribute, else the submodule `m.name`.
    ImportFrom(u32),
    /// Library code's globals (its module's namespace, then the builtins): see `vm::import`.
    LoadLibGlobal(u32),
    StoreLibGlobal(u32),
    DeleteLibGlobal(u32),
    /// A class body's name in library code: the class namespace, the module's, the builtins.
    LoadLibName(u32),
}

/// A compiled function or module body.
#[derive(Debug, Default)]
pub struct CodeObject {
    /// The line its `def` (or first decorator, or `lambda`) starts on: `co_firstlineno`.
    pub first_line: u32,
    pub name: String,
    /// `Class.method` or `outer.<locals>.inner`, as reprs and tracebacks name it.
    pub qualname: String,
    pub instrs: Vec<Instr>,
    pub spans: Vec<Span>,
    pub consts: Vec<Value>,
    pub names: Vec<Rc<str>>,
    /// Bodies of the functions defined here.
    pub codes: Vec<Rc<CodeObject>>,
    /// Slot names: positional parameters, keyword-only ones, `*args`, `**kwargs`, then the rest.
    pub locals: Vec<Rc<str>>,
    pub argcount: u32,
    /// The first `posonlycount` of the positional parameters are positional-only (before `/`).
    pub posonlycount: u32,
    pub kwonlycount: u32,
    pub varargs: bool,
    pub varkw: bool,
    /// Cell variables of this code (captured by inner functions), by name.
    pub cellvars: Vec<Rc<str>>,
    /// For each free variable, the index of the cell in the defining frame's cells.
    pub free_from: Vec<u32>,
    /// The free variables' names, in the order of `free_from` (for error messages).
    pub freevars: Vec<Rc<str>>,
    /// Parameters that live in cells: (local slot, cell index), copied in at entry.
    pub cell_params: Vec<(u32, u32)>,
    pub is_module: bool,
    pub is_generator: bool,
    /// `async def`: a call makes a coroutine (`is_generator` is set too: it runs as one).
    pub is_coroutine: bool,
    /// `async def` with `yield`: a call makes `_prelude.async_generator` around the generator.
    pub is_async_gen: bool,
    pub is_class_body: bool,
    /// `LoadMethod`'s finds on built-in types: (name index, type, the native), so a loop's
    /// `xs.append` looks its method up by name once.
    pub method_cache: RefCell<Vec<(u32, &'static str, Rc<NativeFunction>)>>,
    /// `LoadGlobal`'s slots, by name index: (the globals table's id, its slot); see `vm::globals`.
    pub global_slots: RefCell<Vec<(u64, u32)>>,
    /// `LoadMethod`'s finds on instances of Python classes: see [`ClassMethodCache`].
    pub class_methods: RefCell<Vec<ClassMethodCache>>,
    /// `LoadAttr`'s finds on classes (`Strength.REQUIRED`): see [`ClassAttrCache`].
    pub class_attrs: RefCell<Vec<ClassAttrCache>>,
    /// `LoadLibGlobal`'s finds, by name index (see [`LibGlobal`]).
    pub lib_globals: RefCell<Vec<LibGlobal>>,
    /// The library file and module this code belongs to (`None`: the user's program).
    pub lib: Option<Rc<LibUnit>>,
    /// A function's docstring (its body's first statement, when a string literal): `__doc__`.
    pub doc: Option<Rc<str>>,
}

/// Where `LoadLibGlobal(i)` found its name, valid while `value::namespace_epoch` is `epoch`
/// (no name added to or removed from any module since, and the same VM's turn: code objects are
/// shared by the VMs of a thread). The module is held weakly and by place, not its value, so a
/// global rebound in place is read anew and nothing is kept alive past its VM.
#[derive(Debug, Default)]
pub struct LibGlobal {
    pub epoch: u64,
    pub found: LibFound,
}

/// What a [`LibGlobal`] found.
#[derive(Debug, Default)]
pub enum LibFound {
    #[default]
    Nothing,
    /// In the module's namespace, at this place.
    Module(std::rc::Weak<crate::value::Module>, usize),
    /// Not in the module: a builtin, looked up in the VM's table (no value is held: a code
    /// object outlives its VMs, and values must not outlive theirs).
    Builtin,
}

/// A library file's identity, shared by the code objects compiled from it.
#[derive(Debug)]
pub struct LibUnit {
    /// The path inside the library (`torch/nn/modules/container.py`), as tracebacks name it.
    pub path: Rc<str>,
    /// The module's name (`torch.nn.modules.container`): where its globals live.
    pub module: Rc<str>,
    /// The package relative imports start from (the module itself for an `__init__.py`).
    pub package: String,
}

/// A plain function that `LoadMethod` found on a class, valid while no class attribute anywhere
/// has been written since (`objects::class_epoch`). Weak pointers: a code object must not keep its
/// own function or a class alive (they hold it), and a class's allocation stays put while a weak
/// pointer to it exists, so comparing addresses never matches a new class at an old address.
#[derive(Debug)]
pub struct ClassMethodCache {
    pub name: u32,
    pub class: std::rc::Weak<crate::objects::Class>,
    pub epoch: u64,
    pub function: std::rc::Weak<crate::value::Function>,
}

/// A class attribute `LoadAttr(name)` found on `class` with no descriptor turning it into
/// something else (`C.attr` is the very value the class's namespace holds), while no class
/// attribute has changed anywhere (`epoch`, as [`ClassMethodCache`]). Objects are held weakly,
/// as the class holds them: a cache keeps nothing alive.
#[derive(Debug)]
pub struct ClassAttrCache {
    pub name: u32,
    pub class: std::rc::Weak<crate::objects::Class>,
    pub epoch: u64,
    pub value: CachedAttr,
}

/// [`ClassAttrCache`]'s value: a number or string itself, anything else by a weak reference.
#[derive(Debug)]
pub enum CachedAttr {
    Plain(crate::value::Value),
    Object(std::rc::Weak<crate::objects::Instance>),
    Function(std::rc::Weak<crate::value::Function>),
    Class(std::rc::Weak<crate::objects::Class>),
}

impl CodeObject {
    /// Number of parameter slots (positional, keyword-only, `*args`, `**kwargs`).
    pub fn nparams(&self) -> usize {
        (self.argcount + self.kwonlycount) as usize + self.varargs as usize + self.varkw as usize
    }
}
