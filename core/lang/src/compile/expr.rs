//! Expressions.

use ruff_python_ast::{self as ast, Expr};

use super::nested::CompKind;
use super::{syntax_error, unsupported, Compiler, Kind};
use crate::code::{BinOp, CmpOp, Instr, UnaryOp};
use crate::errors::{PyErr, Span};
use crate::value::Value;

const NO_KW: u32 = u32::MAX;

/// An int literal past i64, from its token (`0xFFFF_FFFF_FFFF_FFFF_FF`, `123...`).
fn big_literal(token: &str) -> Result<Value, PyErr> {
    let t: String = token
        .chars()
        .filter(|&c| c != '_')
        .collect::<String>()
        .to_ascii_lowercase();
    let (radix, digits) = match t.get(..2) {
        Some("0x") => (16, &t[2..]),
        Some("0o") => (8, &t[2..]),
        Some("0b") => (2, &t[2..]),
        _ => (10, &t[..]),
    };
    crate::long::parse_digits(digits, radix, false)?
        .ok_or_else(|| PyErr::new("SyntaxError", format!("invalid integer literal {token}")))
}

/// Whether CPython's AST optimizer makes `e` a constant (literals, unary and binary operators on
/// constants, tuples of constants); its size limits on folded results are not modelled.
fn folds_to_constant(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::EllipsisLiteral(_) => true,
        Expr::UnaryOp(u) => folds_to_constant(&u.operand),
        Expr::BinOp(b) => folds_to_constant(&b.left) && folds_to_constant(&b.right),
        Expr::Tuple(t) => t.elts.iter().all(folds_to_constant),
        _ => false,
    }
}

impl<'a> Compiler<'a> {
    pub(super) fn expr(&mut self, e: &'a Expr) -> Result<(), PyErr> {
        let span = self.span_of(e);
        match e {
            Expr::NumberLiteral(n) => {
                let v = match &n.value {
                    ast::Number::Int(i) => match i.as_i64() {
                        Some(v) => Value::Int(v),
                        None => big_literal(&i.to_string()).map_err(|e| e.at(span))?,
                    },
                    ast::Number::Float(f) => Value::Float(*f),
                    ast::Number::Complex { real, imag } => Value::Complex(*real, *imag),
                };
                self.load_const(v, span);
            }
            Expr::StringLiteral(s) => {
                for part in s.value.iter() {
                    self.refuse_surrogates(&part.value, part, part.flags.prefix().is_raw())?;
                }
                self.load_const(Value::str(s.value.to_str()), span)
            }
            Expr::BooleanLiteral(b) => self.load_const(Value::Bool(b.value), span),
            Expr::NoneLiteral(_) => self.load_const(Value::None, span),
            Expr::EllipsisLiteral(_) => self.load_const(Value::Ellipsis, span),
            Expr::Name(n)
                if n.id.as_str() == "__class__"
                    && matches!(self.kind, Kind::Function)
                    && !matches!(
                        self.place("__class__"),
                        super::Place::Fast(_) | super::Place::Deref(_)
                    ) =>
            {
                self.emit(Instr::LoadClassCell, span);
            }
            Expr::Name(n) => self.load_name(n.id.as_str(), span),
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
                for j in jumps {
                    self.patch_here(j);
                }
            }
            Expr::Compare(c) => self.compare(c, span)?,
            Expr::If(i) => {
                self.expr(&i.test)?;
                let jf = self.emit(Instr::JumpIfFalse(0), span);
                self.expr(&i.body)?;
                let j = self.emit(Instr::Jump(0), span);
                self.patch_here(jf);
                self.expr(&i.orelse)?;
                self.patch_here(j);
            }
            Expr::Call(call) => self.call(call, span)?,
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let i = self.private_name(a.attr.as_str());
                let at = self.attr_span(a, span);
                self.emit(Instr::LoadAttr(i), at);
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
                        None => self.load_const(Value::None, span),
                    }
                }
                self.emit(Instr::BuildSlice, span);
            }
            Expr::List(l) => {
                if self.starred_elements(&l.elts, span)? {
                    return Ok(());
                }
                self.emit(Instr::BuildList(l.elts.len() as u32), span);
            }
            Expr::Tuple(t) => {
                if self.starred_elements(&t.elts, span)? {
                    self.emit(Instr::ListToTuple, span);
                    return Ok(());
                }
                self.emit(Instr::BuildTuple(t.elts.len() as u32), span);
            }
            Expr::Set(st) => {
                if st.elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
                    self.emit(Instr::BuildSet(0), span);
                    for e in &st.elts {
                        match e {
                            Expr::Starred(s) => {
                                self.expr(&s.value)?;
                                self.emit(Instr::SetUpdate, span);
                            }
                            other => {
                                self.expr(other)?;
                                self.emit(Instr::SetAdd(1), span);
                            }
                        }
                    }
                    return Ok(());
                }
                for e in &st.elts {
                    self.expr(e)?;
                }
                let n = st.elts.len() as u32;
                if n > 2 && st.elts.iter().all(folds_to_constant) {
                    self.emit(Instr::BuildConstSet(n), span);
                } else {
                    self.emit(Instr::BuildSet(n), span);
                }
            }
            Expr::Dict(d) => {
                if d.items.iter().any(|it| it.key.is_none()) {
                    self.emit(Instr::BuildDict(0), span);
                    for item in &d.items {
                        match &item.key {
                            Some(k) => {
                                self.expr(k)?;
                                self.expr(&item.value)?;
                                self.emit(Instr::MapAdd(1), span);
                            }
                            None => {
                                self.expr(&item.value)?;
                                self.emit(Instr::DictUpdate, span);
                            }
                        }
                    }
                    return Ok(());
                }
                for item in &d.items {
                    if let Some(k) = &item.key {
                        self.expr(k)?;
                    }
                    self.expr(&item.value)?;
                }
                self.emit(Instr::BuildDict(d.items.len() as u32), span);
            }
            Expr::FString(f) => self.fstring(f, span)?,
            Expr::Lambda(l) => self.lambda(l, span)?,
            Expr::ListComp(c) => self.comprehension(CompKind::List(&c.elt), &c.generators, span)?,
            Expr::SetComp(c) => self.comprehension(CompKind::Set(&c.elt), &c.generators, span)?,
            Expr::DictComp(c) => {
                let Some(key) = &c.key else {
                    return Err(unsupported("'**' in dict comprehensions", span));
                };
                self.comprehension(CompKind::Dict(key, &c.value), &c.generators, span)?
            }
            Expr::Generator(c) => self.comprehension(CompKind::Gen(&c.elt), &c.generators, span)?,
            Expr::Named(n) => {
                self.expr(&n.value)?;
                self.emit(Instr::Dup, span);
                self.store(&n.target)?;
            }
            Expr::Starred(_) => {
                return Err(syntax_error("can't use starred expression here", span))
            }
            Expr::Yield(y) => {
                self.check_in_function("'yield' outside function", span)?;
                match &y.value {
                    Some(v) => self.expr(v)?,
                    None => self.load_const(Value::None, span),
                }
                self.emit(Instr::Yield, span);
            }
            Expr::YieldFrom(y) => {
                self.check_in_function("'yield' outside function", span)?;
                if self.code.is_coroutine || self.code.is_async_gen {
                    return Err(syntax_error("'yield from' inside async function", span));
                }
                self.expr(&y.value)?;
                self.emit(Instr::GetIter, span);
                self.load_const(Value::None, span);
                self.send_loop(span);
            }
            Expr::Await(a) => {
                self.check_await(span)?;
                self.expr(&a.value)?;
                self.await_top(span);
            }
            Expr::BytesLiteral(b) => {
                self.load_const(Value::bytes(&b.value.bytes().collect::<Vec<u8>>()), span)
            }
            Expr::TString(_) => return Err(unsupported("t-strings", span)),
            Expr::IpyEscapeCommand(_) => return Err(syntax_error("invalid syntax", span)),
        }
        Ok(())
    }

    fn check_in_function(&self, msg: &str, span: Span) -> Result<(), PyErr> {
        if matches!(self.kind, Kind::Function | Kind::Comprehension) {
            Ok(())
        } else {
            Err(syntax_error(msg, span))
        }
    }

    /// `a < b < c`: each middle operand is evaluated once, and the chain stops at the first false.
    fn compare(&mut self, c: &'a ast::ExprCompare, span: Span) -> Result<(), PyErr> {
        self.expr(&c.left)?;
        let n = c.ops.len();
        let mut cleanups = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            self.expr(right)?;
            if i + 1 < n {
                self.emit(Instr::Dup, span);
                self.emit(Instr::Rot3, span);
                self.emit(Instr::Compare(cmpop(*op)), span);
                cleanups.push(self.emit(Instr::JumpIfFalseOrPop(0), span));
            } else {
                self.emit(Instr::Compare(cmpop(*op)), span);
            }
        }
        if !cleanups.is_empty() {
            let end = self.emit(Instr::Jump(0), span);
            for j in cleanups {
                self.patch_here(j);
            }
            self.emit(Instr::Rot2, span);
            self.emit(Instr::Pop, span);
            self.patch_here(end);
        }
        Ok(())
    }

    /// Builds a list when a display has `*x` items; returns whether it did.
    fn starred_elements(&mut self, elts: &'a [Expr], span: Span) -> Result<bool, PyErr> {
        if !elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
            for e in elts {
                self.expr(e)?;
            }
            return Ok(false);
        }
        self.emit(Instr::BuildList(0), span);
        for e in elts {
            match e {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    self.emit(Instr::ListExtend, span);
                }
                other => {
                    self.expr(other)?;
                    self.emit(Instr::ListAppend(1), span);
                }
            }
        }
        Ok(true)
    }

    fn call(&mut self, call: &'a ast::ExprCall, span: Span) -> Result<(), PyErr> {
        // Zero-argument `super()` inside a method reads the method's class and first argument.
        if let Expr::Name(n) = &*call.func {
            if n.id.as_str() == "super"
                && call.arguments.args.is_empty()
                && call.arguments.keywords.is_empty()
                && matches!(self.kind, Kind::Function)
                && !matches!(
                    self.place("super"),
                    super::Place::Fast(_) | super::Place::Deref(_)
                )
            {
                self.emit(Instr::LoadSuper, span);
                return Ok(());
            }
        }
        // `globals()`, `locals()` and `vars()` read the running frame's names.
        if let Expr::Name(n) = &*call.func {
            let name = n.id.as_str();
            if matches!(name, "globals" | "locals" | "vars")
                && call.arguments.args.is_empty()
                && call.arguments.keywords.is_empty()
                && !matches!(
                    self.place(name),
                    super::Place::Fast(_) | super::Place::Deref(_)
                )
            {
                let instr = if name == "globals" {
                    Instr::LoadGlobals
                } else {
                    Instr::LoadLocals
                };
                self.emit(instr, span);
                return Ok(());
            }
        }
        // `eval(s)` and `exec(s)` by name: the caller's globals (live) and locals go along, as
        // CPython's take them from the calling frame (`crate::exec`).
        if let Expr::Name(n) = &*call.func {
            let name = n.id.as_str();
            // (Library code has no `globals()`: there, the code runs in a new dict.)
            let lib = self.code.lib.as_ref();
            if matches!(name, "eval" | "exec")
                && lib.is_none_or(|u| &*u.path == crate::exec::FILE)
                && call.arguments.args.len() == 1
                && !matches!(call.arguments.args[0], Expr::Starred(_))
                && call.arguments.keywords.is_empty()
                && !matches!(
                    self.place(name),
                    super::Place::Fast(_) | super::Place::Deref(_)
                )
            {
                self.load_name(name, span);
                self.expr(&call.arguments.args[0])?;
                self.emit(Instr::LoadGlobals, span);
                self.emit(Instr::LoadLocals, span);
                self.emit(
                    Instr::Call {
                        argc: 3,
                        kwnames: NO_KW,
                    },
                    span,
                );
                return Ok(());
            }
        }
        let args = &call.arguments;
        let dynamic = args.args.iter().any(|a| matches!(a, Expr::Starred(_)))
            || args.keywords.iter().any(|k| k.arg.is_none());
        if let (Expr::Attribute(a), false, true) = (&*call.func, dynamic, args.keywords.is_empty())
        {
            // `obj.method(x, y)`: no bound-method object per call (`LoadMethod`).
            self.expr(&a.value)?;
            let i = self.private_name(a.attr.as_str());
            let attr_span = self.attr_span(a, self.span_of(&*call.func));
            self.emit(Instr::LoadMethod(i), attr_span);
            for arg in args.args.iter() {
                self.expr(arg)?;
            }
            let call_span = self.attr_span(a, span);
            self.emit(Instr::CallMethod(args.args.len() as u32), call_span);
            return Ok(());
        }
        self.expr(&call.func)?;
        if dynamic {
            self.emit(Instr::BuildList(0), span);
            let alone = args.args.len() == 1;
            for a in args.args.iter() {
                match a {
                    Expr::Starred(s) => {
                        self.expr(&s.value)?;
                        let extend = if alone {
                            Instr::ArgsExtend
                        } else {
                            Instr::ListExtend
                        };
                        self.emit(extend, span);
                    }
                    other => {
                        self.expr(other)?;
                        self.emit(Instr::ListAppend(1), span);
                    }
                }
            }
            let has_kw = !args.keywords.is_empty();
            if has_kw {
                self.emit(Instr::BuildDict(0), span);
                // After a `**m`, a named keyword may repeat one of m's keys: it is merged too.
                let mut merged = false;
                for k in args.keywords.iter() {
                    match &k.arg {
                        Some(name) => {
                            self.load_const(Value::str(name.as_str()), span);
                            self.expr(&k.value)?;
                            if merged {
                                self.emit(Instr::BuildDict(1), span);
                                self.emit(Instr::DictMerge, span);
                            } else {
                                self.emit(Instr::MapAdd(1), span);
                            }
                        }
                        None => {
                            self.expr(&k.value)?;
                            self.emit(Instr::DictMerge, span);
                            merged = true;
                        }
                    }
                }
            }
            self.emit(Instr::CallEx { kw: has_kw }, span);
            return Ok(());
        }
        for a in args.args.iter() {
            self.expr(a)?;
        }
        let mut names = Vec::new();
        for k in args.keywords.iter() {
            let Some(arg) = &k.arg else {
                unreachable!("checked above");
            };
            self.expr(&k.value)?;
            names.push(Value::str(arg.as_str()));
        }
        let kwnames = if names.is_empty() {
            NO_KW
        } else {
            let c = Value::tuple(names);
            self.code.consts.push(c);
            self.code.consts.len() as u32 - 1
        };
        self.emit(
            Instr::Call {
                argc: args.args.len() as u32,
                kwnames,
            },
            span,
        );
        Ok(())
    }

    fn fstring(&mut self, f: &'a ast::ExprFString, span: Span) -> Result<(), PyErr> {
        let mut pieces = 0u32;
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(lit) => {
                    self.refuse_surrogates(&lit.value, lit, lit.flags.prefix().is_raw())?;
                    self.load_const(Value::str(&lit.value), span);
                    pieces += 1;
                }
                ast::FStringPart::FString(fs) => {
                    for el in fs.elements.iter() {
                        if let ast::InterpolatedStringElement::Literal(lit) = el {
                            self.refuse_surrogates(&lit.value, lit, fs.flags.prefix().is_raw())?;
                        }
                    }
                    pieces += self.interpolated(&fs.elements, span)?;
                }
            }
        }
        self.emit(Instr::BuildString(pieces), span);
        Ok(())
    }

    fn interpolated(
        &mut self,
        elements: &'a ast::InterpolatedStringElements,
        span: Span,
    ) -> Result<u32, PyErr> {
        let mut pieces = 0;
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(lit) => {
                    self.load_const(Value::str(&lit.value), span);
                }
                ast::InterpolatedStringElement::Interpolation(it) => {
                    let mut conversion = match it.conversion {
                        ast::ConversionFlag::None => 0,
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr => 2,
                        ast::ConversionFlag::Ascii => 3,
                    };
                    if let Some(d) = &it.debug_text {
                        // `f"{x=}"`: the source text, then the repr unless a spec or conversion says otherwise.
                        let text = format!("{}{}{}", d.leading(), d.expression(), d.trailing());
                        self.load_const(Value::str(&text), span);
                        pieces += 1;
                        if conversion == 0 && it.format_spec.is_none() {
                            conversion = 2;
                        }
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

pub(super) fn binop(op: ast::Operator) -> BinOp {
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
