//! `torch.nn`: the functional forms (`functional`), native module objects (`modules`) and
//! `torch.optim` (`optim`).
//!
//! The built-in modules are native objects (`modules`); users' own `nn.Module` subclasses are
//! instances of the class in `user`, which holds native modules as children and reuses their
//! parameters and repr.

mod conv;
pub(super) mod functional;
pub(crate) mod init;
pub(super) mod losses;
pub(crate) mod modules;
pub(super) mod optim;
mod parallel;
pub(crate) mod tree;
pub(crate) mod user;

use tpu_lang::value::{Module, Value};

pub(crate) use parallel::after_backward;

/// A Python-level name of the loaded `torch.nn` package (`_twin`, `_subclass_base`, ...), which
/// a native hands its call to; an internal error when the library lacks it.
pub(crate) fn python_attr(
    ctx: &mut tpu_lang::native::Ctx,
    name: &str,
) -> Result<Value, tpu_lang::PyErr> {
    use crate::TorchCtx;
    let found = match ctx.torch().modules.get("torch").cloned() {
        Some(Value::Module(ref torch)) => match torch.get("nn") {
            Some(Value::Module(ref nn)) => nn.get(name),
            _ => None,
        },
        _ => None,
    };
    found.ok_or_else(|| {
        tpu_lang::PyErr::runtime_error(format!("internal error: no torch.nn.{name}"))
    })
}

/// Whether `o` is an instance of a user `nn.Module` subclass.
pub(crate) fn is_module_instance(o: &tpu_lang::objects::Instance) -> bool {
    user::is_module_class(&o.class)
}

/// The private native module `_torch_nn` (see `user::primitives`).
pub(super) fn primitives() -> Value {
    user::primitives()
}

pub(super) fn module(object_class: &Value) -> Value {
    let nn = Module::new("torch.nn");
    nn.set("functional", functional::module());
    nn.set("init", init::module());
    modules::register(&nn);
    let module_class = user::module_class(object_class);
    nn.set("parallel", parallel::module(&module_class));
    nn.set("Module", module_class);
    crate::native(&nn, "Parameter", user::parameter);
    Value::Module(nn)
}
