//! Python syntax highlighting for the editor: a small lexer that splits the program into runs of
//! one token class. It never drops or reorders a character (the runs concatenate to the input),
//! so the highlighted layer lines up with the textarea above it character for character. The page
//! renders each run as a text node in a `<span class>`: program text is never parsed as HTML.
//!
//! It is a highlighter, not a parser: an unterminated string runs to the end of its line (or, for
//! a triple-quoted one, of the program), as an editor shows it while the user types.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Plain,
    Keyword,
    /// `True`, `False`, `None`, `self`.
    Constant,
    Builtin,
    String,
    Number,
    Comment,
    /// `@name`.
    Decorator,
    /// The name after `def` or `class`.
    Definition,
}

impl Class {
    /// The CSS class of the span (`.hl-kw` and so on); `None` for plain text.
    pub fn css(self) -> Option<&'static str> {
        match self {
            Class::Plain => None,
            Class::Keyword => Some("hl-kw"),
            Class::Constant => Some("hl-const"),
            Class::Builtin => Some("hl-builtin"),
            Class::String => Some("hl-str"),
            Class::Number => Some("hl-num"),
            Class::Comment => Some("hl-com"),
            Class::Decorator => Some("hl-deco"),
            Class::Definition => Some("hl-def"),
        }
    }
}

const KEYWORDS: &[&str] = &[
    "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
    "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
    "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "match",
    "case",
];
const CONSTANTS: &[&str] = &["True", "False", "None", "self"];
const BUILTINS: &[&str] = &[
    "abs",
    "all",
    "any",
    "bool",
    "dict",
    "enumerate",
    "float",
    "getattr",
    "hasattr",
    "int",
    "isinstance",
    "len",
    "list",
    "map",
    "max",
    "min",
    "print",
    "range",
    "repr",
    "reversed",
    "round",
    "set",
    "setattr",
    "sorted",
    "str",
    "sum",
    "super",
    "tuple",
    "type",
    "zip",
];

/// The program as runs of one class, in order; empty runs are never produced.
pub fn tokens(src: &str) -> Vec<(Class, &str)> {
    let b = src.as_bytes();
    let mut out: Vec<(Class, &str)> = Vec::new();
    let mut push = |class: Class, start: usize, end: usize| {
        if end <= start {
            return;
        }
        // Merge with the previous run of the same class (fewer spans to draw).
        if let Some(last) = out.last_mut() {
            let last_end = last.1.as_ptr() as usize - src.as_ptr() as usize + last.1.len();
            if last.0 == class && last_end == start {
                let last_start = last_end - last.1.len();
                last.1 = &src[last_start..end];
                return;
            }
        }
        out.push((class, &src[start..end]));
    };
    let mut i = 0;
    let mut after_def = false;
    while i < b.len() {
        let c = b[i];
        if c == b'#' {
            let end = line_end(b, i);
            push(Class::Comment, i, end);
            i = end;
        } else if let Some(quote_at) = string_start(b, i) {
            let end = string_end(b, quote_at);
            push(Class::String, i, end);
            i = end;
            after_def = false;
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            let mut j = i + 1;
            while j < b.len() {
                let d = b[j];
                let exp_sign = (d == b'+' || d == b'-') && matches!(b[j - 1], b'e' | b'E');
                if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || exp_sign {
                    j += 1;
                } else {
                    break;
                }
            }
            push(Class::Number, i, j);
            i = j;
        } else if c == b'@' && is_ident_start(b.get(i + 1).copied()) {
            let j = ident_end(b, i + 1);
            push(Class::Decorator, i, j);
            i = j;
        } else if is_ident_start(Some(c)) {
            let j = ident_end(b, i);
            let word = &src[i..j];
            let class = if after_def {
                Class::Definition
            } else if KEYWORDS.contains(&word) {
                Class::Keyword
            } else if CONSTANTS.contains(&word) {
                Class::Constant
            } else if BUILTINS.contains(&word) && !preceded_by_dot(b, i) {
                Class::Builtin
            } else {
                Class::Plain
            };
            after_def = word == "def" || word == "class";
            push(class, i, j);
            i = j;
        } else {
            // Anything else (spaces, operators, non-ASCII text) is plain, one whole character at a
            // time so a multi-byte character is never split.
            let len = src[i..].chars().next().map_or(1, char::len_utf8);
            if !c.is_ascii_whitespace() {
                after_def = false;
            }
            push(Class::Plain, i, i + len);
            i += len;
        }
    }
    out
}

fn line_end(b: &[u8], from: usize) -> usize {
    b[from..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(b.len(), |p| from + p)
}

fn is_ident_start(c: Option<u8>) -> bool {
    c.is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
}

fn ident_end(b: &[u8], from: usize) -> usize {
    let mut j = from;
    while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
        j += 1;
    }
    j
}

fn preceded_by_dot(b: &[u8], i: usize) -> bool {
    i > 0 && b[i - 1] == b'.'
}

/// Where the quote is if a string literal starts at `i` (after an optional prefix such as `f`,
/// `rb`), as long as the prefix is not the tail of a longer name.
fn string_start(b: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    while j < b.len() && j - i < 2 && matches!(b[j].to_ascii_lowercase(), b'r' | b'b' | b'f' | b'u')
    {
        j += 1;
    }
    let prefix_is_a_tail = j > i && i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
    (!prefix_is_a_tail && matches!(b.get(j), Some(b'\'' | b'"'))).then_some(j)
}

/// The end (exclusive) of the string whose opening quote is at `q`.
fn string_end(b: &[u8], q: usize) -> usize {
    let quote = b[q];
    let triple = b.get(q + 1) == Some(&quote) && b.get(q + 2) == Some(&quote);
    let mut j = if triple { q + 3 } else { q + 1 };
    while j < b.len() {
        let c = b[j];
        if c == b'\\' {
            j += 2;
            continue;
        }
        if triple {
            if c == quote && b.get(j + 1) == Some(&quote) && b.get(j + 2) == Some(&quote) {
                return j + 3;
            }
        } else if c == quote {
            return j + 1;
        } else if c == b'\n' {
            return j;
        }
        j += 1;
    }
    b.len()
}
