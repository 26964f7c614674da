//! Limits on the source's nesting, checked without recursion before the recursive passes run.
//!
//! The compiler (and the scope pass, and Rust's drop of the syntax tree) recurse once per level of
//! the tree: `x = 1+1+...+1` with 20,000 terms, 20,000 unary minuses or a 100,000-long `a.a.a...`
//! overflowed the native stack (the CLI aborted; the page's worker died). CPython refuses the same
//! programs, and so do we, in its words:
//! - [`prescan`], on the text, before the parser: more than 200 nested brackets ("too many nested
//!   parentheses"), 100 levels of indentation ("too many levels of indentation"), indentation that
//!   mixes tabs and spaces ambiguously (`TabError`), and NUL bytes — CPython's tokenizer checks.
//! - [`check`], on the tree, iteratively: more than [`MAX_DEPTH`] statements and expressions nested
//!   ("RecursionError: maximum recursion depth exceeded during compilation"). A tree refused here
//!   is taken apart iteratively ([`dismantle`]), since its drop would recurse as deep as it is.

use std::cell::RefCell;

use ruff_python_ast::visitor::source_order::{SourceOrderVisitor, TraversalSignal};
use ruff_python_ast::visitor::transformer::{self, Transformer};
use ruff_python_ast::{AnyNodeRef, Expr, ModModule};

use super::super::errors::{LineIndex, PyErr, TraceEntry};

/// CPython 3.11's compile-time nesting limit: the recursion limit (1000) times its
/// `COMPILER_STACK_FRAME_SCALE` (3), counted over statements and expressions. Measured with
/// `python3 FILE`: `x = -...-1` compiles with 2,998 minuses (3,000 levels with the assignment and
/// the literal) and not with 2,999. The compiler's recursion at this depth is ~1.7 MB of native
/// stack in a debug build (8 MB main thread).
pub const MAX_DEPTH: usize = 3000;

/// CPython's tokenizer: `MAXLEVEL`, brackets open at once.
pub const MAX_BRACKETS: usize = 200;

/// CPython's tokenizer: `MAXINDENT`, indentation levels.
const MAX_INDENT: usize = 100;

fn error_at(kind: &str, message: &str, index: &LineIndex, offset: usize) -> PyErr {
    let mut err = PyErr::new(kind, message);
    err.traceback.push(TraceEntry {
        span: index.span(offset as u32, offset as u32),
        scope: "<module>".into(),
        file: None,
        native: false,
    });
    err
}

/// The tokenizer's limits on the raw text (see the module's comment); `Ok` leaves everything else
/// to the parser. Strings and comments are skipped; an unterminated one ends at its line (the parser
/// reports it).
pub fn prescan(source: &str, index: &LineIndex) -> Result<(), PyErr> {
    let b = source.as_bytes();
    let n = b.len();
    let mut i = 0;
    let mut brackets = 0usize;
    // (column with tabs to multiples of 8, column with tabs as 1): CPython's `indstack` and
    // `altindstack`; an indentation that compares differently under the two is a TabError.
    let mut indents: Vec<(usize, usize)> = vec![(0, 0)];
    let mut line_start = true;
    let mut indent_checked = true;
    while i < n {
        if line_start && brackets == 0 {
            line_start = false;
            let (mut col, mut alt) = (0usize, 0usize);
            let start = i;
            while i < n {
                match b[i] {
                    b' ' => {
                        col += 1;
                        alt += 1;
                    }
                    b'\t' => {
                        col = (col / 8 + 1) * 8;
                        alt += 1;
                    }
                    0x0c => {
                        col = 0;
                        alt = 0;
                    }
                    _ => break,
                }
                i += 1;
            }
            let blank = i >= n || matches!(b[i], b'\n' | b'\r' | b'#' | b'\\');
            if !blank && indent_checked {
                let tab_error = || {
                    error_at(
                        "TabError",
                        "inconsistent use of tabs and spaces in indentation",
                        index,
                        start,
                    )
                };
                let &(top, top_alt) = indents.last().expect("never empty");
                if col == top {
                    if alt != top_alt {
                        return Err(tab_error());
                    }
                } else if col > top {
                    if indents.len() >= MAX_INDENT {
                        return Err(error_at(
                            "IndentationError",
                            "too many levels of indentation",
                            index,
                            i,
                        ));
                    }
                    if alt <= top_alt {
                        return Err(tab_error());
                    }
                    indents.push((col, alt));
                } else {
                    while indents.len() > 1 && col < indents.last().expect("never empty").0 {
                        indents.pop();
                    }
                    let &(top, top_alt) = indents.last().expect("never empty");
                    if col != top {
                        // An unindent to no outer level: the parser reports it; stop checking.
                        indent_checked = false;
                    } else if alt != top_alt {
                        return Err(tab_error());
                    }
                }
            }
            continue;
        }
        match b[i] {
            0 => {
                return Err(error_at(
                    "SyntaxError",
                    "source code cannot contain null bytes",
                    index,
                    i,
                ))
            }
            b'#' => {
                while i < n && b[i] != b'\n' {
                    if b[i] == 0 {
                        break;
                    }
                    i += 1;
                }
                continue;
            }
            q @ (b'\'' | b'"') => {
                i = skip_string(b, i, q);
                continue;
            }
            b'(' | b'[' | b'{' => {
                brackets += 1;
                if brackets > MAX_BRACKETS {
                    return Err(error_at(
                        "SyntaxError",
                        "too many nested parentheses",
                        index,
                        i,
                    ));
                }
            }
            b')' | b']' | b'}' => brackets = brackets.saturating_sub(1),
            b'\\' => {
                // A line continuation: the next line is not a new logical line.
                if b.get(i + 1) == Some(&b'\r') && b.get(i + 2) == Some(&b'\n') {
                    i += 3;
                    continue;
                }
                if b.get(i + 1) == Some(&b'\n') {
                    i += 2;
                    continue;
                }
            }
            b'\n' => line_start = true,
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// The offset just past the string starting with quote `q` at `i` (its prefix letters were
/// skipped as ordinary text). A NUL inside is left for the caller to meet.
fn skip_string(b: &[u8], mut i: usize, q: u8) -> usize {
    let n = b.len();
    let triple = b.get(i + 1) == Some(&q) && b.get(i + 2) == Some(&q);
    i += if triple { 3 } else { 1 };
    while i < n {
        match b[i] {
            0 => return i,
            b'\\' => i += 2,
            b'\n' if !triple => return i,
            c if c == q => {
                if !triple {
                    return i + 1;
                }
                if b.get(i + 1) == Some(&q) && b.get(i + 2) == Some(&q) {
                    return i + 3;
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    n
}

/// Collects a node's direct children (the visitor is told to skip each one's own children).
struct Children<'a>(Vec<AnyNodeRef<'a>>);

impl<'a> SourceOrderVisitor<'a> for Children<'a> {
    fn enter_node(&mut self, node: AnyNodeRef<'a>) -> TraversalSignal {
        self.0.push(node);
        TraversalSignal::Skip
    }
}

/// The depth of the tree in statements and expressions, walked with a heap stack, up to `limit + 1`
/// (the walk stops there).
pub fn depth(module: &ModModule, limit: usize) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(AnyNodeRef::from(module), 0usize)];
    let mut kids = Children(Vec::new());
    while let Some((node, above)) = stack.pop() {
        let d = above + usize::from(node.is_statement() || node.is_expression());
        deepest = deepest.max(d);
        if deepest > limit {
            break;
        }
        node.visit_source_order(&mut kids);
        stack.extend(kids.0.drain(..).map(|k| (k, d)));
    }
    deepest
}

/// CPython's refusal of a tree nested deeper than [`MAX_DEPTH`] (no traceback: nothing ran).
pub fn check(module: &ModModule) -> Result<(), PyErr> {
    if depth(module, MAX_DEPTH) > MAX_DEPTH {
        return Err(PyErr::new(
            "RecursionError",
            "maximum recursion depth exceeded during compilation",
        ));
    }
    Ok(())
}

/// Takes each expression's sub-expressions out (leaving `None` literals) onto a heap stack.
#[derive(Default)]
struct TakeExprs(RefCell<Vec<Expr>>);

impl Transformer for TakeExprs {
    fn visit_expr(&self, expr: &mut Expr) {
        let taken = std::mem::replace(expr, Expr::NoneLiteral(Default::default()));
        self.0.borrow_mut().push(taken);
    }
}

/// Drops a tree of any depth with bounded native stack: statements nest at most [`MAX_INDENT`]
/// deep (the prescan), and every expression is freed from a heap stack, one level at a time.
pub fn dismantle(mut module: ModModule) {
    let take = TakeExprs::default();
    transformer::walk_body(&take, &mut module.body);
    drop(module);
    loop {
        let next = take.0.borrow_mut().pop();
        let Some(mut e) = next else { break };
        transformer::walk_expr(&take, &mut e);
        drop(e);
    }
}
