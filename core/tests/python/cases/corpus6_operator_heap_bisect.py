import operator as op
import heapq, bisect

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

rows = [{"n": "a", "v": 3, "w": 1}, {"n": "b", "v": 1, "w": 2}, {"n": "c", "v": 3, "w": 0}]
t("itemgetter", lambda: (op.itemgetter(1)("abc"), op.itemgetter(0, 2)("abc"), op.itemgetter("v", "n")(rows[0]), sorted(rows, key=op.itemgetter("v", "w")), op.itemgetter(slice(1, 3))([1, 2, 3, 4])))
t("itemgetter repr", lambda: (repr(op.itemgetter(1)), repr(op.itemgetter("a", 2)), repr(op.attrgetter("x.y", "z")), repr(op.methodcaller("split", ",", maxsplit=1))))
class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)
o = Obj(name="x", inner=Obj(val=5, deep=Obj(z=9)))
t("attrgetter", lambda: (op.attrgetter("name")(o), op.attrgetter("inner.val")(o), op.attrgetter("inner.deep.z", "name")(o)))
t("attrgetter miss", lambda: op.attrgetter("inner.nope")(o))
t("methodcaller", lambda: (op.methodcaller("split", ",", maxsplit=1)("a,b,c"), op.methodcaller("upper")("x"), op.methodcaller("get", "k", "d")({})))
t("ops", lambda: (op.add(1, 2), op.concat([1], [2]), op.floordiv(7, 2), op.truediv(7, 2), op.mod(-7, 3), op.neg(5), op.pos(-5), op.inv(5), op.invert(0), op.lshift(1, 3), op.pow(2, 5), op.xor(6, 3), op.and_(6, 3), op.or_(6, 3), op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None)))
t("cmp ops", lambda: (op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1.0), op.ge(3, 4), op.gt("b", "a")))
t("seq ops", lambda: (op.contains([1, 2], 2), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"), op.getitem({"a": 1}, "a"), op.length_hint([1, 2, 3]), op.length_hint(iter([]), 7)))
t("index", lambda: (op.index(5), op.index(True)))
t("index bad", lambda: op.index(5.0))
t("indexOf miss", lambda: op.indexOf([1], 2))
t("iops", lambda: (lambda l: (op.iadd(l, [3]), op.iconcat(l, [4]), l))([1, 2]))
t("setitem", lambda: (lambda d: (op.setitem(d, "k", 1), op.delitem(d, "j"), d))({"j": 0}))
t("matmul", lambda: op.matmul(2, 3))
t("call", lambda: op.call(max, 1, 5, 3) if hasattr(op, "call") else "no call")
h = [5, 3, 8, 1, 9, 2, 7]
heapq.heapify(h)
t("heapify", lambda: h)
t("push pop", lambda: (heapq.heappush(h, 0), h[:3], heapq.heappop(h), heapq.heappop(h), h))
t("pushpop", lambda: (heapq.heappushpop(h, 1), heapq.heappushpop(h, 10), h))
t("replace", lambda: (heapq.heapreplace(h, 0), h))
t("replace empty", lambda: heapq.heapreplace([], 1))
t("pop empty", lambda: heapq.heappop([]))
t("nlargest", lambda: (heapq.nlargest(3, [5, 1, 8, 3, 9, 2]), heapq.nsmallest(2, [5, 1, 8, 3]), heapq.nlargest(2, rows, key=op.itemgetter("v")), heapq.nsmallest(2, "hello world", key=lambda c: -ord(c)), heapq.nlargest(0, [1]), heapq.nlargest(10, [2, 1]), heapq.nsmallest(1, [])))
t("nlargest ties", lambda: heapq.nlargest(2, [(1, "a"), (3, "b"), (3, "c"), (2, "d")], key=lambda p: p[0]))
t("merge", lambda: (list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6])), list(heapq.merge(["bb", "a"], ["ccc"], key=len)), list(heapq.merge([7, 4, 1], [8, 2], reverse=True)), list(heapq.merge())))
tasks = []
for prio, name in [(2, "write"), (1, "plan"), (3, "test"), (1, "coffee")]:
    heapq.heappush(tasks, (prio, name))
t("tasks", lambda: [heapq.heappop(tasks) for _ in range(len(tasks))])
t("max heap", lambda: (lambda hh: (heapq._heapify_max(hh), hh[0]))([1, 5, 3]) if hasattr(heapq, "_heapify_max") else None)
a = [1, 2, 2, 2, 3, 5, 8]
t("bisect", lambda: (bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 4), bisect.bisect_left(a, 0), bisect.bisect_right(a, 100), bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3)))
t("bisect key", lambda: (bisect.bisect_left(rows[1:], 2, key=op.itemgetter("w")), bisect.bisect_right([("a", 1), ("b", 5)], 3, key=lambda p: p[1])))
b = [10, 20, 30]
bisect.insort(b, 25); bisect.insort_left(b, 20); bisect.insort_right(b, 20.0); bisect.insort(b, 5, lo=0, hi=1)
t("insort", lambda: b)
recs = [("x", 1), ("y", 4)]
bisect.insort(recs, ("z", 3), key=lambda r: r[1])
t("insort key", lambda: recs)
t("bisect lo neg", lambda: bisect.bisect([1, 2], 1, -1))
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
t("grades", lambda: [grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])
