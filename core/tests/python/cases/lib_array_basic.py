import array
from array import array as A

print(array.typecodes, array.ArrayType is A)
for tc in "bBuhHiIlLqQfd":
    a = A(tc)
    print(tc, repr(a), a.typecode, a.itemsize, len(a), a.tolist())

a = A("i", [3, 1, 4, 1, 5])
print(a, str(a), repr(a), len(a))
print(a[0], a[4], a[-1], a[-5], a.tolist())
print(list(a), [x * 2 for x in a], sum(a), max(a), sorted(a))
print(4 in a, 9 in a, 1.0 in a, "x" in a)
print(list(reversed(a)))
print(A("d", [1, 2.5, -0.0]), A("d", [1, 2.5])[0], type(A("d", [1])[0]).__name__)
print(A("u", "hello"), A("u", "hello")[1], A("u", ["a", "b"]), A("u").tounicode() == "")
print(A("b", (x for x in range(-3, 3))), A("B", range(5)), A("q", {7: 0, 8: 0}))
print(A("d", A("i", [1, 2])), A("i", A("b", [-1, 2])))
print(A("h", [True, False]), A("Q", [2**64 - 1]), A("q", [-2**63]))
b = A("l", a)
b[0] = 100
print(a[0], b[0], b.typecode)
it = iter(a)
print(next(it), next(it), list(it))
print(a.buffer_info()[1], bool(A("i")), bool(a))

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

t(lambda: A())
t(lambda: A("i", [], 3))
t(lambda: A(1))
t(lambda: A("ii"))
t(lambda: A("x"))
t(lambda: A("z", [1]))
t(lambda: A("i", "abc"))
t(lambda: A("d", "abc"))
t(lambda: A("i", A("u", "a")))
t(lambda: A("u", A("i")))
t(lambda: A("u", [1]))
t(lambda: A("u", ["ab"]))
t(lambda: A("i", 5))
t(lambda: A("i", None))
t(lambda: a[5])
t(lambda: a[-6])
t(lambda: a["x"])
t(lambda: a[1.0])
print(A("f", [0.5, 0.1]).tolist())
A("i", [1, 2])[2]
