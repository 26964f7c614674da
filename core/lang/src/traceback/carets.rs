//! The marker line CPython 3.11 draws under a traceback's source line (PEP 657): `^` under the
//! expression that raised, or, for a binary operator or a subscript, `~` under the operands and
//! `^` under the operator or the brackets (`d["x"] + 1` failing in its subscript gives `~^^^^^`).
//! No line when the expression covers the whole (stripped) line and has no anchors. The rules are
//! `StackSummary.format_frame_summary`'s and `_extract_caret_anchors_from_line_segment`'s, over
//! the span the compiler gave the failing instruction (its expression's, as CPython's positions).
//!
//! Columns are counted in characters; CPython widens East Asian wide characters to two columns
//! (`_display_width`), which this does not (a line with such characters before or inside the
//! expression gets markers that are that many columns short).

use ruff_python_ast::{Expr, Stmt};
use ruff_text_size::Ranged;

use crate::errors::Span;

/// The marker line (without its newline) for `line`, the frame's source line as written (with
/// its indentation), and `span`, the failing expression's; None when CPython draws none.
pub fn carets(line: &str, span: Span) -> Option<String> {
    if span.line == 0 || span.col == 0 {
        return None;
    }
    let chars: Vec<char> = line.chars().collect();
    let stripped = line.trim();
    let stripped_len = stripped.chars().count();
    if stripped_len == 0 {
        return None;
    }
    let indent = chars.len() - line.trim_start().chars().count();
    let start = (span.col as usize - 1).min(chars.len());
    let same_line = span.line == span.end_line;
    let (end, anchors) = if same_line {
        let end = (span.end_col as usize)
            .saturating_sub(1)
            .clamp(start, chars.len());
        let segment: String = chars[start..end].iter().collect();
        (end, anchors(&segment))
    } else {
        (line.trim_end().chars().count(), None)
    };
    let spread = anchors.is_some_and(|(l, r)| r > l);
    if end - start >= stripped_len && !spread {
        return None;
    }
    let mut out = " ".repeat(4 + start.saturating_sub(indent));
    match anchors {
        Some((left, right)) => {
            let width = end - start;
            let (left, right) = (left.min(width), right.min(width).max(left.min(width)));
            out.push_str(&"~".repeat(left));
            out.push_str(&"^".repeat(right - left));
            out.push_str(&"~".repeat(width - right));
        }
        None => out.push_str(&"^".repeat(end - start)),
    }
    Some(out)
}

/// Where a binary operation's operator or a subscript's brackets lie in `segment` (character
/// offsets: the `^` run from the first to the second), when the segment is one of them.
///
/// As CPython's `_extract_caret_anchors_from_line_segment`, including its mix of units for a
/// binary operation: the operator's offset is the left operand's end in bytes plus the
/// whitespace before the operator in characters, and the skip past `)` and spaces indexes the
/// text by that number (so a non-ASCII left operand moves the `^` as CPython moves it).
fn anchors(segment: &str) -> Option<(usize, usize)> {
    let parsed = ruff_python_parser::parse_module(segment).ok()?;
    let [Stmt::Expr(stmt)] = parsed.syntax().body.as_slice() else {
        return None;
    };
    let text: Vec<char> = segment.chars().collect();
    // A byte offset as a character offset (a character cut in two counts, as Python's
    // `decode(errors="replace")` counts it).
    let normalize = |b: usize| segment.char_indices().take_while(|(i, _)| *i < b).count();
    match &*stmt.value {
        Expr::BinOp(b) => {
            let left_end = usize::from(b.left.end());
            let op: Vec<char> =
                text[normalize(left_end)..normalize(usize::from(b.right.start()))].to_vec();
            let lead = op.iter().take_while(|c| c.is_whitespace()).count();
            let mut left = left_end + lead;
            let mut right = left + 1;
            if op.get(lead + 1).is_some_and(|c| !c.is_whitespace()) {
                right += 1;
            }
            // (A closing parenthesis or a comment between the left operand and the operator.)
            while left < text.len() && (text[left].is_whitespace() || ")#".contains(text[left])) {
                left += 1;
                right += 1;
            }
            Some((normalize(left), normalize(right)))
        }
        Expr::Subscript(s) => {
            let mut left = normalize(usize::from(s.value.end()));
            let mut right = normalize(usize::from(s.slice.end()) + 1);
            while left < text.len() && text[left] != '[' {
                left += 1;
            }
            while right < text.len() && text[right] != ']' {
                right += 1;
            }
            if right < text.len() {
                right += 1;
            }
            Some((left, right))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(col: u32, end_col: u32) -> Span {
        Span {
            line: 1,
            col,
            end_line: 1,
            end_col,
        }
    }

    #[test]
    fn draws_cpythons_markers() {
        // Each as CPython 3.11 prints it (the line, then the markers under it).
        let line = "    return d[\"x\"] + 1";
        assert_eq!(
            carets(line, span(12, 18)).as_deref(),
            Some("           ~^^^^^")
        );
        assert_eq!(
            carets(line, span(12, 22)).as_deref(),
            Some("           ~~~~~~~^~~")
        );
        let line = "    return a / b";
        assert_eq!(
            carets(line, span(12, 17)).as_deref(),
            Some("           ~~^~~")
        );
        let line = "    return o.attr.method()";
        assert_eq!(
            carets(line, span(12, 18)).as_deref(),
            Some("           ^^^^^^")
        );
        // The whole line: no markers.
        assert_eq!(carets("f(x)", span(1, 5)), None);
        // `**` is two characters wide.
        assert_eq!(
            carets("y = a ** b", span(5, 11)).as_deref(),
            Some("        ~~^^~~")
        );
        // A non-ASCII left operand: CPython's mixed units, and no panic on a cut character.
        let line = "    return \"é\" + 1";
        assert_eq!(
            carets(line, span(12, 19)).as_deref(),
            Some("           ~~~~~^~")
        );
        assert_eq!(
            carets("x = 'é'[5]", span(5, 11)).as_deref(),
            Some("        ~~~^^^")
        );
    }
}
