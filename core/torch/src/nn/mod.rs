//! `torch.nn`: the functional forms (`functional`), native module objects (`modules`) and
//! `torch.optim` (`optim`).
//!
//! The built-in modules are native objects (`modules`); users' own `nn.Module` subclasses are
//! instances of the class in `user`, which holds native modules as children and reuses their
//! parameters and repr.

mod conv;
pub(super) mod functional;
pub(super) mod init;
pub(super) mod losses;
pub(crate) mod modules;
pub(super) mod optim;
mod parallel;
mod tree;
pub(crate) mod user;

use tpu_lang::value::{Module, Value};

pub(crate) use parallel::after_backward;

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
