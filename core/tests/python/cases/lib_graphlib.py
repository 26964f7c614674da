from graphlib import TopologicalSorter, CycleError

graphs = [
    {"D": {"B", "C"}, "C": {"A"}, "B": {"A"}},
    {2: {11}, 9: {11, 8, 10}, 10: {11, 3}, 11: {7, 5}, 8: {7, 3}},
    {"a": [], "b": [], "c": []},
    {"x": ["y"], "y": ["z"], "z": []},
    {1: [2, 3], 2: [4], 3: [4], 4: [5, 6], 5: [], 6: []},
    {},
]
for g in graphs:
    g = {k: sorted(v) for k, v in g.items()}
    print(list(TopologicalSorter(g).static_order()))

ts = TopologicalSorter()
ts.add("build", "compile", "link")
ts.add("compile", "fetch")
ts.add("link", "compile")
ts.add("test", "build")
ts.prepare()
rounds = []
while ts.is_active():
    ready = ts.get_ready()
    rounds.append(ready)
    ts.done(*ready)
print(rounds, bool(ts))

for g in [{1: [2], 2: [1]}, {1: [2], 2: [3], 3: [1]}, {"a": ["b"], "b": ["c"], "c": ["d"], "d": ["b"]},
          {1: [1]}, {0: [1], 1: [2, 3], 3: [0], 2: []}]:
    try:
        list(TopologicalSorter(g).static_order())
    except CycleError as e:
        print("CycleError", e.args, isinstance(e, ValueError))

ts = TopologicalSorter({"b": ["a"]})
for f in [ts.get_ready, lambda: ts.done("a"), ts.is_active]:
    try:
        f()
    except ValueError as e:
        print("ValueError", e)
ts.prepare()
for f in [ts.prepare, lambda: ts.add("c"), lambda: ts.done("zzz"), lambda: ts.done("b")]:
    try:
        f()
    except ValueError as e:
        print("ValueError", e)
print(ts.get_ready(), ts.get_ready())
ts.done("a")
try:
    ts.done("a")
except ValueError as e:
    print("ValueError", e)
print(ts.get_ready(), ts.is_active())
ts.done("b")
print(ts.is_active())
ts = TopologicalSorter()
ts.add(1, 2, 2)
ts.add(3)
print(list(ts.static_order()))
