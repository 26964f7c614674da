import heapq, bisect
class RevStr(str):
    def __lt__(self, o): return super().__gt__(o)
class RevInt(int):
    def __lt__(self, o): return super().__gt__(o)
    def __gt__(self, o): return super().__lt__(o)
class ModEq(int):
    def __eq__(self, o): return int(self) % 10 == int(o) % 10
    def __hash__(self): return int(self) % 10
print(sorted([RevStr(c) for c in "bca"]), min(RevStr("a"), RevStr("b")), max([RevInt(1), RevInt(5)]))
print(sorted([RevInt(3), RevInt(1), RevInt(2)]), sorted(map(RevInt, [3, 1, 2]), reverse=True))
h = [RevInt(v) for v in [5, 1, 9, 3]]; heapq.heapify(h); print([heapq.heappop(h) for _ in range(4)])
print(bisect.bisect([RevInt(9), RevInt(5), RevInt(1)], RevInt(4)))
print(ModEq(13) in [3], [3].index(ModEq(23)), {ModEq(5): "x"}.get(15), ModEq(7) == 17, 17 == ModEq(7), [1, 2, 3].count(ModEq(12)), {3: "a"}.get(ModEq(13)))
class Weird(float):
    def __add__(self, o): return "added"
    def __bool__(self): return False
print(Weird(1.0) + 2, sum([Weird(1.0)], 0) if False else "", bool(Weird(5)), "yes" if Weird(5) else "no", Weird(2) * 3)
class L(list):
    def __eq__(self, o): return True
print(L([1]) == [2], [2] == L([1]), [L([1])] == [[5]], (L(),) == ((1,),))
class S(str):
    def __hash__(self): return 1
    def __eq__(self, o): return True
d = {S("a"): 1}; d[S("b")] = 2; print(d, len(d))
class K(str):
    def lower(self): return "overridden"
print(K("ABC").lower(), "".join(K("x")), K("ab") + "c", str.lower(K("AB")), "{}".format(K("fmt")), K("x") * 2)
class N(int):
    def __str__(self): return "N!"
    def __repr__(self): return "N()"
print(N(5), [N(5)], f"{N(5)}", "%s %d %r" % (N(5), N(5), N(5)), str(N(5)), format(N(5)), "{}".format(N(5)), N(5) + 0)
class Money(int):
    def __add__(self, o):
        return Money(super().__add__(o))
    def __lt__(self, o):
        return super().__lt__(o)
class Name(str):
    def __add__(self, o):
        return Name(super().__add__(o))
    def __eq__(self, o):
        return super().__eq__(o.lower() if isinstance(o, str) else o)
    __hash__ = str.__hash__
class Temp(float):
    def __mul__(self, o):
        return Temp(super().__mul__(o))
print(Money(5) + Money(6), Money(1) < Money(2), Money(1) + 2)
print(Name("ab") + Name("cd"), Name("ab") == "AB")
print(Temp(1.5) * Temp(2.0), Temp(1.5) * 2)
print(list.__len__([1, 2]), dict.__getitem__({"a": 1}, "a"))
class LL(list):
    def __add__(self, o): return LL(super().__add__(o))
print(LL([1]) + LL([2]), type(LL([1]) + [2]).__name__)
