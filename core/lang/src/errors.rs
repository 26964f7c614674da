//! Python exceptions as values, and CPython's traceback text.
//!
//! A user error never panics: it is a [`PyErr`] carried up the VM's own frame stack, collecting one
//! [`TraceEntry`] per frame it leaves, and printed the way CPython prints it.

use serde::{Deserialize, Serialize};

/// A source position: 1-based line and column, as the editor's gutter wants them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    pub line: u32,
    pub col: u32,
    pub end_line: u32,
    pub end_col: u32,
}

/// One frame of a traceback, innermost last.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceEntry {
    pub span: Span,
    /// `<module>` or the function's name.
    pub scope: String,
    /// The library file this frame ran (`torch/nn/modules/container.py`); `None`: the program.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// A library function CPython implements in C inside a module it writes in Python
    /// (`deque.popleft`, `functools.reduce`): left out of tracebacks as CPython has no frame for it
    /// ([`crate::library::shown_frames`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub native: bool,
}

/// The exception object a Python `raise` created, carried so `except ... as e` gets it back.
#[derive(Clone, Debug)]
pub struct ExcValue(pub super::value::Value);

impl PartialEq for ExcValue {
    fn eq(&self, _: &Self) -> bool {
        // Errors compare by kind, message and traceback; the object is their source, not their data.
        true
    }
}

/// The tail of a `PyErr::missing_upstream` message.
const MISSING_UPSTREAM: &str = " is not provided in the playground yet";

/// A Python exception: its class name (`NameError`), its message, and where it travelled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PyErr {
    pub kind: String,
    pub message: String,
    /// Outermost frame first, as CPython prints them.
    pub traceback: Vec<TraceEntry>,
    #[serde(skip)]
    pub value: Option<ExcValue>,
    /// Its chain and a native's argument object, which few errors have: one box, so the error
    /// stays small enough to travel in every `Result`.
    #[serde(skip)]
    links: Option<Box<Links>>,
}

/// What an error carries besides its text and traceback ([`PyErr::context`], [`PyErr::cause`],
/// [`PyErr::arg`]).
#[derive(Clone, Debug, Default)]
struct Links {
    context: Option<PyErr>,
    cause: Option<PyErr>,
    arg: Option<ExcValue>,
    /// An AttributeError's object whose attribute was missing (`e.obj`), as CPython's
    /// `PyObject_GetAttr` adds it.
    obj: Option<ExcValue>,
    /// Raised again by a bare `raise` (CPython's RERAISE) though it had no traceback yet.
    bare: bool,
    /// The name an uncaught display offers after the message ("Did you mean: 'x'?",
    /// [`crate::suggest`]).
    suggestion: Option<String>,
}

impl PartialEq for Links {
    fn eq(&self, other: &Self) -> bool {
        self.context == other.context && self.cause == other.cause
    }
}

impl PyErr {
    pub fn new(kind: &str, message: impl Into<String>) -> Self {
        PyErr {
            kind: kind.to_string(),
            message: message.into(),
            traceback: Vec::new(),
            value: None,
            links: None,
        }
    }

    /// `KeyError(key)`, as a dict, set or format raises it: the key itself is `args[0]`.
    pub fn key_error(key: super::value::Value) -> Self {
        let mut e = Self::new("KeyError", key.repr());
        e.links_mut().arg = Some(ExcValue(key));
        e
    }

    /// `SystemExit(code)` as `sys.exit(code)` raises it: the message is the code's text (a str
    /// itself, else its repr) and `args[0]` the code itself.
    pub fn exit_with(code: super::value::Value) -> Self {
        use super::value::Value;
        let message = match &code {
            Value::None => String::new(),
            Value::Str(s) => s.to_string(),
            v => v.repr(),
        };
        let mut e = Self::new("SystemExit", message);
        if !matches!(code, Value::None) {
            e.links_mut().arg = Some(ExcValue(code));
        }
        e
    }

    /// A codec's UnicodeEncodeError or UnicodeDecodeError (`kind`): its text, and its fields
    /// as the instance's `args` (`encoding`, `object`, `start`, `end`, `reason`).
    pub fn unicode(
        kind: &str,
        encoding: &str,
        object: super::value::Value,
        start: usize,
        end: usize,
        reason: &str,
    ) -> Self {
        use super::value::Value;
        let (start, end) = (start as i64, end as i64);
        let text = crate::objects::unicode_message(kind, encoding, &object, start, end, reason);
        let mut e = Self::new(kind, text);
        let fields = vec![
            Value::str(encoding),
            object,
            Value::Int(start),
            Value::Int(end),
            Value::str(reason),
        ];
        e.links_mut().arg = Some(ExcValue(Value::tuple(fields)));
        e
    }

    /// The name the uncaught display offers after the message ([`crate::suggest`]).
    pub fn suggestion(&self) -> Option<&str> {
        self.links.as_ref()?.suggestion.as_deref()
    }

    pub fn set_suggestion(&mut self, name: Option<String>) {
        if name.is_some() || self.links.is_some() {
            self.links_mut().suggestion = name;
        }
    }

    /// An AttributeError's `obj`: the object a failed attribute lookup was made on.
    pub fn obj(&self) -> Option<&super::value::Value> {
        self.links.as_ref()?.obj.as_ref().map(|a| &a.0)
    }

    /// A failed lookup of `name` on `obj`: CPython's attribute lookup fills in the
    /// AttributeError's `name` and `obj` when neither is set (a `__getattr__` that raised
    /// `AttributeError(n)` too). An error the VM raised itself is not an instance yet: its `obj`
    /// waits here and its `name` is read from its message when the instance is made.
    pub fn set_obj(&mut self, obj: &super::value::Value, name: &str) {
        use super::value::Value;
        if !self.derives_from("AttributeError") {
            return;
        }
        match &self.value {
            None => self.links_mut().obj = Some(ExcValue(obj.clone())),
            Some(ExcValue(Value::Object(o))) => {
                let mut attrs = o.attrs.borrow_mut();
                let unset = |v: Option<Value>| matches!(v, None | Some(Value::None));
                if unset(attrs.get("name")) && unset(attrs.get("obj")) {
                    attrs.set("name", Value::str(name));
                    attrs.set("obj", obj.clone());
                }
            }
            Some(_) => {}
        }
    }

    /// Sets the argument object the handler's instance is made from (a SyntaxError's fields).
    pub(crate) fn set_arg(&mut self, arg: ExcValue) {
        self.links_mut().arg = Some(arg);
    }

    fn links_mut(&mut self) -> &mut Links {
        self.links.get_or_insert_with(Box::default)
    }

    /// The exception being handled when this one was raised (CPython's `__context__`).
    pub fn context(&self) -> Option<&PyErr> {
        self.links.as_ref()?.context.as_ref()
    }

    pub fn set_context(&mut self, c: PyErr) {
        self.links_mut().context = Some(c);
    }

    /// `raise ... from cause`.
    pub fn cause(&self) -> Option<&PyErr> {
        self.links.as_ref()?.cause.as_ref()
    }

    /// The next error of the chain a traceback prints before this one: the cause, else the
    /// context.
    pub fn chained_mut(&mut self) -> Option<&mut PyErr> {
        let l = self.links.as_mut()?;
        match l.cause {
            Some(ref mut c) => Some(c),
            None => l.context.as_mut(),
        }
    }

    pub fn set_cause(&mut self, c: PyErr) {
        self.links_mut().cause = Some(c);
    }

    /// A bare `raise` of an exception without a traceback (the group `except*` makes): as
    /// CPython's RERAISE, the raising frame adds no line of its own, only the frames it leaves.
    pub fn mark_bare_reraise(&mut self) {
        self.links_mut().bare = true;
    }

    pub fn is_bare_reraise(&self) -> bool {
        self.links.as_ref().is_some_and(|l| l.bare)
    }

    /// A native error's argument object, when its text is not the argument itself: a
    /// KeyError's key (`args[0]` of the instance a handler sees; the message is its repr).
    pub fn arg(&self) -> Option<&super::value::Value> {
        self.links.as_ref()?.arg.as_ref().map(|a| &a.0)
    }

    pub fn type_error(message: impl Into<String>) -> Self {
        Self::new("TypeError", message)
    }

    pub fn value_error(message: impl Into<String>) -> Self {
        Self::new("ValueError", message)
    }

    pub fn runtime_error(message: impl Into<String>) -> Self {
        Self::new("RuntimeError", message)
    }

    pub fn name_error(name: &str) -> Self {
        Self::new("NameError", format!("name '{name}' is not defined"))
    }

    pub fn attribute_error(type_name: &str, attr: &str) -> Self {
        Self::new(
            "AttributeError",
            format!("'{type_name}' object has no attribute '{attr}'"),
        )
    }

    /// Syntax the parser accepts but the playground's VM does not run yet: a clear refusal, never a wrong result.
    /// A feature the playground does not provide, found while running: NotImplementedError
    /// naming it (a wrong answer would be worse).
    pub fn unsupported(what: &str) -> Self {
        Self::new(
            "NotImplementedError",
            format!("{what} is not supported in the playground yet"),
        )
    }

    /// A name the host's library has upstream (PyTorch's, say) that the playground does not
    /// provide: NotImplementedError naming it, so it never reads like the user's typo.
    /// `hasattr` and `getattr(x, name, default)` still answer "absent" for it
    /// (`is_absent_attribute`), as they would on an older release without the name.
    pub fn missing_upstream(qualified: &str) -> Self {
        Self::new(
            "NotImplementedError",
            format!("{qualified}{MISSING_UPSTREAM}"),
        )
    }

    /// An AttributeError, or a `missing_upstream` refusal: what `hasattr` reads as "absent".
    pub fn is_absent_attribute(&self) -> bool {
        self.kind == "AttributeError"
            || (self.kind == "NotImplementedError" && self.message.ends_with(MISSING_UPSTREAM))
    }

    /// Syntax the compiler refuses (`type` aliases, t-strings): a SyntaxError at its line.
    pub fn unsupported_syntax(what: &str) -> Self {
        Self::new(
            "SyntaxError",
            format!("{what} is not supported in the playground yet"),
        )
    }

    /// Attaches the position where the error arose (the VM adds one entry per frame it unwinds).
    pub fn at(mut self, span: Span) -> Self {
        self.traceback.push(TraceEntry {
            span,
            scope: "<module>".into(),
            file: None,
            native: false,
        });
        self
    }

    /// The innermost position in the user's program, for the editor's gutter (an error inside a
    /// library file shows at the program's line that called into it).
    pub fn span(&self) -> Option<Span> {
        self.traceback
            .iter()
            .rev()
            .find(|e| e.file.is_none())
            .or(self.traceback.last())
            .map(|e| e.span)
    }

    /// Whether the exception is the built-in `name` or a class deriving from it.
    pub fn derives_from(&self, name: &str) -> bool {
        match &self.value {
            Some(ExcValue(super::value::Value::Object(o))) => o.class.derives_from_builtin(name),
            _ => self.kind == name,
        }
    }

    /// How an uncaught `SystemExit` ends the process, as CPython's: the status (`None` is 0, an
    /// int its low 8 bits, anything else 1) and, for a code that is not an int, its text for
    /// stderr. No traceback is printed. `None`: not a `SystemExit`.
    pub fn system_exit(&self) -> Option<(u8, Option<String>)> {
        use super::value::Value;
        if !self.derives_from("SystemExit") {
            return None;
        }
        let code = match (&self.value, self.arg()) {
            (Some(ExcValue(Value::Object(o))), _) => super::objects::system_exit_code(o),
            (_, Some(code)) => code.clone(),
            _ if self.message.is_empty() => Value::None,
            _ => match self.message.parse::<i64>() {
                Ok(i) => Value::Int(i),
                Err(_) => Value::str(&self.message),
            },
        };
        Some(match code {
            Value::None => (0, None),
            Value::Int(i) => ((i & 0xff) as u8, None),
            Value::Bool(b) => (b as u8, None),
            other => (1, Some(other.to_str())),
        })
    }

    /// `NameError: name 'x' is not defined`; a class from another module named by its module,
    /// as CPython's traceback does (`json.decoder.JSONDecodeError: ...`, `Outer.Error: ...`).
    pub fn header(&self) -> String {
        let kind = self.qualified_kind();
        let kind = kind.as_deref().unwrap_or(&self.kind);
        if self.message.is_empty() {
            kind.to_string()
        } else {
            format!("{kind}: {}", self.message)
        }
    }

    /// The error with its kind as an uncaught one prints it (see [`PyErr::header`]).
    pub fn qualified(mut self) -> PyErr {
        if let Some(k) = self.qualified_kind() {
            self.kind = k;
        }
        self
    }

    /// `module.qualname` of the exception's class when CPython would print that: a Python class
    /// outside `builtins` and `__main__` (or nested in a class there, by its qualname).
    fn qualified_kind(&self) -> Option<String> {
        let Some(ExcValue(super::value::Value::Object(o))) = &self.value else {
            return None;
        };
        let c = &o.class;
        if c.builtin || c.name != self.kind {
            return None;
        }
        let module = c.attrs.borrow().get("__module__");
        match &module {
            Some(super::value::Value::Str(m)) if &**m != "builtins" && &**m != "__main__" => {
                Some(format!("{m}.{}", c.qualname))
            }
            _ if c.qualname != c.name => Some(c.qualname.clone()),
            _ => None,
        }
    }

    /// The whole traceback as CPython writes it to stderr.
    pub fn render(&self, source: &str) -> String {
        let lines: Vec<&str> = source.lines().collect();
        let syntax = matches!(
            self.kind.as_str(),
            "SyntaxError" | "IndentationError" | "TabError"
        );
        if syntax && self.traceback.len() == 1 {
            // CPython shows syntax errors without the "Traceback" header: they happen before anything runs.
            let e = &self.traceback[0];
            let (name, text) = locate(e, &lines);
            let mut out = String::new();
            out.push_str(&format!("  File \"{name}\", line {}\n", e.span.line));
            if let Some(text) = text {
                // CPython shows a line holding a NUL byte up to the NUL.
                let text = text.split('\0').next().unwrap_or_default();
                out.push_str(&syntax_error_text(text, e.span));
            }
            out.push_str(&self.header());
            out.push('\n');
            return out;
        }
        super::traceback::render(self, &lines)
    }
}

/// A SyntaxError's source line and its caret line, as CPython's display (`print_error_text`)
/// writes them: the line without its indentation, the carets from the error's column to its end
/// column on that line (one where it ends on another line, or at its start).
fn syntax_error_text(text: &str, span: Span) -> String {
    let stripped = text.trim_start_matches([' ', '\t', '\x0c']);
    let indent = (text.chars().count() - stripped.chars().count()) as i64;
    let stripped = stripped.trim_end_matches(['\n', '\r']);
    let len = stripped.chars().count() as i64;
    let mut out = format!("    {stripped}\n");
    let offset = (span.col as i64 - 1 - indent).min(len);
    if offset < 0 {
        return out;
    }
    let end = if span.end_line == span.line && span.end_col > span.col {
        span.end_col as i64 - 1 - indent
    } else {
        offset + 1
    };
    let carets = (end - offset).max(1) as usize;
    // (Tabs and other whitespace before the caret kept, for alignment.)
    let lead: String = stripped
        .chars()
        .take(offset as usize)
        .map(|c| if c.is_whitespace() { c } else { ' ' })
        .collect();
    out.push_str(&format!("    {lead}{}\n", "^".repeat(carets)));
    out
}

/// The file a traceback entry names and its source line: the program's, or a library file's.
pub(crate) fn locate<'a>(e: &TraceEntry, program: &[&'a str]) -> (String, Option<&'a str>) {
    let line = e.span.line.saturating_sub(1) as usize;
    match &e.file {
        None => ("<program>".to_string(), program.get(line).copied()),
        Some(f) => (
            super::library::display_path(f),
            super::library::source(f).and_then(|s| s.lines().nth(line)),
        ),
    }
}

/// Maps byte offsets to 1-based line and column (columns counted in characters, as editors count them).
pub struct LineIndex {
    starts: Vec<u32>,
    source: String,
}

impl LineIndex {
    pub fn new(source: &str) -> Self {
        let mut starts = vec![0u32];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex {
            starts,
            source: source.to_string(),
        }
    }

    fn position(&self, offset: u32) -> (u32, u32) {
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.starts[line] as usize;
        let end = (offset as usize).min(self.source.len());
        let col = self
            .source
            .get(start..end)
            .map(|s| s.chars().count())
            .unwrap_or(0);
        (line as u32 + 1, col as u32 + 1)
    }

    pub fn span(&self, start: u32, end: u32) -> Span {
        let (line, col) = self.position(start);
        let (end_line, end_col) = self.position(end);
        Span {
            line,
            col,
            end_line,
            end_col,
        }
    }
}

/// The emulator's errors carry the exception class PyTorch raises as text; here they become that
/// Python exception.
impl From<tpu_emu::Error> for PyErr {
    fn from(e: tpu_emu::Error) -> Self {
        PyErr::new(e.kind, e.message)
    }
}

/// The emulator's "stop": an error, or a device read the host must resolve before the same
/// instruction runs again (the VM's suspension).
impl From<tpu_emu::Stop> for crate::native::Flow {
    fn from(s: tpu_emu::Stop) -> Self {
        match s {
            tpu_emu::Stop::Raise(e) => crate::native::Flow::Raise(e.into()),
            tpu_emu::Stop::NeedsRead => crate::native::Flow::NeedsRead,
        }
    }
}

impl From<tpu_emu::Error> for crate::native::Flow {
    fn from(e: tpu_emu::Error) -> Self {
        crate::native::Flow::Raise(e.into())
    }
}
