//! The native half of `re` (`core/lang/lib/re.py`): the private module `_re`, matching through
//! regex-lite, the regex crate's small engine (a linear-time NFA, no backtracking).
//!
//! Python's syntax is translated to the crate's first ([`translate`]): `\Z` is `\z`, `{,n}` is
//! `{0,n}`, a `{` that starts no repetition and a `[`, `&`, `~` or `-` pair inside a class are
//! literal, `(?#...)` comments are dropped, and the flags become inline flags. What the engine
//! cannot honour (backreferences, look-around, atomic groups and possessive repeats,
//! conditionals) is refused with an error naming the construct, never approximated; `re.py` then
//! compiles such a pattern with its backtracking engine in Python (`_rebacktrack.py`). Other
//! differences, stated in `core/lang/lib/README.md`: `\d`, `\w`, `\s` and `\b` are ASCII.
//!
//! Positions cross this boundary as character indices, as Python counts them; the crate's are
//! byte offsets into UTF-8.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use regex_lite::Regex;

use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::value::{Module, Value};

/// CPython's flag values (`re.IGNORECASE` is 2, ...).
const IGNORECASE: i64 = 2;
const MULTILINE: i64 = 8;
const DOTALL: i64 = 16;
const VERBOSE: i64 = 64;

/// Compiled patterns kept, as CPython's `re` keeps 512.
const CACHE_SIZE: usize = 512;

struct Compiled {
    /// The pattern as written (leftmost-first, as a backtracking engine prefers alternatives).
    regex: Regex,
    /// The pattern followed by `\z`, for `fullmatch`: alternatives must reach the end.
    full: Regex,
    groups: usize,
    names: Vec<(String, usize)>,
    /// Whether a `$` without MULTILINE is in the pattern: Python's also matches before a final
    /// newline, which [`search`] gives by also searching the text without it.
    dollar: bool,
}

type Key = (Rc<str>, i64);

/// A text's layout: whether it is ASCII, else each character's byte offset (and the end).
type Layout = Rc<(bool, Vec<usize>)>;

thread_local! {
    static CACHE: RefCell<HashMap<Key, Rc<Compiled>>> = RefCell::new(HashMap::new());
    /// The last text searched and its layout: `findall`, `sub` and `split` search one text
    /// from one position after another, which must not cost a pass over it each time.
    static LAST: RefCell<Option<(Rc<str>, Layout)>> = const { RefCell::new(None) };
}

fn layout(text: &Rc<str>) -> Layout {
    if let Some(l) = LAST.with(|l| {
        l.borrow()
            .as_ref()
            .filter(|(t, _)| Rc::ptr_eq(t, text))
            .map(|(_, l)| l.clone())
    }) {
        return l;
    }
    let ascii = text.is_ascii();
    let offsets = if ascii {
        Vec::new()
    } else {
        text.char_indices()
            .map(|(b, _)| b)
            .chain(std::iter::once(text.len()))
            .collect()
    };
    let l = Rc::new((ascii, offsets));
    LAST.with(|last| *last.borrow_mut() = Some((text.clone(), l.clone())));
    l
}

/// The module `_re`: `info(pattern, flags)` gives `(groups, [(name, index), ...])` or raises
/// ValueError with the message `re.error` carries; `search(pattern, flags, string, pos, endpos,
/// mode)` gives None or the spans of the match and its groups as a flat tuple (`-1` for a
/// group that did not take part); mode 0 searches, 1 matches at `pos`, 2 matches all of
/// `string[pos:endpos]`.
pub fn module() -> Value {
    let m = Module::new("_re");
    m.set("info", NativeFunction::value("info", info));
    m.set("search", NativeFunction::value("search", search));
    Value::Module(m)
}

fn str_arg(a: &Args, i: usize, what: &str) -> Result<Rc<str>, PyErr> {
    match a.pos.get(i) {
        Some(Value::Str(s)) => Ok(s.clone()),
        Some(other) => Err(PyErr::type_error(format!(
            "{what} must be str, not {}",
            crate::dunder::type_name(other)
        ))),
        None => Err(PyErr::type_error(format!("{what} is missing"))),
    }
}

fn int_arg(a: &Args, i: usize) -> Result<i64, PyErr> {
    match a.pos.get(i) {
        Some(Value::Int(n)) => Ok(*n),
        Some(Value::Bool(b)) => Ok(*b as i64),
        _ => Err(PyErr::type_error("an integer is required")),
    }
}

fn compiled(pattern: &Rc<str>, flags: i64) -> Result<Rc<Compiled>, PyErr> {
    let key = (pattern.clone(), flags);
    if let Some(c) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(c);
    }
    let body = translate(pattern, flags).map_err(PyErr::value_error)?;
    let dollar = flags & MULTILINE == 0 && has_dollar(pattern);
    let build = |text: &str| {
        Regex::new(text).map_err(|e| {
            PyErr::value_error(format!(
                "{} (the playground's regex engine, regex-lite)",
                e.to_string()
                    .lines()
                    .last()
                    .unwrap_or("invalid pattern")
                    .trim()
            ))
        })
    };
    let regex = build(&body)?;
    let full = build(&format!("(?:{body})\\z"))?;
    let groups = regex.captures_len() - 1;
    let names = regex
        .capture_names()
        .enumerate()
        .filter_map(|(i, n)| n.map(|n| (n.to_string(), i)))
        .collect();
    let c = Rc::new(Compiled {
        regex,
        full,
        groups,
        names,
        dollar,
    });
    CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= CACHE_SIZE {
            cache.clear();
        }
        cache.insert(key, c.clone());
    });
    Ok(c)
}

fn info(_: &mut Ctx, a: &Args) -> NativeResult {
    let pattern = str_arg(a, 0, "pattern")?;
    let c = compiled(&pattern, int_arg(a, 1)?)?;
    let names = c
        .names
        .iter()
        .map(|(n, i)| Value::tuple(vec![Value::str(n), Value::Int(*i as i64)]))
        .collect();
    Ok(Value::tuple(vec![
        Value::Int(c.groups as i64),
        Value::list(names),
    ]))
}

fn search(_: &mut Ctx, a: &Args) -> NativeResult {
    let pattern = str_arg(a, 0, "pattern")?;
    let c = compiled(&pattern, int_arg(a, 1)?)?;
    let text = str_arg(a, 2, "string")?;
    let (pos, endpos, mode) = (int_arg(a, 3)?, int_arg(a, 4)?, int_arg(a, 5)?);
    let layout = layout(&text);
    let (ascii, offsets) = (layout.0, &layout.1);
    let chars = if ascii { text.len() } else { offsets.len() - 1 } as i64;
    let endpos = endpos.clamp(0, chars) as usize;
    let pos = pos.clamp(0, chars) as usize;
    if pos > endpos {
        return Ok(Value::None);
    }
    let byte = |ci: usize| if ascii { ci } else { offsets[ci] };
    let char_of = |b: usize| {
        if ascii {
            b
        } else {
            offsets.binary_search(&b).unwrap_or_else(|i| i)
        }
    };
    let hay = &text[..byte(endpos)];
    let regex = if mode == 2 { &c.full } else { &c.regex };
    let mut found = regex.captures_at(hay, byte(pos));
    if c.dollar && mode != 2 && hay.len() > byte(pos) && hay.ends_with('\n') {
        // `$` before the final newline: the same search on the text without it, kept when it
        // starts earlier (a tie keeps the match that reads on, as backtracking tries it first).
        let short = &hay[..hay.len() - 1];
        if let Some(alt) = regex.captures_at(short, byte(pos)) {
            let start = |c: &regex_lite::Captures| c.get(0).map_or(usize::MAX, |m| m.start());
            if found.as_ref().is_none_or(|f| start(&alt) < start(f)) {
                found = Some(alt);
            }
        }
    }
    let Some(caps) = found else {
        return Ok(Value::None);
    };
    let whole = caps.get(0).expect("group 0 takes part in a match");
    if mode != 0 && whole.start() != byte(pos) {
        return Ok(Value::None);
    }
    let mut spans = Vec::with_capacity(2 * (c.groups + 1));
    for g in 0..=c.groups {
        match caps.get(g) {
            Some(m) => {
                spans.push(Value::Int(char_of(m.start()) as i64));
                spans.push(Value::Int(char_of(m.end()) as i64));
            }
            None => {
                spans.push(Value::Int(-1));
                spans.push(Value::Int(-1));
            }
        }
    }
    Ok(Value::tuple(spans))
}

/// Python's pattern syntax as regex-lite's, with `flags` as inline flags; `Err` names what the
/// engine cannot do, in the words `re.error` shows.
pub fn translate(pattern: &str, flags: i64) -> Result<String, String> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut inline = String::new();
    // VERBOSE is applied here, not passed on: Python keeps whitespace inside a class.
    for (bit, c) in [(IGNORECASE, 'i'), (MULTILINE, 'm'), (DOTALL, 's')] {
        if flags & bit != 0 {
            inline.push(c);
        }
    }
    let mut verbose = flags & VERBOSE != 0;
    let mut i = 0;
    // A global inline flag group at the start, `(?aimsx)`: Python's `a`, `u` and `L` change
    // nothing here (the engine's classes are ASCII).
    if chars.starts_with(&['(', '?']) {
        let mut j = 2;
        let mut letters = String::new();
        while j < chars.len() && "aiLmsux".contains(chars[j]) {
            letters.push(chars[j]);
            j += 1;
        }
        if j < chars.len() && chars[j] == ')' && !letters.is_empty() {
            for l in letters.chars().filter(|l| "ims".contains(*l)) {
                if !inline.contains(l) {
                    inline.push(l);
                }
            }
            verbose |= letters.contains('x');
            i = j + 1;
        }
    }
    if !inline.is_empty() {
        out.push_str(&format!("(?{inline})"));
    }
    let unsupported = |what: &str, at: usize| {
        Err(format!(
            "{what} is not supported by the playground's regex engine (regex-lite) at position {at}"
        ))
    };
    let mut in_class = false;
    while i < chars.len() {
        let c = chars[i];
        if verbose && !in_class {
            if c == '#' {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            if c.is_whitespace() {
                i += 1;
                continue;
            }
        }
        match c {
            '\\' => {
                let Some(&n) = chars.get(i + 1) else {
                    return Err(format!("bad escape (end of pattern) at position {i}"));
                };
                match n {
                    '1'..='9' => return unsupported("a backreference", i),
                    'Z' => out.push_str("\\z"),
                    // Python's escapes of any other punctuation, and its letter escapes, go
                    // through; the engine refuses a letter it does not know.
                    _ => {
                        out.push('\\');
                        out.push(n);
                    }
                }
                i += 2;
                continue;
            }
            '[' if in_class => out.push_str("\\["),
            '&' | '~' if in_class => {
                out.push('\\');
                out.push(c);
            }
            '-' if in_class && chars.get(i + 1) == Some(&'-') => out.push_str("\\-"),
            '[' => {
                in_class = true;
                out.push('[');
                i += 1;
                // A leading `^`, then a leading `]`, are part of the class.
                if chars.get(i) == Some(&'^') {
                    out.push('^');
                    i += 1;
                }
                if chars.get(i) == Some(&']') {
                    out.push_str("\\]");
                    i += 1;
                }
                continue;
            }
            ']' if in_class => {
                in_class = false;
                out.push(']');
            }
            '(' if !in_class && chars.get(i + 1) == Some(&'?') => {
                let rest: String = chars[i + 2..].iter().take(3).collect();
                if rest.starts_with('#') {
                    while i < chars.len() && chars[i] != ')' {
                        i += 1;
                    }
                    i += 1;
                    continue;
                }
                if rest.starts_with("P=") {
                    return unsupported("a named backreference (?P=...)", i);
                }
                if rest.starts_with('=') || rest.starts_with('!') {
                    return unsupported("a look-ahead assertion", i);
                }
                if rest.starts_with("<=") || rest.starts_with("<!") {
                    return unsupported("a look-behind assertion", i);
                }
                if rest.starts_with('>') {
                    return unsupported("an atomic group (?>...)", i);
                }
                if rest.starts_with('(') {
                    return unsupported("a conditional group (?(...)...)", i);
                }
                out.push('(');
            }
            '{' if !in_class => match repetition(&chars, i) {
                Some((text, end)) => {
                    out.push_str(&text);
                    i = end;
                    if chars.get(i) == Some(&'+') {
                        return unsupported("a possessive repeat", i);
                    }
                    continue;
                }
                None => out.push_str("\\{"),
            },
            '}' if !in_class => out.push_str("\\}"),
            '*' | '+' | '?' if !in_class && chars.get(i + 1) == Some(&'+') => {
                return unsupported("a possessive repeat", i + 1);
            }
            _ => out.push(c),
        }
        i += 1;
    }
    Ok(out)
}

/// Whether `pattern` has a `$` outside a class (and not escaped).
fn has_dollar(pattern: &str) -> bool {
    let mut chars = pattern.chars();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' => in_class = true,
            ']' => in_class = false,
            '$' if !in_class => return true,
            _ => {}
        }
    }
    false
}

/// A repetition `{m}`, `{m,}`, `{,n}` or `{m,n}` at `i`: its text for the engine and the index
/// after it; `None` where Python reads the `{` as a literal.
fn repetition(chars: &[char], i: usize) -> Option<(String, usize)> {
    let close = i + chars[i..].iter().position(|&c| c == '}')?;
    let inner: String = chars[i + 1..close].iter().collect();
    let (lo, hi) = match inner.split_once(',') {
        Some((lo, hi)) => (lo, Some(hi)),
        None => (inner.as_str(), None),
    };
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if !digits(lo) || !hi.is_none_or(digits) || (lo.is_empty() && hi.is_none_or(str::is_empty)) {
        return None;
    }
    let lo = if lo.is_empty() { "0" } else { lo };
    let text = match hi {
        None => format!("{{{lo}}}"),
        Some(hi) => format!("{{{lo},{hi}}}"),
    };
    Some((text, close + 1))
}

#[cfg(test)]
mod tests {
    use super::translate;

    #[test]
    fn python_syntax_becomes_the_engines() {
        assert_eq!(translate(r"a{,3}b\Z", 0).unwrap(), r"a{0,3}b\z");
        assert_eq!(translate(r"{x}a{2,}", 0).unwrap(), r"\{x\}a{2,}");
        assert_eq!(translate(r"[[a&&b]", 0).unwrap(), r"[\[a\&\&b]");
        assert_eq!(translate(r"[]a]", 2).unwrap(), r"(?i)[\]a]");
        assert_eq!(translate("a # comment\n b[ #]", 64).unwrap(), "ab[ #]");
        assert_eq!(translate("(?#note)x", 0).unwrap(), "x");
        assert_eq!(translate("(?im)x", 0).unwrap(), "(?im)x");
    }

    #[test]
    fn what_the_engine_cannot_do_is_refused() {
        for p in [
            r"(a)\1",
            "(?P<x>a)(?P=x)",
            "a(?=b)",
            "(?<!a)b",
            "(?>a)",
            "a*+",
            "a{2}+",
        ] {
            assert!(translate(p, 0).is_err(), "{p}");
        }
    }
}
