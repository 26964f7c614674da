//! `eval` and `exec` of strings, through the same parser and compiler as a program.
//!
//! The code runs as a call of a function of no arguments, on the VM's own frame stack, so the
//! step and time limits, the recursion limit and device reads apply inside as anywhere. Its
//! globals are a dict: the code is compiled as library code of a unit whose module is named
//! [`space_name`]`(i)`, the i-th dict in [`Ctx::exec_spaces`], where `LoadLibGlobal` and friends
//! find it (`vm::import`), so a function defined by the code sees that dict as its globals for
//! good, as in CPython. Names not in it come from the builtins. Locals apart from the globals
//! make the code's own names live in that dict instead, as a class body's live in its namespace
//! (`Instr::EnterNamespace`). Without a globals argument, a direct call (`eval(s)`) is compiled
//! as `eval(s, globals(), locals())`: the caller's globals, live, and its locals.
//! Tracebacks and SyntaxErrors name the file `<string>`, as CPython's do.

use std::cell::RefCell;
use std::rc::Rc;

use crate::code::LibUnit;
use crate::errors::PyErr;
use crate::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use crate::objects::{Attrs, Class, Instance};
use crate::table::DictTable;
use crate::value::{Function, Value};

/// What tracebacks call code run by `exec`/`eval`.
pub const FILE: &str = "<string>";

const PREFIX: &str = "\0exec";

/// The module name of the code run in the i-th globals dict.
pub fn space_name(i: usize) -> String {
    format!("{PREFIX}{i}")
}

/// The globals dict of code whose unit's module is `module`, when `exec`/`eval` made it.
pub(crate) fn space(ctx: &Ctx, module: &str) -> Option<Rc<RefCell<DictTable>>> {
    let i: usize = module.strip_prefix(PREFIX)?.parse().ok()?;
    ctx.exec_spaces.get(i).cloned()
}

/// The builtins of code whose globals are `globals`, when its `__builtins__` is not the VM's:
/// a dict, or a module, given by the program (`exec(s, {"__builtins__": {}})`).
pub(crate) fn own_builtins(ctx: &Ctx, globals: &Rc<RefCell<DictTable>>) -> Option<Builtins> {
    match globals.borrow().get_plain(&Value::str("__builtins__"))? {
        Value::Dict(d) if Rc::ptr_eq(d, &ctx.exec_builtins) => None,
        Value::Dict(d) => Some(Builtins::Dict(d.clone())),
        Value::Module(m) if m.name == "builtins" => None,
        Value::Module(m) => Some(Builtins::Module(m.clone())),
        _ => None,
    }
}

/// A builtins namespace a program gave `exec`/`eval`.
pub(crate) enum Builtins {
    Dict(Rc<RefCell<DictTable>>),
    Module(Rc<crate::value::Module>),
}

impl Builtins {
    pub(crate) fn get(&self, name: &str) -> Option<Value> {
        match self {
            Builtins::Dict(d) => d.borrow().get_plain(&Value::str(name)).cloned(),
            Builtins::Module(m) => m.get(name),
        }
    }
}

/// An `Attrs` over the dict `d` (the frame namespace of `Instr::EnterNamespace`).
pub(crate) fn namespace_over(d: Rc<RefCell<DictTable>>) -> Rc<RefCell<Attrs>> {
    let mut attrs = Attrs::default();
    attrs.replace_dict(d);
    Rc::new(RefCell::new(attrs))
}

/// Whether `f` is `eval` or `exec`, which without globals take their caller's names, or `dir`,
/// which without an argument lists them (`Vm::implicit_scope`).
pub fn takes_scope(f: crate::native::NativeFn) -> bool {
    std::ptr::fn_addr_eq(f, eval as crate::native::NativeFn)
        || std::ptr::fn_addr_eq(f, exec as crate::native::NativeFn)
        || is_dir(f)
        || std::ptr::fn_addr_eq(f, crate::modules::exc_info as crate::native::NativeFn)
        || std::ptr::fn_addr_eq(f, crate::vm::getframe as crate::native::NativeFn)
}

/// Whether `f` is the builtin `dir`.
pub fn is_dir(f: crate::native::NativeFn) -> bool {
    std::ptr::fn_addr_eq(
        f,
        crate::builtins::introspect::dir as crate::native::NativeFn,
    )
}

pub fn eval(ctx: &mut Ctx, a: &Args) -> NativeResult {
    run(ctx, a, true)
}

pub fn exec(ctx: &mut Ctx, a: &Args) -> NativeResult {
    run(ctx, a, false)
}

fn run(ctx: &mut Ctx, a: &Args, eval: bool) -> NativeResult {
    let fname = if eval { "eval" } else { "exec" };
    if !a.kw.is_empty() {
        return Err(PyErr::type_error(format!("{fname}() takes no keyword arguments")).into());
    }
    let n = a.pos.len();
    if n == 0 || n > 3 {
        let (most, what) = if n == 0 { ("least", 1) } else { ("most", 3) };
        return Err(PyErr::type_error(if eval {
            format!(
                "eval expected at {most} {what} argument{}, got {n}",
                plural(what)
            )
        } else {
            format!(
                "exec() takes at {most} {what} positional argument{} ({n} given)",
                plural(what)
            )
        })
        .into());
    }
    let (src, path, mode) = match &a.pos[0] {
        Value::Str(s) => (s.clone(), Rc::from(FILE), Rc::from(fname)),
        code => match compiled(code) {
            Some(c) => c,
            None => {
                return Err(PyErr::type_error(format!(
                    "{fname}() arg 1 must be a string, bytes or code object"
                ))
                .into())
            }
        },
    };
    let globals = match a.pos.get(1) {
        Some(Value::Dict(d)) => d.clone(),
        // No caller's names to take (called from library code): a new dict.
        None | Some(Value::None) => Rc::new(RefCell::new(DictTable::new())),
        Some(_) if eval => {
            return Err(PyErr::type_error(
                "globals must be a real dict; try eval(expr, {}, mapping)",
            )
            .into());
        }
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "exec() globals must be a dict, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let locals = match a.pos.get(2) {
        None | Some(Value::None) => None,
        Some(Value::Dict(d)) if Rc::ptr_eq(d, &globals) => None,
        Some(v @ Value::Dict(_)) => Some(v.clone()),
        Some(_) if eval => return Err(PyErr::type_error("locals must be a mapping").into()),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "locals must be a mapping or None, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let builtins = Value::str("__builtins__");
    if globals.borrow().get_plain(&builtins).is_none() {
        // CPython's `exec` enters the builtins there: here a marker for the VM's own.
        globals
            .borrow_mut()
            .insert_plain(builtins, Value::Dict(ctx.exec_builtins.clone()));
    }
    // The spaces are kept for the run (a function the code defined may outlive the caller's
    // dict), so an address names one dict.
    let key = Rc::as_ptr(&globals) as usize;
    let i = match ctx.exec_index.get(&key) {
        Some(&i) => i,
        None => {
            ctx.exec_spaces.push(globals);
            ctx.exec_index.insert(key, ctx.exec_spaces.len() - 1);
            ctx.exec_spaces.len() - 1
        }
    };
    let unit = Rc::new(LibUnit {
        path,
        module: Rc::from(space_name(i)),
        package: String::new(),
    });
    let (as_expr, single) = (&*mode == "eval", &*mode == "single");
    // CPython's `eval` skips the expression's leading blanks.
    let text: &str = if as_expr {
        src.trim_start_matches([' ', '\t'])
    } else {
        &src
    };
    let code = crate::compile::compile_mode(text, unit, as_expr, single, locals)?;
    if as_expr && !eval {
        // `exec` of an expression's code object: its value is dropped.
        let f = function(code);
        let call = Flow::call(f, Vec::new(), Then::Resume(Box::new(ToNone)));
        return Err(call);
    }
    Err(Flow::call(function(code), Vec::new(), Then::Tail))
}

/// The function of no arguments whose call runs `code`.
fn function(code: Rc<crate::code::CodeObject>) -> Value {
    let f = Function {
        code,
        defaults: Vec::new(),
        kwdefaults: Vec::new(),
        cells: Vec::new(),
        owner: RefCell::new(None),
        dict: RefCell::new(Attrs::default()),
    };
    Value::Function(Rc::new(f))
}

/// `exec`'s None after code that computed a value.
#[derive(Debug)]
struct ToNone;

impl Continuation for ToNone {
    fn resume(&mut self, _: &mut Ctx, _: Value) -> NativeResult {
        Ok(Value::None)
    }
}

thread_local! {
    /// The class of what `compile` returns (`code`).
    static CODE: Rc<Class> = Class::new("code", Vec::new(), Attrs::default(), true)
        .expect("no bases");
}

/// The class `code` (`type(f.__code__)`, what `compile` returns).
pub(crate) fn code_class() -> Rc<Class> {
    CODE.with(|c| c.clone())
}

/// A code object's source, file name, and mode (`compile(.., 'eval')`).
fn compiled(v: &Value) -> Option<(Rc<str>, Rc<str>, Rc<str>)> {
    let Value::Object(o) = v else { return None };
    if !CODE.with(|c| Rc::ptr_eq(c, &o.class)) {
        return None;
    }
    let attrs = o.attrs.borrow();
    let text = |name: &str| match &attrs.get(name) {
        Some(Value::Str(s)) => Some(s.clone()),
        _ => None,
    };
    let mode = text("_mode")?;
    Some((text("_source")?, text("co_filename")?, mode))
}

/// `compile(source, filename, mode)`: the source checked now (a SyntaxError names `filename`),
/// kept as a code object that `exec` and `eval` run. Flags and `optimize` are accepted and
/// ignored; `single` shows its expressions' values with `sys.displayhook`.
pub fn compile(_: &mut Ctx, a: &Args) -> NativeResult {
    let names = [
        "source",
        "filename",
        "mode",
        "flags",
        "dont_inherit",
        "optimize",
    ];
    let mut given: Vec<Option<Value>> = vec![None; names.len()];
    for (i, v) in a.pos.iter().enumerate() {
        match given.get_mut(i) {
            Some(slot) => *slot = Some(v.clone()),
            None => {
                return Err(PyErr::type_error(format!(
                    "compile() takes at most 6 arguments ({} given)",
                    a.pos.len()
                ))
                .into())
            }
        }
    }
    for (k, v) in &a.kw {
        match names.iter().position(|n| *n == &**k) {
            Some(i) => given[i] = Some(v.clone()),
            None => {
                return Err(PyErr::type_error(format!(
                    "compile() got an unexpected keyword argument '{k}'"
                ))
                .into())
            }
        }
    }
    let (Some(source), Some(filename), Some(mode)) = (&given[0], &given[1], &given[2]) else {
        let at = given.iter().position(|g| g.is_none()).unwrap_or(0);
        return Err(PyErr::type_error(format!(
            "compile() missing required argument '{}' (pos {})",
            names[at],
            at + 1
        ))
        .into());
    };
    let Value::Str(source) = source else {
        return Err(
            PyErr::type_error("compile() arg 1 must be a string, bytes or AST object").into(),
        );
    };
    let Value::Str(filename) = filename else {
        return Err(PyErr::type_error(format!(
            "compile(): argument 'filename' must be str, not {}",
            filename.type_name()
        ))
        .into());
    };
    let mode = match mode {
        Value::Str(m) if matches!(&**m, "exec" | "eval" | "single") => m.clone(),
        _ => {
            return Err(PyErr::new(
                "ValueError",
                "compile() mode must be 'exec', 'eval' or 'single'",
            )
            .into())
        }
    };
    let eval = &*mode == "eval";
    let unit = Rc::new(LibUnit {
        path: filename.clone(),
        module: Rc::from(PREFIX),
        package: String::new(),
    });
    let text: &str = if eval {
        source.trim_start_matches([' ', '\t'])
    } else {
        source
    };
    crate::compile::compile_mode(text, unit, eval, &*mode == "single", None)?;
    let inst = CODE.with(|c| Instance::new(c.clone()));
    {
        let mut attrs = inst.attrs.borrow_mut();
        attrs.set("co_filename", Value::Str(filename.clone()));
        attrs.set("_source", Value::Str(source.clone()));
        attrs.set("_mode", Value::Str(mode));
    }
    Ok(Value::Object(inst))
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
