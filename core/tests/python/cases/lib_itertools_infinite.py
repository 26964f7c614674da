from itertools import count, cycle, repeat, islice
import itertools

c = count()
print(next(c), next(c), next(c))
print(repr(c))
print(list(islice(count(10, 5), 4)))
print(list(islice(count(2.5, 0.5), 4)))
print(list(islice(count(-3, -2), 3)))
print(repr(count(5)), repr(count(5, 1.0)), repr(count(1.5)), repr(count(0, 2)))
c = count(7, 3)
next(c)
print(c)
print([(i, ch) for i, ch in zip(range(1, 4), "abc")])
print(list(islice(cycle("ab"), 7)))
print(list(cycle([])))
cy = cycle(iter([1, 2, 3]))
print([next(cy) for _ in range(8)])
print(list(repeat("x", 3)))
print(list(repeat(None, 0)), list(repeat(1, -5)))
r = repeat([1], 2)
print(repr(r))
next(r)
print(repr(r))
print(repr(repeat("a")), repr(repeat("a", -3)))
print(list(map(pow, range(5), repeat(2, 5))))
print(list(zip("abc", repeat(0, 3))))
print(type(count()), type(repeat(1)))
for bad in ["a", None, [1]]:
    try:
        count(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    count(1, "x")
except TypeError as e:
    print("TypeError:", e)
cycle(5)
