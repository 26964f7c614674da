//! A call's `**m` (`DictMerge`, CPython's `DICT_MERGE`): merged into the call's keywords, a
//! repeated keyword and a value that is not a mapping refused in CPython's words.

use super::super::step::top;
use super::super::{Step, Vm};
use crate::conts;
use crate::errors::PyErr;
use crate::value::Value;

impl Vm {
    /// `DictMerge`: a call's `**m` into its keywords. Stack: callee, positional list, keywords,
    /// `m`.
    /// `f(*x)`: the items of `x` into the call's argument list (see `Instr::ArgsExtend`).
    pub(in super::super) fn args_extend(
        &mut self,
        fi: usize,
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let callee = top(&self.frames[fi], 2).clone();
        self.extend(fi, pc, next_pc).map_err(|e| {
            match e
                .message
                .strip_prefix("Value after * must be an iterable, not ")
            {
                Some(t) if e.kind == "TypeError" => PyErr::type_error(format!(
                    "{} argument after * must be an iterable, not {t}",
                    function_str(&mut self.ctx, &callee)
                )),
                _ => e,
            }
        })
    }

    pub(in super::super) fn dict_merge(
        &mut self,
        fi: usize,
        pc: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let src = crate::subclass::plain(top(frame, 0));
        let dup = match (&src, top(frame, 1)) {
            (Value::Dict(s), Value::Dict(d)) => {
                let d = d.borrow();
                let s = s.borrow();
                let found = s.iter().find_map(|(k, _)| match k {
                    Value::Str(k)
                        if d.iter().any(|(x, _)| matches!(x, Value::Str(x) if x == k)) =>
                    {
                        Some(k.clone())
                    }
                    _ => None,
                });
                found
            }
            _ if conts::mapping::is_user_mapping(&src) => None,
            (other, _) => {
                let callee = top(frame, 3).clone();
                let t = crate::dunder::type_name(other);
                return Err(PyErr::type_error(format!(
                    "{} argument after ** must be a mapping, not {t}",
                    function_str(&mut self.ctx, &callee)
                )));
            }
        };
        if let Some(k) = dup {
            let callee = top(frame, 3).clone();
            return Err(PyErr::type_error(format!(
                "{} got multiple values for keyword argument '{k}'",
                function_str(&mut self.ctx, &callee)
            )));
        }
        self.extend(fi, pc, next_pc)
    }
}

/// How CPython's messages about a call name what was called (`_PyObject_FunctionStr`):
/// `module.qualname()`, the bare `qualname()` for builtins.
fn function_str(ctx: &mut crate::native::Ctx, f: &Value) -> String {
    let f = match f {
        Value::BoundMethod(b) => b.1.clone(),
        other => other.clone(),
    };
    let qualname = match crate::dunder::getattr(ctx, &f, "__qualname__") {
        Ok(Value::Str(ref q)) => q.clone(),
        _ => return f.type_name().to_string(),
    };
    match crate::dunder::getattr(ctx, &f, "__module__") {
        Ok(Value::Str(ref m)) if &**m != "builtins" => format!("{m}.{qualname}()"),
        _ => format!("{qualname}()"),
    }
}
