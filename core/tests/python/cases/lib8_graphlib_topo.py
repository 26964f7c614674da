from graphlib import TopologicalSorter, CycleError
deps = {'app': {'lib', 'utils'}, 'lib': {'core'}, 'utils': {'core'}, 'core': set(), 'docs': set()}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order[0] in ('core', 'docs'), order.index('core') < order.index('lib') < order.index('app'), len(order))
ts = TopologicalSorter()
ts.add('d', 'b', 'c'); ts.add('b', 'a'); ts.add('c', 'a')
print(list(ts.static_order()))
ts = TopologicalSorter({3: {1, 2}, 2: {1}, 4: {3}})
ts.prepare()
rounds = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    rounds.append(ready)
    ts.done(*ready)
print(rounds, bool(ts))
try:
    list(TopologicalSorter({'a': {'b'}, 'b': {'c'}, 'c': {'a'}}).static_order())
except CycleError as e:
    print('CycleError', e.args[0], len(e.args[1]), e.args[1][0] == e.args[1][-1])
ts = TopologicalSorter({'x': set()})
ts.prepare()
try:
    ts.add('y')
except ValueError as e:
    print('ValueError', e)
try:
    ts.prepare()
except ValueError as e:
    print('ValueError', e)
try:
    ts.done('nope')
except ValueError as e:
    print('ValueError', e)
ts2 = TopologicalSorter({'a': set()})
try:
    ts2.get_ready()
except ValueError as e:
    print('ValueError', e)
ts3 = TopologicalSorter({'b': ['a'], 'c': ['a', 'b']})
ts3.prepare()
r = ts3.get_ready(); print(r, ts3.get_ready())
try:
    ts3.done('c')
except ValueError as e:
    print('ValueError', e)
ts3.done('a'); print(ts3.get_ready())
ts3.done('b')
try:
    ts3.done('b')
except ValueError as e:
    print('ValueError', e)
print(list(TopologicalSorter({1: [2, 3], 2: [3], 5: [4]}).static_order()))
