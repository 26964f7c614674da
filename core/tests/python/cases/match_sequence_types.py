from collections import deque, namedtuple
import array

P = namedtuple("P", "x y")

def f(x):
    match x:
        case [a, b]:
            return f"pair {a!r} {b!r}"
        case [*xs]:
            return f"seq of {len(xs)}"
        case _:
            return "not a sequence"

print(f(deque([1, 2])))
print(f(deque([1, 2, 3])))
print(f(P(3, 4)))
print(f(array.array("i", [7, 8])))
print(f("xy"))
print(f({"a": 1, "b": 2}))
print(f({1, 2}))
print(f(iter([1, 2])))
print(f(range(10, 12)))
print(f(x for x in [1, 2]))
