//! `sys._getframe(depth)`: the Python frames live now as minimal frame objects (namespaces with
//! `f_code` (`co_name`, `co_filename`, ...), `f_lineno`, `f_back`, `f_globals`, `f_locals`), made
//! when asked: the VM hands the chain to the native (`Vm::implicit_scope`). A snapshot: its
//! `f_lineno` and `f_locals` do not follow the frame as it runs on.

use super::Vm;
use crate::errors::PyErr;
use crate::value::{Module, Value};

impl Vm {
    /// The frame objects, innermost first (the prelude's frames stand for C and are left out).
    pub(super) fn frame_objects(&mut self) -> Result<Value, PyErr> {
        let python: Vec<usize> = (0..self.frames.len())
            .filter(|&i| {
                let f = &self.frames[i];
                !f.is_native()
                    && f.code
                        .lib
                        .as_ref()
                        .is_none_or(|u| &*u.path != "_prelude.py")
            })
            .collect();
        let mut back = Value::None;
        let mut out = Vec::with_capacity(python.len());
        for fi in python {
            let globals = self.scope_globals(fi)?;
            let locals = self.scope_locals(fi)?;
            let f = &self.frames[fi];
            let pc = if f.in_call {
                f.pc.saturating_sub(1)
            } else {
                f.pc
            };
            let line = f.code.spans.get(pc).map_or(0, |s| s.line);
            let m = Module::new("frame");
            m.set("f_code", crate::funcattr::code_attrs(&f.code));
            m.set("f_lineno", Value::Int(line as i64));
            m.set("f_back", back);
            m.set("f_globals", globals);
            m.set("f_locals", locals);
            m.set("f_builtins", Value::None);
            m.set("f_trace", Value::None);
            back = Value::Module(m);
            out.push(back.clone());
        }
        out.reverse();
        Ok(Value::list(out))
    }
}

/// `sys._getframe(depth=0)`: the chain the VM gave (`introspect::SCOPE`), `depth` frames out.
pub fn getframe(
    _: &mut crate::native::Ctx,
    a: &crate::native::Args,
) -> crate::native::NativeResult {
    let depth = match a.pos.first() {
        None => 0,
        Some(Value::Int(n)) => *n,
        Some(Value::Bool(b)) => *b as i64,
        Some(v) => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))
            .into())
        }
    };
    let chain =
        a.kw.iter()
            .find(|(k, _)| &**k == crate::builtins::introspect::SCOPE)
            .map(|(_, v)| v.clone());
    let frame = match (&chain, usize::try_from(depth)) {
        (Some(Value::List(l)), Ok(d)) => l.borrow().get(d).cloned(),
        (Some(Value::List(l)), Err(_)) => l.borrow().first().cloned(),
        _ => None,
    };
    frame.ok_or_else(|| PyErr::value_error("call stack is not deep enough").into())
}
