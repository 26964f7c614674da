# runtime guards (mutation during iteration, recursion, int limits) and unpacking/aliasing rules
d = {"a": 1, "b": 2}
try:
    for k in d: d["c"] = 3
except RuntimeError as e: print(e)
s = {1, 2}
try:
    for k in s: s.add(5)
except RuntimeError as e: print(e)
def r(n): return r(n + 1)
try: r(0)
except RecursionError as e: print(e)
def g():
    yield next(gen)
gen = g()
try: next(gen)
except ValueError as e: print(e)
d = {"a": 1, "b": 2, "c": 3}; del d["a"]; d["a"] = 9; print(d, list(d.items())[0])
import sys
print(sys.getrecursionlimit(), sys.maxsize, sys.version_info[:2], sys.byteorder, type(sys.argv).__name__)
print(sys.float_info.epsilon, sys.float_info.max, sys.int_info.bits_per_digit if hasattr(sys, "int_info") else "")
try:
    int("1" * 5000)
except ValueError as e: print(str(e)[:60])
print(len(str(2 ** 10000)))
x = 10 ** 4300
try: str(x)
except ValueError as e: print(str(e)[:70])
def deep(): 
    try:
        raise ValueError("inner")
    except ValueError:
        raise TypeError("outer")
try: deep()
except TypeError as e: print(repr(e.__context__))
class Cnt:
    n = 0
    def __eq__(self, o):
        Cnt.n += 1
        return False
lst = [Cnt(), Cnt()]
print(lst.count(1), Cnt.n, Cnt() in lst, Cnt.n)
x = [1, 2, 3]
print(x.__iadd__([4]), x, x.__contains__(2), x.__getitem__(slice(1, None)))
t = (1, [2])
try: t[1] += [3]
except TypeError as e: print(e, t)
a = b = []
a += [1]; print(b)
a = a + [2]; print(b, a)
print([1, 2] * -1, "ab" * 0, [[0] * 2] * 2)
m = [[0] * 2] * 2; m[0][0] = 1; print(m)
print(divmod(-7.5, 2), -7.5 // 2, -7.5 % 2, 7 % -3.0, 2 ** 0.5 ** 2, -2 ** 2, (-2) ** 2, 2 ** -2 ** -1)
print(not 1 == 2, 1 if 0 else 2 if 0 else 3, [i for i in range(3) if i if i > 0], (lambda *a, **k: (a, k))(1, x=2))
print(*[1, 2], *"ab", sep=",")
first, *mid, last = "hello"; print(first, mid, last)
(a, b), c = (1, 2), 3; print(a, b, c)
for i, (k, v) in enumerate({"x": 1}.items()): print(i, k, v)
print({**{"a": 1}, "b": 2, **{"a": 3}}, [*range(3), *"ab"], {*"aa", 1} == {"a", 1})
print(sum(range(10)) if (n := 10) > 5 else 0, n)
print([y := 5, y ** 2], [(z := i) for i in range(3)], z)
