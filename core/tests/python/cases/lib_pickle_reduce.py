# pickle: instances through the reduce protocol. object's default (copyreg._reconstructor for
# protocols 0-1, NEWOBJ from 2), __reduce__/__reduce_ex__ returning a name or 2-6 items
# (listitems, dictitems, state_setter), and CPython's errors for bad reductions.
import pickle
import copyreg


class Plain:
    def __init__(self, a, b):
        self.a = a
        self.b = b


class Empty:
    pass


class ByName:
    def __reduce__(self):
        return "singleton"


singleton = ByName()


class Items:
    def __init__(self):
        self.seen = []

    def append(self, x):
        self.seen.append(x)

    def __setitem__(self, k, v):
        self.seen.append((k, v))

    def __reduce__(self):
        return (Items, (), None, iter([1, 2, 3]), iter([("k", "v")]))


class Setter:
    def __init__(self):
        self.v = 0

    def __reduce__(self):
        return (Setter, (), {"v": 5}, None, None, set_state)


def set_state(obj, state):
    obj.v = state["v"] * 100


class ExProto:
    def __reduce_ex__(self, proto):
        return (ExProto.make, (proto,))

    @staticmethod
    def make(p):
        return "made with protocol %d" % p


objs = [Plain(1, "x"), Empty(), singleton, Items(), Setter(), ExProto()]
for p in range(6):
    print("protocol", p)
    for o in objs:
        d = pickle.dumps(o, p)
        r = pickle.loads(d)
        shown = r if isinstance(r, str) else sorted(vars(r).items()) if vars(r) else type(r).__name__
        print(" ", type(o).__name__, d)
        print("    ->", shown, r is singleton)
two = Plain(1, 2)
pair = [two, two]
r = pickle.loads(pickle.dumps(pair, 2))
print(r[0] is r[1], pickle.dumps(pair, 2))
for p in (0, 1, 2):
    print(p, Plain(3, 4).__reduce_ex__(p)[1:], Empty().__reduce_ex__(p)[1:])
print(Plain(3, 4).__reduce_ex__(2)[0] is copyreg.__newobj__)
print(Plain(3, 4).__reduce_ex__(1)[0] is copyreg._reconstructor)


class Bad:
    def __init__(self, r):
        self.r = r

    def __reduce__(self):
        return self.r


for r in [5, (), (len,), (1, ()), (len, 5), (len, (), None, 5), (len, (), None, None, 5),
          (len, (), None, None, None, 5), (copyreg.__newobj__, ()), (copyreg.__newobj__, (5,)),
          (copyreg.__newobj__, (int,)), (copyreg.__newobj_ex__, (Bad,)),
          (copyreg.__newobj_ex__, (5, (), {})), (copyreg.__newobj_ex__, (Bad, [], {})),
          (copyreg.__newobj_ex__, (Bad, (), [])), (len, (), None, None, None, None, None)]:
    for p in (0, 2):
        try:
            print(p, pickle.dumps(Bad(r), p))
        except Exception as e:
            print(p, type(e).__name__, e)
for v in [(x for x in "a"), pickle]:
    try:
        pickle.dumps(v)
    except TypeError as e:
        print("TypeError", e)
