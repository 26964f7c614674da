# Which operations on builtin-subclass instances return the subclass and which the base type.
class MyInt(int): pass
class MyFloat(float): pass
class MyStr(str): pass
class MyList(list): pass
class MyTuple(tuple): pass
class MyDict(dict): pass
class MySet(set): pass
class MyFS(frozenset): pass


i = MyInt(5)
f = MyFloat(2.5)
s = MyStr("ab")
for v in [i + 1, i * i, -i, +i, abs(i), i // 2, i ** 2, i << 1, ~i, int(i), i.real, i.numerator, round(i), divmod(i, 2), pow(i, 2, 3), i & 3, bool(i)]:
    print(type(v).__name__, v, end="; ")
print()
for v in [f + 1, -f, +f, abs(f), round(f), round(f, 1), float(f), f.real, f.conjugate(), f // 1, divmod(f, 1), f ** 2, int(f)]:
    print(type(v).__name__, v, end="; ")
print()
for v in [s + "c", s * 2, s[0], s[:], s.upper(), str(s), s.strip(), s.replace("x", "y"), "%s" % s, f"{s}", format(s), s.join(["1", "2"]), "".join([s]), s.split(), s.partition("a"), s.center(2), s.ljust(1), s.zfill(1), s.lower(), s.title(), s.expandtabs(), s.casefold(), s.swapcase(), s.translate({}), s.removeprefix("z"), repr(s), s.__str__()]:
    print(type(v).__name__, repr(v), end="; ")
print()
l = MyList([3, 1, 2])
t = MyTuple((1, 2))
for v in [l + [1], l * 2, l[:], l[0:1], l.copy(), sorted(l), list(l), t + (3,), t * 2, t[:], t[0:1], tuple(t), (*t,), [*l]]:
    print(type(v).__name__, end="; ")
print()
d = MyDict(a=1)
for v in [d.copy(), dict(d), d | {}, {**d}, MyDict.fromkeys("ab")]:
    print(type(v).__name__, end="; ")
print()
for v in [MySet({1}) | {2}, MySet({1}) & {1}, MySet({1}) - {1}, MyFS({1}) | {2}, MySet({1}).copy(), MyFS({1}).copy(), MySet({1}).union([3]), {1} | MySet({2})]:
    print(type(v).__name__, end="; ")
print()
a = MySet({1})
b = a
a |= {2}
print(type(a).__name__, a is b, sorted(a))
a = MyList([1])
b = a
a += [2]
a *= 2
print(type(a).__name__, a is b, a)
