//! `_gc`: the cycle collector under `gc.collect()`. The VM frees by reference counting (`Rc`), so a
//! cycle of objects (`a.other = b; b.other = a`) outlives its last outside reference. Once a
//! program imports `gc` ([`track`]), every instance made from then on is noted (a `Weak` in a
//! per-thread list), and `collect` finds the unreachable ones as CPython's collector does, by trial
//! deletion:
//!
//! 1. From the noted live instances, walk the containers they hold (instances, their `__dict__`s,
//!    lists, dicts, sets, tuples, bound methods) and count, for each, the references the others
//!    hold to it.
//! 2. An object whose `Rc` count is higher than those references is held from outside the graph (a
//!    frame, a global, a function, the VM itself): it and everything it reaches is alive.
//! 3. The rest is garbage: only the graph holds it. Instances whose class defines `__del__` are
//!    finalized first (queued to `finalize`, run by the VM before `gc.py` asks again, as PEP 442
//!    has it), then the garbage's containers are emptied, which frees the cycles.
//!
//! Whatever the walk does not know (a closure's cells, a generator's frame, a tensor) counts as an
//! outside reference: an object is never freed while anything may reach it; a cycle through such a
//! value is kept, as before. Instances made before `import gc` are not noted and never collected.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use crate::errors::PyErr;
use crate::native::NativeFunction;
use crate::objects::Instance;
use crate::value::{Module, Value};

thread_local! {
    /// Instances made since the program imported `gc`.
    static NOTED: RefCell<Vec<Weak<Instance>>> = const { RefCell::new(Vec::new()) };
    /// Whether new instances are noted.
    static TRACKING: Cell<bool> = const { Cell::new(false) };
    /// The list's length at which dead entries are dropped next.
    static PRUNE_AT: Cell<usize> = const { Cell::new(4096) };
}

/// A new program on this thread: nothing is noted.
pub fn reset() {
    TRACKING.with(|t| t.set(false));
    NOTED.with(|n| *n.borrow_mut() = Vec::new());
    PRUNE_AT.with(|p| p.set(4096));
}

/// Notes a new instance, while the program tracks them. A dead entry keeps its allocation (not
/// its attributes) until the list is pruned, at twice the live count.
#[inline]
pub fn note(o: &Rc<Instance>) {
    if TRACKING.with(|t| t.get()) {
        note_slow(o);
    }
}

#[inline(never)]
fn note_slow(o: &Rc<Instance>) {
    NOTED.with(|n| {
        let Ok(mut n) = n.try_borrow_mut() else {
            return;
        };
        n.push(Rc::downgrade(o));
        let at = PRUNE_AT.with(|p| p.get());
        if n.len() >= at {
            n.retain(|w| w.strong_count() > 0);
            PRUNE_AT.with(|p| p.set((n.len() * 2).max(4096)));
        }
    });
}

/// An object of the graph: its identity, its `Rc` count.
fn identity(v: &Value) -> Option<(usize, usize)> {
    fn of<T: ?Sized>(r: &Rc<T>) -> (usize, usize) {
        (Rc::as_ptr(r) as *const u8 as usize, Rc::strong_count(r))
    }
    Some(match v {
        Value::Object(r) => of(r),
        Value::List(r) => of(r),
        Value::Dict(r) => of(r),
        Value::Set(r) => of(r),
        Value::Tuple(r) if !r.is_empty() => of(r),
        Value::BoundMethod(r) => of(r),
        _ => return None,
    })
}

/// The graph objects `v` holds, one per reference (a value held twice is listed twice). A
/// container borrowed right now (the program is inside one of its methods) counts as holding
/// nothing: its items then look referenced from outside, which keeps them.
fn children(v: &Value, out: &mut Vec<Value>) {
    let mut push = |c: &Value| {
        if identity(c).is_some() {
            out.push(c.clone());
        }
    };
    match v {
        Value::Object(o) => {
            if let Ok(a) = o.attrs.try_borrow() {
                match a.dict_rc() {
                    Some(d) => push(&Value::Dict(d)),
                    None => a.each_value(&mut push),
                }
            }
            if let Some(b) = &o.base {
                push(b);
            }
        }
        Value::List(l) => {
            if let Ok(l) = l.try_borrow() {
                l.iter().for_each(push);
            }
        }
        Value::Dict(d) => {
            if let Ok(d) = d.try_borrow() {
                for (k, v) in d.iter() {
                    push(k);
                    push(v);
                }
            }
        }
        Value::Set(s) => {
            if let Ok(s) = s.try_borrow() {
                s.iter().for_each(push);
            }
        }
        Value::Tuple(t) => t.iter().for_each(push),
        Value::BoundMethod(b) => {
            push(&b.0);
            push(&b.1);
        }
        _ => {}
    }
}

/// What one pass found: the garbage, and the instances among it to finalize first.
struct Found {
    garbage: Vec<Value>,
    finalize: Vec<Rc<Instance>>,
}

fn find() -> Result<Found, PyErr> {
    // The noted live instances: one reference each held here, in `nodes`.
    let mut nodes: Vec<Value> = NOTED.with(|n| {
        let mut n = n.borrow_mut();
        n.retain(|w| w.strong_count() > 0);
        n.iter()
            .filter_map(|w| w.upgrade().map(Value::Object))
            .collect()
    });
    let mut index: HashMap<usize, usize> = HashMap::with_capacity(nodes.len() * 2);
    for (i, v) in nodes.iter().enumerate() {
        index.insert(identity(v).expect("an instance").0, i);
    }
    // Walk: every object reachable from the noted ones, and the references inside the graph.
    let mut inside: Vec<usize> = vec![0; nodes.len()];
    let mut edges: Vec<Vec<usize>> = Vec::new();
    let mut buf = Vec::new();
    let mut i = 0;
    while i < nodes.len() {
        children(&nodes[i], &mut buf);
        // A walk over millions of objects stays within the run's time limit.
        crate::native::poll_n(1 + buf.len())?;
        let mut mine = Vec::with_capacity(buf.len());
        for c in buf.drain(..) {
            let id = identity(&c).expect("children are graph objects").0;
            let j = match index.get(&id) {
                Some(&j) => j,
                None => {
                    index.insert(id, nodes.len());
                    nodes.push(c);
                    inside.push(0);
                    nodes.len() - 1
                }
            };
            inside[j] += 1;
            mine.push(j);
        }
        edges.push(mine);
        i += 1;
    }
    // Held from outside: more references than the graph's own (and the one in `nodes`).
    let mut alive: Vec<bool> = nodes
        .iter()
        .zip(&inside)
        .map(|(v, &n)| identity(v).expect("a graph object").1 > n + 1)
        .collect();
    let mut todo: Vec<usize> = (0..nodes.len()).filter(|&i| alive[i]).collect();
    while let Some(i) = todo.pop() {
        for &j in &edges[i] {
            if !alive[j] {
                alive[j] = true;
                todo.push(j);
            }
        }
    }
    let mut garbage = Vec::new();
    let mut finalize = Vec::new();
    for (v, live) in nodes.into_iter().zip(alive) {
        if live {
            continue;
        }
        if let Value::Object(o) = &v {
            if !o.finalized.get() && o.class.lookup("__del__").is_some() {
                finalize.push(o.clone());
            }
        }
        garbage.push(v);
    }
    Ok(Found { garbage, finalize })
}

/// Empties a garbage container, handing back what it held (dropped once every borrow is over).
fn empty(v: &Value, dropped: &mut Vec<Value>) {
    match v {
        Value::Object(o) => {
            if let Ok(mut a) = o.attrs.try_borrow_mut() {
                dropped.extend(a.take().into_iter().map(|(_, v)| v));
            }
        }
        Value::List(l) => {
            if let Ok(mut l) = l.try_borrow_mut() {
                dropped.append(&mut l);
            }
        }
        Value::Dict(d) => {
            if let Ok(mut d) = d.try_borrow_mut() {
                let t = std::mem::take(&mut *d);
                dropped.push(Value::Dict(Rc::new(RefCell::new(t))));
            }
        }
        Value::Set(s) => {
            if let Ok(mut s) = s.try_borrow_mut() {
                let t = std::mem::take(&mut *s);
                dropped.push(Value::Set(Rc::new(RefCell::new(t))));
            }
        }
        _ => {}
    }
}

/// `_gc.collect()`: `(collected, waiting)`. With instances to finalize among the garbage, they are
/// queued for their `__del__` and nothing is freed: `(0, n)`, and `gc.collect` asks again once
/// they have run (what they resurrected is then reachable). Otherwise the garbage is freed and
/// counted: `(count, 0)` (an instance and its `__dict__`, once a program made one, are two
/// objects, as in CPython).
fn collect() -> Result<Value, PyErr> {
    let found = find()?;
    if !found.finalize.is_empty() {
        let n = found
            .finalize
            .iter()
            .filter(|o| crate::finalize::defer(o))
            .count();
        if n > 0 {
            return Ok(Value::tuple(vec![Value::Int(0), Value::Int(n as i64)]));
        }
    }
    let count = found.garbage.len();
    let mut dropped = Vec::new();
    for v in &found.garbage {
        empty(v, &mut dropped);
    }
    drop(dropped);
    drop(found);
    Ok(Value::tuple(vec![Value::Int(count as i64), Value::Int(0)]))
}

/// The module `_gc`: `track()` starts noting instances, `collect()` runs a pass.
pub fn module() -> Value {
    let m = Module::new("_gc");
    m.set(
        "track",
        NativeFunction::value("track", |_, _| {
            TRACKING.with(|t| t.set(true));
            Ok(Value::None)
        }),
    );
    m.set(
        "collect",
        NativeFunction::value("collect", |_, a| {
            if !a.pos.is_empty() {
                return Err(PyErr::type_error("_gc.collect takes no arguments").into());
            }
            Ok(collect()?)
        }),
    );
    Value::Module(m)
}
