//! "Did you mean: 'values'?": the name CPython 3.11's top-level display offers after an uncaught
//! NameError or AttributeError's message (`Python/suggestions.c`): the candidate nearest by a
//! Levenshtein distance where a case change costs 1 and any other edit 2, within a third of the
//! characters involved. A NameError's candidates are the failing frame's local variable names,
//! then its globals, then the builtins (each list searched in turn, the first with a match
//! winning); an AttributeError's, `dir(obj)`. `str(e)` never carries it, nor does
//! `traceback.format_exc()` in 3.11: only the uncaught display ([`crate::errors::PyErr::render`]).

/// CPython's `MAX_CANDIDATE_ITEMS`: a longer list offers nothing.
const MAX_CANDIDATES: usize = 750;
/// CPython's `MAX_STRING_SIZE`: a longer name matches nothing.
const MAX_STRING: usize = 40;
const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;

/// CPython 3.11's builtins, in `builtins.__dict__` order (a script's, with `site`'s names): the
/// NameError's last list, whose order breaks ties as CPython's does.
#[rustfmt::skip]
pub const BUILTIN_NAMES: &[&str] = &[
    "__name__", "__doc__", "__package__", "__loader__", "__spec__", "__build_class__",
    "__import__", "abs", "all", "any", "ascii", "bin", "breakpoint", "callable", "chr", "compile",
    "delattr", "dir", "divmod", "eval", "exec", "format", "getattr", "globals", "hasattr", "hash",
    "hex", "id", "input", "isinstance", "issubclass", "iter", "aiter", "len", "locals", "max",
    "min", "next", "anext", "oct", "ord", "pow", "print", "repr", "round", "setattr", "sorted",
    "sum", "vars", "None", "Ellipsis", "NotImplemented", "False", "True", "bool", "memoryview",
    "bytearray", "bytes", "classmethod", "complex", "dict", "enumerate", "filter", "float",
    "frozenset", "property", "int", "list", "map", "object", "range", "reversed", "set", "slice",
    "staticmethod", "str", "super", "tuple", "type", "zip", "__debug__", "BaseException",
    "BaseExceptionGroup", "Exception", "GeneratorExit", "KeyboardInterrupt", "SystemExit",
    "ArithmeticError", "AssertionError", "AttributeError", "BufferError", "EOFError",
    "ImportError", "LookupError", "MemoryError", "NameError", "OSError", "ReferenceError",
    "RuntimeError", "StopAsyncIteration", "StopIteration", "SyntaxError", "SystemError",
    "TypeError", "ValueError", "Warning", "FloatingPointError", "OverflowError",
    "ZeroDivisionError", "BytesWarning", "DeprecationWarning", "EncodingWarning", "FutureWarning",
    "ImportWarning", "PendingDeprecationWarning", "ResourceWarning", "RuntimeWarning",
    "SyntaxWarning", "UnicodeWarning", "UserWarning", "BlockingIOError", "ChildProcessError",
    "ConnectionError", "FileExistsError", "FileNotFoundError", "InterruptedError",
    "IsADirectoryError", "NotADirectoryError", "PermissionError", "ProcessLookupError",
    "TimeoutError", "IndentationError", "IndexError", "KeyError", "ModuleNotFoundError",
    "NotImplementedError", "RecursionError", "UnboundLocalError", "UnicodeError",
    "BrokenPipeError", "ConnectionAbortedError", "ConnectionRefusedError", "ConnectionResetError",
    "TabError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeTranslateError",
    "ExceptionGroup", "EnvironmentError", "IOError", "open", "quit", "exit", "copyright",
    "credits", "license", "help",
];

/// CPython's `substitution_cost` over UTF-8 bytes.
fn substitution_cost(a: u8, b: u8) -> usize {
    if a & 31 != b & 31 {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) {
        return CASE_COST;
    }
    MOVE_COST
}

/// CPython's `levenshtein_distance`: `max_cost + 1` once the distance must exceed `max_cost`.
fn distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    // Common prefix and suffix trimmed.
    let pre = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (mut a, mut b) = (&a[pre..], &b[pre..]);
    let suf = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    a = &a[..a.len() - suf];
    b = &b[..b.len() - suf];
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING || b.len() > MAX_STRING {
        return max_cost + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &code) in b.iter().enumerate() {
        let mut dist = bi * MOVE_COST;
        result = dist;
        let mut minimum = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = dist + substitution_cost(code, ac);
            dist = row[ai];
            let insert_delete = result.min(dist) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[ai] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// CPython's `calculate_suggestions`: the nearest of `candidates` to `name` (the first of equals),
/// if any is near enough; nothing from a list of 750 or more.
pub fn nearest<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if candidates.len() >= MAX_CANDIDATES {
        return None;
    }
    let mut best: Option<(&str, usize)> = None;
    for &item in candidates {
        if item == name {
            continue;
        }
        let mut max = (name.len() + item.len() + 3) * MOVE_COST / 6;
        if let Some((_, d)) = best {
            max = max.min(d.saturating_sub(1));
        }
        let d = distance(name.as_bytes(), item.as_bytes(), max);
        if d > max {
            continue;
        }
        if best.is_none_or(|(_, bd)| d < bd) {
            best = Some((item, d));
        }
    }
    best.map(|(s, _)| s)
}

/// A NameError's suggestion: the frame's local variable names first, then its globals, then
/// the builtins, as CPython's `offer_suggestions_for_name_error` searches them.
pub fn for_name(name: &str, locals: &[&str], globals: &[&str]) -> Option<String> {
    [locals, globals, BUILTIN_NAMES]
        .into_iter()
        .find_map(|list| nearest(name, list))
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpython_suggestions() {
        // (Each checked against CPython 3.11's display.)
        assert_eq!(
            for_name("valus", &["values"], &[]).as_deref(),
            Some("values")
        );
        assert_eq!(for_name("prnt", &[], &[]).as_deref(), Some("print"));
        assert_eq!(for_name("Print", &[], &[]).as_deref(), Some("print"));
        assert_eq!(for_name("lenght", &[], &[]), None);
        assert_eq!(for_name("xyzzy", &[], &[]), None);
        assert_eq!(nearest("quantiy", &["price", "quantity"]), Some("quantity"));
        assert_eq!(nearest("a", &["b"]), None);
    }
}
