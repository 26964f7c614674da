log = []
def v(x, tag=None):
    log.append(tag or x)
    return x
print(v(1) < v(2) < v(0) < v(5), log); log.clear()
d = {}
def key():
    log.append("key")
    return "k"
d["k"] = 0
d[key()] += 1
print(d, log); log.clear()
r = {v("k1"): v("v1"), v("k2"): v("v2")}
print(log); log.clear()
def f(*a, **k): return a, k
print(f(v(1), *[v(2)], x=v(3), *[v(4)], **{"y": v(5)}), log); log.clear()
a = [0, 0, 0]
i = 0
a[i] = i = 2
print(a, i)
x = [1]
x += (2,)
print(x)
try:
    x = x + (3,)
except TypeError as e:
    print(e)
t = ([1],)
try:
    t[0] += [2]
except TypeError as e:
    print(e, t)
def app(item, lst=[]):
    lst.append(item)
    return lst
print(app(1), app(2), app.__defaults__)
def fin():
    for i in range(3):
        try:
            return i
        finally:
            if i == 0:
                continue
print(fin())
def fin2():
    while True:
        try:
            raise ValueError
        finally:
            break
    return "broke out"
print(fin2())
for n in range(2, 12):
    for dv in range(2, n):
        if n % dv == 0:
            break
    else:
        print(n, end=" ")
print()
k = 0
while k < 3:
    k += 1
else:
    print("while-else", k)
def ul():
    y = 1
    del y
    return y
try:
    ul()
except UnboundLocalError as e:
    print(e)
def ul2():
    print(z)
    z = 1
try:
    ul2()
except UnboundLocalError as e:
    print(e)
class G:
    global gv
    gv = "set from class"
print(gv)
class CM:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError("from exit") from None if False else RuntimeError("from exit")
try:
    with CM():
        raise ValueError("body")
except RuntimeError as e:
    print(repr(e), repr(e.__context__))
print([y for y in (lambda: (yield 1))()] if False else "")
def gen_err():
    yield 1
    raise KeyError("in gen")
try:
    [x for x in gen_err()]
except KeyError as e:
    print("KeyError", e)
aa, bb = bb, aa = 1, 2
print(aa, bb)
p = q = []
p.append(1)
print(q, p is q)
n = 10
n //= 3; n **= 2; n %= 5; n <<= 3; n |= 1; n ^= 0b11; n >>= 1; n -= -1; n *= 1.5; n /= 2
print(n)
s = "abc"
s *= 2; s += "!"
print(s)
print(1 if 0 else 2 if 0 else 3, not 1 == 2, -2 ** 2, (not 0) + 1, 2 ** 3 ** 2, 7 - 3 - 2, 2 * 3 % 4, 1 + 2 << 1, 6 & 3 | 8, ~5 + 1)
print(True and 0 or "x", None or [] or {} or "last", 0 and 1/0, "" or 0 or None)
