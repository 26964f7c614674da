# A KeyError raised by a built-in carries the key object itself, and prints as its repr.
class K:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        return isinstance(other, K) and other.n == self.n

    def __repr__(self):
        return "K(%d)" % self.n


def show(label, f):
    try:
        f()
    except KeyError as e:
        a = e.args[0] if e.args else None
        print(label, repr(a), type(a).__name__, len(e.args), "|", str(e), "|", repr(e))


d = {"a": 1}
show("str", lambda: d["k"])
show("quote", lambda: d["it's"])
show("int", lambda: d[3])
show("neg", lambda: d[-7])
show("float", lambda: d[1.5])
show("tuple", lambda: d[(1, 2)])
show("tuple1", lambda: d[("x",)])
show("none", lambda: d[None])
show("bool", lambda: d[True])
show("bytes", lambda: d[b"by"])
show("frozenset", lambda: d[frozenset()])
show("user", lambda: d[K(4)])
show("empty", lambda: d[""])
show("big", lambda: d[10**30])
show("pop", lambda: {}.pop(3))
show("pop_str", lambda: {"z": 0}.pop("q"))
show("set_remove", lambda: set().remove((5, "x")))
show("set_remove_user", lambda: {K(1)}.remove(K(2)))
show("frozenset_key_in_set", lambda: {1}.remove(frozenset({2})))


def delete():
    del d["gone"]


show("del", delete)
e = None
try:
    d[(1, 2)]
except KeyError as err:
    e = err
print(e.args[0] == (1, 2), e.args == ((1, 2),), type(e.args[0]))
try:
    d["k"]
except LookupError as err:
    print(err.args[0] == "k", type(err.args[0]) is str, err.args)
