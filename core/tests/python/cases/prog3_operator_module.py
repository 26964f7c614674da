import operator as op
from functools import reduce
print(op.add(2, 3), op.sub(5, 7), op.mul("ab", 3), op.truediv(7, 2), op.floordiv(-7, 2), op.mod(-7, 3), op.pow(2, 10), op.neg(4), op.pos(-4), op.abs(-3))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.invert(5), op.lshift(1, 8), op.rshift(256, 4), op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None))
print(op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1.0), op.ge(3, 4), op.gt([2], [1, 9]), op.contains([1, 2], 2), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"))
data = [{"name": "x", "pos": (3, 1)}, {"name": "y", "pos": (1, 2)}, {"name": "z", "pos": (2, 0)}]
print(sorted(data, key=op.itemgetter("pos")), list(map(op.itemgetter("name"), data)), op.itemgetter(0, -1)("hello"), op.itemgetter(slice(1, 3))([9, 8, 7]))
class P:
    def __init__(self, name, addr):
        self.name = name
        self.addr = addr
class A:
    def __init__(self, city):
        self.city = city
people = [P("b", A("Oslo")), P("a", A("Rome")), P("c", A("Bern"))]
print([p.name for p in sorted(people, key=op.attrgetter("addr.city"))], op.attrgetter("name", "addr.city")(people[0]))
print(list(map(op.methodcaller("upper"), ["a", "b"])), op.methodcaller("split", ",", 1)("a,b,c"), op.methodcaller("get", "k", "dflt")({}))
print(reduce(op.mul, range(1, 7)), reduce(op.or_, [{1}, {2}, {1, 3}]), list(map(op.add, [1, 2], [10, 20])), op.concat([1], [2]), op.getitem({"a": 1}, "a"))
l = [1, 2, 3]
op.setitem(l, 0, 9); op.delitem(l, 1); print(l, op.length_hint([1, 2, 3]), op.index(7))
x = [1]; y = op.iadd(x, [2]); print(x, y is x)
s = "a"; s2 = op.iadd(s, "b"); print(s, s2)
print(repr(op.itemgetter(1)), repr(op.attrgetter("a.b")), repr(op.methodcaller("f", 1, k=2)))
try:
    op.itemgetter(5)([1])
except IndexError as e:
    print(type(e).__name__, e)
try:
    op.attrgetter("missing")(people[0])
except AttributeError as e:
    print(type(e).__name__, e)
ops = {"+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv, "^": op.pow}
def rpn(expr):
    st = []
    for t in expr.split():
        if t in ops:
            b, a = st.pop(), st.pop()
            st.append(ops[t](a, b))
        else:
            st.append(float(t) if "." in t else int(t))
    return st[0]
print(rpn("3 4 2 * 1 5 - 2 3 ^ ^ / +"), rpn("5 1 2 + 4 * + 3 -"), op.matmul.__name__, op.__lt__(1, 2))
