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
        "missing closing quote in string literal" => {
            // A triple-quoted one runs to the end of the source, where CPython detects it.
            let text = span_text(
                source,
                Span {
                    end_col: u32::MAX,
                    ..span
                },
            );
            let body = text.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            if body.starts_with("\"\"\"") || body.starts_with("\'\'\'") {
                let last = source.lines().count().max(1);
                let at = Span {
                    end_line: span.line,
                    end_col: span.col + 1,
                    ..span
                };
                let msg =
                    format!("unterminated triple-quoted string literal (detected at line {last})");
                return ("SyntaxError", msg, at);
            }
            let at = Span {
                end_line: span.line,
                end_col: span.col + 1,
                ..span
            };
            let msg = format!(
                "unterminated string literal (detected at line {})",
                span.line
            );
            ("SyntaxError", msg, at)
        }
        "Unparenthesized generator expression cannot be used here" => {
            syntax("Generator expression must be parenthesized")
        }
        "Iterable argument unpacking cannot follow keyword argument unpacking" => {
            syntax("iterable argument unpacking follows keyword argument unpacking")
        }
        "Simple statements must be separated by newlines or semicolons" => {
            // `print "hi"`: CPython's hint, over the whole statement.
            let line = line_text(source, span.line);
            let body = line.trim_start();
            let indent = (line.chars().count() - body.chars().count()) as u32;
            for name in ["print", "exec"] {
                if body
                    .strip_prefix(name)
                    .is_some_and(|r| r.starts_with([' ', '\t']))
                {
                    let end = indent + body.trim_end().chars().count() as u32 + 1;
                    let at = Span {
                        line: span.line,
                        col: indent + 1,
                        end_line: span.line,
                        end_col: end,
                    };
                    let msg = format!(
                        "Missing parentheses in call to '{name}'. Did you mean {name}(...)?"
                    );
                    return ("SyntaxError", msg, at);
                }
            }
            syntax("invalid syntax")
        }
        "Expected `except` or `finally` after `try` block" => {
            syntax("expected 'except' or 'finally' block")
        }
        "Parameter without a default cannot follow a parameter with a default" => {
            syntax("non-default argument follows default argument")
        }
        "Starred expression cannot be used here" => {
            let at = Span {
                end_line: span.line,
                end_col: span.col + 1,
                ..span
            };
            ("SyntaxError", "invalid syntax".into(), at)
        }
        "Invalid assignment target" | "Invalid delete target" => {
            let target = span_text(source, span);
            let what = target_kind(&target);
            if msg.starts_with("Invalid delete") {
                return syntax(&format!("cannot delete {what}"));
            }
            if matches!(what, "True" | "False" | "None" | "__debug__") {
                return syntax(&format!("cannot assign to {what}"));
            }
            // A plain `target = value` statement gets CPython's hint.
            let after = line_text(source, span.end_line)
                .chars()
                .skip(span.end_col.saturating_sub(1) as usize)
                .collect::<String>();
            let after = after.trim_start();
            if after.starts_with('=') && !after.starts_with("==") {
                return syntax(&format!(
                    "cannot assign to {what} here. Maybe you meant '==' instead of '='?"
                ));
            }
            syntax(&format!("cannot assign to {what}"))
        }
        "Invalid decimal integer literal" => {
            let text = span_text(source, span);
            if text.len() > 1
                && text.starts_with('0')
                && text.bytes().all(|b| b.is_ascii_digit() || b == b'_')
            {
                let at = Span {
                    end_line: span.line,
                    end_col: span.col + 1,
                    ..span
                };
                let msg = "leading zeros in decimal integer literals are not permitted; use an 0o \
                           prefix for octal integers";
                return ("SyntaxError", msg.into(), at);
            }
            syntax("invalid decimal literal")
        }
        m if m.starts_with("Expected `:`, found ") => {
            let line = line_text(source, span.line);
            let body = line.trim_start();
            let keyword = ["if ", "elif ", "while "]
                .into_iter()
                .find(|k| body.starts_with(k));
            match (m.ends_with("found `=`"), keyword) {
                // `if x = 1:`: the condition, marked whole, with CPython's hint.
                (true, Some(k)) => {
                    let indent = (line.chars().count() - body.chars().count()) as u32;
                    let rest = &body[k.len()..];
                    let start =
                        indent + k.len() as u32 + (rest.len() - rest.trim_start().len()) as u32;
                    let cond = rest.trim_start();
                    let cond = cond.rsplit_once(':').map_or(cond, |(c, _)| c).trim_end();
                    let at = Span {
                        line: span.line,
                        col: start + 1,
                        end_line: span.line,
                        end_col: start + 1 + cond.chars().count() as u32,
                    };
                    let msg = "invalid syntax. Maybe you meant '==' or ':=' instead of '='?";
                    ("SyntaxError", msg.into(), at)
                }
                (true, None) => syntax("invalid syntax"),
                _ => syntax("expected ':'"),
            }
        }
        m if m.starts_with("Expected `,`, found ") => {
            // Two expressions side by side inside brackets: CPython's hint, over both.
            let line: Vec<char> = line_text(source, span.line).chars().collect();
            let Some(start) = previous_expression(&line, span.col as usize - 1) else {
                return syntax("invalid syntax");
            };
            let at = Span {
                line: span.line,
                col: start as u32 + 1,
                end_line: span.line,
                end_col: span.end_col.max(start as u32 + 2),
            };
            (
                "SyntaxError",
                "invalid syntax. Perhaps you forgot a comma?".into(),
                at,
            )
        }
        "Expected `else`, found newline" => {
            // `x = 1 if 2`: the conditional expression so far, marked whole.
            let line: Vec<char> = line_text(source, span.line).chars().collect();
            let text: String = line.iter().collect();
            let Some(k) = text.rfind(" if ") else {
                return syntax("expected 'else' after 'if' expression");
            };
            let k = text[..k].chars().count();
            let Some(start) = previous_expression(&line, k + 1) else {
                return syntax("expected 'else' after 'if' expression");
            };
            let end = text.trim_end().chars().count() as u32 + 1;
            let at = Span {
                line: span.line,
                col: start as u32 + 1,
                end_line: span.line,
                end_col: end,
            };
            let msg = "expected 'else' after 'if' expression";
            ("SyntaxError", msg.into(), at)
        }
        "Positional argument cannot follow keyword argument" => {
            // Marked at the call's closing bracket, the last token CPython's parser read.
            let line: Vec<char> = line_text(source, span.line).chars().collect();
            let mut depth = 0;
            let mut quote: Option<char> = None;
            let mut close = None;
            for (i, &c) in line
                .iter()
                .enumerate()
                .skip(span.col.saturating_sub(1) as usize)
            {
                match (quote, c) {
                    (Some(q), c) if c == q => quote = None,
                    (Some(_), _) => {}
                    (None, '"' | '\'') => quote = Some(c),
                    (None, '(' | '[' | '{') => depth += 1,
                    (None, ')' | ']' | '}') if depth == 0 => {
                        close = Some(i as u32 + 1);
                        break;
                    }
                    (None, ')' | ']' | '}') => depth -= 1,
                    _ => {}
                }
            }
            let col = close.unwrap_or(span.col);
            let at = Span {
                line: span.line,
                col,
                end_line: span.line,
                end_col: col + 1,
            };
            let msg = "positional argument follows keyword argument";
            ("SyntaxError", msg.into(), at)
        }
        "Parameter cannot follow var-keyword parameter" => {
            syntax("arguments cannot follow var-keyword argument")
        }
        "f-string: invalid conversion character" => {
            syntax("f-string: invalid conversion character: expected 's', 'r', or 'a'")
        }
        m if m.starts_with("Expected one or more symbol names after import") => {
            syntax("invalid syntax")
        }
        m if m.starts_with("Expected an expression")
            || m.starts_with("Expected a statement")
            || m.starts_with("Expected a parameter") =>
        {
            syntax("invalid syntax")
        }
        _ => ("SyntaxError", msg, span),
    }
}

/// Where the expression ending before column `at` (0-based) of `line` starts: back over names,
/// numbers, attribute dots, bracketed groups and adjacent string literals (`"a" "b"`, one
/// expression), as CPython marks the first of two expressions left side by side.
fn previous_expression(line: &[char], at: usize) -> Option<usize> {
    let mut i = at.min(line.len());
    while i > 0 && line[i - 1] == ' ' {
        i -= 1;
    }
    let end = i;
    loop {
        if i == 0 {
            break;
        }
        let c = line[i - 1];
        if matches!(c, ')' | ']' | '}') {
            let mut depth = 0;
            while i > 0 {
                i -= 1;
                match line[i] {
                    ')' | ']' | '}' => depth += 1,
                    '(' | '[' | '{' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        } else if c == '"' || c == '\'' {
            i -= 1;
            while i > 0 && line[i - 1] != c {
                i -= 1;
            }
            i = i.saturating_sub(1);
            while i > 0 && line[i - 1].is_ascii_alphabetic() {
                i -= 1;
            }
            // Another literal before it, with spaces between, is the same expression.
            let mut j = i;
            while j > 0 && line[j - 1] == ' ' {
                j -= 1;
            }
            if j > 0 && j < i && matches!(line[j - 1], '"' | '\'') {
                i = j;
            }
        } else if c.is_alphanumeric() || c == '_' || c == '.' {
            i -= 1;
        } else {
            break;
        }
    }
    (i < end).then_some(i)
}

/// Line `line` (1-based) of `source`, or "".
fn line_text(source: &str, line: u32) -> &str {
    source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .unwrap_or_default()
}

/// The text `span` covers on its first line (to the line's end if it goes on).
fn span_text(source: &str, span: Span) -> String {
    let line = line_text(source, span.line);
    let from = span.col.saturating_sub(1) as usize;
    let n = if span.end_line == span.line {
        span.end_col.saturating_sub(span.col) as usize
    } else {
        usize::MAX
    };
    line.chars().skip(from).take(n).collect()
}

/// What CPython calls an expression that cannot be assigned to or deleted (`cannot assign to
/// literal`): the common kinds by their text.
fn target_kind(t: &str) -> &'static str {
    let t = t.trim();
    match t {
        "True" => return "True",
        "False" => return "False",
        "None" => return "None",
        "__debug__" => return "__debug__",
        "..." => return "ellipsis",
        _ => {}
    }
    let first = t.chars().next().unwrap_or(' ');
    let body = t.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    if first.is_ascii_digit()
        || (first == '.' && t[1..].starts_with(|c: char| c.is_ascii_digit()))
        || body.starts_with(['"', '\''])
    {
        return if t.starts_with(['f', 'F']) && body.starts_with(['"', '\'']) {
            "f-string expression"
        } else {
            "literal"
        };
    }
    if t.ends_with(')') && t.contains('(') && !t.starts_with('(') {
        return "function call";
    }
    if t.starts_with("lambda") {
        return "lambda";
    }
    "expression"
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
