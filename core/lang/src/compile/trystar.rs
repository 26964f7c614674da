//! `try ... except* T as e: ...` (PEP 654), as CPython 3.11's CHECK_EG_MATCH and
//! PREP_RERAISE_STAR: the caught exception goes into a state object (`_excgroup._Star`); each
//! clause asks it for the part its type matches (splitting the group, or wrapping a naked
//! exception), runs its body with that part, and what the body raises is recorded rather than
//! propagated; at the end the state answers the exception to raise (the unmatched rest, the
//! re-raised parts in their original structure, and any new exceptions), or None. The steps are
//! the natives `builtins::matching::helper` names `except* ...`, loaded as constants.

use ruff_python_ast::{self as ast};

use super::{Compiler, FBlock};
use crate::code::Instr;
use crate::errors::{PyErr, Span};

impl<'a> Compiler<'a> {
    /// The handlers of a `try` whose clauses are `except*`, with its `else` (the `finally`, if
    /// any, is around this, as for `except`).
    pub(super) fn try_star(&mut self, t: &'a ast::StmtTry, span: Span) -> Result<(), PyErr> {
        let setup = self.emit(Instr::SetupExcept(0), span);
        self.fblocks.push(FBlock::Except);
        self.block(&t.body)?;
        self.fblocks.pop();
        self.emit(Instr::PopBlock, span);
        self.block(&t.orelse)?;
        let done = self.emit(Instr::Jump(0), span);
        self.patch_here(setup);
        let exc = self.temp();
        self.emit(Instr::StoreFast(exc), span);
        let state = self.temp();
        self.call_helper("except* begin", &[exc], span);
        self.emit(Instr::StoreFast(state), span);
        for h in &t.handlers {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            let hspan = self.span_of(h);
            let Some(ty) = &h.type_ else {
                return Err(super::syntax_error(
                    "expected one or more exception types",
                    hspan,
                ));
            };
            // match = _star_match(state, T); a miss (None) skips the clause.
            let m = self.helper("except* match");
            self.emit(Instr::LoadConst(m), hspan);
            self.emit(Instr::LoadFast(state), hspan);
            self.expr(ty)?;
            self.emit(
                Instr::Call {
                    argc: 2,
                    kwnames: u32::MAX,
                },
                hspan,
            );
            self.emit(Instr::Dup, hspan);
            let skip = self.emit(Instr::JumpIfFalse(0), hspan);
            let matched = self.temp();
            self.emit(Instr::StoreFast(matched), hspan);
            if let Some(name) = &h.name {
                self.emit(Instr::LoadFast(matched), hspan);
                self.store_name(name.as_str(), hspan);
            }
            // The body, its exception recorded: _star_raised(state, raised).
            let inner = self.emit(Instr::SetupExcept(0), hspan);
            self.handler_slots.push(matched);
            self.fblocks.push(FBlock::StarHandler);
            let r = self.block(&h.body);
            self.fblocks.pop();
            self.handler_slots.pop();
            r?;
            self.emit(Instr::PopBlock, hspan);
            let next = self.emit(Instr::Jump(0), hspan);
            self.patch_here(inner);
            let raised = self.temp();
            self.emit(Instr::StoreFast(raised), hspan);
            self.call_helper("except* raised", &[state, raised], hspan);
            self.emit(Instr::Pop, hspan);
            self.emit(Instr::PopExcept, hspan);
            let after = self.emit(Instr::Jump(0), hspan);
            self.patch_here(skip);
            self.emit(Instr::Pop, hspan);
            self.patch_here(next);
            self.patch_here(after);
        }
        // result = _star_end(state): None ends the statement, else it is raised.
        self.call_helper("except* end", &[state], span);
        let result = self.temp();
        self.emit(Instr::StoreFast(result), span);
        self.emit(Instr::PopExcept, span);
        self.emit(Instr::LoadFast(result), span);
        let reraise = self.emit(Instr::JumpIfTrue(0), span);
        let end = self.emit(Instr::Jump(0), span);
        self.patch_here(reraise);
        self.emit(Instr::LoadFast(result), span);
        self.emit(Instr::Raise(0), span);
        self.patch_here(done);
        self.patch_here(end);
        Ok(())
    }
}

/// A `break`, `continue` or `return` leaving an `except*` body.
pub(super) fn left_star_handler(span: Span) -> PyErr {
    super::syntax_error(
        "'break', 'continue' and 'return' cannot appear in an except* block",
        span,
    )
}
