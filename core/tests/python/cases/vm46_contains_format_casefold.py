# `in` over generators and other lazy iterables, object.__format__'s refusal of a spec,
# '%' of infinities, max/min's default with several arguments, and str.casefold.
import itertools


def gen(n):
    for i in range(n):
        yield i


g = gen(5)
print(2 in g, list(g))
print(7 in gen(5), 3 not in gen(5), 9 not in gen(2))
print(2 in map(int, "123"), "b" in filter(str.isalpha, "a1b2"), 5 in itertools.count(), 2 in itertools.chain([1], [2]))
print((1, "b") in zip([0, 1], "ab"), 4 in (x * x for x in range(3)))

for value in [None, [1], (1,), {1: 2}, {1}, range(3), ..., b"ab"]:
    try:
        print(repr(format(value, ">8")))
    except TypeError as e:
        print(type(value).__name__, "TypeError:", e)
    print(repr(format(value, "")))

for x in [float("inf"), float("-inf"), float("nan"), 0.25]:
    print(format(x, "%"), format(x, ".1%"), format(x, ">10.2%"), f"{x:+%}")

for name, f in [("max", max), ("min", min)]:
    try:
        f(1, 2, default=0)
    except TypeError as e:
        print(name, "TypeError:", e)
    print(f([], default="empty"), f([3, 1, 2], default=0), f(3, 1, 2, key=lambda v: -v))

words = ["Straße", "STRASSE", "ΣΑΣ", "ﬃ", "ﬆ", "µ", "ſ", "İstanbul", "ǰ", "ᾀ", "Ꭰꭰ", "ΐ", "Hello WORLD", ""]
for w in words:
    print(repr(w), repr(w.casefold()), [hex(ord(c)) for c in w.casefold()][:6])
print("Straße".casefold() == "STRASSE".casefold(), "ΣΑΣ".casefold() == "σας".casefold())
