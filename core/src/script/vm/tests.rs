//! The hook the torch binding needs: a built-in class whose native `__call__` runs the user's
//! `forward` through the frame stack (as `nn.Module.__call__` does), subclassed from Python.

use std::rc::Rc;

use super::{RunOutcome, Vm};
use crate::device::CpuBackend;
use crate::dispatch::{Dispatcher, EagerMode};
use crate::script::compile::compile_program;
use crate::script::native::{Args, Ctx, Flow, NativeFunction, NativeResult, Then};
use crate::script::objects::{Attrs, Class};
use crate::script::value::Value;
use crate::torch::TorchState;

/// `Module.__call__(self, *args)`: look up `self.forward` and tail-call it.
fn module_call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let forward = crate::script::dunder::getattr(ctx, &a.pos[0], "forward")?;
    Err(Flow::Call(Box::new(crate::script::native::PyCall {
        func: forward,
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    })))
}

fn run_with_module(src: &str) -> (String, Option<String>) {
    let code = compile_program(src).expect("compiles");
    let ctx = Ctx::new(TorchState::new(Dispatcher::new(
        Box::new(CpuBackend::new(None)),
        EagerMode::Strict,
    )));
    let mut vm = Vm::new(code, ctx);
    let object = match vm.builtins.get("object") {
        Some(Value::Class(c)) => c.clone(),
        _ => panic!("object is a class"),
    };
    let mut attrs = Attrs::default();
    attrs.set("__call__", NativeFunction::value("__call__", module_call));
    let module = Class::new("Module", vec![object], attrs, true).expect("one base");
    vm.globals.insert(Rc::from("Module"), Value::Class(module));
    let err = loop {
        match vm.run(5) {
            RunOutcome::OutOfBudget => continue,
            RunOutcome::Done => break None,
            RunOutcome::NeedsValue => panic!("no device reads"),
            RunOutcome::Error(e) => break Some(e.render(src)),
        }
    };
    (vm.ctx.stdout.clone(), err)
}

#[test]
fn a_native_call_runs_a_python_forward_through_the_frame_stack() {
    let src = "\
class Double(Module):
    def __init__(self, k):
        super().__init__()
        self.k = k
    def forward(self, x, scale=1):
        return x * 2 * self.k * scale
class Net(Module):
    def __init__(self):
        self.a = Double(1)
        self.b = Double(3)
    def forward(self, x):
        return self.b(self.a(x), scale=10)
print(Net()(2), [Double(2)(i) for i in range(3)])
";
    let (out, err) = run_with_module(src);
    assert_eq!(err, None);
    assert_eq!(out, "240 [0, 4, 8]\n");
}

#[test]
fn an_error_in_forward_has_the_users_frames_in_its_traceback() {
    let src = "class M(Module):\n    def forward(self, x):\n        return x / 0\nM()(1)\n";
    let (_, err) = run_with_module(src);
    let err = err.expect("raised");
    assert!(err.contains("line 4, in <module>"), "{err}");
    assert!(err.contains("line 3, in forward"), "{err}");
    assert!(
        err.ends_with("ZeroDivisionError: division by zero\n"),
        "{err}"
    );
}
