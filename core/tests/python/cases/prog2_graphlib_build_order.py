"""A build system ordering targets with graphlib, running them in parallel waves."""
from graphlib import TopologicalSorter, CycleError

targets = {
    "app": ["libcore", "libnet", "assets"],
    "libnet": ["libcore", "openssl"],
    "libcore": ["headers"],
    "assets": ["icons", "fonts"],
    "tests": ["app", "fixtures"],
    "openssl": [],
    "headers": [],
    "icons": [],
    "fonts": [],
    "fixtures": [],
}

ts = TopologicalSorter(targets)
order = list(ts.static_order())
print("static order valid:", all(order.index(d) < order.index(t) for t, ds in targets.items() for d in ds))
print("count:", len(order))

ts = TopologicalSorter()
for t, deps in targets.items():
    ts.add(t, *deps)
ts.prepare()
wave = 0
built = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    wave += 1
    print(f"wave {wave}: {', '.join(ready)}")
    for r in ready:
        built.append(r)
        ts.done(r)
print("built", len(built), "targets")


def build_with_failures(graph, failing):
    ts = TopologicalSorter(graph)
    ts.prepare()
    skipped, ok = set(), []
    while ts.is_active():
        for node in sorted(ts.get_ready()):
            if any(d in skipped for d in graph.get(node, ())) or node in failing:
                skipped.add(node)
            else:
                ok.append(node)
            ts.done(node)
    return ok, sorted(skipped)


ok, skipped = build_with_failures(targets, {"openssl"})
print("ok:", ok)
print("skipped:", skipped)

cyclic = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
try:
    list(TopologicalSorter(cyclic).static_order())
except CycleError as e:
    msg, cycle = e.args
    print("CycleError:", msg, "len", len(cycle), cycle[0] == cycle[-1])

ts = TopologicalSorter({"x": ["y"]})
try:
    ts.get_ready()
except ValueError as e:
    print("ValueError", e)
ts.prepare()
try:
    ts.add("z")
except ValueError as e:
    print("ValueError", e)
try:
    ts.done("x")
except ValueError as e:
    print("ValueError", e)
print(ts.get_ready(), ts.is_active())
ts.done("y")
print(ts.get_ready())
try:
    ts.done("nope")
except ValueError as e:
    print("ValueError", e)
