# operator module + sorted with multiple keys for a leaderboard
import operator as op
from functools import reduce
from collections import namedtuple
Player = namedtuple("Player", "name team score time")
players = [Player("ann", "red", 90, 31.5), Player("bob", "blue", 90, 29.0), Player("cy", "red", 75, 40.1),
           Player("dee", "blue", 99, 50.0), Player("eve", "green", 75, 33.3), Player("fay", "red", 90, 29.0)]
print([p.name for p in sorted(players, key=op.attrgetter("score"), reverse=True)])
print([p.name for p in sorted(players, key=lambda p: (-p.score, p.time, p.name))])
print([p.name for p in sorted(sorted(players, key=op.attrgetter("name"), reverse=True), key=op.attrgetter("team"))])
print(sorted(players, key=op.itemgetter(1, 2))[0], op.itemgetter(0, 3)(players[0]), op.itemgetter(slice(1, 3))("abcd"))
print(op.attrgetter("name", "team")(players[1]), op.attrgetter("real", "imag")(3 + 4j))
class A: pass
a = A(); a.b = A(); a.b.c = "deep"
print(op.attrgetter("b.c")(a), op.methodcaller("replace", "a", "o")("banana"), op.methodcaller("split", sep=",", maxsplit=1)("x,y,z"))
print(reduce(op.add, [[1], [2, 3], [4]]), reduce(op.mul, range(1, 6)), reduce(op.or_, [{1}, {2}, {1, 3}]), reduce(op.xor, [5, 3, 1]))
print(op.neg(5), op.pos(-2), op.inv(5), op.invert(0), op.not_([]), op.truth("x"), op.abs(-3.5), op.index(7), op.floordiv(-7, 2), op.mod(-7, 2), op.truediv(7, 2), op.pow(2, 10))
print(op.lshift(1, 5), op.rshift(256, 3), op.and_(12, 10), op.concat("ab", "cd"), op.contains([1, 2], 2), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"))
print(op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1.0), op.ge(1, 2), op.gt([2], [1, 9]), op.is_(None, None), op.is_not(1, None))
lst = [1, 2, 3, 4]
op.setitem(lst, 0, "x"); op.delitem(lst, slice(1, 3))
print(lst, op.getitem({"k": 1}, "k"), op.length_hint([1, 2, 3]), op.length_hint(5, 7))
x = [1]; y = op.iadd(x, [2]); print(x, y is x)
s = "a"; t = op.iadd(s, "b"); print(s, t)
n = 5; n2 = op.imul(n, 3); print(n, n2, op.ipow(2, 5), op.ior({1}, {2}), callable(op.imatmul))
print(op.call(max, 3, 9, 2) if hasattr(op, "call") else "no call", op.__add__(1, 2), op.itemgetter(-1)([5, 6]))
for bad in ("op.concat(1, 2)", "op.index(1.5)", "op.attrgetter('zzz')(a)", "op.itemgetter(5)([1])", "op.attrgetter(1)", "op.countOf(5, 1)"):
    try:
        print(eval(bad))
    except Exception as e:
        print(type(e).__name__, e)
by_team = {}
for p in sorted(players, key=op.attrgetter("team")):
    by_team.setdefault(p.team, []).append(p)
table = sorted(((t, sum(map(op.attrgetter("score"), ps)), len(ps)) for t, ps in by_team.items()), key=op.itemgetter(1), reverse=True)
for rank, (team, total, n) in enumerate(table, 1):
    print(f"{rank}. {team:<6}{total:>5}{total / n:>8.2f}")
print(repr(op.itemgetter(1, 2)), repr(op.attrgetter("a.b")), repr(op.methodcaller("f", 1, k=2)))
print(sorted(["b10", "a2", "a10", "b1"], key=lambda s: (s[0], int(s[1:]))), sorted([3, -1, 2, -5], key=abs), sorted("Hello World", key=str.lower))
print(sorted([(1, "b"), (1, "a"), (0, "z")], reverse=True), min(players, key=op.attrgetter("time")).name, max("ab", "b", "aaa", key=len))
