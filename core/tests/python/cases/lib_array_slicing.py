from array import array

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

a = array("h", range(10))
print(a[2:5], a[:3], a[7:], a[::2], a[::-1], a[-3:], a[5:2], a[100:])
print(type(a[1:3]).__name__, a[1:3].typecode, a[:] == a, a[:] is a)
a[2:4] = array("h", [20, 30, 40])
print(a)
a[:0] = array("h", [-1])
print(a)
a[::2] = array("h", [0] * 6)
print(a)
del a[0]
del a[-1]
del a[1:3]
del a[::3]
print(a)
a[1] = 5
a[-1] = 6
print(a)
t(lambda: a.__setitem__(slice(0, 1), [1]))
t(lambda: a.__setitem__(slice(0, 1), array("i", [1])))
t(lambda: a.__setitem__(slice(0, 4, 2), array("h", [1])))
t(lambda: a.__setitem__(100, 1))
t(lambda: a.__setitem__(-100, 1))
t(lambda: a.__setitem__(100, "x"))
t(lambda: a.__setitem__(0, "x"))
t(lambda: a.__setitem__(0, 40000))
t(lambda: a.__setitem__("x", 1))
t(lambda: a.__delitem__(100))
t(lambda: a.__delitem__("x"))
print(a)
v = array("d", [1.0, 2.0, 3.0])
w = array("d")
w[:] = v[:]
w[0] = 9.0
print(v, w)
w[1:] = array("d")
print(w, len(w))
s = array("u", "hello world")
print(s[6:], s[::-1].tounicode(), s[-5:].tounicode())
b = array("B", [0] * 6)
for i in range(2):
    b[i * 3 + 2] = 255
print(b)
b[1:1] = b
print(b)
b[0:2] = [1, 2]
