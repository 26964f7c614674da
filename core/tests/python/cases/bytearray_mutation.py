# bytearray's in-place changes: methods, item and slice assignment, deletion, += and *=.
def show(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)

ba = bytearray(b"hello")


def store(i, v):
    ba[i] = v


def drop(i):
    del ba[i]


alias = ba
STEPS = [
    ("append(33)", lambda: ba.append(33)), ("append(256)", lambda: ba.append(256)),
    ("append(-1)", lambda: ba.append(-1)), ("append('x')", lambda: ba.append("x")),
    ("append(b'x')", lambda: ba.append(b"x")), ("extend(b' world')", lambda: ba.extend(b" world")),
    ("extend([1, 2])", lambda: ba.extend([1, 2])), ("extend(range(65, 68))", lambda: ba.extend(range(65, 68))),
    ("extend(x for x in b'gen')", lambda: ba.extend(x for x in b"gen")), ("extend('str')", lambda: ba.extend("str")),
    ("extend([300])", lambda: ba.extend([300])), ("extend(5)", lambda: ba.extend(5)),
    ("insert(0, 62)", lambda: ba.insert(0, 62)), ("insert(-1, 60)", lambda: ba.insert(-1, 60)),
    ("insert(100, 46)", lambda: ba.insert(100, 46)), ("insert(0, 999)", lambda: ba.insert(0, 999)),
    ("pop()", lambda: ba.pop()), ("pop(0)", lambda: ba.pop(0)), ("pop(-2)", lambda: ba.pop(-2)),
    ("pop(100)", lambda: ba.pop(100)), ("remove(1)", lambda: ba.remove(1)), ("remove(200)", lambda: ba.remove(200)),
    ("reverse()", lambda: ba.reverse()), ("reverse() again", lambda: ba.reverse()),
    ("copy()", lambda: ba.copy()), ("copy() is ba", lambda: ba.copy() is ba),
    ("ba[0] = 72", lambda: store(0, 72)), ("ba[-1] = 256", lambda: store(-1, 256)),
    ("ba[99] = 1", lambda: store(99, 1)), ("ba['x'] = 1", lambda: store("x", 1)),
    ("ba[0] = b'x'", lambda: store(0, b"x")),
    ("ba[1:3] = b'EY'", lambda: store(slice(1, 3), b"EY")),
    ("ba[:0] = [48, 49]", lambda: store(slice(None, 0), [48, 49])),
    ("ba[::2] = b'..'", lambda: store(slice(None, None, 2), b"..")),
    ("ba[::5] = b'1234'", lambda: store(slice(None, None, 5), b"1234")),
    ("ba[0:2] = 5", lambda: store(slice(0, 2), 5)),
    ("ba[0:2] = 'ab'", lambda: store(slice(0, 2), "ab")),
    ("ba[0:2] = [1000]", lambda: store(slice(0, 2), [1000])),
    ("ba[-3:] = bytearray(b'END')", lambda: store(slice(-3, None), bytearray(b"END"))),
    ("ba[2:4] = iter-list", lambda: store(slice(2, 4), list(x for x in b"gen"))),
    ("del ba[0]", lambda: drop(0)), ("del ba[1:3]", lambda: drop(slice(1, 3))),
    ("del ba[::3]", lambda: drop(slice(None, None, 3))), ("del ba[50]", lambda: drop(50)),
    ("del ba['x']", lambda: drop("x")),
    ("clear()", lambda: ba.clear()), ("pop() empty", lambda: ba.pop()),
]
for label, f in STEPS:
    show(label, f)
    print("   ", ba, ba is alias)

x = bytearray(b"ab")
y = x
x += b"cd"
x += bytearray(b"e")
try:
    x += [102]
except TypeError as e:
    print("TypeError", e)
print(x, y, x is y)
x *= 2
print(x, y is x)
try:
    x += "gh"
except TypeError as e:
    print("TypeError", e)
b = b"im"
c = b
b += b"mutable"
print(b, c, b is c)
z = bytearray(b"0123456789")
z[2:5] = b""
del z[-1]
z[0] = z[1]
z[1:1] = b"--"
print(z, len(z), z.count(b"-"), z.upper(), z.split(b"-"))
w = bytearray(3)
for i in range(3):
    w[i] = 65 + i
print(w, bytes(w), w.decode(), w == b"ABC", hash(bytes(w)) == hash(b"ABC"))
