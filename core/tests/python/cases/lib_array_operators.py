from array import array

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

a = array("i", [1, 2, 3])
b = array("i", [4])
print(a + b, b + a, a * 2, 2 * a, a * 0, a * -1, array("d", [0]) * 4)
c = a
c += b
print(a, c is a)
c *= 2
print(a, c is a)
print(array("i", [1, 2]) == array("i", [1, 2]), array("i", [1, 2]) != array("i", [1, 2]))
print(array("i", [1, 2]) == array("d", [1.0, 2.0]), array("i", [1]) == [1], array("i") == array("d"))
print(array("i", [1, 2]) < array("i", [1, 3]), array("i", [1, 2]) < array("i", [1, 2, 0]))
print(array("i", [2]) > array("d", [1.5, 9]), array("i", [1, 2]) <= array("i", [1, 2]))
print(array("i", [1, 2]) >= array("i", [1, 3]), array("u", "ab") < array("u", "b"))
print(array("d", [float("nan")]) == array("d", [float("nan")]))
print(array("d", [1e308]) == array("f", [1e308]))
t(lambda: a + [1])
t(lambda: a + array("d"))
t(lambda: a * "x")
t(lambda: a * 1.5)
t(lambda: a.__iadd__([1]))
t(lambda: a.__iadd__(array("b")))
def imul(a, n):
    a *= n
    return a

t(lambda: imul(a, "x"))
t(lambda: imul(array("i", [1]), 2))
t(lambda: "x" * array("i"))
print(sorted([array("i", [3]), array("i", [1, 2]), array("i", [1])]))
x = array("q", [5])
y = x
x = x + array("q", [6])
print(x, y)
print(array("i", [1]) + 2)
