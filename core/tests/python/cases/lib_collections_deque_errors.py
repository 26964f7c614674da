from collections import deque

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

d = deque([1, 2, 3])
attempt("pop", lambda: deque().pop())
attempt("popleft", lambda: deque().popleft())
attempt("index", lambda: d.index(9))
attempt("index range", lambda: d.index(3, 0, 2))
attempt("index str", lambda: deque(["a"]).index("b"))
attempt("remove", lambda: d.remove(9))
attempt("getitem", lambda: d[3])
attempt("getitem neg", lambda: d[-4])
attempt("getitem slice", lambda: d[0:2])
attempt("getitem str", lambda: d["0"])
attempt("setitem", lambda: d.__setitem__(5, 0))
attempt("delitem", lambda: d.__delitem__(-5))
attempt("add list", lambda: d + [4])
attempt("add tuple", lambda: d + (4,))
attempt("radd list", lambda: [0] + d)
attempt("lt list", lambda: d < [1])
attempt("ge int", lambda: d >= 1)
attempt("hash", lambda: hash(d))
attempt("set", lambda: {d})
attempt("rotate str", lambda: d.rotate("1"))
attempt("rotate float", lambda: d.rotate(1.0))
attempt("extend int", lambda: d.extend(5))
attempt("extendleft None", lambda: d.extendleft(None))
attempt("ctor int", lambda: deque(7))
attempt("mul str", lambda: d * "2")
attempt("eq other", lambda: d == (1, 2, 3))
def mutate():
    e = deque([1, 2, 3])
    for x in e:
        e.append(x)
attempt("mutate", mutate)
def mutate_pop():
    e = deque([1, 2, 3])
    out = []
    for x in e:
        out.append(x)
        if x == 2:
            e.popleft()
    return out
attempt("mutate pop", mutate_pop)
def mutate_rev():
    e = deque([1, 2, 3])
    for x in reversed(e):
        e.appendleft(x)
attempt("mutate reversed", mutate_rev)
def setitem_ok():
    e = deque([1, 2, 3])
    for i, x in enumerate(e):
        e[i] = x * 10
    return e
attempt("setitem during iteration", setitem_ok)
print(d)
deque([1]).remove(2)
