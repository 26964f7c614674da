//! `torch.nn`: the functional forms (`functional`), native module objects (`modules`) and
//! `torch.optim` (`optim`).
//!
//! The built-in modules are native objects so that programs using `nn.Sequential`, `nn.Linear`
//! and an optimizer run before the language has classes. Users' own `nn.Module` subclasses need
//! the language's classes; they will call the same functional ops and hold the same parameter
//! tensors, so a native module can be a child of a user module.

pub(super) mod functional;
pub(super) mod losses;
pub(super) mod modules;
pub(super) mod optim;
pub(super) mod schedule;

use crate::script::value::{Module, Value};

pub(super) fn module() -> Value {
    let nn = Module::new("torch.nn");
    nn.set("functional", functional::module());
    modules::register(&nn);
    let utils = Module::new("torch.nn.utils");
    crate::torch::native(&utils, "clip_grad_norm_", schedule::clip_grad_norm);
    nn.set("utils", Value::Module(utils));
    Value::Module(nn)
}
