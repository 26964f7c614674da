//! An uncaught exception's text, as CPython 3.11's `traceback.TracebackException.format` writes
//! it: the chain of causes and contexts first, and an exception group as its boxed tree of
//! sub-exceptions (`+-+---- 1 ----`), each with its own traceback and chain.

mod carets;
mod native;

pub use native::traceback_module;

pub use carets::carets;

use std::collections::HashSet;
use std::rc::Rc;

use crate::errors::{ExcValue, PyErr, TraceEntry};
use crate::objects::{group, Instance};
use crate::value::Value;

const CAUSE: &str = "\nThe above exception was the direct cause of the following exception:\n\n";
const CONTEXT: &str = "\nDuring handling of the above exception, another exception occurred:\n\n";
/// CPython's `max_group_width` and `max_group_depth`.
const MAX_WIDTH: usize = 15;
const MAX_DEPTH: usize = 10;
/// How long a chain of causes and contexts is followed.
const MAX_CHAIN: usize = 50;

/// The text of `e` uncaught: its chain, tracebacks and groups.
pub fn render(e: &PyErr, program: &[&str]) -> String {
    let mut p = Printer {
        program,
        out: String::new(),
        depth: 0,
        need_close: false,
        seen: HashSet::new(),
    };
    p.format(e);
    p.out
}

/// The exception object behind an error, when it has one.
fn instance(e: &PyErr) -> Option<&Rc<Instance>> {
    match &e.value {
        Some(ExcValue(Value::Object(o))) => Some(o),
        _ => None,
    }
}

/// An exception attribute that holds an exception (`__cause__`, `__context__`).
fn exc_attr(o: &Instance, name: &str) -> Option<Value> {
    o.attrs
        .borrow()
        .get(name)
        .filter(|v| matches!(v, Value::Object(x) if x.class.is_exception()))
}

/// The error an exception instance (a sub-exception, a cause set by hand) stands for.
fn from_value(v: &Value) -> PyErr {
    crate::vm::err_from_value(v, true)
}

struct Printer<'a> {
    program: &'a [&'a str],
    out: String,
    depth: usize,
    need_close: bool,
    /// The exception objects printed already (a chain that loops back stops there).
    seen: HashSet<usize>,
}

impl Printer<'_> {
    fn indent(&self) -> String {
        " ".repeat(2 * self.depth)
    }

    /// Writes `text`'s lines, each behind the group margin (`| `, or `+ ` for a top-level
    /// group's first line) when inside a group.
    fn emit(&mut self, text: &str, margin: char) {
        let mut prefix = self.indent();
        if self.depth > 0 {
            prefix.push(margin);
            prefix.push(' ');
        }
        for line in text.split_inclusive('\n') {
            self.out.push_str(&prefix);
            self.out.push_str(line);
        }
    }

    /// `e` and what it chains to, innermost cause first.
    fn format(&mut self, e: &PyErr) {
        let mut chain: Vec<(Option<&str>, PyErr)> = Vec::new();
        let mut cur = e.clone();
        if let Some(o) = instance(&cur) {
            self.seen.insert(Rc::as_ptr(o) as usize);
        }
        loop {
            let (msg, next) = self.link(&cur);
            chain.push((msg, cur));
            match next {
                Some(n) if chain.len() < MAX_CHAIN => cur = n,
                _ => break,
            }
        }
        for (msg, e) in chain.iter().rev() {
            if let Some(m) = msg {
                self.emit(m, '|');
            }
            self.format_one(e);
        }
    }

    /// What `e` chains to: its cause, else its context unless suppressed (`from None`).
    fn link(&mut self, e: &PyErr) -> (Option<&'static str>, Option<PyErr>) {
        let o = instance(e);
        let suppress = o.is_some_and(|o| {
            matches!(
                o.attrs.borrow().get("__suppress_context__"),
                Some(Value::Bool(true))
            )
        });
        let cause = e.cause().cloned().or_else(|| {
            o.and_then(|o| exc_attr(o, "__cause__"))
                .map(|v| from_value(&v))
        });
        let (msg, next) = match cause {
            Some(c) => (CAUSE, Some(c)),
            None if suppress => return (None, None),
            None => (
                CONTEXT,
                e.context().cloned().or_else(|| {
                    o.and_then(|o| exc_attr(o, "__context__"))
                        .map(|v| from_value(&v))
                }),
            ),
        };
        match next {
            Some(n) => {
                if let Some(x) = instance(&n) {
                    if !self.seen.insert(Rc::as_ptr(x) as usize) {
                        return (None, None);
                    }
                }
                (Some(msg), Some(n))
            }
            None => (None, None),
        }
    }

    /// One exception of the chain: its traceback and last line, or its group's tree.
    fn format_one(&mut self, e: &PyErr) {
        let subs = instance(e).and_then(|o| group(o)).map(|(_, s)| s);
        let Some(subs) = subs else {
            if !e.traceback.is_empty() {
                self.emit("Traceback (most recent call last):\n", '|');
                let frames = frames(&e.traceback, self.program);
                self.emit(&frames, '|');
            }
            self.emit(&exception_only(e), '|');
            return;
        };
        if self.depth > MAX_DEPTH {
            self.emit(&format!("... (max_group_depth is {MAX_DEPTH})\n"), '|');
            return;
        }
        let top = self.depth == 0;
        if top {
            self.depth += 1;
        }
        if !e.traceback.is_empty() {
            let margin = if top { '+' } else { '|' };
            self.emit(
                "Exception Group Traceback (most recent call last):\n",
                margin,
            );
            let frames = frames(&e.traceback, self.program);
            self.emit(&frames, '|');
        }
        self.emit(&exception_only(e), '|');
        let n = subs.len().min(MAX_WIDTH + 1);
        self.need_close = false;
        for (i, sub) in subs.iter().take(n).enumerate() {
            let last = i == n - 1;
            if last {
                self.need_close = true;
            }
            let truncated = i >= MAX_WIDTH;
            let title = if truncated {
                "...".to_string()
            } else {
                (i + 1).to_string()
            };
            let head = if i == 0 { "+-" } else { "  " };
            self.out.push_str(&format!(
                "{}{head}+---------------- {title} ----------------\n",
                self.indent()
            ));
            self.depth += 1;
            if truncated {
                let more = subs.len() - MAX_WIDTH;
                let s = if more > 1 { "s" } else { "" };
                self.emit(&format!("and {more} more exception{s}\n"), '|');
            } else {
                let sub = from_value(sub);
                self.format(&sub);
            }
            if last && self.need_close {
                self.out.push_str(&format!(
                    "{}+------------------------------------\n",
                    self.indent()
                ));
                self.need_close = false;
            }
            self.depth -= 1;
        }
        if top {
            self.depth = 0;
        }
    }
}

/// `Kind: message`, then the exception's notes (`add_note`), one per line.
fn exception_only(e: &PyErr) -> String {
    let mut out = e.header();
    if let Some(s) = e.suggestion() {
        out.push_str(&format!(". Did you mean: '{s}'?"));
    }
    out.push('\n');
    if let Some(o) = instance(e) {
        if let Some(Value::List(l)) = &o.attrs.borrow().get("__notes__") {
            for n in l.borrow().iter() {
                out.push_str(&n.to_str());
                out.push('\n');
            }
        }
    }
    out
}

/// The `File ..., line N, in scope` lines and their source, as CPython's `StackSummary.format`:
/// after three identical entries in a row, the rest of the run is one line,
/// "[Previous line repeated N more times]".
pub(crate) fn frames(tb: &[TraceEntry], program: &[&str]) -> String {
    let shown: Vec<TraceEntry> = crate::library::shown_frames(tb)
        .into_iter()
        .cloned()
        .collect();
    let tb = &shown[..];
    let mut out = String::new();
    let mut i = 0;
    while i < tb.len() {
        let e = &tb[i];
        let run = tb[i..]
            .iter()
            .take_while(|x| x.span.line == e.span.line && x.scope == e.scope && x.file == e.file)
            .count();
        // (Each with its own position: two frames of one line may mark different parts.)
        for e in &tb[i..i + run.min(3)] {
            let (name, text) = crate::errors::locate(e, program);
            out.push_str(&format!(
                "  File \"{name}\", line {}, in {}\n",
                e.span.line, e.scope
            ));
            if let Some(text) = text {
                out.push_str(&format!("    {}\n", text.trim()));
                if let Some(marks) = carets::carets(text, e.span) {
                    out.push_str(&marks);
                    out.push('\n');
                }
            }
        }
        if run > 3 {
            let more = run - 3;
            out.push_str(&format!(
                "  [Previous line repeated {more} more time{}]\n",
                if more == 1 { "" } else { "s" }
            ));
        }
        i += run;
    }
    out
}
