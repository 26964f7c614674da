//! AST to bytecode. Locals are resolved to slots at compile time; every instruction carries the span
//! of the source it came from, so any error (or device read) can name its line.
//!
//! What the compiler does not support yet it refuses with a `SyntaxError` naming the construct and its
//! line: a program either runs with Python's semantics or says why it cannot.

use std::collections::HashSet;
use std::rc::Rc;

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use super::code::{BinOp, CmpOp, CodeObject, Instr, UnaryOp};
use super::errors::{LineIndex, PyErr, Span, TraceEntry};
use super::value::Value;

/// Parses and compiles a whole program.
pub fn compile_program(source: &str) -> Result<Rc<CodeObject>, PyErr> {
    let index = LineIndex::new(source);
    let parsed = ruff_python_parser::parse_module(source).map_err(|e| {
        let mut err = PyErr::new("SyntaxError", e.error.to_string());
        err.traceback.push(TraceEntry {
            span: index.span(e.location.start().into(), e.location.end().into()),
            scope: "<module>".into(),
        });
        err
    })?;
    let module = parsed.into_syntax();
    let mut c = Compiler::new("<module>", true, &index, Vec::new());
    c.block(&module.body)?;
    let end = Span {
        line: index.span(source.len() as u32, source.len() as u32).line,
        ..Span::default()
    };
    let none = c.constant(Value::None);
    c.emit(Instr::LoadConst(none), end);
    c.emit(Instr::Return, end);
    Ok(Rc::new(c.finish()))
}

struct Loop {
    start: usize,
    breaks: Vec<usize>,
    /// A `for` loop keeps its iterator on the stack: `break` must pop it.
    is_for: bool,
}

struct Compiler<'a> {
    code: CodeObject,
    index: &'a LineIndex,
    locals: Vec<Rc<str>>,
    globals_declared: HashSet<String>,
    /// Locals of the enclosing functions: a reference to one would need a closure cell.
    enclosing: Vec<HashSet<String>>,
    loops: Vec<Loop>,
}

fn unsupported(what: &str, span: Span) -> PyErr {
    let mut e = PyErr::unsupported(what);
    e.traceback.push(TraceEntry {
        span,
        scope: String::new(),
    });
    e
}

impl<'a> Compiler<'a> {
    fn new(
        name: &str,
        is_module: bool,
        index: &'a LineIndex,
        enclosing: Vec<HashSet<String>>,
    ) -> Self {
        Compiler {
            code: CodeObject {
                name: name.to_string(),
                instrs: Vec::new(),
                spans: Vec::new(),
                consts: Vec::new(),
                names: Vec::new(),
                locals: Vec::new(),
                codes: Vec::new(),
                argcount: 0,
                is_module,
            },
            index,
            locals: Vec::new(),
            globals_declared: HashSet::new(),
            enclosing,
            loops: Vec::new(),
        }
    }

    fn finish(mut self) -> CodeObject {
        self.code.locals = self.locals;
        self.code
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
            other => other,
        };
    }

    fn constant(&mut self, v: Value) -> u32 {
        self.code.consts.push(v);
        self.code.consts.len() as u32 - 1
    }

    fn name(&mut self, n: &str) -> u32 {
        if let Some(i) = self.code.names.iter().position(|x| &**x == n) {
            return i as u32;
        }
        self.code.names.push(Rc::from(n));
        self.code.names.len() as u32 - 1
    }

    fn local_slot(&self, n: &str) -> Option<u32> {
        if self.code.is_module || self.globals_declared.contains(n) {
            return None;
        }
        self.locals.iter().position(|x| &**x == n).map(|i| i as u32)
    }

    fn load_name(&mut self, n: &str, span: Span) -> Result<(), PyErr> {
        if let Some(slot) = self.local_slot(n) {
            self.emit(Instr::LoadFast(slot), span);
        } else {
            if self.enclosing.iter().any(|s| s.contains(n)) {
                return Err(unsupported(
                    &format!("reading '{n}' from an enclosing function (a closure)"),
                    span,
                ));
            }
            let i = self.name(n);
            self.emit(Instr::LoadGlobal(i), span);
        }
        Ok(())
    }

    fn store_name(&mut self, n: &str, span: Span) {
        if let Some(slot) = self.local_slot(n) {
            self.emit(Instr::StoreFast(slot), span);
        } else {
            let i = self.name(n);
            self.emit(Instr::StoreGlobal(i), span);
        }
    }

    fn block(&mut self, body: &[Stmt]) -> Result<(), PyErr> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), PyErr> {
        let span = self.span_of(s);
        match s {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                self.emit(Instr::Pop, span);
            }
            Stmt::Assign(a) => {
                self.expr(&a.value)?;
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < a.targets.len() {
                        self.emit(Instr::Dup, span);
                    }
                    self.store(t)?;
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.store(&a.target)?;
                }
            }
            Stmt::AugAssign(a) => {
                let op = binop(a.op);
                match &*a.target {
                    Expr::Name(n) => {
                        self.load_name(n.id.as_str(), span)?;
                        self.expr(&a.value)?;
                        self.emit(Instr::InPlace(op), span);
                        self.store_name(n.id.as_str(), span);
                    }
                    Expr::Attribute(at) => {
                        self.expr(&at.value)?;
                        self.emit(Instr::Dup, span);
                        let i = self.name(at.attr.as_str());
                        self.emit(Instr::LoadAttr(i), span);
                        self.expr(&a.value)?;
                        self.emit(Instr::InPlace(op), span);
                        // stack: obj, result -> StoreAttr wants value below obj
                        self.emit(Instr::StoreAttr(i | SWAPPED), span);
                    }
                    _ => return Err(unsupported("this augmented assignment target", span)),
                }
            }
            Stmt::If(i) => {
                self.expr(&i.test)?;
                let jf = self.emit(Instr::JumpIfFalse(0), span);
                self.block(&i.body)?;
                let mut ends = Vec::new();
                let mut pending = Some(jf);
                for clause in &i.elif_else_clauses {
                    ends.push(self.emit(Instr::Jump(0), span));
                    let here = self.here();
                    if let Some(p) = pending.take() {
                        self.patch(p, here);
                    }
                    if let Some(test) = &clause.test {
                        self.expr(test)?;
                        pending = Some(self.emit(Instr::JumpIfFalse(0), span));
                    }
                    self.block(&clause.body)?;
                }
                let end = self.here();
                if let Some(p) = pending {
                    self.patch(p, end);
                }
                for e in ends {
                    self.patch(e, end);
                }
            }
            Stmt::While(w) => {
                let start = self.here() as usize;
                self.expr(&w.test)?;
                let jf = self.emit(Instr::JumpIfFalse(0), span);
                self.loops.push(Loop {
                    start,
                    breaks: Vec::new(),
                    is_for: false,
                });
                self.block(&w.body)?;
                self.emit(Instr::Jump(start as u32), span);
                let lp = self.loops.pop().expect("loop pushed above");
                let after_test = self.here();
                self.patch(jf, after_test);
                self.block(&w.orelse)?;
                let end = self.here();
                for b in lp.breaks {
                    self.patch(b, end);
                }
            }
            Stmt::For(f) => {
                if f.is_async {
                    return Err(unsupported("async for", span));
                }
                self.expr(&f.iter)?;
                self.emit(Instr::GetIter, span);
                let start = self.here() as usize;
                let fi = self.emit(Instr::ForIter(0), span);
                self.store(&f.target)?;
                self.loops.push(Loop {
                    start,
                    breaks: Vec::new(),
                    is_for: true,
                });
                self.block(&f.body)?;
                self.emit(Instr::Jump(start as u32), span);
                let lp = self.loops.pop().expect("loop pushed above");
                let exhausted = self.here();
                self.patch(fi, exhausted);
                self.block(&f.orelse)?;
                let end = self.here();
                for b in lp.breaks {
                    self.patch(b, end);
                }
            }
            Stmt::Break(_) => {
                let is_for = match self.loops.last() {
                    Some(l) => l.is_for,
                    None => return Err(syntax_error("'break' outside loop", span)),
                };
                if is_for {
                    self.emit(Instr::Pop, span);
                }
                let j = self.emit(Instr::Jump(0), span);
                self.loops.last_mut().expect("checked above").breaks.push(j);
            }
            Stmt::Continue(_) => {
                let start = match self.loops.last() {
                    Some(l) => l.start,
                    None => return Err(syntax_error("'continue' not properly in loop", span)),
                };
                self.emit(Instr::Jump(start as u32), span);
            }
            Stmt::Pass(_) => {}
            Stmt::Return(r) => {
                if self.code.is_module {
                    return Err(syntax_error("'return' outside function", span));
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => {
                        let c = self.constant(Value::None);
                        self.emit(Instr::LoadConst(c), span);
                    }
                }
                self.emit(Instr::Return, span);
            }
            Stmt::FunctionDef(f) => self.function_def(f, span)?,
            Stmt::Import(im) => {
                for alias in &im.names {
                    let full = alias.name.as_str();
                    let n = self.name(full);
                    self.emit(Instr::ImportName(n), span);
                    match &alias.asname {
                        Some(asname) => {
                            // `import torch.nn as nn` binds the submodule itself, which is what
                            // ImportName yields for a dotted name (as `from torch.nn import x` needs).
                            self.store_name(asname.as_str(), span);
                        }
                        None => {
                            // `import torch.nn` binds the top package `torch`.
                            let top = full.split('.').next().unwrap_or(full);
                            if top != full {
                                self.emit(Instr::Pop, span);
                                let t = self.name(top);
                                self.emit(Instr::ImportName(t), span);
                            }
                            self.store_name(top, span);
                        }
                    }
                }
            }
            Stmt::ImportFrom(im) => {
                let module = im.module.as_ref().map(|m| m.as_str()).unwrap_or("");
                if im.level > 0 {
                    return Err(unsupported("relative imports", span));
                }
                let n = self.name(module);
                self.emit(Instr::ImportName(n), span);
                for alias in &im.names {
                    if alias.name.as_str() == "*" {
                        return Err(unsupported("'from ... import *'", span));
                    }
                    self.emit(Instr::Dup, span);
                    let a = self.name(alias.name.as_str());
                    self.emit(Instr::LoadAttr(a), span);
                    let bind = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.store_name(bind.as_str(), span);
                }
                self.emit(Instr::Pop, span);
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    self.globals_declared.insert(n.to_string());
                }
            }
            Stmt::Delete(_) => return Err(unsupported("'del'", span)),
            Stmt::ClassDef(_) => return Err(unsupported("'class'", span)),
            Stmt::Try(_) => return Err(unsupported("'try'", span)),
            Stmt::With(_) => return Err(unsupported("'with'", span)),
            Stmt::Raise(_) => return Err(unsupported("'raise'", span)),
            Stmt::Assert(_) => return Err(unsupported("'assert'", span)),
            Stmt::Nonlocal(_) => return Err(unsupported("'nonlocal'", span)),
            Stmt::Match(_) => return Err(unsupported("'match'", span)),
            Stmt::TypeAlias(_) => return Err(unsupported("'type' aliases", span)),
            Stmt::IpyEscapeCommand(_) => return Err(syntax_error("invalid syntax", span)),
        }
        Ok(())
    }

    fn function_def(&mut self, f: &ast::StmtFunctionDef, span: Span) -> Result<(), PyErr> {
        if f.is_async {
            return Err(unsupported("async def", span));
        }
        if !f.decorator_list.is_empty() {
            return Err(unsupported("decorators", span));
        }
        let p = &f.parameters;
        if p.vararg.is_some()
            || p.kwarg.is_some()
            || !p.kwonlyargs.is_empty()
            || !p.posonlyargs.is_empty()
        {
            return Err(unsupported(
                "*args, **kwargs and keyword-only parameters",
                span,
            ));
        }
        let mut ndefaults = 0;
        for a in &p.args {
            if let Some(d) = &a.default {
                self.expr(d)?;
                ndefaults += 1;
            }
        }
        let mut enclosing = self.enclosing.clone();
        if !self.code.is_module {
            enclosing.push(self.locals.iter().map(|s| s.to_string()).collect());
        }
        let mut inner = Compiler::new(f.name.as_str(), false, self.index, enclosing);
        for a in &p.args {
            inner.locals.push(Rc::from(a.parameter.name.as_str()));
        }
        inner.code.argcount = p.args.len() as u32;
        let mut assigned = Vec::new();
        collect_assigned(&f.body, &mut assigned, &mut inner.globals_declared);
        for n in assigned {
            if !inner.globals_declared.contains(&n) && !inner.locals.iter().any(|x| **x == *n) {
                inner.locals.push(Rc::from(n.as_str()));
            }
        }
        inner.block(&f.body)?;
        let none = inner.constant(Value::None);
        inner.emit(Instr::LoadConst(none), span);
        inner.emit(Instr::Return, span);
        let code = Rc::new(inner.finish());
        self.code.codes.push(code);
        let ci = self.code.codes.len() as u32 - 1;
        self.emit(
            Instr::MakeFunction {
                code: ci,
                ndefaults,
            },
            span,
        );
        self.store_name(f.name.as_str(), span);
        Ok(())
    }

    fn store(&mut self, target: &Expr) -> Result<(), PyErr> {
        let span = self.span_of(target);
        match target {
            Expr::Name(n) => self.store_name(n.id.as_str(), span),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let i = self.name(a.attr.as_str());
                self.emit(Instr::StoreAttr(i), span);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::StoreSubscr, span);
            }
            Expr::Tuple(t) => self.unpack(&t.elts, span)?,
            Expr::List(l) => self.unpack(&l.elts, span)?,
            Expr::Starred(_) => return Err(unsupported("starred assignment", span)),
            _ => return Err(syntax_error("cannot assign to expression", span)),
        }
        Ok(())
    }

    fn unpack(&mut self, elts: &[Expr], span: Span) -> Result<(), PyErr> {
        if elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
            return Err(unsupported("starred unpacking", span));
        }
        self.emit(Instr::UnpackSequence(elts.len() as u32), span);
        for e in elts {
            self.store(e)?;
        }
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> Result<(), PyErr> {
        let span = self.span_of(e);
        match e {
            Expr::NumberLiteral(n) => {
                let v = match &n.value {
                    ast::Number::Int(i) => match i.as_i64() {
                        Some(v) => Value::Int(v),
                        None => {
                            return Err(PyErr::new(
                                "OverflowError",
                                "integer literal too large: the playground's int is 64-bit",
                            )
                            .at(span))
                        }
                    },
                    ast::Number::Float(f) => Value::Float(*f),
                    ast::Number::Complex { .. } => {
                        return Err(unsupported("complex numbers", span))
                    }
                };
                let c = self.constant(v);
                self.emit(Instr::LoadConst(c), span);
            }
            Expr::StringLiteral(s) => {
                let c = self.constant(Value::str(s.value.to_str()));
                self.emit(Instr::LoadConst(c), span);
            }
            Expr::BooleanLiteral(b) => {
                let c = self.constant(Value::Bool(b.value));
                self.emit(Instr::LoadConst(c), span);
            }
            Expr::NoneLiteral(_) => {
                let c = self.constant(Value::None);
                self.emit(Instr::LoadConst(c), span);
            }
            Expr::Name(n) => self.load_name(n.id.as_str(), span)?,
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
                self.emit(Instr::Binary(binop(b.op)), span);
            }
            Expr::UnaryOp(u) => {
                self.expr(&u.operand)?;
                let op = match u.op {
                    ast::UnaryOp::USub => UnaryOp::Neg,
                    ast::UnaryOp::UAdd => UnaryOp::Pos,
                    ast::UnaryOp::Not => UnaryOp::Not,
                    ast::UnaryOp::Invert => UnaryOp::Invert,
                };
                self.emit(Instr::Unary(op), span);
            }
            Expr::BoolOp(b) => {
                let mut jumps = Vec::new();
                for (i, v) in b.values.iter().enumerate() {
                    self.expr(v)?;
                    if i + 1 < b.values.len() {
                        let j = match b.op {
                            ast::BoolOp::And => Instr::JumpIfFalseOrPop(0),
                            ast::BoolOp::Or => Instr::JumpIfTrueOrPop(0),
                        };
                        jumps.push(self.emit(j, span));
                    }
                }
                let end = self.here();
                for j in jumps {
                    self.patch(j, end);
                }
            }
            Expr::Compare(c) => {
                if c.ops.len() > 1 {
                    return Err(unsupported("chained comparisons", span));
                }
                self.expr(&c.left)?;
                self.expr(&c.comparators[0])?;
                self.emit(Instr::Compare(cmpop(c.ops[0])), span);
            }
            Expr::If(i) => {
                self.expr(&i.test)?;
                let jf = self.emit(Instr::JumpIfFalse(0), span);
                self.expr(&i.body)?;
                let j = self.emit(Instr::Jump(0), span);
                let else_at = self.here();
                self.patch(jf, else_at);
                self.expr(&i.orelse)?;
                let end = self.here();
                self.patch(j, end);
            }
            Expr::Call(call) => {
                self.expr(&call.func)?;
                let mut argc = 0;
                for a in call.arguments.args.iter() {
                    if matches!(a, Expr::Starred(_)) {
                        return Err(unsupported("*args in calls", span));
                    }
                    self.expr(a)?;
                    argc += 1;
                }
                let mut names = Vec::new();
                for k in call.arguments.keywords.iter() {
                    let Some(arg) = &k.arg else {
                        return Err(unsupported("**kwargs in calls", span));
                    };
                    self.expr(&k.value)?;
                    names.push(Value::str(arg.as_str()));
                }
                let kwnames = if names.is_empty() {
                    u32::MAX
                } else {
                    self.constant(Value::tuple(names))
                };
                self.emit(
                    Instr::Call {
                        argc: argc as u32,
                        kwnames,
                    },
                    span,
                );
            }
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let i = self.name(a.attr.as_str());
                self.emit(Instr::LoadAttr(i), span);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::LoadSubscr, span);
            }
            Expr::Slice(s) => {
                for part in [&s.lower, &s.upper, &s.step] {
                    match part {
                        Some(p) => self.expr(p)?,
                        None => {
                            let c = self.constant(Value::None);
                            self.emit(Instr::LoadConst(c), span);
                        }
                    }
                }
                self.emit(Instr::BuildSlice, span);
            }
            Expr::List(l) => {
                self.elements(&l.elts, span)?;
                self.emit(Instr::BuildList(l.elts.len() as u32), span);
            }
            Expr::Tuple(t) => {
                self.elements(&t.elts, span)?;
                self.emit(Instr::BuildTuple(t.elts.len() as u32), span);
            }
            Expr::Dict(d) => {
                for item in &d.items {
                    let Some(k) = &item.key else {
                        return Err(unsupported("'**' in dict displays", span));
                    };
                    self.expr(k)?;
                    self.expr(&item.value)?;
                }
                self.emit(Instr::BuildDict(d.items.len() as u32), span);
            }
            Expr::FString(f) => self.fstring(f, span)?,
            Expr::EllipsisLiteral(_) => return Err(unsupported("'...'", span)),
            Expr::Lambda(_) => return Err(unsupported("lambda", span)),
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => {
                return Err(unsupported("comprehensions", span))
            }
            Expr::Set(_) => return Err(unsupported("sets", span)),
            Expr::Named(_) => return Err(unsupported("':=' (walrus)", span)),
            Expr::Starred(_) => return Err(unsupported("starred expressions", span)),
            Expr::Yield(_) | Expr::YieldFrom(_) => return Err(unsupported("generators", span)),
            Expr::Await(_) => return Err(unsupported("await", span)),
            Expr::BytesLiteral(_) => return Err(unsupported("bytes", span)),
            Expr::TString(_) => return Err(unsupported("t-strings", span)),
            Expr::IpyEscapeCommand(_) => return Err(syntax_error("invalid syntax", span)),
        }
        Ok(())
    }

    fn elements(&mut self, elts: &[Expr], span: Span) -> Result<(), PyErr> {
        for e in elts {
            if matches!(e, Expr::Starred(_)) {
                return Err(unsupported("starred elements", span));
            }
            self.expr(e)?;
        }
        Ok(())
    }

    fn fstring(&mut self, f: &ast::ExprFString, span: Span) -> Result<(), PyErr> {
        let mut pieces = 0u32;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(lit) => {
                    let c = self.constant(Value::str(&lit.value));
                    self.emit(Instr::LoadConst(c), span);
                    pieces += 1;
                }
                ast::FStringPart::FString(fs) => {
                    pieces += self.interpolated(&fs.elements, span)?;
                }
            }
        }
        self.emit(Instr::BuildString(pieces), span);
        Ok(())
    }

    fn interpolated(
        &mut self,
        elements: &ast::InterpolatedStringElements,
        span: Span,
    ) -> Result<u32, PyErr> {
        let mut pieces = 0;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(lit) => {
                    let c = self.constant(Value::str(&lit.value));
                    self.emit(Instr::LoadConst(c), span);
                }
                ast::InterpolatedStringElement::Interpolation(it) => {
                    if it.debug_text.is_some() {
                        return Err(unsupported("'=' in f-strings", span));
                    }
                    self.expr(&it.expression)?;
                    let has_spec = match &it.format_spec {
                        Some(spec) => {
                            let n = self.interpolated(&spec.elements, span)?;
                            self.emit(Instr::BuildString(n), span);
                            true
                        }
                        None => false,
                    };
                    let conversion = match it.conversion {
                        ast::ConversionFlag::None => 0,
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr | ast::ConversionFlag::Ascii => 2,
                    };
                    self.emit(
                        Instr::FormatValue {
                            conversion,
                            has_spec,
                        },
                        span,
                    );
                }
            }
            pieces += 1;
        }
        Ok(pieces)
    }
}

/// Marks a `StoreAttr` whose operands are (object, value) on the stack instead of (value, object).
pub const SWAPPED: u32 = 1 << 31;

fn syntax_error(msg: &str, span: Span) -> PyErr {
    PyErr::new("SyntaxError", msg).at(span)
}

/// Names bound anywhere in a function body (its locals), and its `global` declarations.
fn collect_assigned(body: &[Stmt], out: &mut Vec<String>, globals: &mut HashSet<String>) {
    fn targets(e: &Expr, out: &mut Vec<String>) {
        match e {
            Expr::Name(n) => out.push(n.id.to_string()),
            Expr::Tuple(t) => t.elts.iter().for_each(|e| targets(e, out)),
            Expr::List(l) => l.elts.iter().for_each(|e| targets(e, out)),
            Expr::Starred(s) => targets(&s.value, out),
            _ => {}
        }
    }
    for s in body {
        match s {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| targets(t, out)),
            Stmt::AnnAssign(a) => targets(&a.target, out),
            Stmt::AugAssign(a) => targets(&a.target, out),
            Stmt::For(f) => {
                targets(&f.target, out);
                collect_assigned(&f.body, out, globals);
                collect_assigned(&f.orelse, out, globals);
            }
            Stmt::While(w) => {
                collect_assigned(&w.body, out, globals);
                collect_assigned(&w.orelse, out, globals);
            }
            Stmt::If(i) => {
                collect_assigned(&i.body, out, globals);
                for c in &i.elif_else_clauses {
                    collect_assigned(&c.body, out, globals);
                }
            }
            Stmt::FunctionDef(f) => out.push(f.name.to_string()),
            Stmt::Import(im) => {
                for a in &im.names {
                    let n = a.asname.as_ref().unwrap_or(&a.name).as_str();
                    out.push(n.split('.').next().unwrap_or(n).to_string());
                }
            }
            Stmt::ImportFrom(im) => {
                for a in &im.names {
                    out.push(a.asname.as_ref().unwrap_or(&a.name).to_string());
                }
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    globals.insert(n.to_string());
                }
            }
            _ => {}
        }
    }
}

fn binop(op: ast::Operator) -> BinOp {
    match op {
        ast::Operator::Add => BinOp::Add,
        ast::Operator::Sub => BinOp::Sub,
        ast::Operator::Mult => BinOp::Mul,
        ast::Operator::MatMult => BinOp::MatMul,
        ast::Operator::Div => BinOp::Div,
        ast::Operator::Mod => BinOp::Mod,
        ast::Operator::Pow => BinOp::Pow,
        ast::Operator::LShift => BinOp::LShift,
        ast::Operator::RShift => BinOp::RShift,
        ast::Operator::BitOr => BinOp::BitOr,
        ast::Operator::BitXor => BinOp::BitXor,
        ast::Operator::BitAnd => BinOp::BitAnd,
        ast::Operator::FloorDiv => BinOp::FloorDiv,
    }
}

fn cmpop(op: ast::CmpOp) -> CmpOp {
    match op {
        ast::CmpOp::Eq => CmpOp::Eq,
        ast::CmpOp::NotEq => CmpOp::Ne,
        ast::CmpOp::Lt => CmpOp::Lt,
        ast::CmpOp::LtE => CmpOp::Le,
        ast::CmpOp::Gt => CmpOp::Gt,
        ast::CmpOp::GtE => CmpOp::Ge,
        ast::CmpOp::Is => CmpOp::Is,
        ast::CmpOp::IsNot => CmpOp::IsNot,
        ast::CmpOp::In => CmpOp::In,
        ast::CmpOp::NotIn => CmpOp::NotIn,
    }
}
