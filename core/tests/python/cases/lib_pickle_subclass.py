# pickle: Pickler and Unpickler subclasses and hooks: persistent_id/persistent_load,
# dispatch_table (instance and class attribute), reducer_override, memo, clear_memo, fast,
# find_class (the documentation's restricted unpickler).
import builtins
import copyreg
import io
import pickle


class Record:
    def __init__(self, key):
        self.key = key


class DBPickler(pickle.Pickler):
    def persistent_id(self, obj):
        if isinstance(obj, Record):
            return ("Record", obj.key)
        return None


class DBUnpickler(pickle.Unpickler):
    def persistent_load(self, pid):
        tag, key = pid
        if tag != "Record":
            raise pickle.UnpicklingError("unsupported persistent object")
        return Record(key * 2)


for p in range(1, 6):
    f = io.BytesIO()
    DBPickler(f, p).dump([Record(1), "x", Record(2)])
    print(p, f.getvalue())
    f.seek(0)
    print("  ", [x.key if isinstance(x, Record) else x for x in DBUnpickler(f).load()])


class TextIds(pickle.Pickler):
    def persistent_id(self, obj):
        return "rec%d" % obj.key if isinstance(obj, Record) else None


class TextLoad(pickle.Unpickler):
    def persistent_load(self, pid):
        return "loaded " + pid


f = io.BytesIO()
TextIds(f, 0).dump([Record(7), 1])
print(f.getvalue(), TextLoad(io.BytesIO(f.getvalue())).load())
try:
    pickle.loads(f.getvalue())
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)


class Point:
    def __init__(self, x):
        self.x = x


def reduce_point(p):
    return (Point, (p.x * 2,))


f = io.BytesIO()
pk = pickle.Pickler(f, 2)
pk.dispatch_table = copyreg.dispatch_table.copy()
pk.dispatch_table[Point] = reduce_point
pk.dump(Point(4))
print(f.getvalue(), pickle.loads(f.getvalue()).x)


class TablePickler(pickle.Pickler):
    dispatch_table = {Point: reduce_point}


f = io.BytesIO()
TablePickler(f, 4).dump([Point(1)])
print(f.getvalue())
print(Point in copyreg.dispatch_table)


class Override(pickle.Pickler):
    def reducer_override(self, obj):
        if obj is Point:
            return (str, ("swapped",))
        if isinstance(obj, Record):
            return (Record, (obj.key + 100,))
        return NotImplemented


f = io.BytesIO()
Override(f, 4).dump([Point, Record(1), 5, "a"])
print(f.getvalue())
r = pickle.loads(f.getvalue())
print(r[0], r[1].key, r[2:])

f = io.BytesIO()
p = pickle.Pickler(f, 2)
shared = ["s"]
p.dump(shared)
p.dump(shared)
print(len(p.memo.copy()))
p.clear_memo()
p.dump(shared)
print(f.getvalue(), len(p.memo.copy()))
f = io.BytesIO()
p = pickle.Pickler(f, 2)
p.fast = 1
p.dump([[1], [2]])
print(f.getvalue(), len(p.memo.copy()))

safe_builtins = {"range", "complex", "set", "frozenset", "slice"}


class RestrictedUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if module == "builtins" and name in safe_builtins:
            return getattr(builtins, name)
        raise pickle.UnpicklingError("global '%s.%s' is forbidden" % (module, name))


def restricted_loads(s):
    return RestrictedUnpickler(io.BytesIO(s)).load()


print(restricted_loads(pickle.dumps([1, 2, range(15)])))
for bad in (b"cos\nsystem\n(S'echo hello world'\ntR.",
            b"cbuiltins\neval\n(S'getattr(__import__(\"os\"), \"system\")(\"echo hello world\")'\ntR."):
    try:
        restricted_loads(bad)
    except pickle.UnpicklingError as e:
        print("UnpicklingError", e)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, issubclass(pickle.PicklingError, pickle.PickleError))
print(issubclass(pickle.UnpicklingError, pickle.PickleError), issubclass(pickle.PickleError, Exception))
try:
    pickle.Pickler(5)
except TypeError as e:
    print("TypeError", e)
