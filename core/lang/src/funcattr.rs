//! The attributes of functions (`f.__name__`, `__defaults__`, `__dict__`, `__closure__` ...) and
//! of their code objects (`f.__code__.co_*`), as `attr::getattr` answers them.

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::Flow;
use crate::value::{Function, Value};

/// `f.name` for a Python function: its own `__dict__` first, then the attributes CPython's
/// function objects have.
pub(crate) fn function_attr(f: &Rc<Function>, name: &str) -> Result<Value, Flow> {
    if let Some(v) = f.dict.borrow().get(name) {
        return Ok(v.clone());
    }
    Ok(match name {
        "__name__" => Value::str(&f.code.name),
        "__qualname__" => Value::str(&f.code.qualname),
        "__call__" => crate::builtins::introspect::call_wrapper(&Value::Function(f.clone())),
        "__doc__" => f.code.doc.as_deref().map_or(Value::None, Value::str),
        // The playground's stand-in for `__code__.co_flags & CO_COROUTINE` (asyncio's).
        "__is_coroutine__" => Value::Bool(f.code.is_coroutine),
        "__module__" => Value::str(f.code.lib.as_ref().map_or("__main__", |l| &l.module)),
        "__defaults__" if f.defaults.is_empty() => Value::None,
        "__defaults__" => Value::tuple(f.defaults.clone()),
        "__kwdefaults__" if f.kwdefaults.is_empty() => Value::None,
        "__kwdefaults__" => {
            let pairs = f
                .kwdefaults
                .iter()
                .map(|(k, v)| (Value::Str(k.clone()), v.clone()))
                .collect::<Vec<_>>();
            return Ok(Value::Dict(Rc::new(RefCell::new(
                crate::table::DictTable::from_pairs(pairs),
            ))));
        }
        "__dict__" => return Ok(Value::Dict(f.dict.borrow_mut().live_dict())),
        // A function defined without annotations: an empty dict, made once and kept (a
        // program may fill it), as CPython's.
        "__annotations__" => {
            let d = Value::Dict(Rc::new(RefCell::new(crate::table::DictTable::default())));
            f.dict.borrow_mut().set(name, d.clone());
            d
        }
        "__code__" => code_attrs(&f.code),
        // The dict its globals live in: the VM answers it (`func_globals`).
        "__globals__" => {
            return Err(Flow::Call(Box::new(crate::native::PyCall {
                func: crate::native::NativeFunction::value("__globals__", func_globals),
                args: crate::native::Args {
                    pos: vec![Value::Function(f.clone())],
                    kw: Vec::new(),
                },
                then: crate::native::Then::Tail,
            })))
        }
        "__closure__" if f.cells.is_empty() => Value::None,
        // Cell objects over the function's own cells (`_prelude.cell`): the VM answers it.
        "__closure__" => {
            return Err(Flow::Call(Box::new(crate::native::PyCall {
                func: crate::native::NativeFunction::value("__closure__", closure),
                args: crate::native::Args {
                    pos: vec![Value::Function(f.clone())],
                    kw: Vec::new(),
                },
                then: crate::native::Then::Tail,
            })))
        }
        _ => return Err(PyErr::attribute_error("function", name).into()),
    })
}

/// `f.__closure__`: a `_prelude.cell` per cell, each with its own copy of
/// `_prelude._cell_access` closed over that cell, so `cell_contents` reads and writes it.
fn closure(ctx: &mut crate::native::Ctx, a: &crate::native::Args) -> crate::native::NativeResult {
    let Some(Value::Function(f)) = a.pos.first() else {
        return Err(PyErr::type_error("__closure__ of a function").into());
    };
    let prelude = ctx.prelude.as_ref();
    let (Some(Value::Class(ref cls)), Some(Value::Function(ref access))) = (
        prelude.and_then(|m| m.get("cell")),
        prelude.and_then(|m| m.get("_cell_access")),
    ) else {
        return Err(PyErr::runtime_error("internal error: no _prelude.cell").into());
    };
    if cls.attrs.borrow().get("cell_contents").is_none() {
        // The class's property, made now (see `_prelude.cell`): a program that never asks for
        // a closure keeps the no-properties shortcut.
        let part = |n: &str| prelude.and_then(|m| m.get(n)).unwrap_or(Value::None);
        let p = crate::objects::Property::full(
            part("_cell_get"),
            part("_cell_set"),
            part("_cell_del"),
            Value::None,
        );
        cls.attrs.borrow_mut().set("cell_contents", p);
        crate::objects::class_changed();
    }
    let cells = f.cells.iter().map(|c| {
        let acc = Function {
            code: access.code.clone(),
            defaults: access.defaults.clone(),
            kwdefaults: access.kwdefaults.clone(),
            cells: vec![c.clone()],
            owner: RefCell::new(None),
            dict: RefCell::new(crate::objects::Attrs::default()),
        };
        let o = crate::objects::Instance::new(cls.clone());
        o.attrs
            .borrow_mut()
            .set("_access", Value::Function(Rc::new(acc)));
        Value::Object(o)
    });
    Ok(Value::tuple(cells.collect()))
}

/// `f.__globals__`: the globals dict of exec'd code, else its module's live namespace
/// (`_prelude._module_dict`: the program's is `sys.modules['__main__'].__dict__`).
fn func_globals(
    ctx: &mut crate::native::Ctx,
    a: &crate::native::Args,
) -> crate::native::NativeResult {
    let Some(Value::Function(f)) = a.pos.first() else {
        return Err(PyErr::type_error("__globals__ of a function").into());
    };
    let module = f.code.lib.as_ref().map_or("__main__", |l| &l.module);
    if let Some(d) = crate::exec::space(ctx, module) {
        return Ok(Value::Dict(d));
    }
    let args = crate::native::Args {
        pos: vec![Value::str(module)],
        kw: Vec::new(),
    };
    crate::builtins::call_prelude(ctx, "_module_dict", &args)
}

/// `f.__code__`: the code object's introspected attributes (`co_*`), as a namespace.
pub(crate) fn code_attrs(code: &crate::code::CodeObject) -> Value {
    let names = |v: &[Rc<str>]| Value::tuple(v.iter().map(|n| Value::Str(n.clone())).collect());
    let mut flags = 3 | (code.varargs as i64) << 2 | (code.varkw as i64) << 3;
    if code.qualname.contains("<locals>") {
        flags |= 16;
    }
    if code.is_async_gen {
        flags |= 512;
    } else if code.is_coroutine {
        flags |= 128;
    } else if code.is_generator {
        flags |= 32;
    }
    let inst = crate::objects::Instance::new(crate::exec::code_class());
    let mut m = inst.attrs.borrow_mut();
    m.set("co_name", Value::str(&code.name));
    m.set("co_qualname", Value::str(&code.qualname));
    m.set("co_argcount", Value::Int(code.argcount as i64));
    m.set("co_firstlineno", Value::Int(code.first_line.max(1) as i64));
    m.set("co_posonlyargcount", Value::Int(code.posonlycount as i64));
    m.set("co_kwonlyargcount", Value::Int(code.kwonlycount as i64));
    // The parameters, then the other locals that are no cell (CPython's cell variables that
    // are not parameters live in `co_cellvars` only).
    let nargs = code.argcount as usize
        + code.kwonlycount as usize
        + code.varargs as usize
        + code.varkw as usize;
    let varnames: Vec<Rc<str>> = code
        .locals
        .iter()
        .enumerate()
        .filter(|(i, n)| *i < nargs || !code.cellvars.contains(n))
        .map(|(_, n)| n.clone())
        .collect();
    m.set("co_varnames", names(&varnames));
    m.set("co_freevars", names(&code.freevars));
    m.set("co_cellvars", names(&code.cellvars));
    m.set("co_flags", Value::Int(flags));
    let file = code
        .lib
        .as_ref()
        .map_or("<program>".to_string(), |u| format!("<lib>/{}", u.path));
    m.set("co_filename", Value::str(&file));
    drop(m);
    Value::Object(inst)
}
