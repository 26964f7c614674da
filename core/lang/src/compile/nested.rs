//! Nested code objects: `def`, `lambda`, `class` bodies and comprehensions. Each gets its own
//! compiler; what it captures from this scope becomes closure cells.

use std::collections::HashSet;
use std::rc::Rc;

use ruff_python_ast::{self as ast, Expr, Stmt};

use super::scope::{self, Scan};
use super::{syntax_error, unsupported, Compiler, Kind};
use crate::code::{CodeObject, Instr};
use crate::errors::{PyErr, Span};
use crate::value::Value;

/// Which container a comprehension builds.
pub(super) enum CompKind<'a> {
    List(&'a Expr),
    Set(&'a Expr),
    Dict(&'a Expr, &'a Expr),
    Gen(&'a Expr),
}

impl<'a> Compiler<'a> {
    /// A child compiler for a nested scope whose free names are `free` and locals `locals`.
    fn child(
        &self,
        name: &str,
        kind: Kind,
        locals: Vec<String>,
        free: &HashSet<String>,
        child_free: &HashSet<String>,
        globals: HashSet<String>,
    ) -> Compiler<'a> {
        let mut c = Compiler::new(name, kind, self.index, self.source, self.interned);
        c.future_annotations = self.future_annotations;
        c.private = if kind == Kind::Class {
            let bare = name.trim_start_matches('_');
            (!bare.is_empty()).then(|| Rc::from(bare))
        } else {
            self.private.clone()
        };
        c.code.qualname = self.qualname_for(name);
        c.code.lib = self.code.lib.clone();
        let offered = self.offered();
        let mut freevars: Vec<String> = free
            .iter()
            .filter(|n| offered.contains(*n) && !globals.contains(*n))
            .cloned()
            .collect();
        tpu_emu::sort::sort(&mut freevars);
        let cellvars: Vec<String> = if kind == Kind::Class {
            Vec::new()
        } else {
            locals
                .iter()
                .filter(|n| child_free.contains(*n))
                .cloned()
                .collect()
        };
        c.locals = locals.iter().map(|n| Rc::from(n.as_str())).collect();
        c.code.cellvars = cellvars.iter().map(|n| Rc::from(n.as_str())).collect();
        c.code.freevars = freevars.iter().map(|n| Rc::from(n.as_str())).collect();
        c.code.free_from = freevars
            .iter()
            .map(|n| self.cells.iter().position(|x| x == n).unwrap_or(usize::MAX) as u32)
            .collect();
        c.cells = cellvars.into_iter().chain(freevars).collect();
        c.globals_declared = globals;
        c.enclosing = offered;
        c
    }

    /// Checks that every captured name exists in this scope's cells.
    fn closure_ok(&self, code: &CodeObject, span: Span) -> Result<(), PyErr> {
        if code.free_from.contains(&u32::MAX) {
            return Err(unsupported(
                "this closure (a name captured through a class body)",
                span,
            ));
        }
        Ok(())
    }

    fn push_code(&mut self, code: CodeObject) -> u32 {
        self.code.codes.push(Rc::new(code));
        self.code.codes.len() as u32 - 1
    }

    /// Compiles a function body (or a lambda's expression) and leaves the function on the stack.
    fn make_function(
        &mut self,
        name: &str,
        params: Option<&'a ast::Parameters>,
        returns: Option<&'a Expr>,
        body: FnBody<'a>,
        is_async: bool,
        span: Span,
    ) -> Result<(), PyErr> {
        let empty = ast::Parameters::default();
        let p: &ast::Parameters = params.unwrap_or(&empty);
        let mut ndefaults = 0;
        for a in params
            .iter()
            .flat_map(|p| p.posonlyargs.iter().chain(p.args.iter()))
        {
            if let Some(d) = &a.default {
                self.expr(d)?;
                ndefaults += 1;
            }
        }
        let kwdefaults: Vec<&'a ast::ParameterWithDefault> = params
            .iter()
            .flat_map(|p| p.kwonlyargs.iter())
            .filter(|a| a.default.is_some())
            .collect();
        for a in &kwdefaults {
            self.load_const(Value::str(a.parameter.name.as_str()), span);
            if let Some(d) = &a.default {
                self.expr(d)?;
            }
        }
        if !kwdefaults.is_empty() {
            self.emit(Instr::BuildDict(kwdefaults.len() as u32), span);
        }
        let scan = match body {
            FnBody::Stmts(b) => Scan::body(b),
            FnBody::Expr(e) => {
                let mut s = Scan::default();
                ruff_python_ast::visitor::Visitor::visit_expr(&mut s, e);
                s
            }
        };
        let pnames = scope::param_names(p);
        let mut locals = pnames.clone();
        for b in &scan.bound {
            if !locals.contains(b) && !scan.globals.contains(b) && !scan.nonlocals.contains(b) {
                locals.push(b.clone());
            }
        }
        let free = scope::function_free(&pnames, &scan);
        let mut inner = self.child(
            name,
            Kind::Function,
            locals,
            &free,
            &scan.child_free,
            scan.globals.clone(),
        );
        for n in &scan.nonlocals {
            if !inner.cells.contains(n) {
                return Err(syntax_error(
                    &format!("no binding for nonlocal '{n}' found"),
                    span,
                ));
            }
        }
        inner.code.first_line = span.line;
        inner.code.argcount = (p.posonlyargs.len() + p.args.len()) as u32;
        inner.code.posonlycount = p.posonlyargs.len() as u32;
        inner.code.kwonlycount = p.kwonlyargs.len() as u32;
        inner.code.varargs = p.vararg.is_some();
        inner.code.varkw = p.kwarg.is_some();
        inner.code.is_generator = scan.has_yield || is_async;
        inner.code.is_coroutine = is_async && !scan.has_yield;
        inner.code.is_async_gen = is_async && scan.has_yield;
        inner.code.cell_params = pnames
            .iter()
            .enumerate()
            .filter_map(|(slot, n)| {
                inner
                    .code
                    .cellvars
                    .iter()
                    .position(|c| &**c == n)
                    .map(|ci| (slot as u32, ci as u32))
            })
            .collect();
        if let FnBody::Stmts(b) = body {
            if let Some(ast::Stmt::Expr(e)) = b.first() {
                if let ast::Expr::StringLiteral(lit) = &*e.value {
                    inner.code.doc = Some(Rc::from(lit.value.to_str()));
                }
            }
        }
        match body {
            FnBody::Stmts(b) => {
                inner.block(b)?;
                inner.load_const(Value::None, span);
            }
            FnBody::Expr(e) => inner.expr(e)?,
        }
        inner.emit(Instr::Return, span);
        let code = inner.finish();
        self.closure_ok(&code, span)?;
        let ci = self.push_code(code);
        self.emit(
            Instr::MakeFunction {
                code: ci,
                ndefaults,
                kwdefaults: !kwdefaults.is_empty(),
            },
            span,
        );
        match params {
            Some(p) => self.function_annotations(p, returns, span),
            None => Ok(()),
        }
    }

    /// A function's `__annotations__`, in CPython's order (the positional parameters, `*args`,
    /// the keyword-only ones, `**kwargs`, then `return`), stored on the function left on the
    /// stack; nothing when it has none (its `__annotations__` is then an empty dict on demand).
    fn function_annotations(
        &mut self,
        p: &'a ast::Parameters,
        returns: Option<&'a Expr>,
        span: Span,
    ) -> Result<(), PyErr> {
        let mut pairs: Vec<(&'a str, &'a Expr)> = Vec::new();
        let named = |a: &'a ast::Parameter| a.annotation.as_deref().map(|e| (a.name.as_str(), e));
        // CPython 3.11's order puts the positional-only ones after the others.
        pairs.extend(
            p.args
                .iter()
                .chain(p.posonlyargs.iter())
                .filter_map(|a| named(&a.parameter)),
        );
        pairs.extend(p.vararg.as_deref().and_then(named));
        pairs.extend(p.kwonlyargs.iter().filter_map(|a| named(&a.parameter)));
        pairs.extend(p.kwarg.as_deref().and_then(named));
        pairs.extend(returns.map(|e| ("return", e)));
        if pairs.is_empty() {
            return Ok(());
        }
        self.emit(Instr::Dup, span);
        for (name, e) in &pairs {
            self.load_const(Value::str(name), span);
            self.annotation(e)?;
        }
        self.emit(Instr::BuildDict(pairs.len() as u32), span);
        let n = self.name("__annotations__");
        self.emit(Instr::StoreAttr(n | super::SWAPPED), span);
        Ok(())
    }

    pub(super) fn function_def(
        &mut self,
        f: &'a ast::StmtFunctionDef,
        span: Span,
    ) -> Result<(), PyErr> {
        for d in &f.decorator_list {
            self.expr(&d.expression)?;
        }
        self.make_function(
            f.name.as_str(),
            Some(&f.parameters),
            f.returns.as_deref(),
            FnBody::Stmts(&f.body),
            f.is_async,
            span,
        )?;
        self.apply_decorators(&f.decorator_list);
        self.store_name(f.name.as_str(), span);
        Ok(())
    }

    /// The decorators' calls, innermost first, each at its decorator's expression (CPython's
    /// position for it: a traceback marks `deco` in `@deco`).
    fn apply_decorators(&mut self, list: &[ast::Decorator]) {
        for d in list.iter().rev() {
            let span = self.span_of(&d.expression);
            self.emit(
                Instr::Call {
                    argc: 1,
                    kwnames: u32::MAX,
                },
                span,
            );
        }
    }

    pub(super) fn lambda(&mut self, l: &'a ast::ExprLambda, span: Span) -> Result<(), PyErr> {
        self.make_function(
            "<lambda>",
            l.parameters.as_deref(),
            None,
            FnBody::Expr(&l.body),
            false,
            span,
        )
    }

    pub(super) fn class_def(&mut self, c: &'a ast::StmtClassDef, span: Span) -> Result<(), PyErr> {
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        let scan = Scan::body(&c.body);
        // Names the class body binds are looked up in its namespace, not in enclosing cells.
        let free: HashSet<String> = scope::class_free(&scan)
            .into_iter()
            .filter(|n| !scan.bound.contains(n))
            .collect();
        let mut inner = self.child(
            c.name.as_str(),
            Kind::Class,
            Vec::new(),
            &free,
            &HashSet::new(),
            scan.globals.clone(),
        );
        inner.code.is_class_body = true;
        if let Some(unit) = inner.code.lib.clone() {
            // CPython's `__module__`: a library class prints as `<class 'torch.nn....Sequential'>`;
            // code run by `exec` takes its globals' `__name__` (else the builtins', 'builtins').
            if unit.module.starts_with('\0') {
                inner.load_name("__name__", span);
            } else {
                inner.load_const(Value::str(&unit.module), span);
            }
            let n = inner.name("__module__");
            inner.emit(Instr::StoreName(n), span);
        }
        // A body with annotated names keeps them in `__annotations__` (PEP 526), as dataclasses
        // and NamedTuple read them;
        // made before the docstring is stored, as CPython's SETUP_ANNOTATIONS.
        if super::annotates(&c.body) {
            inner.emit(Instr::BuildDict(0), span);
            let n = inner.name("__annotations__");
            inner.emit(Instr::StoreName(n), span);
        }
        // A docstring is the class's `__doc__`.
        if let Some(ast::Stmt::Expr(e)) = c.body.first() {
            if let ast::Expr::StringLiteral(lit) = &*e.value {
                inner.load_const(Value::str(lit.value.to_str()), span);
                let n = inner.name("__doc__");
                inner.emit(Instr::StoreName(n), span);
            }
        }
        inner.block(&c.body)?;
        inner.load_const(Value::None, span);
        inner.emit(Instr::Return, span);
        let code = inner.finish();
        self.closure_ok(&code, span)?;
        let ci = self.push_code(code);
        self.emit(
            Instr::MakeFunction {
                code: ci,
                ndefaults: 0,
                kwdefaults: false,
            },
            span,
        );
        self.load_const(Value::str(c.name.as_str()), span);
        let mut nbases = 0;
        let mut kw = false;
        if let Some(args) = &c.arguments {
            for b in args.args.iter() {
                if matches!(b, Expr::Starred(_)) {
                    return Err(unsupported("starred base classes", span));
                }
                self.expr(b)?;
                nbases += 1;
            }
            if !args.keywords.is_empty() {
                for k in args.keywords.iter() {
                    let Some(name) = &k.arg else {
                        return Err(unsupported("'**' in a class statement", span));
                    };
                    self.load_const(Value::str(name.as_str()), span);
                    self.expr(&k.value)?;
                }
                self.emit(Instr::BuildDict(args.keywords.len() as u32), span);
                kw = true;
            }
        }
        self.emit(Instr::BuildClass { nbases, kw }, span);
        self.apply_decorators(&c.decorator_list);
        self.store_name(c.name.as_str(), span);
        Ok(())
    }

    /// `[elt for ...]` and friends: a nested function called with the outermost iterator.
    pub(super) fn comprehension(
        &mut self,
        kind: CompKind<'a>,
        generators: &'a [ast::Comprehension],
        span: Span,
    ) -> Result<(), PyErr> {
        let (name, elts): (&str, Vec<&'a Expr>) = match &kind {
            CompKind::List(e) => ("<listcomp>", vec![*e]),
            CompKind::Set(e) => ("<setcomp>", vec![*e]),
            CompKind::Dict(k, v) => ("<dictcomp>", vec![*k, *v]),
            CompKind::Gen(e) => ("<genexpr>", vec![*e]),
        };
        let is_async = super::asyncs::comprehension_is_async(&elts, generators);
        let is_gen = matches!(kind, CompKind::Gen(_));
        if is_async && !is_gen && !(self.code.is_coroutine || self.code.is_async_gen) {
            return Err(syntax_error(
                "asynchronous comprehension outside of an asynchronous function",
                span,
            ));
        }
        let scan = scope::comprehension_scan(&elts, generators);
        if let Some(t) = scan.comp_targets.iter().find(|t| scan.bound.contains(t)) {
            return Err(syntax_error(
                &format!(
                    "assignment expression cannot rebind comprehension iteration variable '{t}'"
                ),
                span,
            ));
        }
        if self.kind == Kind::Class && !scan.comp_targets.is_empty() {
            return Err(syntax_error(
                "assignment expression within a comprehension cannot be used in a class body",
                span,
            ));
        }
        let mut locals = vec![".0".to_string()];
        for b in &scan.bound {
            if !locals.contains(b) {
                locals.push(b.clone());
            }
        }
        let params = [".0".to_string()];
        let free = scope::function_free(&params, &scan);
        let mut inner = self.child(
            name,
            Kind::Comprehension,
            locals,
            &free,
            &scan.child_free,
            HashSet::new(),
        );
        inner.code.argcount = 1;
        inner.code.is_generator = is_gen || is_async;
        inner.code.is_coroutine = is_async && !is_gen;
        inner.code.is_async_gen = is_async && is_gen;
        inner.code.cell_params = inner
            .code
            .cellvars
            .iter()
            .position(|c| &**c == ".0")
            .map(|ci| vec![(0, ci as u32)])
            .unwrap_or_default();
        match kind {
            CompKind::List(_) => {
                inner.emit(Instr::BuildList(0), span);
            }
            CompKind::Set(_) => {
                inner.emit(Instr::BuildSet(0), span);
            }
            CompKind::Dict(..) => {
                inner.emit(Instr::BuildDict(0), span);
            }
            CompKind::Gen(_) => {}
        }
        inner.comp_loop(&kind, generators, 0, span)?;
        if matches!(kind, CompKind::Gen(_)) {
            inner.load_const(Value::None, span);
        }
        inner.emit(Instr::Return, span);
        let code = inner.finish();
        self.closure_ok(&code, span)?;
        let ci = self.push_code(code);
        self.emit(
            Instr::MakeFunction {
                code: ci,
                ndefaults: 0,
                kwdefaults: false,
            },
            span,
        );
        self.expr(&generators[0].iter)?;
        if generators[0].is_async {
            self.emit(Instr::GetAIter, span);
        } else {
            self.emit(Instr::GetIter, span);
        }
        self.emit(
            Instr::Call {
                argc: 1,
                kwnames: u32::MAX,
            },
            span,
        );
        if is_async && !is_gen {
            self.await_top(span);
        }
        Ok(())
    }

    fn comp_loop(
        &mut self,
        kind: &CompKind<'a>,
        generators: &'a [ast::Comprehension],
        level: usize,
        span: Span,
    ) -> Result<(), PyErr> {
        let g = &generators[level];
        if level == 0 {
            self.emit(Instr::LoadFast(0), span);
        } else {
            self.expr(&g.iter)?;
            let get = if g.is_async {
                Instr::GetAIter
            } else {
                Instr::GetIter
            };
            self.emit(get, span);
        }
        let (start, head) = if g.is_async {
            let (start, setup) = self.comp_async_head(span);
            (start as u32, Err(setup))
        } else {
            let start = self.here();
            (start, Ok(self.emit(Instr::ForIter(0), span)))
        };
        self.store(&g.target)?;
        for cond in &g.ifs {
            self.expr(cond)?;
            self.emit(Instr::JumpIfFalse(start), span);
        }
        if level + 1 < generators.len() {
            self.comp_loop(kind, generators, level + 1, span)?;
        } else {
            let depth = level as u32 + 2;
            match kind {
                CompKind::List(e) => {
                    self.expr(e)?;
                    self.emit(Instr::ListAppend(depth), span);
                }
                CompKind::Set(e) => {
                    self.expr(e)?;
                    self.emit(Instr::SetAdd(depth), span);
                }
                CompKind::Dict(k, v) => {
                    self.expr(k)?;
                    self.expr(v)?;
                    self.emit(Instr::MapAdd(depth), span);
                }
                CompKind::Gen(e) => {
                    self.expr(e)?;
                    self.emit(Instr::Yield, span);
                    self.emit(Instr::Pop, span);
                }
            }
        }
        match head {
            Ok(fi) => {
                self.emit(Instr::Jump(start), span);
                self.patch_here(fi);
            }
            Err(setup) => self.comp_async_end(start as usize, setup, &[], span)?,
        }
        Ok(())
    }
}

#[derive(Clone, Copy)]
pub(super) enum FnBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}
