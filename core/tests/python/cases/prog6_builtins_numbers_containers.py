import sys
print(f"{1234567.891:_.2f}", f"{0.000012345:.3g}", f"{1e16:g}", f"{123456789:,d}", f"{-0.0:+.1f}")
print(format(12345.6789, "=+12,.2f"), format(255, "#010b"), format(3.0, "%"), format(1/3, ".2%"))
print(f"{'x':^{5}}|{3.14159:{8}.{3}}|", f"{10:#x} {10:#o} {10:X}")
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(1234, -2), round(1250, -2))
print(divmod(-7, 2), -7 // 2, -7 % 2, 7 % -2, divmod(7.5, -2), (-7.5) % 2)
print(int("0x1f", 16), int("0b101", 0), int(" 42 "), int("1_000"), float("1e-3"), float("-inf"), float(" nan "))
print(1e300 * 1e10, -1e300 * 1e10, 2 ** -1, 10 ** 20, 2 ** 0.5)
print((0.1 + 0.2).hex(), float.fromhex("0x1.8p1"), (2.5).as_integer_ratio(), (10).bit_length(), (255).to_bytes(2, "big"))
print(int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True), (7).bit_count())
print(repr(1e22), repr(1e-5), repr(123456789012345678.0), str(0.1 + 0.2), 1.0, -0.0, 5e-324)
print(complex(1, 2) * complex(3, -1), abs(3 + 4j), (1 + 2j).conjugate(), complex("1+2j"))
print(bytes([65, 66]), bytearray(b"ab") + b"c", b"abc".hex(), bytes.fromhex("41 42"), b"a,b".split(b","))
print(b"%d-%s" % (5, b"x"), b"hello"[1:3], b"hello"[1], list(b"hi"), b"Ab".lower(), b" x ".strip())
print(memoryview(b"abcd")[1:3].tobytes(), bytearray(3), bytes(2))
ba = bytearray(b"hello"); ba[0] = 72; ba.extend(b"!!"); del ba[1]; print(ba, ba.decode())
print("héllo".encode("utf-8"), "héllo".encode("latin-1"), b"h\xc3\xa9".decode(), "x".encode("ascii", "ignore"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e)
print("héllo".encode("ascii", "replace"), "héllo".encode("ascii", "xmlcharrefreplace"), b"\xffa".decode("utf-8", "replace"))
print(ascii("héllo\n"), repr("it's"), repr('say "hi"'), repr("both ' and \""), str(b"x'y"))
print(sorted(["b", "A", "c", "B"], key=str.casefold), sorted([3, 1, 2], reverse=True), sorted("hello"))
print(min([], default=0), max("abc", key=ord), min(3, 1, 2), max([(1, 'b'), (1, 'a')]))
print(list(zip("abc", range(5))), list(enumerate("ab", start=1)), list(reversed(range(5))))
print(list(map(pow, [2, 3], [3, 2])), list(filter(None, [0, 1, "", "a"])), any([]), all([]))
print(sum([0.1] * 10), sum([[1], [2]], []), sum(range(10), start=5))
print(isinstance(True, int), True + True, bool("False"), int(True), hash(1) == hash(1.0) == hash(True))
print(chr(9731), ord("€"), hex(-255), oct(8), bin(-5), f"{-5:b}")
print(slice(1, 10, 2).indices(5), range(0, 10, 3)[-1], range(10)[2:5], 5 in range(0, 10, 2), range(5).index(3))
print(len(range(0, -10, -3)), list(range(0, -10, -3)), range(3) == range(0, 3), repr(range(1, 4, 2)))
a = [1, 2, 3, 4, 5]; a[1:3] = [9]; print(a); a[::2] = [0, 0]; print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(e)
del a[::2]; print(a)
print([1, 2] * 2, [[0] * 2] * 2, (1,) * 3, "ab" * 0)
x = [3, 1, 2]; print(x.sort(), x, x.index(2), x.count(5))
try:
    x.index(7)
except ValueError as e:
    print(e)
try:
    x.remove(7)
except ValueError as e:
    print(e)
d = {"a": 1}; d |= {"b": 2}; print(d, d | {"a": 0}, {**d, "c": 3})
print(d.setdefault("z", []), d.get("q", "none"), d.pop("q", None), list(d.items()))
try:
    d.pop("q")
except KeyError as e:
    print(repr(e), e)
print(dict(zip("ab", [1, 2])), dict([("x", 1)], y=2), dict.fromkeys([1, 2], 0))
s = {1, 2, 3}; print(s & {2, 3, 4}, s | {9}, s - {1}, s ^ {3, 4}, s <= {1, 2, 3, 4}, s.isdisjoint({7}))
print(frozenset([1, 2]) == {1, 2}, sorted(frozenset("aab")), {1, 2}.union([3], (4,)))
