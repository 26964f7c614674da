# bytearray item and slice stores and deletes in place (a store into a large buffer is one
# byte, not a copy), with CPython's errors.
ba = bytearray(1_000_000)
for k in range(20000):
    ba[k] = k % 256
    ba[-1 - k] = 255 - k % 256
print(sum(ba[:300]), ba[-1], ba[-2], ba[19999], len(ba))
alias = ba
for k in range(1000):
    ba.append(k % 256)
print(len(alias), alias[-1], ba[1_000_000])
del ba[0]
del ba[-1]
print(len(ba), ba[0], ba[-1])

b = bytearray(b"abcdef")
b[1:3] = b"XYZ"
print(b)
b[::2] = b"123"
print(b)
b[0:0] = [65, 66]
print(b)
b[2:4] = bytearray(b"")
print(b)
b[:] = b
print(b)
b[-2:] = memoryview(b"zz") if False else b"zz"
print(b)


def t(label, f):
    try:
        f()
        print(label, b)
    except Exception as e:
        print(label, type(e).__name__, e)


t("range", lambda: b.__setitem__(50, 1))
t("neg range", lambda: b.__setitem__(-50, 1))
t("big", lambda: b.__setitem__(0, 256))
t("str val", lambda: b.__setitem__(0, "a"))
t("str val range", lambda: b.__setitem__(50, "a"))
t("str idx", lambda: b.__setitem__("x", 1))
t("float idx", lambda: b.__setitem__(1.0, 1))
t("ext", lambda: b.__setitem__(slice(None, None, 2), b"x"))
t("slice int", lambda: b.__setitem__(slice(0, 1), 5))
t("slice big", lambda: b.__setitem__(slice(0, 1), [256]))
t("slice gen", lambda: b.__setitem__(slice(0, 1), (x for x in [70, 71])))
t("del range", lambda: b.__delitem__(50))
t("del str", lambda: b.__delitem__("x"))
t("del slice", lambda: b.__delitem__(slice(0, 2)))
t("bool idx", lambda: b.__setitem__(True, 90))
