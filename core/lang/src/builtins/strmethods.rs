//! Methods of `str`.

use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeResult};
use super::super::value::Value;
use super::as_i64;
use super::casing;
use crate::subclass::text;

fn this(a: &Args) -> &str {
    text(&a.pos[0]).unwrap_or("")
}

fn str_arg<'a>(a: &'a Args, i: usize, method: &str) -> Result<Option<&'a str>, PyErr> {
    match a.pos.get(i) {
        None | Some(Value::None) => Ok(None),
        Some(o) => match text(o) {
            Some(s) => Ok(Some(s)),
            // (split's own words differ from strip's in CPython 3.11.)
            None if matches!(method, "split" | "rsplit") => Err(PyErr::type_error(format!(
                "must be str or None, not {}",
                crate::dunder::type_name(o)
            ))),
            None => Err(PyErr::type_error(format!(
                "{method} arg must be None or str, not {}",
                crate::dunder::type_name(o)
            ))),
        },
    }
}

fn need_str<'a>(a: &'a Args, i: usize, method: &str) -> Result<&'a str, PyErr> {
    match a.pos.get(i) {
        Some(o) => text(o).ok_or_else(|| {
            // Argument Clinic's words where CPython's method uses it.
            let which = match method {
                "replace" => format!("replace() argument {i} "),
                "removeprefix" | "removesuffix" => format!("{method}() argument "),
                _ => String::new(),
            };
            let ty = match o {
                Value::None if !which.is_empty() => "None".to_string(),
                _ => crate::dunder::type_name(o).to_string(),
            };
            PyErr::type_error(format!("{which}must be str, not {ty}"))
        }),
        None => Err(PyErr::type_error(format!(
            "{method}() takes at least 1 argument (0 given)"
        ))),
    }
}

fn s(v: impl AsRef<str>) -> NativeResult {
    Ok(Value::str(v.as_ref()))
}

fn strs(items: Vec<String>) -> NativeResult {
    Ok(Value::list(
        items.into_iter().map(|x| Value::str(&x)).collect(),
    ))
}

fn pad(a: &Args) -> Result<(usize, char), PyErr> {
    let w = as_i64(a.pos.get(1).unwrap_or(&Value::Int(0)), "")?.max(0) as usize;
    let fill = match a.pos.get(2) {
        Some(f) if text(f).is_some_and(|f| f.chars().count() == 1) => {
            text(f).and_then(|f| f.chars().next()).unwrap_or(' ')
        }
        Some(f) if text(f).is_some() => {
            return Err(PyErr::type_error(
                "The fill character must be exactly one character long",
            ))
        }
        Some(f) => {
            return Err(PyErr::type_error(format!(
                "The fill character must be a unicode character, not {}",
                f.type_name()
            )))
        }
        None => ' ',
    };
    Ok((w, fill))
}

fn split(a: &Args, right: bool) -> NativeResult {
    let name = if right { "rsplit" } else { "split" };
    crate::builtins::arity(a, 1, name, (0, 2), crate::builtins::Said::Takes)?;
    let text = this(a);
    let sep = str_arg(a, 1, "split")?;
    let maxsplit = match a.get(2, "maxsplit") {
        Some(v) => as_i64(v, "")?,
        None => -1,
    };
    let max = if maxsplit < 0 {
        usize::MAX
    } else {
        maxsplit as usize
    };
    let sep = match sep.or(a.kwarg("sep").and_then(crate::subclass::text)) {
        Some("") => return Err(PyErr::value_error("empty separator").into()),
        Some(sep) => sep,
        None => {
            // Whitespace splitting drops empty pieces.
            let words: Vec<&str> = text
                .split(casing::is_space)
                .filter(|w| !w.is_empty())
                .collect();
            if max == usize::MAX || words.len() <= max {
                return strs(words.into_iter().map(String::from).collect());
            }
            if right {
                let keep = words.len() - max;
                let mut head = text.trim_end_matches(casing::is_space).to_string();
                let mut tail = Vec::new();
                for w in words[keep..].iter().rev() {
                    let cut = head.rfind(w).unwrap_or(0);
                    tail.push(w.to_string());
                    head = head[..cut].trim_end_matches(casing::is_space).to_string();
                }
                tail.push(head);
                tail.reverse();
                return strs(tail);
            }
            let mut out: Vec<String> = words[..max].iter().map(|w| w.to_string()).collect();
            let mut rest = text.trim_start_matches(casing::is_space);
            for w in &words[..max] {
                rest = rest[rest.find(w).unwrap_or(0) + w.len()..]
                    .trim_start_matches(casing::is_space);
            }
            out.push(rest.to_string());
            return strs(out);
        }
    };
    let parts: Vec<String> = if right {
        let mut v: Vec<String> = text
            .rsplitn(max.saturating_add(1), sep)
            .map(String::from)
            .collect();
        v.reverse();
        v
    } else {
        text.splitn(max.saturating_add(1), sep)
            .map(String::from)
            .collect()
    };
    strs(parts)
}

/// The part of the receiver between the optional `start` and `end` arguments (at positions 2
/// and 3, as CPython's `ADJUST_INDICES`: `end` clamped to the length, negative ones counted from
/// the end), with the character index it starts at; `None` when start is past end. A long str's
/// character positions come from its index (`strindex`), not a walk.
fn window(a: &Args) -> Result<Option<(&str, usize)>, PyErr> {
    let Value::Str(rc) = &a.pos[0] else {
        return Ok(None);
    };
    let n = crate::strindex::char_count(rc) as i64;
    let norm = |v: Option<&Value>, d: i64| -> Result<i64, PyErr> {
        Ok(match v {
            None | Some(Value::None) => d,
            Some(v) => {
                let i = as_i64(v, "")?;
                if i < 0 {
                    (i + n).max(0)
                } else {
                    i
                }
            }
        })
    };
    let start = norm(a.pos.get(2), 0)?;
    let end = norm(a.pos.get(3), n)?.min(n);
    if start > end {
        return Ok(None);
    }
    let (start, end) = (start as usize, end as usize);
    let byte = |i: usize| crate::strindex::byte_at(rc, i);
    Ok(Some((&rc[byte(start)..byte(end)], start)))
}

fn find(a: &Args, right: bool) -> Result<Option<usize>, PyErr> {
    let sub = need_str(a, 1, "find")?;
    let Some((hay, start)) = window(a)? else {
        return Ok(None);
    };
    let found = if right { hay.rfind(sub) } else { hay.find(sub) };
    Ok(found.map(|b| start + hay[..b].chars().count()))
}

fn strip_chars<'a>(text: &'a str, a: &Args, left: bool, right: bool) -> Result<&'a str, PyErr> {
    let chars = str_arg(a, 1, "strip")?;
    let f = |c: char| match chars {
        Some(set) => set.contains(c),
        None => casing::is_space(c),
    };
    let mut t = text;
    if left {
        t = t.trim_start_matches(f);
    }
    if right {
        t = t.trim_end_matches(f);
    }
    Ok(t)
}

fn affix(a: &Args, method: &str, test: fn(&str, &str) -> bool) -> NativeResult {
    // A start past the end (or past `end`) matches nothing, not even "" (CPython's tailmatch).
    let text = window(a)?.map(|(text, _)| text);
    let test = |t: Option<&str>, p: &str| t.is_some_and(|t| test(t, p));
    let wrong = |o: &Value| {
        PyErr::type_error(format!(
            "{method} first arg must be str or a tuple of str, not {}",
            crate::dunder::type_name(o)
        ))
    };
    match a.pos.get(1) {
        Some(Value::Tuple(ps)) => {
            for p in ps.iter() {
                let p = crate::subclass::text(p).ok_or_else(|| {
                    PyErr::type_error(format!(
                        "tuple for {method} must only contain str, not {}",
                        crate::dunder::type_name(p)
                    ))
                })?;
                if test(text, p) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        Some(o) => match crate::subclass::text(o) {
            Some(p) => Ok(Value::Bool(test(text, p))),
            None => Err(wrong(o).into()),
        },
        None => {
            Err(PyErr::type_error(format!("{method}() takes at least 1 argument (0 given)")).into())
        }
    }
}

pub fn str_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "join" => takes!("str"."join", 1, str_join),
        "split" => |_, a| split(a, false),
        "rsplit" => |_, a| split(a, true),
        "splitlines" => |_, a| {
            crate::builtins::arity(a, 1, "splitlines", (0, 1), crate::builtins::Said::Takes)?;
            let keep = match a.get(1, "keepends") {
                Some(v) => v.truthy()?,
                None => false,
            };
            strs(split_lines(this(a), keep))
        },
        "casefold" => takes!("str"."casefold", 0, |_, a| s(super::casing::casefold(this(a)))),
        "isascii" => takes!("str"."isascii", 0, |_, a| Ok(Value::Bool(this(a).is_ascii()))),
        "isprintable" => takes!("str"."isprintable", 0, |_, a| {
            Ok(Value::Bool(
                this(a).chars().all(super::super::value::printable),
            ))
        }),
        "expandtabs" => |_, a| {
            let size = match a.get(1, "tabsize") {
                Some(v) => as_i64(v, "")?,
                None => 8,
            };
            let mut out = String::new();
            let mut col: i64 = 0;
            for c in this(a).chars() {
                match c {
                    '\t' => {
                        if size > 0 {
                            let n = size - col % size;
                            out.extend(std::iter::repeat_n(' ', n as usize));
                            col += n;
                        }
                    }
                    '\n' | '\r' => {
                        out.push(c);
                        col = 0;
                    }
                    _ => {
                        out.push(c);
                        col += 1;
                    }
                }
            }
            s(out)
        },
        "strip" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "strip",
                (0, 1),
                crate::builtins::Said::Expected,
                Some("str.strip"),
            )?;
            s(strip_chars(this(a), a, true, true)?)
        },
        "lstrip" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "lstrip",
                (0, 1),
                crate::builtins::Said::Expected,
                Some("str.lstrip"),
            )?;
            s(strip_chars(this(a), a, true, false)?)
        },
        "rstrip" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "rstrip",
                (0, 1),
                crate::builtins::Said::Expected,
                Some("str.rstrip"),
            )?;
            s(strip_chars(this(a), a, false, true)?)
        },
        "upper" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.upper",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("str.upper"),
            )?;
            s(this(a).to_uppercase())
        },
        "lower" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.lower",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("str.lower"),
            )?;
            s(this(a).to_lowercase())
        },
        "title" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.title",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("str.title"),
            )?;
            s(casing::title(this(a)))
        },
        "capitalize" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.capitalize",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("str.capitalize"),
            )?;
            s(casing::capitalize(this(a)))
        },
        "swapcase" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.swapcase",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("str.swapcase"),
            )?;
            s(casing::swapcase(this(a)))
        },
        "replace" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "replace",
                (2, 3),
                crate::builtins::Said::Expected,
                Some("str.replace"),
            )?;
            let old = need_str(a, 1, "replace")?;
            let new = need_str(a, 2, "replace")?;
            // The result's size before it is built: a replace can multiply a str's length.
            let t = this(a);
            super::super::native::poll_n(t.len())?;
            if new.len() > old.len() {
                let found = if old.is_empty() {
                    t.chars().count() + 1
                } else {
                    t.matches(old).count()
                };
                let limit = match a.pos.get(3).map(|n| as_i64(n, "")).transpose()? {
                    Some(n) if n >= 0 => found.min(n as usize),
                    _ => found,
                };
                super::super::native::check_str_len(
                    t.len()
                        .saturating_add(limit.saturating_mul(new.len() - old.len())),
                )?;
            }
            match a.pos.get(3) {
                Some(n) => {
                    let n = as_i64(n, "")?;
                    if n < 0 {
                        s(this(a).replace(old, new))
                    } else {
                        s(this(a).replacen(old, new, n as usize))
                    }
                }
                None => s(this(a).replace(old, new)),
            }
        },
        "startswith" => |_, a| {
            crate::builtins::no_keywords(a, "str.startswith")?;
            affix(a, "startswith", |t, p| t.starts_with(p))
        },
        "endswith" => |_, a| {
            crate::builtins::no_keywords(a, "str.endswith")?;
            affix(a, "endswith", |t, p| t.ends_with(p))
        },
        "find" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "find",
                (1, 3),
                crate::builtins::Said::Takes,
                Some("str.find"),
            )?;
            Ok(Value::Int(find(a, false)?.map(|i| i as i64).unwrap_or(-1)))
        },
        "rfind" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "rfind",
                (1, 3),
                crate::builtins::Said::Takes,
                Some("str.rfind"),
            )?;
            Ok(Value::Int(find(a, true)?.map(|i| i as i64).unwrap_or(-1)))
        },
        "index" => |_, a| match crate::builtins::arity_kw(
            a,
            1,
            "index",
            (1, 3),
            crate::builtins::Said::Takes,
            Some("str.index"),
        )
        .and_then(|_| find(a, false))?
        {
            Some(i) => Ok(Value::Int(i as i64)),
            None => Err(PyErr::value_error("substring not found").into()),
        },
        "rindex" => |_, a| match crate::builtins::arity_kw(
            a,
            1,
            "rindex",
            (1, 3),
            crate::builtins::Said::Takes,
            Some("str.rindex"),
        )
        .and_then(|_| find(a, true))?
        {
            Some(i) => Ok(Value::Int(i as i64)),
            None => Err(PyErr::value_error("substring not found").into()),
        },
        "count" => |_, a| {
            crate::builtins::no_keywords(a, "str.count")?;
            let sub = need_str(a, 1, "count")?;
            let Some((t, _)) = window(a)? else {
                return Ok(Value::Int(0));
            };
            Ok(Value::Int(if sub.is_empty() {
                t.chars().count() as i64 + 1
            } else {
                t.matches(sub).count() as i64
            }))
        },
        // Unicode's numeric characters (Nd, Nl, No: '½', 'Ⅻ', '٣'; the CJK numerals), as CPython's.
        "isnumeric" => takes!("str"."isnumeric", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(super::digits::is_numeric),
            ))
        }),
        "isdigit" => takes!("str"."isdigit", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(super::digits::is_digit),
            ))
        }),
        "isdecimal" => takes!("str"."isdecimal", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(super::digits::is_decimal),
            ))
        }),
        "isalpha" => takes!("str"."isalpha", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(super::digits::is_alpha),
            ))
        }),
        "isalnum" => takes!("str"."isalnum", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(super::digits::is_alnum),
            ))
        }),
        "isspace" => takes!("str"."isspace", 0, |_, a| {
            let t = this(a);
            Ok(Value::Bool(
                !t.is_empty() && t.chars().all(casing::is_space),
            ))
        }),
        "istitle" => takes!("str"."istitle", 0, |_, a| Ok(Value::Bool(casing::istitle(this(a))))),
        "isupper" => {
            takes!("str"."isupper", 0, |_, a| Ok(Value::Bool(casing::is_one_case(this(a), true))))
        }
        "islower" => {
            takes!("str"."islower", 0, |_, a| Ok(Value::Bool(casing::is_one_case(this(a), false))))
        }
        "isidentifier" => takes!("str"."isidentifier", 0, |_, a| {
            let t = this(a);
            let mut c = t.chars();
            Ok(Value::Bool(
                c.next().is_some_and(|f| f == '_' || f.is_alphabetic())
                    && c.all(|x| x == '_' || x.is_alphanumeric()),
            ))
        }),
        "center" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "center",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("str.center"),
            )?;
            let (w, fill) = pad(a)?;
            let t = this(a);
            let n = t.chars().count();
            if w <= n {
                return s(t);
            }
            let total = w - n;
            // CPython's rule for where the odd padding character goes.
            let left = total / 2 + (total & w & 1);
            let f = |k: usize| fill.to_string().repeat(k);
            s(format!("{}{t}{}", f(left), f(total - left)))
        },
        "ljust" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "ljust",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("str.ljust"),
            )?;
            let (w, fill) = pad(a)?;
            let t = this(a);
            let n = t.chars().count();
            s(format!(
                "{t}{}",
                fill.to_string().repeat(w.saturating_sub(n))
            ))
        },
        "rjust" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "rjust",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("str.rjust"),
            )?;
            let (w, fill) = pad(a)?;
            let t = this(a);
            let n = t.chars().count();
            s(format!(
                "{}{t}",
                fill.to_string().repeat(w.saturating_sub(n))
            ))
        },
        "zfill" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "str.zfill",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("str.zfill"),
            )?;
            let w = as_i64(a.pos.get(1).unwrap_or(&Value::Int(0)), "")?.max(0) as usize;
            let t = this(a);
            let n = t.chars().count();
            if w <= n {
                return s(t);
            }
            let (sign, digits) = match t.chars().next() {
                Some(c @ ('+' | '-')) => (c.to_string(), &t[1..]),
                _ => (String::new(), t),
            };
            s(format!("{sign}{}{digits}", "0".repeat(w - n)))
        },
        "partition" => takes!("str"."partition", 1, |_, a| partition(a, false)),
        "rpartition" => takes!("str"."rpartition", 1, |_, a| partition(a, true)),
        "format" => |ctx, a| super::super::strfmt::format_method(ctx, a),
        "format_map" => |ctx, a| super::call_prelude(ctx, "_str_format_map", a),
        "translate" => |ctx, a| super::call_prelude(ctx, "_str_translate", a),
        // A static method: the receiver is not an argument.
        "maketrans" => |ctx, a| {
            let rest = super::super::vm::args(a.pos[1..].to_vec());
            super::call_prelude(ctx, "_str_maketrans", &rest)
        },
        "encode" => super::super::codecs::str_encode,
        "removeprefix" => takes!("str"."removeprefix", 1, |_, a| {
            let p = need_str(a, 1, "removeprefix")?;
            s(this(a).strip_prefix(p).unwrap_or(this(a)))
        }),
        "removesuffix" => takes!("str"."removesuffix", 1, |_, a| {
            let p = need_str(a, 1, "removesuffix")?;
            s(this(a).strip_suffix(p).unwrap_or(this(a)))
        }),
        _ => return None,
    })
}

fn str_join(_: &mut Ctx, a: &Args) -> NativeResult {
    crate::builtins::no_keywords(a, "str.join")?;
    let sep = this(a).to_string();
    if a.pos.len() < 2 {
        return Err(PyErr::type_error("str.join() takes exactly one argument (0 given)").into());
    }
    let items = match super::native_items(&a.pos[1]) {
        Some(items) => items?,
        None => super::super::conts::items_arg(str_join, a, 1)?,
    };
    let mut parts = Vec::with_capacity(items.len());
    let mut total = sep.len().saturating_mul(items.len().saturating_sub(1));
    for (i, it) in items.iter().enumerate() {
        match text(it) {
            Some(s) => {
                super::super::native::poll_n(s.len() + 1)?;
                total = total.saturating_add(s.len());
                super::super::native::check_str_len(total)?;
                parts.push(s.to_string())
            }
            None => {
                return Err(PyErr::type_error(format!(
                    "sequence item {i}: expected str instance, {} found",
                    crate::dunder::type_name(it)
                ))
                .into())
            }
        }
    }
    Ok(Value::str(&parts.join(&sep)))
}

fn partition(a: &Args, right: bool) -> NativeResult {
    let sep = need_str(a, 1, "partition")?;
    if sep.is_empty() {
        return Err(PyErr::value_error("empty separator").into());
    }
    let t = this(a);
    let found = if right { t.rfind(sep) } else { t.find(sep) };
    let parts = match (found, right) {
        (Some(i), _) => [&t[..i], sep, &t[i + sep.len()..]],
        (None, false) => [t, "", ""],
        (None, true) => ["", "", t],
    };
    Ok(Value::tuple(parts.iter().map(|p| Value::str(p)).collect()))
}

/// `str.splitlines`: at every line boundary Python knows (`\n`, `\r`, `\r\n`, `\v`, `\f`,
/// `\x1c`-`\x1e`, `\x85`, `\u2028`, `\u2029`), keeping the boundaries when asked.
fn split_lines(t: &str, keep: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut it = t.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        let mut end = i + c.len_utf8();
        match c {
            '\r' => {
                if let Some(&(_, '\n')) = it.peek() {
                    it.next();
                    end += 1;
                }
            }
            '\n' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}'
            | '\u{2029}' => {}
            _ => continue,
        }
        out.push(t[start..if keep { end } else { i }].to_string());
        start = end;
    }
    if start < t.len() {
        out.push(t[start..].to_string());
    }
    out
}
