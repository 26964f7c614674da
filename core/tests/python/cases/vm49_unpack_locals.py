# Unpacking into local names: tuples and lists, in loops, with duplicates, swaps, a value that is
# the container itself, finalizers and errors (the VM stores the items straight into the slots).


class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def basics():
    t = (1, 2.5, "x", None, [1])
    a, b, c, d, e = t
    print(a, b, c, d, e)
    a, b, c, d, e = [5, 4, 3, 2, 1]
    print(a, b, c, d, e)
    a, a = 1, 2
    print(a)
    x, y = 1, 2
    x, y = y, x
    print(x, y)
    lst = [10, 20]
    p, q = lst
    lst[0] = 99
    print(p, q, lst)


def self_reference():
    a = [7, 8]
    b = a
    a, c = a
    print(a, c, b)
    t = ((1, 2), 3)
    t, u = t
    print(t, u)


def loops():
    total = 0
    for i, (k, v) in enumerate(sorted({"b": 2, "a": 1, "c": 3}.items())):
        total += i * v
        print(i, k, v)
    pairs = [[1, 2], [3, 4], (5, 6)]
    for a, b in pairs:
        total += a * b
    print(total)
    for a, b, c in zip(range(3), "xyz", [0.5, 1.5, 2.5]):
        print(a, b, c)


def finalizers():
    made = [Noisy("a1"), Noisy("b1")]
    a, b = made
    del made
    print("made")
    fresh = (Noisy("a2"), Noisy("b2"))
    a, b = fresh
    print("replaced")
    fresh = None
    a, b = [1, 2]
    print("ints", a, b)


def mixed_targets():
    class Box:
        pass

    box = Box()
    d = {}
    box.x, d["k"], z = 1, 2, 3
    print(box.x, d, z)
    (a, b), c = (1, 2), 3
    print(a, b, c)
    a, *rest = [1, 2, 3]
    print(a, rest)


def errors():
    for value in [(1, 2, 3), [1], "ab", 5, iter([1, 2, 3])]:
        try:
            a, b = value
            print("ok", a, b)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)


basics()
self_reference()
loops()
finalizers()
print("after")
mixed_targets()
errors()
