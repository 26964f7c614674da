//! `%`-formatting and `str.format`, both built on the format-spec mini-language in `format_spec`.

use super::builtins;
use super::errors::PyErr;
use super::format_spec;
use super::native::{Args, Ctx, Flow, NativeResult, Then};
use super::value::Value;

fn format_error(msg: &str) -> PyErr {
    PyErr::value_error(msg.to_string())
}

/// `text % args`.
pub fn percent(text: &str, args: &Value) -> Result<String, PyErr> {
    percent_with(
        text,
        args,
        &mut |v, as_str| {
            Ok(match v {
                Value::Object(o) if as_str && o.class.is_exception() => {
                    super::objects::exception_str(o)
                }
                _ if as_str => v.to_str(),
                _ => v.repr(),
            })
        },
        &mut |v, _| Ok(v.clone()),
    )
    .map_err(|f| match f {
        Flow::Raise(e) => e,
        _ => PyErr::runtime_error("a %-format needed a Python call"),
    })
}

/// The int a `*` width or precision takes from the arguments.
fn star_arg(v: &Value) -> Result<i64, PyErr> {
    match crate::subclass::number(v) {
        Value::Int(n) => Ok(*n),
        Value::Bool(b) => Ok(*b as i64),
        _ => Err(PyErr::type_error("* wants int")),
    }
}

/// `text % args`, with `text_of(v, as_str)` giving the text of a `%s` (`as_str`) or `%r` value:
/// the caller decides how instances with their own `__str__`/`__repr__` are rendered; and
/// `number_of(v, ty)` the number an instance (or a host value, a tensor) stands for in a numeric
/// conversion `ty` (its `__index__`, `__int__` or `__float__`), or itself when it has none.
pub fn percent_with(
    text: &str,
    args: &Value,
    text_of: &mut dyn FnMut(&Value, bool) -> Result<String, Flow>,
    number_of: &mut dyn FnMut(&Value, char) -> Result<Value, Flow>,
) -> Result<String, Flow> {
    // A tuple or dict subclass's instance is read as its tuple or dict, as CPython's
    // PyTuple_Check and PyMapping_Check accept subclasses.
    let plain = crate::subclass::unwrap(args);
    let (items, mapping) = match &plain {
        Value::Tuple(t) => (t.to_vec(), None),
        Value::Dict(_) => (Vec::new(), Some(plain.clone())),
        _ => (vec![args.clone()], None),
    };
    let mut next = 0usize;
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut key = None;
        if chars.get(i) == Some(&'(') {
            let close = chars[i..]
                .iter()
                .position(|&c| c == ')')
                .ok_or_else(|| format_error("incomplete format key"))?;
            key = Some(chars[i + 1..i + close].iter().collect::<String>());
            i += close + 1;
        }
        let mut flags = String::new();
        while let Some(&f) = chars.get(i) {
            if "-+ #0".contains(f) {
                flags.push(f);
                i += 1;
            } else {
                break;
            }
        }
        let mut width = String::new();
        while let Some(&d) = chars.get(i) {
            if d.is_ascii_digit() || (d == '*' && width.is_empty()) {
                width.push(d);
                i += 1;
            } else {
                break;
            }
        }
        // A `*` takes the next argument: with a mapping, the mapping itself (CPython's).
        let star = |next: &mut usize| -> Result<Value, PyErr> {
            if let Some(m) = &mapping {
                return Ok(m.clone());
            }
            let v = items
                .get(*next)
                .cloned()
                .ok_or_else(|| PyErr::type_error("not enough arguments for format string"))?;
            *next += 1;
            Ok(v)
        };
        if width == "*" {
            let w = star(&mut next)?;
            width = star_arg(&w)?.to_string();
            if let Some(w) = width.strip_prefix('-') {
                // A negative `*` width left-justifies, as the `-` flag.
                flags.push('-');
                width = w.to_string();
            }
        }
        let mut prec = String::new();
        if chars.get(i) == Some(&'.') {
            i += 1;
            prec.push('.');
            if chars.get(i) == Some(&'*') {
                i += 1;
                let p = star(&mut next)?;
                prec.push_str(&star_arg(&p)?.max(0).to_string());
            }
            while let Some(&d) = chars.get(i) {
                if d.is_ascii_digit() {
                    prec.push(d);
                    i += 1;
                } else {
                    break;
                }
            }
            if prec == "." {
                prec.push('0');
            }
        }
        let Some(&ty) = chars.get(i) else {
            return Err(Flow::from(format_error("incomplete format")));
        };
        i += 1;
        if ty == '%' {
            out.push('%');
            continue;
        }
        let v = match (&key, &mapping) {
            (Some(k), Some(Value::Dict(d))) => d
                .borrow()
                .iter()
                .find(|(kk, _)| kk.to_str() == *k)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| PyErr::key_error(Value::str(k)))?,
            (Some(_), _) => return Err(Flow::from(PyErr::type_error("format requires a mapping"))),
            (None, Some(m)) => m.clone(),
            (None, None) => {
                let v = items
                    .get(next)
                    .cloned()
                    .ok_or_else(|| PyErr::type_error("not enough arguments for format string"))?;
                next += 1;
                v
            }
        };
        // An instance in a numeric conversion: the number it stands for; errors name its type.
        let shown = v.clone();
        let v = match &v {
            Value::Object(o) if o.base.is_none() && "diuxXoceEfFgG".contains(ty) => {
                number_of(&v, ty)?
            }
            // (A tensor's number too: `"%.3f" % loss`.)
            Value::Foreign(_) if "diuxXoceEfFgG".contains(ty) => number_of(&v, ty)?,
            _ => crate::subclass::unwrap(&v),
        };
        let align = if flags.contains('-') { "<" } else { ">" };
        let sign = if flags.contains('+') {
            "+"
        } else if flags.contains(' ') {
            " "
        } else {
            ""
        };
        let alt = if flags.contains('#') { "#" } else { "" };
        let zero = if flags.contains('0') && !flags.contains('-') {
            "0"
        } else {
            ""
        };
        let piece = match ty {
            's' | 'r' | 'a' => {
                if let Value::Long(b) = &shown {
                    // (`'%s' % big`: the digit limit, as `str()`.)
                    crate::long::to_decimal(b)?;
                }
                let mut s = text_of(&shown, ty == 's')?;
                if ty == 'a' && !s.is_ascii() {
                    s = crate::codecs::ascii_escaped(&s);
                }
                format_spec::format(&Value::str(&s), &format!("{align}{width}{prec}"))?
            }
            'd' | 'i' | 'u' => {
                let n = match &v {
                    Value::Float(f) => super::long::from_f64(*f)?,
                    Value::Int(_) | Value::Long(_) | Value::Bool(_) => v.clone(),
                    _ => {
                        return Err(Flow::from(PyErr::type_error(format!(
                            "%{ty} format: a real number is required, not {}",
                            crate::dunder::type_name(&shown)
                        ))))
                    }
                };
                if !prec.is_empty() {
                    int_with_precision(&n, 'd', sign, "", &prec, &width, align, zero)?
                } else {
                    let align = if zero.is_empty() { align } else { "" };
                    format_spec::format(&n, &format!("{align}{sign}{zero}{width}d"))?
                }
            }
            'f' | 'F' | 'e' | 'E' | 'g' | 'G' => {
                let f = match &v {
                    Value::Float(_) => v.clone(),
                    Value::Int(i) => Value::Float(*i as f64),
                    Value::Long(b) => Value::Float(super::long::to_f64(b)?),
                    Value::Bool(b) => Value::Float(*b as u8 as f64),
                    _ => {
                        return Err(Flow::from(PyErr::type_error(format!(
                            "must be real number, not {}",
                            crate::dunder::type_name(&shown)
                        ))))
                    }
                };
                let prec = if prec.is_empty() {
                    ".6".to_string()
                } else {
                    prec.clone()
                };
                let align = if zero.is_empty() { align } else { "" };
                format_spec::format(&f, &format!("{align}{sign}{alt}{zero}{width}{prec}{ty}"))?
            }
            'x' | 'X' | 'o' => {
                let n = crate::subclass::unwrap(&v);
                if !matches!(n, Value::Int(_) | Value::Long(_) | Value::Bool(_)) {
                    return Err(Flow::from(PyErr::type_error(format!(
                        "%{ty} format: an integer is required, not {}",
                        crate::dunder::type_name(&shown)
                    ))));
                }
                if !prec.is_empty() {
                    int_with_precision(&n, ty, sign, alt, &prec, &width, align, zero)?
                } else {
                    let align = if zero.is_empty() { align } else { "" };
                    format_spec::format(&n, &format!("{align}{sign}{alt}{zero}{width}{ty}"))?
                }
            }
            'c' => {
                let c = match &crate::subclass::unwrap(&v) {
                    Value::Int(i) => u32::try_from(*i)
                        .ok()
                        .and_then(char::from_u32)
                        .ok_or_else(|| {
                            PyErr::new("OverflowError", "%c arg not in range(0x110000)")
                        })?
                        .to_string(),
                    Value::Long(_) => {
                        return Err(Flow::from(PyErr::new(
                            "OverflowError",
                            "%c arg not in range(0x110000)",
                        )))
                    }
                    Value::Bool(b) => char::from(*b as u8).to_string(),
                    Value::Str(s) if s.chars().count() == 1 => s.to_string(),
                    _ => return Err(Flow::from(PyErr::type_error("%c requires int or char"))),
                };
                format_spec::format(&Value::str(&c), &format!("{align}{width}"))?
            }
            other => {
                return Err(Flow::from(format_error(&format!(
                    "unsupported format character '{other}' (0x{:x}) at index {}",
                    other as u32,
                    i - 1
                ))))
            }
        };
        out.push_str(&piece);
    }
    // An argument with `__getitem__` (a list, bytes, an instance) counts as a mapping for this
    // check, as CPython's PyMapping_Check: `"hello" % []` is "hello".
    let mapping_like = match &plain {
        Value::Tuple(_) | Value::Str(_) => false,
        Value::List(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::Range { .. } => true,
        Value::Object(_) => crate::attr::special(&plain, "__getitem__").is_some(),
        _ => false,
    };
    if mapping.is_none() && !mapping_like && next < items.len() {
        return Err(Flow::from(PyErr::type_error(
            "not all arguments converted during string formatting",
        )));
    }
    Ok(out)
}

/// `%.3d`, `%#.4x`: an int conversion with a precision, the least count of digits (zeros in
/// front of them, after the sign and the `0x`/`0o`), then the width as usual (`0` pads with zeros
/// after the prefix, as CPython does even with a precision).
#[allow(clippy::too_many_arguments)]
fn int_with_precision(
    n: &Value,
    ty: char,
    sign: &str,
    alt: &str,
    prec: &str,
    width: &str,
    align: &str,
    zero: &str,
) -> Result<String, PyErr> {
    let plain = format_spec::format(n, &format!("{sign}{alt}{ty}"))?;
    let body = plain.trim_start_matches(['+', '-', ' ']);
    let sign_part = &plain[..plain.len() - body.len()];
    let prefix_len = if alt.is_empty() || ty == 'd' { 0 } else { 2 };
    let (prefix, digits) = body.split_at(prefix_len.min(body.len()));
    let least: usize = prec[1..].parse().unwrap_or(0);
    let mut out = format!(
        "{sign_part}{prefix}{}{digits}",
        "0".repeat(least.saturating_sub(digits.len()))
    );
    let width: usize = width.parse().unwrap_or(0);
    let short = width.saturating_sub(out.chars().count());
    if short > 0 {
        if align == "<" {
            out.push_str(&" ".repeat(short));
        } else if !zero.is_empty() {
            let at = sign_part.len() + prefix.len();
            out.insert_str(at, &"0".repeat(short));
        } else {
            out.insert_str(0, &" ".repeat(short));
        }
    }
    Ok(out)
}

/// How `str.format` numbers its fields: automatically (`{}`) or by hand (`{0}`), never both.
#[derive(Default)]
struct Numbering {
    next: usize,
    automatic: bool,
    manual: bool,
}

/// Resolves `0`, `name`, `name.attr`, `name[key]` against the call's arguments.
fn field_value(ctx: &mut Ctx, name: &str, a: &Args, auto: &mut Numbering) -> Result<Value, Flow> {
    let end = name.find(['.', '[']).unwrap_or(name.len());
    let (head, mut rest) = name.split_at(end);
    let numbered = !head.is_empty() && head.bytes().all(|b| b.is_ascii_digit());
    if head.is_empty() {
        if auto.manual {
            return Err(format_error(
                "cannot switch from manual field specification to automatic field numbering",
            )
            .into());
        }
        auto.automatic = true;
    } else if numbered {
        if auto.automatic {
            return Err(format_error(
                "cannot switch from automatic field numbering to manual field specification",
            )
            .into());
        }
        auto.manual = true;
    }
    let mut v = if head.is_empty() {
        let i = auto.next;
        auto.next += 1;
        a.pos.get(i + 1).cloned().ok_or_else(|| {
            PyErr::new(
                "IndexError",
                format!("Replacement index {i} out of range for positional args tuple"),
            )
        })?
    } else if let Ok(i) = head.parse::<usize>() {
        a.pos.get(i + 1).cloned().ok_or_else(|| {
            PyErr::new(
                "IndexError",
                format!("Replacement index {i} out of range for positional args tuple"),
            )
        })?
    } else {
        a.kwarg(head)
            .cloned()
            .ok_or_else(|| PyErr::key_error(Value::str(head)))?
    };
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let e = r.find(['.', '[']).unwrap_or(r.len());
            v = super::dunder::getattr(ctx, &v, &r[..e])?;
            rest = &r[e..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let e = r
                .find(']')
                .ok_or_else(|| format_error("expected '}' before end of string"))?;
            let key = &r[..e];
            // Digits only are an int (`{0[-1]}` looks up the str "-1", as CPython's).
            let k = match key.parse::<i64>() {
                Ok(i) if key.bytes().all(|b| b.is_ascii_digit()) => Value::Int(i),
                _ => Value::str(key),
            };
            // (An instance of a dict or list subclass that keeps the built-in `__getitem__`:
            // its built-in value answers.)
            let target = match &v {
                Value::Object(o)
                    if o.base.is_some()
                        && o.class
                            .lookup_owner("__getitem__")
                            .is_some_and(|(owner, _)| owner.builtin) =>
                {
                    crate::subclass::unwrap(&v)
                }
                _ => v.clone(),
            };
            v = builtins::getitem(ctx, &target, &k)?;
            rest = &r[e + 1..];
        } else {
            break;
        }
    }
    Ok(v)
}

/// `"...".format(*args, **kwargs)`.
pub fn format_method(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let text = match a.pos.first().unwrap_or(&Value::None) {
        Value::Str(s) => s.to_string(),
        _ => String::new(),
    };
    let chars: Vec<char> = text.chars().collect();
    // The text between fields, then each field's value, conversion and spec: formatted in order
    // by `FormatJoin`, which makes the Python calls an instance's text needs.
    let mut pieces: Vec<Piece> = Vec::new();
    let mut out = String::new();
    let mut auto = Numbering::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' && chars.get(i + 1) == Some(&'{') {
            out.push('{');
            i += 2;
            continue;
        }
        if c == '}' {
            if chars.get(i + 1) == Some(&'}') {
                out.push('}');
                i += 2;
                continue;
            }
            return Err(format_error("Single '}' encountered in format string").into());
        }
        if c != '{' {
            out.push(c);
            i += 1;
            continue;
        }
        // Find the matching close brace, allowing one level of nesting in the spec.
        let mut depth = 0;
        let mut j = i + 1;
        loop {
            match chars.get(j) {
                // CPython's words: a lone `{` at the end, an open spec, an open field.
                None if j == i + 1 => {
                    return Err(format_error("Single '{' encountered in format string").into())
                }
                None if chars[i + 1..].contains(&':') => {
                    return Err(format_error("unmatched '{' in format spec").into())
                }
                None => return Err(format_error("expected '}' before end of string").into()),
                Some('{') => depth += 1,
                Some('}') if depth == 0 => break,
                Some('}') => depth -= 1,
                _ => {}
            }
            j += 1;
        }
        let field: String = chars[i + 1..j].iter().collect();
        i = j + 1;
        let (name_conv, spec) = match field.find(':') {
            Some(k) => (&field[..k], field[k + 1..].to_string()),
            None => (field.as_str(), String::new()),
        };
        let (name, conv) = match name_conv.find('!') {
            Some(k) => (&name_conv[..k], &name_conv[k + 1..]),
            None => (name_conv, ""),
        };
        let conversion = match conv {
            "" => 0,
            "s" => 1,
            "r" => 2,
            "a" => 3,
            other => {
                return Err(format_error(&format!("Unknown conversion specifier {other}")).into())
            }
        };
        // The field's own value first, then the fields nested in its spec: automatic numbering
        // counts them in that order, as CPython's does (`"{:>{}}".format("a", 4)`).
        let v = field_value(ctx, name, a, &mut auto)?;
        let spec = if spec.contains('{') {
            nested_spec(ctx, &spec, a, &mut auto)?
        } else {
            spec
        };
        pieces.push(Piece::Text(std::mem::take(&mut out)));
        pieces.push(Piece::Field(v, conversion, spec));
    }
    pieces.push(Piece::Text(out));
    let mut join = FormatJoin {
        pieces: pieces.into_iter(),
        out: String::new(),
    };
    let r = join.step(ctx);
    super::conts::ordered::with_then(r, || Then::Resume(Box::new(join)))
}

/// A spec with replacement fields in it (`>{}`, `{width}.{prec}f`), each replaced by its value's
/// text.
fn nested_spec(ctx: &mut Ctx, spec: &str, a: &Args, auto: &mut Numbering) -> Result<String, Flow> {
    let mut out = String::new();
    let mut rest = spec;
    while let Some(k) = rest.find('{') {
        out.push_str(&rest[..k]);
        let end = rest[k..]
            .find('}')
            .ok_or_else(|| format_error("unmatched '{' in format spec"))?
            + k;
        let v = field_value(ctx, &rest[k + 1..end], a, auto)?;
        out.push_str(&super::builtins::format_value(ctx, &v, 0, "")?);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[derive(Debug)]
enum Piece {
    Text(String),
    /// A replacement field: its value, conversion (0 none, 1 `!s`, 2 `!r`) and spec.
    Field(Value, u8, String),
}

/// `str.format`'s fields in order: each instance's `__format__`, `__str__` or `__repr__` is
/// called through the frame stack, its answer taken in `resume`.
#[derive(Debug)]
struct FormatJoin {
    pieces: std::vec::IntoIter<Piece>,
    out: String,
}

impl FormatJoin {
    fn step(&mut self, ctx: &mut Ctx) -> NativeResult {
        for p in self.pieces.by_ref() {
            match p {
                Piece::Text(t) => self.out.push_str(&t),
                Piece::Field(v, conversion, spec) => {
                    let s = super::conts::format_value(ctx, &v, conversion, &spec)?;
                    self.out.push_str(&s.to_str());
                }
            }
        }
        Ok(Value::str(&self.out))
    }
}

impl super::native::Continuation for FormatJoin {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        match &v {
            Value::Str(s) => self.out.push_str(s),
            other => {
                return Err(PyErr::type_error(format!(
                    "__format__ must return a str, not {}",
                    other.type_name()
                ))
                .into())
            }
        }
        let r = self.step(ctx);
        super::conts::ordered::with_then(r, || Then::Keep)
    }
}
