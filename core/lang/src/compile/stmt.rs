//! Statements: assignment forms, control flow, `try`/`with`, imports.

use ruff_python_ast::{self as ast, Expr, Stmt};

use super::expr::binop;
use super::{syntax_error, unsupported, Compiler, FBlock, Kind, Loop, CALL0, CALL3, SWAPPED};
use crate::code::Instr;
use crate::errors::{PyErr, Span};
use crate::value::Value;

impl<'a> Compiler<'a> {
    pub(super) fn stmt(&mut self, s: &'a Stmt) -> Result<(), PyErr> {
        let span = self.span_of(s);
        match s {
            Stmt::Expr(e) if self.interactive && self.kind == Kind::Module => {
                // `single` mode: the value goes to `sys.displayhook`.
                let h = self.helper("displayhook");
                self.emit(Instr::LoadConst(h), span);
                self.expr(&e.value)?;
                self.emit(
                    Instr::Call {
                        argc: 1,
                        kwnames: u32::MAX,
                    },
                    span,
                );
                self.emit(Instr::Pop, span);
            }
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
                // In a module or class body a simple name's annotation is evaluated and kept.
                if let (Kind::Class | Kind::Module, Expr::Name(n), true) =
                    (self.kind, &*a.target, a.simple)
                {
                    self.annotation(&a.annotation)?;
                    self.load_name("__annotations__", span);
                    self.load_const(Value::str(n.id.as_str()), span);
                    self.emit(Instr::StoreSubscr, span);
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a, span)?,
            Stmt::If(i) => {
                self.expr(&i.test)?;
                let jf = self.emit(Instr::JumpIfFalse(0), span);
                self.block(&i.body)?;
                let mut ends = Vec::new();
                let mut pending = Some(jf);
                for clause in &i.elif_else_clauses {
                    ends.push(self.emit(Instr::Jump(0), span));
                    if let Some(p) = pending.take() {
                        self.patch_here(p);
                    }
                    if let Some(test) = &clause.test {
                        self.expr(test)?;
                        pending = Some(self.emit(Instr::JumpIfFalse(0), span));
                    }
                    self.block(&clause.body)?;
                }
                if let Some(p) = pending {
                    self.patch_here(p);
                }
                for e in ends {
                    self.patch_here(e);
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
                    depth: self.fblocks.len(),
                });
                self.block(&w.body)?;
                self.emit(Instr::Jump(start as u32), span);
                let lp = self.loops.pop().expect("loop pushed above");
                self.patch_here(jf);
                self.block(&w.orelse)?;
                for b in lp.breaks {
                    self.patch_here(b);
                }
            }
            Stmt::For(f) => {
                if f.is_async {
                    return self.async_for(f, span);
                }
                self.expr(&f.iter)?;
                self.emit(Instr::GetIter, span);
                let start = self.here() as usize;
                let fi = self.emit(Instr::ForIter(0), span);
                self.store(&f.target)?;
                self.fblocks.push(FBlock::ForLoop);
                self.loops.push(Loop {
                    start,
                    breaks: Vec::new(),
                    is_for: true,
                    depth: self.fblocks.len(),
                });
                self.block(&f.body)?;
                self.emit(Instr::Jump(start as u32), span);
                let lp = self.loops.pop().expect("loop pushed above");
                self.fblocks.pop();
                self.patch_here(fi);
                self.block(&f.orelse)?;
                for b in lp.breaks {
                    self.patch_here(b);
                }
            }
            Stmt::Break(_) => {
                let Some(lp) = self.loops.last() else {
                    return Err(syntax_error("'break' outside loop", span));
                };
                let (is_for, depth) = (lp.is_for, lp.depth);
                self.unwind_to(depth, span)?;
                if is_for {
                    self.emit(Instr::Pop, span);
                }
                let j = self.emit(Instr::Jump(0), span);
                self.loops.last_mut().expect("checked above").breaks.push(j);
            }
            Stmt::Continue(_) => {
                let Some(lp) = self.loops.last() else {
                    return Err(syntax_error("'continue' not properly in loop", span));
                };
                let (start, depth) = (lp.start, lp.depth);
                self.unwind_to(depth, span)?;
                self.emit(Instr::Jump(start as u32), span);
            }
            Stmt::Pass(_) => {}
            Stmt::Return(r) => {
                if !matches!(self.kind, Kind::Function) {
                    return Err(syntax_error("'return' outside function", span));
                }
                match &r.value {
                    Some(_) if self.code.is_async_gen => {
                        return Err(syntax_error("'return' with value in async generator", span))
                    }
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Value::None, span),
                }
                if self.fblocks.is_empty() {
                    self.emit(Instr::Return, span);
                } else {
                    let t = self.temp();
                    self.emit(Instr::StoreFast(t), span);
                    self.unwind_to(0, span)?;
                    self.emit(Instr::LoadFast(t), span);
                    self.emit(Instr::Return, span);
                }
            }
            Stmt::FunctionDef(f) => self.function_def(f, span)?,
            Stmt::ClassDef(c) => self.class_def(c, span)?,
            Stmt::Import(im) => {
                for alias in &im.names {
                    let full = alias.name.as_str();
                    let n = self.name(full);
                    self.emit(Instr::ImportName(n), span);
                    match &alias.asname {
                        Some(asname) => {
                            // `import torch.nn as nn` binds the submodule itself, which is what
                            // importing a dotted name yields.
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
                let absolute;
                let module = if im.level > 0 {
                    absolute = self.relative_module(module, im.level, span)?;
                    absolute.as_str()
                } else {
                    module
                };
                if module == "__future__" {
                    return Ok(());
                }
                let n = self.name(module);
                self.emit(Instr::ImportName(n), span);
                if im.names.iter().any(|a| a.name.as_str() == "*") {
                    if !matches!(self.kind, Kind::Module) {
                        return Err(syntax_error("import * only allowed at module level", span));
                    }
                    self.emit(Instr::ImportStar, span);
                    return Ok(());
                }
                for alias in &im.names {
                    let a = self.name(alias.name.as_str());
                    self.emit(Instr::ImportFrom(a), span);
                    let bind = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.store_name(bind.as_str(), span);
                }
                self.emit(Instr::Pop, span);
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete(t)?;
                }
            }
            Stmt::Try(t) => self.try_stmt(t, span)?,
            Stmt::With(w) => {
                if w.is_async {
                    self.check_async("'async with'", span)?;
                }
                self.with_items(&w.items, &w.body, w.is_async, span)?;
            }
            Stmt::Raise(r) => match (&r.exc, &r.cause) {
                (None, _) => {
                    match self.handler_slots.last() {
                        Some(&slot) => {
                            self.emit(Instr::LoadFast(slot), span);
                        }
                        None => self.load_const(Value::None, span),
                    }
                    self.emit(Instr::Raise(0), span);
                }
                (Some(e), None) => {
                    self.expr(e)?;
                    self.emit(Instr::Raise(1), span);
                }
                (Some(e), Some(c)) => {
                    self.expr(e)?;
                    self.expr(c)?;
                    self.emit(Instr::Raise(2), span);
                }
            },
            Stmt::Assert(a) => {
                self.expr(&a.test)?;
                let ok = self.emit(Instr::JumpIfTrue(0), span);
                self.load_name("AssertionError", span);
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                    self.emit(
                        Instr::Call {
                            argc: 1,
                            kwnames: u32::MAX,
                        },
                        span,
                    );
                }
                // CPython 3.11 places the raise at the last comparison its jump compiled (a
                // traceback marks it), else at the statement (no marks).
                let at = self.last_compare(&a.test).unwrap_or(span);
                self.emit(Instr::Raise(1), at);
                self.patch_here(ok);
            }
            Stmt::Match(m) => self.match_stmt(m, span)?,
            Stmt::TypeAlias(_) => return Err(unsupported("'type' aliases", span)),
            Stmt::IpyEscapeCommand(_) => return Err(syntax_error("invalid syntax", span)),
        }
        Ok(())
    }

    /// Where CPython's `compiler_jump_if` leaves the position after the test `e`: its last
    /// comparison, through `and`/`or`, `not` and conditional expressions; `None` for any other
    /// test (compiled as a plain expression, whose position is restored).
    fn last_compare(&self, e: &Expr) -> Option<Span> {
        match e {
            Expr::Compare(_) => Some(self.span_of(e)),
            Expr::BoolOp(b) => b.values.iter().filter_map(|v| self.last_compare(v)).last(),
            Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::Not) => self.last_compare(&u.operand),
            Expr::If(i) => [&i.test, &i.body, &i.orelse]
                .into_iter()
                .filter_map(|v| self.last_compare(v))
                .last(),
            _ => None,
        }
    }

    /// `except E as name:` left: `name = None; del name`, as CPython (the exception and its
    /// traceback are not kept alive by the name).
    fn unbind_handler_name(&mut self, name: &str, span: Span) -> Result<(), PyErr> {
        self.load_const(Value::None, span);
        self.store_name(name, span);
        self.delete_name(name, span)
    }

    /// Undoes the open blocks above `depth` before a jump out of them.
    fn unwind_to(&mut self, depth: usize, span: Span) -> Result<(), PyErr> {
        let mut i = self.fblocks.len();
        while i > depth {
            i -= 1;
            match self.fblocks[i] {
                FBlock::Except => {
                    self.emit(Instr::PopBlock, span);
                }
                FBlock::Handler(name) => {
                    self.emit(Instr::PopExcept, span);
                    if let Some(name) = name {
                        self.unbind_handler_name(name, span)?;
                    }
                }
                FBlock::StarHandler => return Err(super::trystar::left_star_handler(span)),
                FBlock::ForLoop => {
                    self.emit(Instr::Pop, span);
                }
                FBlock::With => self.with_exit_none(false, span),
                FBlock::AsyncWith => self.with_exit_none(true, span),
                FBlock::Finally(body) => {
                    self.emit(Instr::PopBlock, span);
                    // The finally body runs outside its own block (a `return` in it must not rerun it).
                    let saved: Vec<FBlock<'a>> = self.fblocks.drain(i..).collect();
                    let r = self.block(body);
                    self.fblocks.extend(saved);
                    r?;
                }
            }
        }
        Ok(())
    }

    fn aug_assign(&mut self, a: &'a ast::StmtAugAssign, span: Span) -> Result<(), PyErr> {
        let op = binop(a.op);
        match &*a.target {
            Expr::Name(n) => {
                // (An unbound name fails at the name, as CPython places the load.)
                let at = self.span_of(n);
                self.load_name(n.id.as_str(), at);
                self.expr(&a.value)?;
                self.emit(Instr::InPlace(op), span);
                self.store_name(n.id.as_str(), span);
            }
            Expr::Attribute(at) => {
                self.expr(&at.value)?;
                self.emit(Instr::Dup, span);
                let i = self.private_name(at.attr.as_str());
                // (The read fails at the target, as CPython places it; the operation at the
                // statement.)
                self.emit(Instr::LoadAttr(i), self.span_of(at));
                self.expr(&a.value)?;
                self.emit(Instr::InPlace(op), span);
                self.emit(Instr::StoreAttr(i | SWAPPED), span);
            }
            Expr::Subscript(s) => {
                let (t1, t2) = (self.temp(), self.temp());
                self.expr(&s.value)?;
                self.emit(Instr::StoreFast(t1), span);
                self.expr(&s.slice)?;
                self.emit(Instr::StoreFast(t2), span);
                self.emit(Instr::LoadFast(t1), span);
                self.emit(Instr::LoadFast(t2), span);
                self.emit(Instr::LoadSubscr, self.span_of(s));
                self.expr(&a.value)?;
                self.emit(Instr::InPlace(op), span);
                self.emit(Instr::LoadFast(t1), span);
                self.emit(Instr::LoadFast(t2), span);
                self.emit(Instr::StoreSubscr, span);
            }
            _ => {
                return Err(syntax_error(
                    "'expression' is an illegal expression for augmented assignment",
                    span,
                ))
            }
        }
        Ok(())
    }

    pub(super) fn store(&mut self, target: &'a Expr) -> Result<(), PyErr> {
        let span = self.span_of(target);
        match target {
            Expr::Name(n) => self.store_name(n.id.as_str(), span),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let i = self.private_name(a.attr.as_str());
                let at = self.attr_span(a, span);
                self.emit(Instr::StoreAttr(i), at);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::StoreSubscr, span);
            }
            Expr::Tuple(t) => self.unpack(&t.elts, span)?,
            Expr::List(l) => self.unpack(&l.elts, span)?,
            Expr::Starred(_) => {
                return Err(syntax_error(
                    "starred assignment target must be in a list or tuple",
                    span,
                ))
            }
            _ => return Err(syntax_error("cannot assign to expression", span)),
        }
        Ok(())
    }

    fn unpack(&mut self, elts: &'a [Expr], span: Span) -> Result<(), PyErr> {
        let starred: Vec<usize> = elts
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Expr::Starred(_)))
            .map(|(i, _)| i)
            .collect();
        match starred.as_slice() {
            [] => {
                self.emit(Instr::UnpackSequence(elts.len() as u32), span);
                for e in elts {
                    self.store(e)?;
                }
            }
            [i] => {
                let after = elts.len() - i - 1;
                self.emit(
                    Instr::UnpackEx {
                        before: *i as u16,
                        after: after as u16,
                    },
                    span,
                );
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.store(&s.value)?,
                        other => self.store(other)?,
                    }
                }
            }
            _ => {
                return Err(syntax_error(
                    "multiple starred expressions in assignment",
                    span,
                ))
            }
        }
        Ok(())
    }

    fn delete(&mut self, t: &'a Expr) -> Result<(), PyErr> {
        let span = self.span_of(t);
        match t {
            Expr::Name(n) => self.delete_name(n.id.as_str(), span)?,
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let i = self.private_name(a.attr.as_str());
                let at = self.attr_span(a, span);
                self.emit(Instr::DeleteAttr(i), at);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::DeleteSubscr, span);
            }
            Expr::Tuple(tu) => {
                for e in &tu.elts {
                    self.delete(e)?;
                }
            }
            Expr::List(l) => {
                for e in &l.elts {
                    self.delete(e)?;
                }
            }
            _ => return Err(syntax_error("cannot delete expression", span)),
        }
        Ok(())
    }

    fn try_stmt(&mut self, t: &'a ast::StmtTry, span: Span) -> Result<(), PyErr> {
        if t.finalbody.is_empty() {
            return match t.is_star {
                true => self.try_star(t, span),
                false => self.try_except(t, span),
            };
        }
        let setup = self.emit(Instr::SetupExcept(0), span);
        self.fblocks.push(FBlock::Finally(&t.finalbody));
        if t.handlers.is_empty() {
            self.block(&t.body)?;
        } else if t.is_star {
            self.try_star(t, span)?;
        } else {
            self.try_except(t, span)?;
        }
        self.fblocks.pop();
        self.emit(Instr::PopBlock, span);
        self.block(&t.finalbody)?;
        let end = self.emit(Instr::Jump(0), span);
        self.patch_here(setup);
        let slot = self.temp();
        self.emit(Instr::StoreFast(slot), span);
        self.fblocks.push(FBlock::Handler(None));
        let r = self.block(&t.finalbody);
        self.fblocks.pop();
        r?;
        self.emit(Instr::PopExcept, span);
        self.emit(Instr::LoadFast(slot), span);
        self.emit(Instr::Raise(0), span);
        self.patch_here(end);
        Ok(())
    }

    fn try_except(&mut self, t: &'a ast::StmtTry, span: Span) -> Result<(), PyErr> {
        let setup = self.emit(Instr::SetupExcept(0), span);
        self.fblocks.push(FBlock::Except);
        self.block(&t.body)?;
        self.fblocks.pop();
        self.emit(Instr::PopBlock, span);
        self.block(&t.orelse)?;
        let mut ends = vec![self.emit(Instr::Jump(0), span)];
        self.patch_here(setup);
        let slot = self.temp();
        self.emit(Instr::StoreFast(slot), span);
        for h in &t.handlers {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            let hspan = self.span_of(h);
            let mut skip = None;
            if let Some(ty) = &h.type_ {
                self.emit(Instr::LoadFast(slot), hspan);
                self.expr(ty)?;
                self.emit(Instr::ExcMatch, hspan);
                skip = Some(self.emit(Instr::JumpIfFalse(0), hspan));
                self.emit(Instr::Pop, hspan);
            }
            if let Some(name) = &h.name {
                self.emit(Instr::LoadFast(slot), hspan);
                self.store_name(name.as_str(), hspan);
            }
            self.handler_slots.push(slot);
            let name = h.name.as_ref().map(|n| n.as_str());
            self.fblocks.push(FBlock::Handler(name));
            // A named handler's body is a `try: ... finally: del name` of its own, as CPython
            // compiles it: an exception raised in the body unbinds the name too.
            let cleanup = name.map(|_| {
                self.fblocks.push(FBlock::Except);
                self.emit(Instr::SetupExcept(0), hspan)
            });
            let r = self.block(&h.body);
            if cleanup.is_some() {
                self.fblocks.pop();
            }
            self.fblocks.pop();
            self.handler_slots.pop();
            r?;
            if cleanup.is_some() {
                self.emit(Instr::PopBlock, hspan);
            }
            self.emit(Instr::PopExcept, hspan);
            if let Some(name) = name {
                self.unbind_handler_name(name, hspan)?;
            }
            ends.push(self.emit(Instr::Jump(0), hspan));
            if let (Some(setup), Some(name)) = (cleanup, name) {
                // The body raised: unbind, raise it on as it was caught (the handler that
                // catches it next drops both handlers' states).
                self.patch_here(setup);
                let raised = self.temp();
                self.emit(Instr::StoreFast(raised), hspan);
                self.unbind_handler_name(name, hspan)?;
                self.emit(Instr::LoadFast(raised), hspan);
                self.emit(Instr::Raise(3), hspan);
            }
            if let Some(s) = skip {
                self.patch_here(s);
                self.emit(Instr::Pop, hspan);
            }
        }
        // No handler matched: raised on as it was caught (CPython's RERAISE).
        self.emit(Instr::LoadFast(slot), span);
        self.emit(Instr::Raise(3), span);
        for e in ends {
            self.patch_here(e);
        }
        Ok(())
    }

    /// `with` and `async with` (`is_async`: `__aenter__`/`__aexit__`, each call awaited), one
    /// item at a time: the exit is called with `(None, None, None)` on a normal end and with the
    /// exception otherwise, which it swallows by returning true.
    pub(super) fn with_items(
        &mut self,
        items: &'a [ast::WithItem],
        body: &'a [Stmt],
        is_async: bool,
        span: Span,
    ) -> Result<(), PyErr> {
        let Some((item, rest)) = items.split_first() else {
            return self.block(body);
        };
        let (enter, exit, fblock) = if is_async {
            ("__aenter__", "__aexit__", FBlock::AsyncWith)
        } else {
            ("__enter__", "__exit__", FBlock::With)
        };
        self.expr(&item.context_expr)?;
        self.emit(Instr::Dup, span);
        let exit = self.name(exit);
        self.emit(Instr::LoadContextAttr(exit), span);
        self.emit(Instr::Rot2, span);
        let enter = self.name(enter);
        self.emit(Instr::LoadContextAttr(enter), span);
        self.emit(CALL0, span);
        if is_async {
            self.await_top(span);
        }
        match &item.optional_vars {
            Some(v) => self.store(v)?,
            None => {
                self.emit(Instr::Pop, span);
            }
        }
        let setup = self.emit(Instr::SetupExcept(0), span);
        self.fblocks.push(fblock);
        let r = self.with_items(rest, body, is_async, span);
        self.fblocks.pop();
        r?;
        self.with_exit_none(is_async, span);
        let end = self.emit(Instr::Jump(0), span);
        self.patch_here(setup);
        let slot = self.temp();
        self.emit(Instr::StoreFast(slot), span);
        self.emit(Instr::LoadFast(slot), span);
        self.emit(Instr::TypeOf, span);
        self.emit(Instr::LoadFast(slot), span);
        // (`__exit__(type, value, traceback)`: the traceback object, as CPython passes it.)
        self.emit(Instr::LoadFast(slot), span);
        let tb = self.name("__traceback__");
        self.emit(Instr::LoadAttr(tb), span);
        self.emit(CALL3, span);
        if is_async {
            self.await_top(span);
        }
        let swallow = self.emit(Instr::JumpIfTrue(0), span);
        // Not swallowed: raised on as it was caught (CPython's RERAISE; the handler that
        // catches it next drops this state).
        self.emit(Instr::LoadFast(slot), span);
        self.emit(Instr::Raise(3), span);
        self.patch_here(swallow);
        self.emit(Instr::PopExcept, span);
        self.patch_here(end);
        Ok(())
    }

    /// Leaving a `with` body normally or early: `__exit__(None, None, None)`, awaited for
    /// `async with`.
    fn with_exit_none(&mut self, is_async: bool, span: Span) {
        self.emit(Instr::PopBlock, span);
        for _ in 0..3 {
            self.load_const(Value::None, span);
        }
        self.emit(CALL3, span);
        if is_async {
            self.await_top(span);
        }
        self.emit(Instr::Pop, span);
    }
}
