//! `await`, `async for` and `async with`, laid out as CPython 3.11 compiles them: an `await` is
//! `GetAwaitable`, then a `Send` loop around a `Yield` (the VM's `awaiting` recognises that loop
//! to pass a `throw()` or `close()` on to the awaited coroutine); `async for` catches
//! StopAsyncIteration from each awaited `__anext__()`. `async with` is `with`'s layout with
//! `__aenter__()` and `__aexit__(...)` awaited (`with_items` in `stmt.rs`).

use ruff_python_ast::visitor::{walk_expr, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};

use super::{syntax_error, Compiler, FBlock, Kind, Loop};
use crate::code::Instr;
use crate::errors::{PyErr, Span};
use crate::value::Value;

impl<'a> Compiler<'a> {
    /// `await` (or `async for`/`async with`, named by `what`) is allowed only in an `async def`.
    pub(super) fn check_async(&self, what: &str, span: Span) -> Result<(), PyErr> {
        if self.code.is_coroutine || self.code.is_async_gen {
            return Ok(());
        }
        let msg = match (what, self.kind) {
            (_, Kind::Comprehension) => {
                "asynchronous comprehension outside of an asynchronous function".to_string()
            }
            ("'await'", Kind::Function) => "'await' outside async function".to_string(),
            ("'await'", _) => "'await' outside function".to_string(),
            (w, _) => format!("{w} outside async function"),
        };
        Err(syntax_error(&msg, span))
    }

    pub(super) fn check_await(&self, span: Span) -> Result<(), PyErr> {
        self.check_async("'await'", span)
    }

    /// Awaits the top value, leaving the result in its place.
    pub(super) fn await_top(&mut self, span: Span) {
        self.emit(Instr::GetAwaitable, span);
        self.load_const(Value::None, span);
        self.send_loop(span);
    }

    /// `await`'s and `yield from`'s delegation, the iterator and a None below: what the iterator
    /// yields is yielded, what is sent comes back to it, and its return value is left in its
    /// place. An iterator object's StopIteration (through `ForNext`) lands on the `None` pad
    /// just before the loop's end.
    pub(super) fn send_loop(&mut self, span: Span) {
        let send = self.emit(Instr::Send(0), span);
        self.emit(Instr::Yield, span);
        self.emit(Instr::Jump(send as u32), span);
        self.load_const(Value::None, span);
        self.patch_here(send);
    }

    pub(super) fn async_for(&mut self, f: &'a ast::StmtFor, span: Span) -> Result<(), PyErr> {
        self.check_async("'async for'", span)?;
        self.expr(&f.iter)?;
        self.emit(Instr::GetAIter, span);
        let (start, setup) = self.comp_async_head(span);
        self.store(&f.target)?;
        self.fblocks.push(FBlock::ForLoop);
        self.loops.push(Loop {
            start,
            breaks: Vec::new(),
            is_for: true,
            depth: self.fblocks.len(),
        });
        let r = self.block(&f.body);
        let lp = self.loops.pop().expect("loop pushed above");
        self.fblocks.pop();
        r?;
        self.comp_async_end(start, setup, &f.orelse, span)?;
        for b in lp.breaks {
            self.patch_here(b);
        }
        Ok(())
    }
}

/// Whether a comprehension is asynchronous (CPython's rule): an `async for` in it, or an `await`
/// in its element, its conditions or an inner iterable (the outermost iterable is evaluated
/// outside it).
pub(super) fn comprehension_is_async(elts: &[&Expr], generators: &[ast::Comprehension]) -> bool {
    let mut v = HasAwait(false);
    for e in elts {
        v.visit_expr(e);
    }
    for (i, g) in generators.iter().enumerate() {
        if g.is_async {
            return true;
        }
        if i > 0 {
            v.visit_expr(&g.iter);
        }
        for c in &g.ifs {
            v.visit_expr(c);
        }
    }
    v.0
}

struct HasAwait(bool);

impl<'b> Visitor<'b> for HasAwait {
    fn visit_expr(&mut self, e: &'b Expr) {
        match e {
            Expr::Await(_) => self.0 = true,
            Expr::Lambda(_) => {}
            _ => walk_expr(self, e),
        }
    }
}

impl<'a> Compiler<'a> {
    /// One level of an `async for` clause in a comprehension: the loop's head, with its end
    /// (StopAsyncIteration) to close with [`Compiler::comp_async_end`].
    pub(super) fn comp_async_head(&mut self, span: Span) -> (usize, usize) {
        let start = self.here() as usize;
        let setup = self.emit(Instr::SetupExcept(0), span);
        self.emit(Instr::GetANext, span);
        self.await_top(span);
        self.emit(Instr::PopBlock, span);
        (start, setup)
    }

    /// Closes an `async for` loop (a statement's or a comprehension's): the jump back, then the
    /// handler, where StopAsyncIteration ends the loop and runs `orelse`, and anything else goes
    /// on up.
    pub(super) fn comp_async_end(
        &mut self,
        start: usize,
        setup: usize,
        orelse: &'a [Stmt],
        span: Span,
    ) -> Result<(), PyErr> {
        self.emit(Instr::Jump(start as u32), span);
        self.patch_here(setup);
        let slot = self.temp();
        self.emit(Instr::StoreFast(slot), span);
        self.emit(Instr::LoadFast(slot), span);
        self.load_name("StopAsyncIteration", span);
        self.emit(Instr::ExcMatch, span);
        let skip = self.emit(Instr::JumpIfFalse(0), span);
        self.emit(Instr::Pop, span);
        self.emit(Instr::PopExcept, span);
        self.emit(Instr::Pop, span);
        self.block(orelse)?;
        let end = self.emit(Instr::Jump(0), span);
        self.patch_here(skip);
        self.emit(Instr::Pop, span);
        self.emit(Instr::PopExcept, span);
        self.emit(Instr::LoadFast(slot), span);
        self.emit(Instr::Raise(0), span);
        self.patch_here(end);
        Ok(())
    }
}
