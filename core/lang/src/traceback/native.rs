//! `_traceback`: the natives under the `traceback` module (`core/lang/lib/traceback.py`) and
//! `linecache`: the VM's rendering of an exception, its frames with their positions, the marker
//! lines, and the source text tracebacks name.

use crate::errors::PyErr;
use crate::native::NativeFunction;
use crate::value::{Module, Value};

/// `_traceback.format(exc)`: the lines CPython prints for the exception instance `exc`, its
/// causes and contexts first, as an uncaught one would be printed.
pub fn traceback_module() -> Value {
    let m = Module::new("_traceback");
    m.set(
        "format",
        NativeFunction::value("format", |_, a| {
            let v = a.pos.first().cloned().unwrap_or(Value::None);
            let e = chained_err(&v, 0);
            Ok(Value::str(&e.render(&crate::compile::program_source())))
        }),
    );
    // `_traceback.entries(exc)`: the frames of `exc`'s own traceback, outermost first, as
    // `(filename, lineno, name, line, end_lineno, colno, end_colno)`: `line` the source line as
    // written (None when there is none), the columns UTF-8 byte offsets as CPython's positions.
    m.set(
        "entries",
        NativeFunction::value("entries", |_, a| {
            let v = a.pos.first().cloned().unwrap_or(Value::None);
            let e = crate::vm::err_from_value(&v, true);
            let source = crate::compile::program_source();
            let program: Vec<&str> = source.lines().collect();
            let mut out = Vec::new();
            for t in crate::library::shown_frames(&e.traceback) {
                let (name, text) = crate::errors::locate(t, &program);
                let byte = |col: u32| {
                    let chars = col.saturating_sub(1) as usize;
                    text.map_or(chars, |l| l.chars().take(chars).map(char::len_utf8).sum())
                };
                out.push(Value::tuple(vec![
                    Value::str(&name),
                    Value::Int(t.span.line as i64),
                    Value::str(&t.scope),
                    text.map_or(Value::None, Value::str),
                    Value::Int(t.span.end_line as i64),
                    Value::Int(byte(t.span.col) as i64),
                    Value::Int(byte(t.span.end_col) as i64),
                ]));
            }
            Ok(Value::list(out))
        }),
    );
    // `_traceback.carets(line, lineno, end_lineno, colno, end_colno)`: the marker line CPython
    // draws under `line` (a frame's source line as written) for that position, or None.
    m.set(
        "carets",
        NativeFunction::value("carets", |_, a| {
            let (Some(Value::Str(line)), Some(Value::Int(l)), Some(Value::Int(el))) =
                (a.pos.first(), a.pos.get(1), a.pos.get(2))
            else {
                return Ok(Value::None);
            };
            let (Some(Value::Int(c)), Some(Value::Int(ec))) = (a.pos.get(3), a.pos.get(4)) else {
                return Ok(Value::None);
            };
            let line = line.to_string();
            let line = line.trim_end_matches('\n');
            // CPython's byte offsets as 1-based character columns.
            let col = |b: i64| {
                let b = b.max(0) as usize;
                line.char_indices().take_while(|(i, _)| *i < b).count() as u32 + 1
            };
            let span = crate::errors::Span {
                line: (*l).max(0) as u32,
                col: col(*c),
                end_line: (*el).max(0) as u32,
                end_col: col(*ec),
            };
            Ok(crate::traceback::carets(line, span).map_or(Value::None, |m| Value::str(&m)))
        }),
    );
    // `_traceback.source(filename)`: the text tracebacks show for `<program>` (the program's
    // source) and `<lib>/path` (a library file's), None for any other name: what linecache
    // and inspect read.
    m.set(
        "source",
        NativeFunction::value("source", |_, a| {
            let Some(Value::Str(name)) = a.pos.first() else {
                return Ok(Value::None);
            };
            if &**name == "<program>" {
                return Ok(Value::Str(crate::compile::program_source()));
            }
            Ok(name
                .strip_prefix("<lib>/")
                .and_then(crate::library::source)
                .map_or(Value::None, Value::str))
        }),
    );
    // `_traceback.copy(new, orig)`: `new` takes `orig`'s traceback, as a group derived by
    // `split` takes its original's `__traceback__` (`_excgroup.py`).
    m.set(
        "copy",
        NativeFunction::value("copy", |_, a| {
            if let (Some(Value::Object(new)), Some(Value::Object(orig))) =
                (a.pos.first(), a.pos.get(1))
            {
                let tb = orig.traceback.borrow().clone();
                *new.traceback.borrow_mut() = tb;
            }
            Ok(Value::None)
        }),
    );
    Value::Module(m)
}

fn chained_err(v: &Value, depth: usize) -> PyErr {
    let mut e = crate::vm::err_from_value(v, true);
    let Value::Object(o) = v else { return e };
    let attr = |n: &str| {
        o.attrs
            .borrow()
            .get(n)
            .filter(|x| !matches!(x, Value::None))
    };
    if depth < 50 {
        if let Some(c) = attr("__cause__") {
            e.set_cause(chained_err(&c, depth + 1));
        } else if !matches!(attr("__suppress_context__"), Some(Value::Bool(true))) {
            if let Some(c) = attr("__context__") {
                e.set_context(chained_err(&c, depth + 1));
            }
        }
    }
    e
}
