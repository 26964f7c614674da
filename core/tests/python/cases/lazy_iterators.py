# map, filter, zip and enumerate are lazy, as CPython's: a generator's prints interleave with
# the loop, endless inputs work, a list changed by the loop is seen, errors arrive when the item
# is asked for, and zip(strict=True) names the argument that ran short or long.
import itertools
def gen():
    for i in range(3):
        print("yield", i)
        yield i
for i, x in enumerate(gen()):
    print("got", i, x)
for a, b in zip(itertools.count(10), "abc"):
    print(a, b)
def f(x):
    print("f", x)
    return x * 2
for y in map(f, [1, 2, 3]):
    print("y", y)
lst = [1, 2, 3, 4, 5, 6]
for i, x in enumerate(lst):
    if x % 2 == 0:
        lst.remove(x)
print(lst)
print(list(zip([1, 2, 3], "ab")), list(zip()), list(enumerate("ab", 5)), list(enumerate(start=2, iterable="xy")))
print(next(filter(lambda v: v > 100, itertools.count())))
m = map(int, ["1", "x", "3"])
print(next(m))
try:
    next(m)
except ValueError as e:
    print("ValueError", e)
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip([1], [3, 4], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip([1], [3], [4, 5], strict=True))
except ValueError as e:
    print(e)
try:
    list(zip(iter([1, 2]), gen(), strict=True))
except ValueError as e:
    print(e)
try:
    zip(1, [2])
except TypeError as e:
    print(e)
try:
    map(abs, 5)
except TypeError as e:
    print(e)
try:
    enumerate(3)
except TypeError as e:
    print(e)
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])), list(filter(None, [0, 1, '', 'a'])))
print(dict(zip("abc", range(3))), sorted(map(abs, [-3, 1, -2])), sum(map(len, ["ab", "c"])))
it = iter([1, 2, 3, 4])
print(list(zip(it, it)))
print(list(enumerate(zip("ab", gen()))))
z = zip([1, 2], [3, 4])
print(next(z), list(z), list(z))
