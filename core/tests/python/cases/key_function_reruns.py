# Key functions run once per item: lambdas, defs with defaults and closures, nested sorts,
# handlers inside the key, ties kept stable (with and without reverse), map and filter.
xs = [5, -3, 8, 0, -3, 12, 7, 5, -8, 1]
print(sorted(xs, key=lambda v: -v))
print(sorted(xs, key=lambda v: v % 3))
print(sorted(xs, key=lambda v: v % 3, reverse=True))
print(sorted(xs, key=abs, reverse=True))


def mod_key(v, m=4, shift=1):
    return (v + shift) % m


print(sorted(xs, key=mod_key))
scale = 3
print(sorted(xs, key=lambda v: v * scale - v * v))


def safe_inv(v):
    try:
        return 100 // v
    except ZeroDivisionError:
        return 0


print(sorted(xs, key=safe_inv))
words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(sorted(words, key=lambda w: w[::-1]))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=lambda w: sorted(w, key=lambda c: -ord(c))[0]))
print(sorted(xs, key=lambda v: v > 2))
print(sorted([1.5, -2.25, 0.5, 3.0], key=lambda v: -v))
print(sorted(xs, key=lambda v: -v if v % 2 else v / 2))
print(min(xs, key=lambda v: (v - 4) ** 2), max(xs, key=lambda v: -abs(v - 6)))
print(list(map(lambda v: v * v, xs)))
print(list(map(lambda a, b: a - b, xs, reversed(xs))))
print(list(filter(lambda v: v % 2 == 0, xs)))
ys = list(xs)
ys.sort(key=lambda v: (v % 5, -v))
print(ys)


def fact(v):
    return 1 if v <= 1 else v * fact(v - 1)


print(sorted([5, 3, 6, 1], key=fact), [fact(v) for v in (5, 3, 6)])
print(sorted([3], key=lambda v: -v), sorted([], key=lambda v: -v))


class Box:
    def __init__(self, v):
        self.v = v

    def key(self, other):
        return abs(self.v - other)


b = Box(4)
print(sorted(xs, key=b.key))
print(sorted(range(30), key=lambda v: (v * 7) % 11)[:12])
