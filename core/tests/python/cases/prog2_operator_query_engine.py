"""A tiny query engine over records, built from the operator module (getters, comparisons, reductions)."""
import operator as op
from functools import reduce
from collections import namedtuple

Emp = namedtuple("Emp", "name dept salary age address")
Addr = namedtuple("Addr", "city zip")
ROWS = [
    Emp("ana", "eng", 120, 34, Addr("Oslo", "0150")),
    Emp("ben", "ops", 90, 45, Addr("Bergen", "5003")),
    Emp("cy", "eng", 135, 29, Addr("Oslo", "0162")),
    Emp("dee", "sales", 80, 38, Addr("Tromso", "9008")),
    Emp("eli", "eng", 99, 51, Addr("Bergen", "5009")),
]

OPS = {"=": op.eq, "!=": op.ne, "<": op.lt, "<=": op.le, ">": op.gt, ">=": op.ge, "in": lambda a, b: op.contains(b, a)}


def where(field, sym, value):
    get = op.attrgetter(field)
    cmp = OPS[sym]
    return lambda row: cmp(get(row), value)


def query(rows, *conds, order=None, desc=False, cols=None, limit=None):
    out = [r for r in rows if all(c(r) for c in conds)]
    if order:
        out.sort(key=op.attrgetter(*order.split(",")), reverse=desc)
    if cols:
        pick = op.attrgetter(*cols.split(","))
        out = [pick(r) for r in out]
    return out[:limit]


print(query(ROWS, where("dept", "=", "eng"), order="salary", desc=True, cols="name,salary"))
print(query(ROWS, where("address.city", "in", {"Oslo", "Tromso"}), order="address.zip", cols="name"))
print(query(ROWS, where("age", ">=", 38), where("salary", "<", 100), order="dept,name", cols="name,dept"))
print(query(ROWS, order="age", cols="name", limit=2))
by = op.itemgetter(1, 0)
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=by), op.itemgetter(slice(1, 3))("abcd"), op.itemgetter("k")({"k": 9}))
total = reduce(op.add, map(op.attrgetter("salary"), ROWS))
print(total, reduce(op.mul, range(1, 6)), reduce(op.or_, [1, 2, 8]), reduce(op.concat, [[1], [2, 3]]))
upper = op.methodcaller("upper")
repl = op.methodcaller("replace", "a", "@")
print(list(map(upper, ["x", "yz"])), repl("banana"), op.methodcaller("split", maxsplit=1)("a b c"))
print(op.neg(5), op.pos(-2), op.abs(-3), op.inv(5), op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None))
print(op.floordiv(7, 2), op.truediv(7, 2), op.mod(-7, 3), op.pow(2, 10), op.lshift(1, 4), op.rshift(256, 3), op.and_(12, 10), op.xor(12, 10), op.matmul.__name__)
print(op.index(7), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"), op.length_hint([1, 2, 3, 4, 5]), op.length_hint(object(), 7))
d = {"a": 1}
op.setitem(d, "b", 2)
op.delitem(d, "a")
print(d, op.getitem([10, 20], -1), op.iadd([1], [2]), op.iconcat("a", "b"))
x = [1, 2]
y = op.iadd(x, [3])
print(x is y, op.imul(3, 4))
for bad in [lambda: op.attrgetter("nope")(ROWS[0]), lambda: op.itemgetter(9)([1]), lambda: op.indexOf([1], 5), lambda: op.index(1.5),
            lambda: op.attrgetter(1), lambda: op.lt(1, "a"), lambda: op.methodcaller()]:
    try:
        bad()
    except (AttributeError, IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
