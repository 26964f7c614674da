# pickle: tuples (empty, 1-3 items, larger), lists and dicts (APPENDS/SETITEMS in batches of
# 1000), sets and frozensets (protocol 4's opcodes, older ones' reductions).
import pickle

values = [(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1], [1, 2], {}, {"a": 1},
          {"a": 1, "b": [2]}, set(), {5}, frozenset(), frozenset([7]), ((),), [(), []],
          {"k": (1, 2)}, [{}], (set(),)]
for p in range(6):
    print("protocol", p)
    for v in values:
        data = pickle.dumps(v, p)
        back = pickle.loads(data)
        print(" ", repr(v), data, back == v and type(back) is type(v))


def ops(data):
    # The batch opcodes and marks a pickle holds.
    return [data.count(c) for c in (b"(", b"e", b"a", b"u", b"s", b"\x90")]


for n in (999, 1000, 1001, 2500):
    lst = list(range(n))
    dct = {i: None for i in range(n)}
    st = set(range(n))
    for p in (1, 2, 4):
        dl, dd, ds = pickle.dumps(lst, p), pickle.dumps(dct, p), pickle.dumps(st, p)
        print(n, p, len(dl), dl[-12:], len(dd), dd[-12:], len(ds), ds[-8:])
        print("  ", pickle.loads(dl) == lst, pickle.loads(dd) == dct, pickle.loads(ds) == st)
print(pickle.dumps([1] * 1001, 2)[-14:], pickle.dumps(list(range(3)), 0))
big = tuple(range(300))
print(len(pickle.dumps(big, 2)), pickle.loads(pickle.dumps(big, 2)) == big)
