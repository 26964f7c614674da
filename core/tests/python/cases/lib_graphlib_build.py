from graphlib import TopologicalSorter, CycleError
deps = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core"], "tests": ["app"], "core": []}
ts = TopologicalSorter(deps)
print(list(ts.static_order()))
ts = TopologicalSorter(deps)
ts.prepare()
stage = 0
while ts:
    batch = sorted(ts.get_ready())
    print("stage", stage, batch)
    ts.done(*batch)
    stage += 1
try:
    ts2 = TopologicalSorter({"a": ["b"], "b": ["c"], "c": ["a"]})
    ts2.prepare()
except CycleError as e:
    print("cycle:", e.args[1])
t3 = TopologicalSorter()
t3.add(1)
t3.prepare()
try:
    t3.add(2)
except ValueError as e:
    print("ValueError:", e)
