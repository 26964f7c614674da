//! AST to bytecode. Names are resolved at compile time to local slots, closure cells, class
//! namespaces or globals (`scope`); every instruction carries the span of the source it came from,
//! so any error (or device read) can name its line. `stmt` and `expr` compile the two halves of
//! the grammar; functions, classes, lambdas and comprehensions are nested code objects (`nested`).
//!
//! What the compiler does not support it refuses with a `SyntaxError` naming the construct and its
//! line: a program either runs with Python's semantics or says why it cannot.

mod asyncs;
pub mod depth;
mod expr;
mod nested;
mod pattern;
mod scope;
mod stmt;
mod syntax_err;
use syntax_err::parse_error;
mod trystar;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use ruff_python_ast::Stmt;
use ruff_text_size::Ranged;

use super::code::{CodeObject, Instr, LibUnit};
use super::errors::{LineIndex, PyErr, Span};
use super::value::Value;

/// Parses and compiles a whole program.
pub fn compile_program(source: &str) -> Result<Rc<CodeObject>, PyErr> {
    PROGRAM.with(|p| *p.borrow_mut() = Some(Rc::from(source)));
    compile_unit(source, None)
}

thread_local! {
    /// The program last compiled on this thread: the lines `traceback`'s formatting quotes.
    static PROGRAM: RefCell<Option<Rc<str>>> = const { RefCell::new(None) };
}

/// The source of the program last compiled on this thread (empty before any).
pub fn program_source() -> Rc<str> {
    PROGRAM.with(|p| p.borrow().clone().unwrap_or_else(|| Rc::from("")))
}

/// Compiles a library file: its globals are its module's namespace (`LoadLibGlobal`), relative
/// imports start from its package, and its code objects name the file for tracebacks.
pub fn compile_library(source: &str, unit: Rc<LibUnit>) -> Result<Rc<CodeObject>, PyErr> {
    let path = unit.path.clone();
    compile_unit(source, Some(unit)).map_err(|mut e| {
        for t in e.traceback.iter_mut().filter(|t| t.file.is_none()) {
            t.file = Some(path.to_string());
        }
        e
    })
}

fn compile_unit(source: &str, lib: Option<Rc<LibUnit>>) -> Result<Rc<CodeObject>, PyErr> {
    let index = LineIndex::new(source);
    depth::prescan(source, &index)?;
    let parsed =
        ruff_python_parser::parse_module(source).map_err(|e| parse_error(e, &index, source))?;
    let module = parsed.into_syntax();
    if let Err(e) = depth::check(&module) {
        depth::dismantle(module);
        return Err(e);
    }
    let interned = RefCell::new(HashSet::new());
    let mut c = Compiler::new("<module>", Kind::Module, &index, source, &interned);
    c.code.is_module = true;
    c.code.lib = lib;
    c.future_annotations = module.body.iter().any(|s| {
        matches!(s, ruff_python_ast::Stmt::ImportFrom(im)
            if im.module.as_ref().is_some_and(|m| m.as_str() == "__future__")
                && im.names.iter().any(|a| a.name.as_str() == "annotations"))
    });
    if let Some(ruff_python_ast::Stmt::Expr(e)) = module.body.first() {
        if let ruff_python_ast::Expr::StringLiteral(lit) = &*e.value {
            c.code.doc = Some(Rc::from(lit.value.to_str()));
        }
    }
    if annotates(&module.body) {
        // CPython's SETUP_ANNOTATIONS: the module's `__annotations__`, before its body runs.
        c.emit(Instr::BuildDict(0), Span::default());
        c.store_name("__annotations__", Span::default());
    }
    c.block(&module.body)?;
    c.finish_module(source, &index)
}

/// Whether a module or class body annotates a simple name anywhere in its own statements
/// (inside `if`, `for`, `while`, `with`, `try` and `match` too; not in nested functions or
/// classes): CPython's `find_ann`, which decides whether `__annotations__` is made.
pub(crate) fn annotates(body: &[ruff_python_ast::Stmt]) -> bool {
    use ruff_python_ast::{ExceptHandler, Stmt};
    body.iter().any(|s| match s {
        Stmt::AnnAssign(a) => a.simple,
        Stmt::If(i) => annotates(&i.body) || i.elif_else_clauses.iter().any(|c| annotates(&c.body)),
        Stmt::For(f) => annotates(&f.body) || annotates(&f.orelse),
        Stmt::While(w) => annotates(&w.body) || annotates(&w.orelse),
        Stmt::With(w) => annotates(&w.body),
        Stmt::Try(t) => {
            annotates(&t.body)
                || annotates(&t.orelse)
                || annotates(&t.finalbody)
                || t.handlers
                    .iter()
                    .any(|ExceptHandler::ExceptHandler(h)| annotates(&h.body))
        }
        Stmt::Match(m) => m.cases.iter().any(|c| annotates(&c.body)),
        _ => false,
    })
}

/// Compiles the source `exec` runs (`eval`: one expression, whose value the code returns) as
/// code of `unit`, the globals dict it runs in (see `crate::exec`). With `locals` (a dict apart
/// from the globals), the code's own names live there, as a class body's live in its namespace.
pub fn compile_exec(
    source: &str,
    unit: Rc<LibUnit>,
    eval: bool,
    locals: Option<Value>,
) -> Result<Rc<CodeObject>, PyErr> {
    compile_mode(source, unit, eval, false, locals)
}

/// [`compile_exec`], with `single` for `compile(..., "single")`: one statement (simple ones on
/// one line), whose module-level expressions' values are shown by `sys.displayhook`.
pub fn compile_mode(
    source: &str,
    unit: Rc<LibUnit>,
    eval: bool,
    single: bool,
    locals: Option<Value>,
) -> Result<Rc<CodeObject>, PyErr> {
    let index = LineIndex::new(source);
    // A parser's error quotes its line; the compiler's, as CPython's for a string, does not.
    let file_and_text = |mut e: PyErr, text: bool| {
        for t in e.traceback.iter_mut().filter(|t| t.file.is_none()) {
            t.file = Some(unit.path.to_string());
        }
        syntax_err::with_fields(e, source, &unit.path, eval, text)
    };
    let name_file = |e: PyErr| file_and_text(e, false);
    depth::prescan(source, &index).map_err(name_file)?;
    let module = if eval {
        let parsed = ruff_python_parser::parse_expression(source)
            .map_err(|e| file_and_text(parse_error(e, &index, source), true))?;
        let body = parsed.into_syntax().body;
        let range = body.range();
        ruff_python_ast::ModModule {
            range,
            node_index: Default::default(),
            body: vec![Stmt::Expr(ruff_python_ast::StmtExpr {
                range,
                node_index: Default::default(),
                value: body,
            })]
            .into(),
        }
    } else {
        ruff_python_parser::parse_module(source)
            .map_err(|e| file_and_text(parse_error(e, &index, source), true))?
            .into_syntax()
    };
    if let Err(e) = depth::check(&module) {
        depth::dismantle(module);
        return Err(e);
    }
    if single && !eval {
        if let Err(e) = one_statement(&module, &index) {
            depth::dismantle(module);
            return Err(name_file(e));
        }
    }
    let interned = RefCell::new(HashSet::new());
    let mut c = Compiler::new("<module>", Kind::Module, &index, source, &interned);
    c.interactive = single;
    c.code.is_module = true;
    c.code.lib = Some(unit.clone());
    if let Some(ns) = locals {
        c.names_in_ns = true;
        let k = c.code.consts.len() as u32;
        c.code.consts.push(ns);
        c.emit(Instr::EnterNamespace(k), Span::default());
    }
    let compiled = match (eval, module.body.first()) {
        (true, Some(Stmt::Expr(e))) => c.expr(&e.value).map(|()| {
            let end = c.span_of(&*e.value);
            c.emit(Instr::Return, end);
        }),
        _ => {
            if annotates(&module.body) {
                c.emit(Instr::BuildDict(0), Span::default());
                c.store_name("__annotations__", Span::default());
            }
            c.block(&module.body)
        }
    };
    compiled.map_err(name_file)?;
    c.finish_module(source, &index).map_err(name_file)
}

/// `single` mode's one statement: simple statements on the first one's line (`x = 1; x`), or one
/// compound statement, in CPython's words otherwise.
fn one_statement(module: &ruff_python_ast::ModModule, index: &LineIndex) -> Result<(), PyErr> {
    let Some(first) = module.body.first() else {
        return Ok(());
    };
    let span = |s: &Stmt| {
        let r = s.range();
        index.span(r.start().into(), r.end().into())
    };
    let head = span(first);
    let compound = head.end_line > head.line;
    for s in &module.body[1..] {
        let at = span(s);
        if compound {
            return Err(syntax_error("invalid syntax", at));
        }
        if at.line != head.line {
            return Err(syntax_error(
                "multiple statements found while compiling a single statement",
                head,
            ));
        }
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Module,
    Function,
    Class,
    Comprehension,
}

struct Loop {
    start: usize,
    breaks: Vec<usize>,
    /// A `for` loop keeps its iterator on the stack: `break` must pop it.
    is_for: bool,
    /// How many blocks were open when the loop began.
    depth: usize,
}

/// What leaving a block early (return, break, continue) must undo.
enum FBlock<'a> {
    /// A `try` handler is active: pop it.
    Except,
    /// Pop the handler, then run the `finally` body.
    Finally(&'a [Stmt]),
    /// Pop the handler, then call the context manager's `__exit__(None, None, None)`.
    With,
    /// The same for `async with`, awaiting `__aexit__(None, None, None)`.
    AsyncWith,
    /// A `for` loop's iterator is on the stack (only a `return` passes through it).
    ForLoop,
    /// Inside an `except` body: the name it bound (`except E as name`), unbound on the way out
    /// as CPython's `name = None; del name`.
    Handler(Option<&'a str>),
    /// Inside an `except*` body: nothing may leave it early (CPython's SyntaxError).
    StarHandler,
}

pub(crate) struct Compiler<'a> {
    code: CodeObject,
    index: &'a LineIndex,
    source: &'a str,
    /// One `Rc<str>` per distinct name in the program, shared by every code object's `names`, so
    /// an attribute stored under a name in one function is found by pointer in another
    /// (`Attrs::get_rc`).
    interned: &'a RefCell<HashSet<Rc<str>>>,
    kind: Kind,
    locals: Vec<Rc<str>>,
    /// Cell variables, then free variables: the operands of `LoadDeref`/`StoreDeref`.
    cells: Vec<String>,
    globals_declared: HashSet<String>,
    /// Names bound in the enclosing function scopes (what a nested scope may capture).
    enclosing: HashSet<String>,
    loops: Vec<Loop>,
    fblocks: Vec<FBlock<'a>>,
    /// Slots holding the exception of each `except` body we are in (for a bare `raise`).
    handler_slots: Vec<u32>,
    temps: u32,
    /// Module-level names live in the frame's namespace (`exec` with locals of its own).
    names_in_ns: bool,
    /// `compile(..., "single")`: a module-level expression statement's value goes to
    /// `sys.displayhook`, as at the interactive prompt.
    interactive: bool,
    /// Where each shared constant (str, int, None) and each name already is in `code.consts`
    /// and `code.names`: a long module's thousands of them are found by hash, not by a scan.
    const_index: HashMap<ConstKey, u32>,
    name_index: HashMap<Rc<str>, u32>,
    /// `from __future__ import annotations` (PEP 563): annotations are kept as their source
    /// text, not evaluated, so a class may name itself in its own fields.
    future_annotations: bool,
    /// The class whose private names (`__x`, not `__x__`) this code mangles to `_Class__x`, as
    /// CPython does inside a class body and the functions in it (its leading underscores
    /// stripped; `None` outside classes or for a class named only of underscores).
    private: Option<Rc<str>>,
}

/// A constant the compiler shares between its uses in one code object.
#[derive(PartialEq, Eq, Hash)]
enum ConstKey {
    Str(Rc<str>),
    Int(i64),
    None,
}

fn unsupported(what: &str, span: Span) -> PyErr {
    PyErr::unsupported_syntax(what).at(span)
}

/// The first `\uXXXX` or `\UXXXXXXXX` escape in a literal's source text that names a code point
/// from U+D800 to U+DFFF (an escaped backslash, `\\ud800`, is no escape).
fn surrogate_escape(text: &str) -> Option<&str> {
    let b = text.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let digits = match b[i + 1] {
            b'u' => 4,
            b'U' => 8,
            _ => {
                i += 2;
                continue;
            }
        };
        if let Some(hex) = text.get(i + 2..i + 2 + digits) {
            if hex.bytes().all(|c| c.is_ascii_hexdigit())
                && u32::from_str_radix(hex, 16).is_ok_and(|v| (0xD800..=0xDFFF).contains(&v))
            {
                return Some(&text[i..i + 2 + digits]);
            }
        }
        i += 2;
    }
    None
}

fn syntax_error(msg: &str, span: Span) -> PyErr {
    PyErr::new("SyntaxError", msg).at(span)
}

/// Where a name lives, decided at compile time.
enum Place {
    Fast(u32),
    Deref(u32),
    Global,
    /// A class body's namespace.
    Name,
}

impl<'a> Compiler<'a> {
    fn new(
        name: &str,
        kind: Kind,
        index: &'a LineIndex,
        source: &'a str,
        interned: &'a RefCell<HashSet<Rc<str>>>,
    ) -> Self {
        Compiler {
            code: CodeObject {
                name: name.to_string(),
                qualname: name.to_string(),
                ..CodeObject::default()
            },
            index,
            source,
            interned,
            kind,
            locals: Vec::new(),
            cells: Vec::new(),
            globals_declared: HashSet::new(),
            enclosing: HashSet::new(),
            loops: Vec::new(),
            fblocks: Vec::new(),
            handler_slots: Vec::new(),
            temps: 0,
            names_in_ns: false,
            interactive: false,
            const_index: HashMap::new(),
            name_index: HashMap::new(),
            future_annotations: false,
            private: None,
        }
    }

    /// Leaves an annotation's value on the stack: the expression's value, or under
    /// `from __future__ import annotations` its text as CPython writes it back (a string
    /// literal as its repr, other source with its whitespace collapsed).
    fn annotation(&mut self, e: &'a ruff_python_ast::Expr) -> Result<(), PyErr> {
        if !self.future_annotations {
            return self.expr(e);
        }
        let span = self.span_of(e);
        let text = self.unparse(e);
        self.load_const(Value::str(&text), span);
        Ok(())
    }

    /// An annotation's text as `ast.unparse` writes it, for the forms annotations take (names,
    /// attributes, subscripts, `|`, calls, literals); anything else is its source with the
    /// whitespace collapsed.
    fn unparse(&self, e: &ruff_python_ast::Expr) -> String {
        use ruff_python_ast::Expr as E;
        let join = |items: &[E]| {
            items
                .iter()
                .map(|x| self.unparse(x))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match e {
            E::Name(n) => n.id.to_string(),
            E::StringLiteral(lit) => crate::value::str_repr(lit.value.to_str()),
            E::NoneLiteral(_) => "None".into(),
            E::BooleanLiteral(b) => if b.value { "True" } else { "False" }.into(),
            E::EllipsisLiteral(_) => "...".into(),
            E::Attribute(a) => format!("{}.{}", self.unparse(&a.value), a.attr.as_str()),
            E::Subscript(s) => {
                let inner = match &*s.slice {
                    E::Tuple(t) if !t.elts.is_empty() => join(&t.elts),
                    other => self.unparse(other),
                };
                format!("{}[{inner}]", self.unparse(&s.value))
            }
            E::List(l) => format!("[{}]", join(&l.elts)),
            E::Tuple(t) if t.elts.len() == 1 => format!("({},)", self.unparse(&t.elts[0])),
            E::Tuple(t) => format!("({})", join(&t.elts)),
            E::BinOp(b) => format!(
                "{} {} {}",
                self.unparse(&b.left),
                b.op.as_str(),
                self.unparse(&b.right)
            ),
            E::Call(c) if c.arguments.keywords.is_empty() => {
                format!("{}({})", self.unparse(&c.func), join(&c.arguments.args))
            }
            _ => {
                let r = e.range();
                let raw = &self.source[r.start().to_usize()..r.end().to_usize()];
                raw.split_whitespace().collect::<Vec<_>>().join(" ")
            }
        }
    }

    /// A module's end: `return None`, and the code object.
    fn finish_module(mut self, source: &str, index: &LineIndex) -> Result<Rc<CodeObject>, PyErr> {
        let end = Span {
            line: index.span(source.len() as u32, source.len() as u32).line,
            ..Span::default()
        };
        let none = self.constant(Value::None);
        self.emit(Instr::LoadConst(none), end);
        self.emit(Instr::Return, end);
        Ok(Rc::new(self.finish()))
    }

    fn finish(mut self) -> CodeObject {
        self.code.locals = self.locals;
        self.code
    }

    /// Refuses a literal whose escapes name a lone surrogate (`'\ud800'`): CPython's str holds
    /// one, the playground's (UTF-8) cannot, and the parser would silently make it U+FFFD. Only a
    /// value holding U+FFFD is looked at again, in its source text.
    fn refuse_surrogates(&self, value: &str, node: &impl Ranged, raw: bool) -> Result<(), PyErr> {
        if raw || !value.contains('\u{FFFD}') {
            return Ok(());
        }
        let r = node.range();
        let text = self
            .source
            .get(usize::from(r.start())..usize::from(r.end()))
            .unwrap_or("");
        match surrogate_escape(text) {
            Some(escape) => Err(syntax_error(
                &format!(
                    "lone surrogates are not supported: the playground's str cannot hold '{escape}' \
                     (a UTF-16 surrogate code point, U+D800 to U+DFFF)"
                ),
                self.span_of(node),
            )),
            None => Ok(()),
        }
    }

    /// Where an instruction on attribute `a` is placed, given the span it would otherwise
    /// have (`whole`: the attribute's, or the call's for a method call): when the attribute
    /// spans lines (`(x\n .upper()\n .nope())`), from its name on the last line, as CPython
    /// 3.11's `update_start_location_to_match_attr` places it.
    fn attr_span(&self, a: &ruff_python_ast::ExprAttribute, whole: Span) -> Span {
        let name = self.span_of(&a.attr);
        if whole.line == name.line {
            return whole;
        }
        Span {
            line: name.line,
            col: name.col,
            ..whole
        }
    }

    fn span_of(&self, node: &impl Ranged) -> Span {
        let r = node.range();
        self.index.span(r.start().into(), r.end().into())
    }

    fn emit(&mut self, i: Instr, span: Span) -> usize {
        self.code.instrs.push(i);
        self.code.spans.push(span);
        self.code.instrs.len() - 1
    }

    fn here(&self) -> u32 {
        self.code.instrs.len() as u32
    }

    fn patch(&mut self, at: usize, target: u32) {
        self.code.instrs[at] = match self.code.instrs[at] {
            Instr::Jump(_) => Instr::Jump(target),
            Instr::JumpIfFalse(_) => Instr::JumpIfFalse(target),
            Instr::JumpIfTrue(_) => Instr::JumpIfTrue(target),
            Instr::JumpIfFalseOrPop(_) => Instr::JumpIfFalseOrPop(target),
            Instr::JumpIfTrueOrPop(_) => Instr::JumpIfTrueOrPop(target),
            Instr::ForIter(_) => Instr::ForIter(target),
            Instr::Send(_) => Instr::Send(target),
            Instr::SetupExcept(_) => Instr::SetupExcept(target),
            other => other,
        };
    }

    fn patch_here(&mut self, at: usize) {
        let h = self.here();
        self.patch(at, h);
    }

    fn constant(&mut self, v: Value) -> u32 {
        // Identical strings and ints share one slot, which keeps code objects compact.
        let key = match &v {
            Value::Str(s) => Some(ConstKey::Str(s.clone())),
            Value::Int(i) => Some(ConstKey::Int(*i)),
            Value::None => Some(ConstKey::None),
            _ => None,
        };
        if let Some(&i) = key.as_ref().and_then(|k| self.const_index.get(k)) {
            return i;
        }
        self.code.consts.push(v);
        let i = self.code.consts.len() as u32 - 1;
        if let Some(k) = key {
            self.const_index.insert(k, i);
        }
        i
    }

    fn load_const(&mut self, v: Value, span: Span) {
        let c = self.constant(v);
        self.emit(Instr::LoadConst(c), span);
    }

    fn name(&mut self, n: &str) -> u32 {
        if let Some(&i) = self.name_index.get(n) {
            return i;
        }
        let mut interned = self.interned.borrow_mut();
        let rc = match interned.get(n) {
            Some(rc) => rc.clone(),
            None => {
                let rc: Rc<str> = Rc::from(n);
                interned.insert(rc.clone());
                rc
            }
        };
        self.code.names.push(rc.clone());
        let i = self.code.names.len() as u32 - 1;
        self.name_index.insert(rc, i);
        i
    }

    /// `n` as this code names it: a private name mangled (see [`Compiler::private`]).
    fn mangle<'n>(&self, n: &'n str) -> std::borrow::Cow<'n, str> {
        match &self.private {
            Some(class) if n.starts_with("__") && !n.ends_with("__") && !n.contains('.') => {
                std::borrow::Cow::Owned(format!("_{class}{n}"))
            }
            _ => std::borrow::Cow::Borrowed(n),
        }
    }

    /// The name-table index of `n` mangled: an attribute, a global, a class-body name.
    fn private_name(&mut self, n: &str) -> u32 {
        let m = self.mangle(n).into_owned();
        self.name(&m)
    }

    /// A hidden local slot for the compiler's own bookkeeping.
    fn temp(&mut self) -> u32 {
        self.temps += 1;
        self.locals
            .push(Rc::from(format!(".t{}", self.temps).as_str()));
        self.locals.len() as u32 - 1
    }

    fn place(&self, n: &str) -> Place {
        if self.globals_declared.contains(n) {
            return Place::Global;
        }
        if let Some(i) = self.cells.iter().position(|c| c == n) {
            return Place::Deref(i as u32);
        }
        match self.kind {
            Kind::Module if self.names_in_ns => Place::Name,
            Kind::Module => Place::Global,
            Kind::Class => Place::Name,
            Kind::Function | Kind::Comprehension => {
                match self.locals.iter().position(|x| &**x == n) {
                    Some(i) => Place::Fast(i as u32),
                    None => Place::Global,
                }
            }
        }
    }

    fn load_name(&mut self, n: &str, span: Span) {
        match self.place(n) {
            Place::Fast(i) => self.emit(Instr::LoadFast(i), span),
            Place::Deref(i) => self.emit(Instr::LoadDeref(i), span),
            Place::Global => {
                let i = self.private_name(n);
                match self.code.lib {
                    Some(_) => self.emit(Instr::LoadLibGlobal(i), span),
                    None => self.emit(Instr::LoadGlobal(i), span),
                }
            }
            Place::Name => {
                let i = self.private_name(n);
                match self.code.lib {
                    Some(_) => self.emit(Instr::LoadLibName(i), span),
                    None => self.emit(Instr::LoadName(i), span),
                }
            }
        };
    }

    fn store_name(&mut self, n: &str, span: Span) {
        match self.place(n) {
            Place::Fast(i) => self.emit(Instr::StoreFast(i), span),
            Place::Deref(i) => self.emit(Instr::StoreDeref(i), span),
            Place::Global => {
                let i = self.private_name(n);
                match self.code.lib {
                    Some(_) => self.emit(Instr::StoreLibGlobal(i), span),
                    None => self.emit(Instr::StoreGlobal(i), span),
                }
            }
            Place::Name => {
                let i = self.private_name(n);
                self.emit(Instr::StoreName(i), span)
            }
        };
    }

    fn delete_name(&mut self, n: &str, span: Span) -> Result<(), PyErr> {
        match self.place(n) {
            Place::Fast(i) => {
                self.emit(Instr::DeleteFast(i), span);
            }
            Place::Global => {
                let i = self.private_name(n);
                match self.code.lib {
                    Some(_) => self.emit(Instr::DeleteLibGlobal(i), span),
                    None => self.emit(Instr::DeleteGlobal(i), span),
                };
            }
            Place::Name => {
                let i = self.private_name(n);
                self.emit(Instr::DeleteName(i), span);
            }
            // The code's own cells, or (under `nonlocal`) a free variable's.
            Place::Deref(i) => {
                self.emit(Instr::DeleteDeref(i), span);
            }
        }
        Ok(())
    }

    /// The absolute name of `from <dots><module> import ...`: relative imports are resolved
    /// against the library file's package (the user's program is `__main__`, in no package).
    fn relative_module(&self, module: &str, level: u32, span: Span) -> Result<String, PyErr> {
        let Some(unit) = &self.code.lib else {
            return Err(PyErr::new(
                "ImportError",
                "attempted relative import with no known parent package",
            )
            .at(span));
        };
        let mut base: Vec<&str> = unit.package.split('.').filter(|p| !p.is_empty()).collect();
        for _ in 1..level {
            if base.pop().is_none() {
                break;
            }
        }
        if base.is_empty() {
            return Err(PyErr::new(
                "ImportError",
                "attempted relative import beyond top-level package",
            )
            .at(span));
        }
        if !module.is_empty() {
            base.push(module);
        }
        Ok(base.join("."))
    }

    /// Names this scope offers to the scopes nested in it.
    fn offered(&self) -> HashSet<String> {
        let mut s = self.enclosing.clone();
        if matches!(self.kind, Kind::Function | Kind::Comprehension) {
            s.extend(self.locals.iter().map(|l| l.to_string()));
            s.extend(self.cells.iter().cloned());
        }
        s
    }

    fn qualname_for(&self, name: &str) -> String {
        match self.kind {
            Kind::Module => name.to_string(),
            Kind::Class => format!("{}.{name}", self.code.qualname),
            Kind::Function | Kind::Comprehension => {
                format!("{}.<locals>.{name}", self.code.qualname)
            }
        }
    }

    fn block(&mut self, body: &'a [Stmt]) -> Result<(), PyErr> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }
}

/// Marks a `StoreAttr` whose operands are (object, value) on the stack instead of (value, object).
pub const SWAPPED: u32 = 1 << 31;

/// A call of the top of the stack with no arguments, and with three positional ones.
const CALL0: Instr = Instr::Call {
    argc: 0,
    kwnames: u32::MAX,
};
const CALL3: Instr = Instr::Call {
    argc: 3,
    kwnames: u32::MAX,
};
