//! SyntaxErrors as CPython raises them: ruff's refusals in CPython's words where the two parsers
//! meet the same mistake (a missing indented block is an IndentationError naming the statement
//! and its line, an unclosed bracket is "'(' was never closed" at the bracket), and the fields a
//! handler reads (`msg`, `filename`, `lineno`, `offset`, `text`, `end_lineno`, `end_offset`:
//! the instance's `args` are `(msg, (filename, lineno, offset, text, end_lineno, end_offset))`).

use crate::errors::{ExcValue, LineIndex, PyErr, Span, TraceEntry};
use crate::value::Value;

/// CPython's SyntaxError for what ruff's parser refused, at its place.
pub(super) fn parse_error(
    e: ruff_python_parser::ParseError,
    index: &LineIndex,
    source: &str,
) -> PyErr {
    let span = index.span(e.location.start().into(), e.location.end().into());
    let (kind, msg, span) = cpython_words(e.error.to_string(), span, source);
    let mut err = PyErr::new(kind, msg);
    err.traceback.push(TraceEntry {
        span,
        scope: "<module>".into(),
        file: None,
        native: false,
    });
    err
}

/// The class, message and place CPython gives the mistake ruff words as `msg` at `span`.
fn cpython_words(msg: String, span: Span, source: &str) -> (&'static str, String, Span) {
    let syntax = |m: &str| ("SyntaxError", m.to_string(), span);
    if let Some(clause) = msg.strip_prefix("Expected an indented block after ") {
        let (keywords, name): (&[&str], &str) = match clause {
            "`if` statement" => (&["if"], "'if' statement"),
            "`else` clause" => (&["else"], "'else' statement"),
            "`elif` clause" => (&["elif"], "'elif' statement"),
            "`for` statement" => (&["for", "async for"], "'for' statement"),
            "`with` statement" => (&["with", "async with"], "'with' statement"),
            "`class` definition" => (&["class"], "class definition"),
            "`while` statement" => (&["while"], "'while' statement"),
            "function definition" => (&["def", "async def"], "function definition"),
            "`case` block" => (&["case"], "'case' statement"),
            "`try` statement" => (&["try"], "'try' statement"),
            "`except` clause" => (&["except"], "'except' statement"),
            "`finally` clause" => (&["finally"], "'finally' statement"),
            "`match` statement" => (&["match"], "'match' statement"),
            _ => return syntax(&msg),
        };
        let (line, text) = header_line(source, span, keywords);
        let star = text
            .trim_start()
            .strip_prefix("except")
            .is_some_and(|r| r.trim_start().starts_with('*'));
        let name = if star { "'except*' statement" } else { name };
        let msg = format!("expected an indented block after {name} on line {line}");
        return ("IndentationError", msg, span);
    }
    match msg.as_str() {
        "Positional patterns cannot follow keyword patterns" => {
            syntax("positional patterns follow keyword patterns")
        }
        // An unknown `\N{...}` name. The page has no name table at all (core/unicode_names_shim).
        "Got unexpected unicode" if cfg!(target_arch = "wasm32") => syntax(
            "(unicode error) \\N{...} escapes are not available in the browser playground, \
             which leaves out the Unicode name table (400 KB): write the character itself or \
             \\uXXXX (the tpu CLI has the table)",
        ),
        "Got unexpected unicode" => syntax(
            "(unicode error) 'unicodeescape' codec can't decode bytes: unknown Unicode character \
             name",
        ),
        // Placed after the indentation, as CPython's.
        "Unexpected indentation" => {
            let col = span.end_col.saturating_sub(1).max(1);
            let at = Span { col, ..span };
            ("IndentationError", "unexpected indent".into(), at)
        }
        "unindent does not match any outer indentation level" => ("IndentationError", msg, span),
        "unexpected EOF while parsing" => match unclosed_bracket(source) {
            Some((c, at)) => ("SyntaxError", format!("'{c}' was never closed"), at),
            None => syntax(&msg),
        },
        "missing closing quote in string literal" => syntax(&format!(
            "unterminated string literal (detected at line {})",
            span.line
        )),
        "Unparenthesized generator expression cannot be used here" => {
            syntax("Generator expression must be parenthesized")
        }
        "Iterable argument unpacking cannot follow keyword argument unpacking" => {
            syntax("iterable argument unpacking follows keyword argument unpacking")
        }
        "Simple statements must be separated by newlines or semicolons" => syntax("invalid syntax"),
        m if m.starts_with("Expected an expression")
            || m.starts_with("Expected a statement")
            || m.starts_with("Expected a parameter") =>
        {
            syntax("invalid syntax")
        }
        _ => ("SyntaxError", msg, span),
    }
}

/// The line (1-based) and text of the statement header a missing block follows: the nearest line
/// at or above the error that starts with one of `keywords`.
fn header_line<'a>(source: &'a str, span: Span, keywords: &[&str]) -> (u32, &'a str) {
    let lines: Vec<&str> = source.lines().collect();
    let at = (span.line as usize).min(lines.len());
    let starts = |t: &str| {
        let t = t.trim_start();
        keywords.iter().any(|k| {
            t.strip_prefix(k)
                .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        })
    };
    for i in (0..at).rev() {
        if starts(lines[i]) {
            return (i as u32 + 1, lines[i]);
        }
    }
    (span.line.saturating_sub(1).max(1), "")
}

/// The innermost bracket left open at the end of the source (strings and comments skipped), and
/// its place.
fn unclosed_bracket(source: &str) -> Option<(char, Span)> {
    let mut open: Vec<(char, u32, u32)> = Vec::new();
    let (mut line, mut col) = (1u32, 0u32);
    let mut chars = source.chars().peekable();
    let mut quote: Option<(char, bool)> = None;
    while let Some(c) = chars.next() {
        col += 1;
        if c == '\n' {
            line += 1;
            col = 0;
        }
        if let Some((q, triple)) = quote {
            if c == '\\' {
                chars.next();
                col += 1;
            } else if c == q {
                if !triple {
                    quote = None;
                } else if chars.peek() == Some(&q) {
                    chars.next();
                    if chars.peek() == Some(&q) {
                        chars.next();
                        quote = None;
                    }
                    col += 2;
                }
            } else if c == '\n' && !triple {
                quote = None;
            }
            continue;
        }
        match c {
            '#' => {
                while chars.peek().is_some_and(|&c| c != '\n') {
                    chars.next();
                }
            }
            '\'' | '"' => {
                let mut ahead = chars.clone();
                let triple = ahead.next() == Some(c) && ahead.next() == Some(c);
                if triple {
                    chars.next();
                    chars.next();
                    col += 2;
                }
                quote = Some((c, triple));
            }
            '(' | '[' | '{' => open.push((c, line, col)),
            ')' | ']' | '}' => {
                open.pop();
            }
            _ => {}
        }
    }
    let (c, line, col) = open.pop()?;
    let span = Span {
        line,
        col,
        end_line: line,
        end_col: col + 1,
    };
    Some((c, span))
}

/// A SyntaxError raised by `compile`, `exec` or `eval` of `source` under `filename`, with the
/// fields CPython's has (`eval`: the text has no line end added; `quote`: the parser's error,
/// which quotes its line).
pub(crate) fn with_fields(
    mut e: PyErr,
    source: &str,
    filename: &str,
    eval: bool,
    quote: bool,
) -> PyErr {
    if !matches!(
        e.kind.as_str(),
        "SyntaxError" | "IndentationError" | "TabError"
    ) || e.arg().is_some()
    {
        return e;
    }
    let Some(span) = e.traceback.last().map(|t| t.span) else {
        return e;
    };
    let text = match source.lines().nth(span.line.saturating_sub(1) as usize) {
        _ if !quote => Value::None,
        Some(t) if eval => Value::str(t),
        Some(t) => Value::str(&format!("{t}\n")),
        None => Value::None,
    };
    let fields = Value::tuple(vec![
        Value::str(filename),
        Value::Int(span.line as i64),
        Value::Int(span.col as i64),
        text,
        Value::Int(span.end_line as i64),
        Value::Int(span.end_col as i64),
    ]);
    let msg = Value::str(&e.message);
    e.set_arg(ExcValue(Value::tuple(vec![msg, fields])));
    e
}
