//! Name resolution before compiling a scope: which names are its locals, which live in cells
//! because inner functions capture them, and which it reads from enclosing functions.

use std::collections::HashSet;

use ruff_python_ast::visitor::{walk_expr, walk_pattern, walk_stmt, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Pattern, Stmt};

/// What one scope binds and references, not looking inside the scopes nested in it.
#[derive(Default)]
pub struct Scan {
    /// Bound names in first-binding order.
    pub bound: Vec<String>,
    pub refs: HashSet<String>,
    pub globals: HashSet<String>,
    pub nonlocals: HashSet<String>,
    /// Names the nested scopes need from outside themselves.
    pub child_free: HashSet<String>,
    pub has_yield: bool,
    /// Scanning a comprehension's own scope: an assignment expression's target there belongs to
    /// the enclosing function or module (PEP 572), not to the comprehension.
    in_comprehension: bool,
    /// Those targets, in first-binding order: the comprehension reaches them as free names (a
    /// function's cell, or a module global) and its enclosing scope binds them.
    pub comp_targets: Vec<String>,
}

impl Scan {
    fn bind(&mut self, n: &str) {
        if !self.bound.iter().any(|b| b == n) {
            self.bound.push(n.to_string());
        }
    }

    pub fn body(body: &[Stmt]) -> Scan {
        let mut s = Scan::default();
        for st in body {
            s.visit_stmt(st);
        }
        s
    }
}

pub fn param_names(p: &ast::Parameters) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for a in p.posonlyargs.iter().chain(p.args.iter()) {
        out.push(a.parameter.name.to_string());
    }
    for a in p.kwonlyargs.iter() {
        out.push(a.parameter.name.to_string());
    }
    if let Some(v) = &p.vararg {
        out.push(v.name.to_string());
    }
    if let Some(k) = &p.kwarg {
        out.push(k.name.to_string());
    }
    out
}

/// Names a function (or lambda) needs from enclosing scopes.
pub fn function_free(params: &[String], scan: &Scan) -> HashSet<String> {
    let locals: HashSet<&String> = params
        .iter()
        .chain(scan.bound.iter())
        .filter(|n| !scan.globals.contains(*n) && !scan.nonlocals.contains(*n))
        .collect();
    scan.refs
        .iter()
        .chain(scan.child_free.iter())
        .chain(scan.nonlocals.iter())
        .filter(|n| !locals.contains(n) && !scan.globals.contains(*n))
        .cloned()
        .collect()
}

/// Names a class body needs from enclosing functions (its methods' needs pass through it).
pub fn class_free(scan: &Scan) -> HashSet<String> {
    let mut out: HashSet<String> = scan
        .refs
        .iter()
        .filter(|n| !scan.bound.contains(n))
        .cloned()
        .collect();
    out.extend(scan.child_free.iter().cloned());
    out.retain(|n| !scan.globals.contains(n));
    out
}

/// Scans a comprehension's own scope: everything but the outermost iterable.
pub fn comprehension_scan(elts: &[&Expr], generators: &[ast::Comprehension]) -> Scan {
    let mut s = Scan {
        in_comprehension: true,
        ..Scan::default()
    };
    for (i, g) in generators.iter().enumerate() {
        s.visit_expr(&g.target);
        if i > 0 {
            s.visit_expr(&g.iter);
        }
        for cond in &g.ifs {
            s.visit_expr(cond);
        }
    }
    for e in elts {
        s.visit_expr(e);
    }
    s
}

impl<'a> Visitor<'a> for Scan {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                self.bind(f.name.as_str());
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                for p in f.parameters.iter_non_variadic_params() {
                    if let Some(d) = &p.default {
                        self.visit_expr(d);
                    }
                }
                let inner = Scan::body(&f.body);
                let params = param_names(&f.parameters);
                self.child_free.extend(function_free(&params, &inner));
            }
            Stmt::ClassDef(c) => {
                self.bind(c.name.as_str());
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(args) = &c.arguments {
                    for a in args.args.iter() {
                        self.visit_expr(a);
                    }
                    for k in args.keywords.iter() {
                        self.visit_expr(&k.value);
                    }
                }
                let inner = Scan::body(&c.body);
                self.child_free.extend(class_free(&inner));
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    self.globals.insert(n.to_string());
                }
            }
            Stmt::Nonlocal(n) => {
                for x in &n.names {
                    self.nonlocals.insert(x.to_string());
                }
            }
            Stmt::Import(im) => {
                for a in &im.names {
                    let n = a.asname.as_ref().unwrap_or(&a.name).as_str();
                    self.bind(n.split('.').next().unwrap_or(n));
                }
            }
            Stmt::ImportFrom(im) => {
                for a in &im.names {
                    self.bind(a.asname.as_ref().unwrap_or(&a.name).as_str());
                }
            }
            Stmt::Try(t) => {
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(n) = &h.name {
                        self.bind(n.as_str());
                    }
                }
                walk_stmt(self, stmt);
            }
            _ => walk_stmt(self, stmt),
        }
    }

    /// A `case` pattern's captures (`x`, `*rest`, `**rest`, `as y`) bind in this scope, after
    /// those of the patterns inside (CPython's symtable order, which `locals()` shows).
    fn visit_pattern(&mut self, pattern: &'a Pattern) {
        walk_pattern(self, pattern);
        let name = match pattern {
            Pattern::MatchAs(p) => p.name.as_ref(),
            Pattern::MatchStar(p) => p.name.as_ref(),
            Pattern::MatchMapping(p) => p.rest.as_ref(),
            _ => None,
        };
        if let Some(n) = name {
            self.bind(n.as_str());
        }
    }

    fn visit_annotation(&mut self, _: &'a Expr) {
        // Annotations are never evaluated by the playground.
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Name(n) => match n.ctx {
                ExprContext::Load => {
                    self.refs.insert(n.id.to_string());
                }
                _ => self.bind(n.id.as_str()),
            },
            Expr::Lambda(l) => {
                let mut params = Vec::new();
                if let Some(p) = &l.parameters {
                    for q in p.iter_non_variadic_params() {
                        if let Some(d) = &q.default {
                            self.visit_expr(d);
                        }
                    }
                    params = param_names(p);
                }
                let mut inner = Scan::default();
                inner.visit_expr(&l.body);
                self.child_free.extend(function_free(&params, &inner));
            }
            Expr::ListComp(c) => self.comprehension(&[&c.elt], &c.generators),
            Expr::SetComp(c) => self.comprehension(&[&c.elt], &c.generators),
            Expr::Generator(c) => self.comprehension(&[&c.elt], &c.generators),
            Expr::DictComp(c) => match &c.key {
                Some(k) => self.comprehension(&[k, &c.value], &c.generators),
                None => self.comprehension(&[&c.value], &c.generators),
            },
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                self.has_yield = true;
                walk_expr(self, expr);
            }
            Expr::Named(n) if self.in_comprehension => {
                self.visit_expr(&n.value);
                if let Expr::Name(t) = &*n.target {
                    self.comp_target(t.id.as_str());
                }
            }
            _ => walk_expr(self, expr),
        }
    }
}

impl Scan {
    fn comprehension(&mut self, elts: &[&Expr], generators: &[ast::Comprehension]) {
        if let Some(first) = generators.first() {
            self.visit_expr(&first.iter);
        }
        let inner = comprehension_scan(elts, generators);
        self.child_free
            .extend(function_free(&[".0".to_string()], &inner));
        for t in &inner.comp_targets {
            if self.in_comprehension {
                self.comp_target(t);
            } else {
                self.bind(t);
            }
        }
    }

    /// An assignment expression's target inside a comprehension: free here, bound outside.
    fn comp_target(&mut self, n: &str) {
        if !self.comp_targets.iter().any(|t| t == n) {
            self.comp_targets.push(n.to_string());
        }
        self.nonlocals.insert(n.to_string());
    }
}
