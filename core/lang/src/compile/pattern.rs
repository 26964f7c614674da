//! The `match` statement (PEP 634), as CPython 3.11 compiles it, onto the existing instructions:
//! the subject and every value a pattern looks into live in hidden local slots, so a failed test
//! jumps to the next case with nothing on the stack. A pattern's captures go to slots of their own
//! and are bound to their names only once the whole pattern has matched (before the guard), as in
//! CPython: a failed case binds nothing. What a pattern asks of the subject beyond `==`, `is`,
//! `len`, unpacking, indexing and `.get` (is it a sequence, a mapping, an instance of the class,
//! which attributes a class pattern reads) is asked of natives in `builtins/matching.rs`, loaded as
//! constants.
//!
//! Sequences are lists, tuples, ranges, their subclasses, classes deriving from
//! `collections.abc.Sequence`, the library's deque, namedtuples and array, and torch's Size; never
//! str or dict. Mappings are dicts, their subclasses, `collections.abc.Mapping`'s and the library's
//! dict-like classes. Where the playground differs: a sequence pattern of more than 65,535 items is
//! refused; a mapping pattern's runtime check for a repeated key (a dotted name equal to another
//! key) compares keys natively, without a Python `__eq__`; `__match_args__` is looked up along the
//! class's MRO only, not on its metaclass.

use ruff_python_ast::{self as ast, Expr, Pattern};
use ruff_text_size::Ranged;

use super::{syntax_error, unsupported, Compiler};
use crate::code::{BinOp, CmpOp, Instr};
use crate::errors::{PyErr, Span};
use crate::value::Value;

/// One pattern's compilation state (CPython's `pattern_context`).
struct Pc<'a> {
    /// Names captured so far and the slots holding their values, in capture order.
    binds: Vec<(&'a str, u32)>,
    /// Jumps (taken on a false test) to patch to where this pattern fails.
    fails: Vec<usize>,
    /// Whether a bare capture or wildcard is allowed here (last case, guarded, or nested).
    allow_irrefutable: bool,
    /// In an or-pattern: the slots the first alternative captured into, which the others reuse.
    reuse: Vec<(&'a str, u32)>,
    /// The match statement's slots, shared by its cases (a case's are dead once it has failed or
    /// bound its names), and how many of them this case has taken.
    pool: Vec<u32>,
    taken: usize,
}

impl<'a> Pc<'a> {
    fn new(allow_irrefutable: bool) -> Self {
        Pc {
            binds: Vec::new(),
            fails: Vec::new(),
            allow_irrefutable,
            reuse: Vec::new(),
            pool: Vec::new(),
            taken: 0,
        }
    }
}

/// `_`, `*_`: a pattern that matches anything and binds nothing.
fn is_wildcard(p: &Pattern) -> bool {
    match p {
        Pattern::MatchAs(a) => a.pattern.is_none() && a.name.is_none(),
        Pattern::MatchStar(s) => s.name.is_none(),
        _ => false,
    }
}

/// A literal key's value, for the compile-time check of repeated keys (CPython folds these to
/// constants first, `-1` included).
fn literal(e: &Expr) -> Option<Value> {
    match e {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => i.as_i64().map(Value::Int),
            ast::Number::Float(f) => Some(Value::Float(*f)),
            ast::Number::Complex { .. } => None,
        },
        Expr::UnaryOp(u) if matches!(u.op, ast::UnaryOp::USub) => match literal(&u.operand)? {
            Value::Int(i) => i.checked_neg().map(Value::Int),
            Value::Float(f) => Some(Value::Float(-f)),
            _ => None,
        },
        Expr::StringLiteral(s) => Some(Value::str(s.value.to_str())),
        Expr::BytesLiteral(b) => Some(Value::bytes(&b.value.bytes().collect::<Vec<u8>>())),
        Expr::BooleanLiteral(b) => Some(Value::Bool(b.value)),
        Expr::NoneLiteral(_) => Some(Value::None),
        _ => None,
    }
}

/// What a value pattern or mapping key may be: a literal (numbers, with a sign or an imaginary
/// part; strings) or a dotted name.
fn is_value_expr(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_) => true,
        Expr::UnaryOp(u) => {
            matches!(u.op, ast::UnaryOp::USub) && matches!(*u.operand, Expr::NumberLiteral(_))
        }
        Expr::BinOp(b) => {
            matches!(b.op, ast::Operator::Add | ast::Operator::Sub)
                && is_value_expr(&b.left)
                && matches!(*b.right, Expr::NumberLiteral(_))
        }
        Expr::Attribute(a) => matches!(*a.value, Expr::Name(_) | Expr::Attribute(_)),
        _ => false,
    }
}

impl<'a> Compiler<'a> {
    pub(super) fn match_stmt(&mut self, m: &'a ast::StmtMatch, span: Span) -> Result<(), PyErr> {
        self.expr(&m.subject)?;
        let subject = self.temp();
        self.emit(Instr::StoreFast(subject), span);
        let mut ends = Vec::new();
        let n = m.cases.len();
        let mut pool = Vec::new();
        for (i, case) in m.cases.iter().enumerate() {
            let pspan = self.span_of(&case.pattern);
            let mut pc = Pc::new(case.guard.is_some() || i + 1 == n);
            pc.pool = std::mem::take(&mut pool);
            self.pattern(&case.pattern, subject, &mut pc)?;
            pool = std::mem::take(&mut pc.pool);
            for &(name, slot) in &pc.binds {
                self.emit(Instr::LoadFast(slot), pspan);
                self.store_name(name, pspan);
            }
            if let Some(g) = &case.guard {
                let gspan = self.span_of(&**g);
                self.expr(g)?;
                pc.fails.push(self.emit(Instr::JumpIfFalse(0), gspan));
            }
            self.release(subject, &pool, pspan);
            self.block(&case.body)?;
            if i + 1 < n {
                ends.push(self.emit(Instr::Jump(0), pspan));
            }
            for f in pc.fails {
                self.patch_here(f);
            }
        }
        self.release(subject, &pool, span);
        for e in ends {
            self.patch_here(e);
        }
        Ok(())
    }

    /// Lets go of the subject and what the patterns looked at, where CPython's stack does: once a
    /// case has matched (and its guard passed), before its body; or when no case matched. Their
    /// finalizers run at the same points.
    fn release(&mut self, subject: u32, pool: &[u32], span: Span) {
        for &t in std::iter::once(&subject).chain(pool) {
            self.load_const(Value::None, span);
            self.emit(Instr::StoreFast(t), span);
        }
    }

    /// The constant holding one of `builtins::matching`'s natives.
    pub(super) fn helper(&mut self, name: &str) -> u32 {
        let found = self
            .code
            .consts
            .iter()
            .position(|c| matches!(c, Value::Native(f) if f.name == name));
        if let Some(i) = found {
            return i as u32;
        }
        let v = crate::builtins::matching::helper(name).unwrap_or(Value::None);
        self.code.consts.push(v);
        self.code.consts.len() as u32 - 1
    }

    /// `helper(args...)`, the arguments' slots loaded in order.
    pub(super) fn call_helper(&mut self, name: &str, slots: &[u32], span: Span) {
        let h = self.helper(name);
        self.emit(Instr::LoadConst(h), span);
        for &s in slots {
            self.emit(Instr::LoadFast(s), span);
        }
        self.emit(
            Instr::Call {
                argc: slots.len() as u32,
                kwnames: u32::MAX,
            },
            span,
        );
    }

    /// A fresh marker no attribute or mapping value can be: what a lookup answers on a miss.
    fn missing_marker(&mut self) -> u32 {
        self.code.consts.push(Value::list(Vec::new()));
        self.code.consts.len() as u32 - 1
    }

    fn fail_if_false(&mut self, pc: &mut Pc<'a>, span: Span) {
        let j = self.emit(Instr::JumpIfFalse(0), span);
        pc.fails.push(j);
    }

    /// A slot of the statement's pool this case has not used yet.
    fn slot(&mut self, pc: &mut Pc<'a>) -> u32 {
        let s = match pc.pool.get(pc.taken) {
            Some(&s) => s,
            None => {
                let s = self.temp();
                pc.pool.push(s);
                s
            }
        };
        pc.taken += 1;
        s
    }

    /// Stores the top of the stack in a fresh slot.
    fn store_temp(&mut self, pc: &mut Pc<'a>, span: Span) -> u32 {
        let t = self.slot(pc);
        self.emit(Instr::StoreFast(t), span);
        t
    }

    fn pattern(&mut self, p: &'a Pattern, subject: u32, pc: &mut Pc<'a>) -> Result<(), PyErr> {
        let span = self.span_of(p);
        match p {
            Pattern::MatchValue(v) => {
                if !is_value_expr(&v.value) {
                    return Err(syntax_error(
                        "patterns may only match literals and attribute lookups",
                        span,
                    ));
                }
                self.emit(Instr::LoadFast(subject), span);
                self.expr(&v.value)?;
                self.emit(Instr::Compare(CmpOp::Eq), span);
                self.fail_if_false(pc, span);
            }
            Pattern::MatchSingleton(s) => {
                let v = match s.value {
                    ast::Singleton::None => Value::None,
                    ast::Singleton::True => Value::Bool(true),
                    ast::Singleton::False => Value::Bool(false),
                };
                self.emit(Instr::LoadFast(subject), span);
                self.load_const(v, span);
                self.emit(Instr::Compare(CmpOp::Is), span);
                self.fail_if_false(pc, span);
            }
            Pattern::MatchAs(a) => match &a.pattern {
                None => {
                    if !pc.allow_irrefutable {
                        let msg = match &a.name {
                            Some(n) => format!(
                                "name capture '{}' makes remaining patterns unreachable",
                                n.as_str()
                            ),
                            None => "wildcard makes remaining patterns unreachable".to_string(),
                        };
                        return Err(syntax_error(&msg, span));
                    }
                    if let Some(n) = &a.name {
                        self.capture(n.as_str(), subject, pc, span)?;
                    }
                }
                Some(inner) => {
                    self.pattern(inner, subject, pc)?;
                    if let Some(n) = &a.name {
                        self.capture(n.as_str(), subject, pc, span)?;
                    }
                }
            },
            Pattern::MatchStar(_) => return Err(syntax_error("can't use starred name here", span)),
            Pattern::MatchSequence(s) => self.sequence(&s.patterns, subject, pc, span)?,
            Pattern::MatchMapping(m) => self.mapping(m, subject, pc, span)?,
            Pattern::MatchClass(c) => self.class_pattern(c, subject, pc, span)?,
            Pattern::MatchOr(o) => self.or_pattern(&o.patterns, subject, pc, span)?,
        }
        Ok(())
    }

    /// A pattern inside another (an item, a value, an attribute): a capture is fine there.
    fn subpattern(&mut self, p: &'a Pattern, subject: u32, pc: &mut Pc<'a>) -> Result<(), PyErr> {
        if let Pattern::MatchStar(s) = p {
            if let Some(n) = &s.name {
                let span = self.span_of(p);
                self.capture(n.as_str(), subject, pc, span)?;
            }
            return Ok(());
        }
        let saved = pc.allow_irrefutable;
        pc.allow_irrefutable = true;
        let r = self.pattern(p, subject, pc);
        pc.allow_irrefutable = saved;
        r
    }

    fn capture(
        &mut self,
        name: &'a str,
        subject: u32,
        pc: &mut Pc<'a>,
        span: Span,
    ) -> Result<(), PyErr> {
        if name == "__debug__" {
            return Err(syntax_error("cannot assign to __debug__", span));
        }
        if pc.binds.iter().any(|(b, _)| *b == name) {
            return Err(syntax_error(
                &format!("multiple assignments to name '{name}' in pattern"),
                span,
            ));
        }
        let slot = match pc.reuse.iter().rev().find(|(b, _)| *b == name) {
            Some(&(_, s)) => s,
            None => self.slot(pc),
        };
        self.emit(Instr::LoadFast(subject), span);
        self.emit(Instr::StoreFast(slot), span);
        pc.binds.push((name, slot));
        Ok(())
    }

    fn sequence(
        &mut self,
        pats: &'a [Pattern],
        subject: u32,
        pc: &mut Pc<'a>,
        span: Span,
    ) -> Result<(), PyErr> {
        let mut star = None;
        for (i, p) in pats.iter().enumerate() {
            if let Pattern::MatchStar(_) = p {
                if star.is_some() {
                    return Err(syntax_error(
                        "multiple starred names in sequence pattern",
                        span,
                    ));
                }
                star = Some(i);
            }
        }
        let n = pats.len();
        if n > u16::MAX as usize {
            return Err(unsupported("a sequence pattern this long", span));
        }
        // `len(subject)`, or -1 when it is no sequence: fails both comparisons below.
        self.call_helper("sequence length", &[subject], span);
        match star {
            None => {
                self.load_const(Value::Int(n as i64), span);
                self.emit(Instr::Compare(CmpOp::Eq), span);
            }
            Some(_) => {
                self.load_const(Value::Int(n as i64 - 1), span);
                self.emit(Instr::Compare(CmpOp::Ge), span);
            }
        }
        self.fail_if_false(pc, span);
        if pats.iter().all(is_wildcard) {
            return Ok(());
        }
        let mut items: Vec<(&'a Pattern, u32)> = Vec::new();
        let star_wildcard = star.is_some_and(|s| is_wildcard(&pats[s]));
        if star_wildcard {
            // `[a, *_, b]`: index the items rather than build the middle, those after the star
            // at `len(subject) - k`, as CPython (the subject may not take negative indices).
            let s = star.unwrap_or(n);
            for (i, p) in pats.iter().enumerate() {
                if is_wildcard(p) {
                    continue;
                }
                self.emit(Instr::LoadFast(subject), span);
                if i < s {
                    self.load_const(Value::Int(i as i64), span);
                } else {
                    self.call_helper("len", &[subject], span);
                    self.load_const(Value::Int((n - i) as i64), span);
                    self.emit(Instr::Binary(BinOp::Sub), span);
                }
                self.emit(Instr::LoadSubscr, span);
                items.push((p, self.store_temp(pc, span)));
            }
        } else {
            if star.is_some_and(|s| s >= 1 << 8) {
                // CPython's UNPACK_EX keeps the count before the star in one byte.
                return Err(syntax_error(
                    "too many expressions in star-unpacking sequence pattern",
                    span,
                ));
            }
            self.emit(Instr::LoadFast(subject), span);
            match star {
                None => self.emit(Instr::UnpackSequence(n as u32), span),
                Some(s) => self.emit(
                    Instr::UnpackEx {
                        before: s as u16,
                        after: (n - s - 1) as u16,
                    },
                    span,
                ),
            };
            for p in pats {
                if is_wildcard(p) {
                    self.emit(Instr::Pop, span);
                } else {
                    items.push((p, self.store_temp(pc, span)));
                }
            }
        }
        for (p, t) in items {
            self.subpattern(p, t, pc)?;
        }
        Ok(())
    }

    fn mapping(
        &mut self,
        m: &'a ast::PatternMatchMapping,
        subject: u32,
        pc: &mut Pc<'a>,
        span: Span,
    ) -> Result<(), PyErr> {
        let mut seen: Vec<Value> = Vec::new();
        for k in &m.keys {
            if !is_value_expr(k) {
                return Err(syntax_error(
                    "mapping pattern keys may only match literals and attribute lookups",
                    self.span_of(k),
                ));
            }
            if let Some(v) = literal(k) {
                if seen.iter().any(|s| crate::arith::equal(s, &v)) {
                    return Err(syntax_error(
                        &format!("mapping pattern checks duplicate key ({})", v.repr()),
                        self.span_of(k),
                    ));
                }
                seen.push(v);
            }
        }
        let size = m.keys.len();
        if size == 0 {
            // No length check (CPython asks `len` only of a pattern with keys).
            self.call_helper("match mapping", &[subject], span);
            self.fail_if_false(pc, span);
            if m.rest.is_none() {
                return Ok(());
            }
        } else {
            // `len(subject)`, or -1 when it is no mapping.
            self.call_helper("mapping length", &[subject], span);
            self.load_const(Value::Int(size as i64), span);
            self.emit(Instr::Compare(CmpOp::Ge), span);
            self.fail_if_false(pc, span);
        }
        let mut keys = Vec::with_capacity(size);
        for k in &m.keys {
            self.expr(k)?;
            keys.push(self.store_temp(pc, span));
        }
        // Each key's value by `subject.get(key, missing)`, as CPython's MATCH_KEYS: a mapping that
        // makes missing keys (defaultdict) is not changed.
        let missing = self.missing_marker();
        let get = self.name("get");
        let mut values = Vec::with_capacity(size);
        let dotted = m.keys.iter().any(|k| literal(k).is_none());
        for (i, &k) in keys.iter().enumerate() {
            if dotted && i > 0 {
                self.call_helper("match key", &keys[..=i], span);
                self.emit(Instr::Pop, span);
            }
            self.emit(Instr::LoadFast(subject), span);
            self.emit(Instr::LoadMethod(get), span);
            self.emit(Instr::LoadFast(k), span);
            self.emit(Instr::LoadConst(missing), span);
            self.emit(Instr::CallMethod(2), span);
            let v = self.store_temp(pc, span);
            self.emit(Instr::LoadFast(v), span);
            self.emit(Instr::LoadConst(missing), span);
            self.emit(Instr::Compare(CmpOp::Is), span);
            pc.fails.push(self.emit(Instr::JumpIfTrue(0), span));
            values.push(v);
        }
        for (p, &v) in m.patterns.iter().zip(&values) {
            self.subpattern(p, v, pc)?;
        }
        if let Some(rest) = &m.rest {
            // `**rest`: a dict of the subject's items, less the keys matched.
            self.emit(Instr::BuildDict(0), span);
            self.emit(Instr::LoadFast(subject), span);
            self.emit(Instr::DictUpdate, span);
            for &k in &keys {
                self.emit(Instr::Dup, span);
                self.emit(Instr::LoadFast(k), span);
                self.emit(Instr::DeleteSubscr, span);
            }
            let t = self.store_temp(pc, span);
            self.capture(rest.as_str(), t, pc, span)?;
        }
        Ok(())
    }

    fn class_pattern(
        &mut self,
        c: &'a ast::PatternMatchClass,
        subject: u32,
        pc: &mut Pc<'a>,
        span: Span,
    ) -> Result<(), PyErr> {
        let args = &c.arguments;
        if let (Some(k), Some(p)) = (args.keywords.first(), args.patterns.last()) {
            if k.range().start() < p.range().start() {
                return Err(syntax_error(
                    "positional patterns follow keyword patterns",
                    self.span_of(p),
                ));
            }
        }
        let mut kwnames: Vec<Value> = Vec::new();
        let mut kwconsts: Vec<u32> = Vec::new();
        for (i, k) in args.keywords.iter().enumerate() {
            let name = k.attr.as_str();
            if args.keywords[..i].iter().any(|o| o.attr.as_str() == name) {
                return Err(syntax_error(
                    &format!("attribute name repeated in class pattern: {name}"),
                    self.span_of(&k.pattern),
                ));
            }
            kwnames.push(Value::str(name));
            kwconsts.push(self.constant(Value::str(name)));
        }
        self.expr(&c.cls)?;
        let cls = self.store_temp(pc, span);
        let npos = args.patterns.len();
        let h = self.helper("match class");
        self.emit(Instr::LoadConst(h), span);
        self.emit(Instr::LoadFast(subject), span);
        self.emit(Instr::LoadFast(cls), span);
        self.load_const(Value::Int(npos as i64), span);
        self.code.consts.push(Value::tuple(kwnames));
        let kw = self.code.consts.len() as u32 - 1;
        self.emit(Instr::LoadConst(kw), span);
        self.emit(
            Instr::Call {
                argc: 4,
                kwnames: u32::MAX,
            },
            span,
        );
        // Without positional sub-patterns the answer is whether the subject is an instance, and
        // each attribute is read by its name; with them, it is the names to read (or None).
        let names = if npos == 0 {
            self.fail_if_false(pc, span);
            None
        } else {
            let names = self.store_temp(pc, span);
            self.emit(Instr::LoadFast(names), span);
            self.load_const(Value::None, span);
            self.emit(Instr::Compare(CmpOp::IsNot), span);
            self.fail_if_false(pc, span);
            Some(names)
        };
        let subs: Vec<&'a Pattern> = args
            .patterns
            .iter()
            .chain(args.keywords.iter().map(|k| &k.pattern))
            .collect();
        if subs.is_empty() {
            return Ok(());
        }
        // Every attribute is read (a missing one fails the match) before any sub-pattern runs.
        let missing = self.missing_marker();
        let mut attrs = Vec::with_capacity(subs.len());
        for i in 0..subs.len() {
            match names {
                Some(names) => {
                    let h = self.helper("match attribute");
                    self.emit(Instr::LoadConst(h), span);
                    self.emit(Instr::LoadFast(subject), span);
                    self.emit(Instr::LoadFast(cls), span);
                    self.emit(Instr::LoadFast(names), span);
                    self.load_const(Value::Int(i as i64), span);
                    self.emit(Instr::LoadConst(missing), span);
                }
                None => {
                    let h = self.helper("match getattr");
                    self.emit(Instr::LoadConst(h), span);
                    self.emit(Instr::LoadFast(subject), span);
                    // No positional sub-patterns: the `i`th sub-pattern is the `i`th keyword.
                    let name = kwconsts.get(i).copied().unwrap_or_default();
                    self.emit(Instr::LoadConst(name), span);
                    self.emit(Instr::LoadConst(missing), span);
                }
            }
            let argc = if names.is_some() { 5 } else { 3 };
            self.emit(
                Instr::Call {
                    argc,
                    kwnames: u32::MAX,
                },
                span,
            );
            let t = self.store_temp(pc, span);
            self.emit(Instr::LoadFast(t), span);
            self.emit(Instr::LoadConst(missing), span);
            self.emit(Instr::Compare(CmpOp::Is), span);
            pc.fails.push(self.emit(Instr::JumpIfTrue(0), span));
            attrs.push(t);
        }
        for (p, t) in subs.into_iter().zip(attrs) {
            self.subpattern(p, t, pc)?;
        }
        Ok(())
    }

    fn or_pattern(
        &mut self,
        alts: &'a [Pattern],
        subject: u32,
        pc: &mut Pc<'a>,
        span: Span,
    ) -> Result<(), PyErr> {
        let mut control: Option<Vec<(&'a str, u32)>> = None;
        let mut matched = Vec::new();
        let n = alts.len();
        for (i, alt) in alts.iter().enumerate() {
            let mut reuse = pc.reuse.clone();
            if let Some(c) = &control {
                reuse.extend(c.iter().copied());
            }
            // The alternatives take slots after one another: one's captures must outlive the next.
            let mut sub = Pc {
                binds: Vec::new(),
                fails: Vec::new(),
                allow_irrefutable: i + 1 == n && pc.allow_irrefutable,
                reuse,
                pool: std::mem::take(&mut pc.pool),
                taken: pc.taken,
            };
            let r = self.pattern(alt, subject, &mut sub);
            pc.pool = std::mem::take(&mut sub.pool);
            pc.taken = sub.taken;
            r?;
            match &control {
                None => control = Some(sub.binds.clone()),
                Some(c) => {
                    let same = c.len() == sub.binds.len()
                        && c.iter()
                            .all(|(name, _)| sub.binds.iter().any(|(b, _)| b == name));
                    if !same {
                        return Err(syntax_error(
                            "alternative patterns bind different names",
                            span,
                        ));
                    }
                }
            }
            if i + 1 < n {
                matched.push(self.emit(Instr::Jump(0), span));
                for f in sub.fails {
                    self.patch_here(f);
                }
            } else {
                pc.fails.extend(sub.fails);
            }
        }
        for j in matched {
            self.patch_here(j);
        }
        for (name, slot) in control.unwrap_or_default() {
            if pc.binds.iter().any(|(b, _)| *b == name) {
                return Err(syntax_error(
                    &format!("multiple assignments to name '{name}' in pattern"),
                    span,
                ));
            }
            pc.binds.push((name, slot));
        }
        Ok(())
    }
}
