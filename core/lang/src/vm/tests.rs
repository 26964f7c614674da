//! The hook a binding such as torch needs: a built-in class whose native `__call__` runs the user's
//! `forward` through the frame stack (as `nn.Module.__call__` does), subclassed from Python.

use std::rc::Rc;

use super::{RunOutcome, Vm};
use crate::compile::compile_program;
use crate::host::Host;
use crate::native::{Args, Ctx, Flow, NativeFunction, NativeResult, Then};
use crate::objects::{Attrs, Class};
use crate::value::Value;

/// `Module.__call__(self, *args)`: look up `self.forward` and tail-call it.
fn module_call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let forward = crate::dunder::getattr(ctx, &a.pos[0], "forward")?;
    Err(Flow::Call(Box::new(crate::native::PyCall {
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
    let ctx = Ctx::new(&Host::NONE, ());
    let mut vm = Vm::new(code, ctx);
    let object = match vm.builtins.get("object") {
        Some(Value::Class(c)) => c.clone(),
        _ => panic!("object is a class"),
    };
    let mut attrs = Attrs::default();
    attrs.set("__call__", NativeFunction::value("__call__", module_call));
    let module = Class::new("Module", vec![object], attrs, true).expect("one base");
    vm.globals
        .insert(Rc::from("Module"), Value::Class(module), &vm.builtins);
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

fn vm_for(src: &str) -> Vm {
    let ctx = Ctx::new(&Host::NONE, ());
    Vm::new(compile_program(src).expect("compiles"), ctx)
}

#[test]
fn a_method_call_compiles_to_load_method_and_call_method() {
    use crate::code::Instr;
    let code = compile_program("xs = []\nxs.append(1)\nf = xs.append\nxs.sort(key=len)\n")
        .expect("compiles");
    let ins = &code.instrs;
    // Positional arguments only: the pair, with no bound-method object in between.
    assert!(ins.contains(&Instr::LoadMethod(1)), "{ins:?}");
    assert!(ins.contains(&Instr::CallMethod(1)), "{ins:?}");
    // A method not called, and a call with keywords, keep `LoadAttr` (and `Call`).
    let loads = ins
        .iter()
        .filter(|i| matches!(i, Instr::LoadAttr(_)))
        .count();
    assert_eq!(loads, 2, "{ins:?}");
}

#[test]
fn vms_taking_turns_on_one_thread_keep_their_own_property_counts() {
    // The first program makes a property that must shadow an instance attribute; the second
    // makes none. Interleaved a few instructions at a time (as the SPMD runner does), each reads
    // its attributes in Python's order (CPython 3.11 prints "1", then "from the property").
    let with = "class A:\n    pass\na = A()\na.x = 1\nprint(a.x)\nA.x = property(lambda self: 'from the property')\nfor i in range(20):\n    v = a.x\nprint(v)\n";
    let without = "class B:\n    def __init__(self):\n        self.x = 0\nb = B()\nfor i in range(50):\n    b.x = b.x + 1\nprint(b.x)\n";
    let (mut p, mut q) = (vm_for(with), vm_for(without));
    let (mut p_done, mut q_done) = (false, false);
    while !(p_done && q_done) {
        for (vm, done) in [(&mut p, &mut p_done), (&mut q, &mut q_done)] {
            if *done {
                continue;
            }
            match vm.run(3) {
                RunOutcome::OutOfBudget => {}
                RunOutcome::Done => *done = true,
                other => panic!("{other:?}"),
            }
        }
    }
    assert_eq!(p.ctx.stdout, "1\nfrom the property\n");
    assert_eq!(q.ctx.stdout, "50\n");
    assert_eq!((p.properties, q.properties), (1, 0));
}

/// Runs `src` to the end `budget` instructions at a time: (stdout, error, instructions run).
fn run_in_slices(src: &str, budget: u64) -> (String, Option<String>, u64) {
    let mut vm = vm_for(src);
    let err = loop {
        match vm.run(budget) {
            RunOutcome::OutOfBudget => continue,
            RunOutcome::Done => break None,
            RunOutcome::NeedsValue => panic!("no device reads"),
            RunOutcome::Error(e) => break Some(e.render(src)),
        }
    };
    (vm.ctx.stdout.clone(), err, vm.steps)
}

#[test]
fn key_functions_rerun_in_place_and_stop_at_any_instruction() {
    // A key function's frame runs again for each item (`Continuation::next_arg`); stopping
    // between any two instructions must not change what the program prints, nor how many
    // instructions it takes. Expected lines: CPython 3.11 printed them for this program.
    let src = "\
def k(v, m=4):
    return (v + 1) % m
xs = [5, -3, 8, 0, 12, 7]
print(sorted(xs, key=k), sorted(xs, key=lambda v: -v, reverse=True))
print(min(xs, key=lambda v: (v - 4) ** 2), list(map(lambda v: v * 2, xs)))
print(sorted(xs, key=lambda v: sorted([v, -v], key=lambda w: -w)[0]))
";
    let want = "[7, 8, 0, 12, 5, -3] [-3, 0, 5, 7, 8, 12]\n5 [10, -6, 16, 0, 24, 14]\n[0, -3, 5, 7, 8, 12]\n";
    let (out, err, steps) = run_in_slices(src, u64::MAX);
    assert_eq!((out.as_str(), err), (want, None));
    for budget in 1..=7 {
        assert_eq!(run_in_slices(src, budget), (want.to_string(), None, steps));
    }
}

#[test]
fn an_error_in_a_rerun_key_function_has_its_frame_in_the_traceback() {
    // CPython 3.11's traceback for this program ends with these lines.
    let src = "def key(v):\n    return 10 // v\nprint(sorted([5, 2, 0, 1], key=key))\n";
    let (_, err, _) = run_in_slices(src, 3);
    let err = err.expect("raised");
    assert!(
        err.ends_with("  File \"<program>\", line 3, in <module>\n    print(sorted([5, 2, 0, 1], key=key))\n          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File \"<program>\", line 2, in key\n    return 10 // v\n           ~~~^^~~\nZeroDivisionError: integer division or modulo by zero\n"),
        "{err}"
    );
}

/// Runs `src` to the end with the object limit set to `max_items`: (stdout, the error's last line).
fn run_limited(src: &str, max_items: usize) -> (String, Option<String>) {
    let code = compile_program(src).expect("compiles");
    let mut ctx = Ctx::new(&Host::NONE, ());
    ctx.max_items = max_items;
    let mut vm = Vm::new(code, ctx);
    let err = loop {
        match vm.run(1000) {
            RunOutcome::OutOfBudget => continue,
            RunOutcome::Done => break None,
            RunOutcome::NeedsValue => panic!("no device reads"),
            RunOutcome::Error(e) => break e.render(src).lines().last().map(str::to_string),
        }
    };
    (vm.ctx.stdout.clone(), err)
}

#[test]
fn the_fast_loops_own_append_and_len_keep_the_natives_answers_and_errors() {
    // `xs.append` inside a function runs in the fast loop; at the limit it is the native that
    // raises, in its words, after exactly `max_items` appends.
    let src = "\
def fill(xs, n):
    for i in range(n):
        xs.append(i)
    return len(xs)
a = []
print(fill(a, 5), len(a), a[-1])
try:
    fill(a, 100)
except MemoryError as e:
    print(len(a), e)
class Sized:
    def __len__(self):
        return 7
def lens(*xs):
    return [len(x) for x in xs]
print(lens([1], (1, 2), {'a': 1}, {1, 2, 3}, 'héllo', range(4), Sized()))
len([].append(1))
";
    let (out, err) = run_limited(src, 10);
    assert_eq!(
        out,
        "5 5 4\n10 a container of 11 items exceeds the playground's memory limit for Python \
         objects (10 items)\n[1, 2, 1, 3, 5, 4, 7]\n"
    );
    assert_eq!(
        err.as_deref(),
        Some("TypeError: object of type 'NoneType' has no len()")
    );
}

#[test]
fn sum_min_max_and_any_take_a_generator_one_item_at_a_time() {
    // Past the object limit, as CPython (which has none) would: nothing holds the items.
    let src = "\
n = 50
print(sum(x for x in range(n)), max(x % 7 for x in range(n)), min(-x for x in range(n)))
print(any(x > 45 for x in range(n)), all(x >= 0 for x in range(n)))
print(list(x for x in range(n)))
";
    let (out, err) = run_limited(src, 10);
    assert_eq!(out, "1225 6 -49\nTrue True\n");
    assert_eq!(
        err.as_deref(),
        Some(
            "MemoryError: a container of 11 items exceeds the playground's memory limit for \
             Python objects (10 items)"
        )
    );
}

#[test]
fn library_globals_the_fast_loop_remembers_follow_rebinding_removal_shadowing_and_each_vm() {
    // `copy.deepcopy` reads its module's `_ATOMIC` and the builtin `id` on every call: the
    // fast loop remembers where it found each, and must see every change, in this VM only.
    let src = "\
import copy
x = [1, [2]]
for _ in range(3):
    y = copy.deepcopy(x)
print(y == x, y is x)
orig = copy._ATOMIC
copy._ATOMIC = frozenset([list])
print(copy.deepcopy(x) is x)
del copy._ATOMIC
try:
    copy.deepcopy(x)
except NameError as e:
    print(e)
copy._ATOMIC = orig
seen = []
def fake_id(o):
    seen.append(1)
    return 7
copy.id = fake_id
copy.deepcopy([5])
print(len(seen) > 0)
";
    let (out, err) = run_limited(src, 1_000_000);
    assert_eq!(err, None);
    assert_eq!(
        out,
        "True False\nTrue\nname '_ATOMIC' is not defined\nTrue\n"
    );
    // A second VM on this thread runs the same (shared) code objects with its own, unpatched
    // module.
    let (out, err) = run_limited(
        "import copy\nx = [1, [2]]\nprint(copy.deepcopy(x) is x)\n",
        100,
    );
    assert_eq!((out.as_str(), err), ("False\n", None));
}
