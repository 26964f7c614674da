s = "a b  c   d"
print(s.split(" ", -1), s.split(None, 2), s.rsplit(None, 2), s.rsplit(" ", 2), "  x  y  ".rsplit(None, 1), "".rsplit(None))
print("aaa".replace("a", "b", 0), "aaa".replace("a", "b", -1), "abc".replace("", "-", 2), "hello".find("l", -2), "hello".find("l", -5, -2), "hello".rfind("l", 0, 3), "abc".count(""), "abc".count("", 1), "".count(""))
print("hello".startswith(("x", "he"), 0, 2), "hello".endswith("lo", -2), "hello".startswith("", 5), "hello".startswith("", 6), "-١".zfill(4), "abc".center(7, "-"), "ab".center(7), "abcd".center(7), "a".center(4))
l = [1, 2, 3]
l.insert(-1, "m"); l.insert(100, "end"); l.insert(-100, "start")
print(l, l.index(3, 2), l.index("end", -2))
try:
    l.index(1, 0, 1)
except ValueError as e:
    print(e)
m = list(range(10))
del m[::-2]; print(m)
m = list(range(6)); m[::-1] = "abcdef"; print(m)
m = list(range(6)); m[1:5:2] = list("XY"); print(m)
m = [1, 2, 3]; m[:] = m; print(m); m[1:1] = m; print(m)
m = [3, 1, 2]
try:
    m.sort(key=lambda v: 1 / (v - 2))
except ZeroDivisionError:
    print("sort failed", m)
print(b"  a b \t c ".split(), b"hello world".title(), b"abc".translate(None, b"b"), b"x".center(5, b"*"), bytearray(b"ac").__class__.__name__)
ba = bytearray(b"ac"); ba.insert(1, 98); ba.reverse(); print(ba, ba * 2, b"abc" < b"abd", bytes(reversed(b"abc")), b"a" in b"cat", 97 in b"cat")
for src in ["0_1", "1_", "0x", "  0b101 ", "010", "0o17", "+_1", "1__2", "٣", "0", "-0b1"]:
    try:
        print(repr(src), int(src, 0))
    except ValueError as e:
        print(repr(src), "ValueError", e)
for src in ["inf ", " nan", "1e", "-Infinity", "1_0.5", "1._5", ".5", "5.", "0x10", "1e5_0", "+.e1"]:
    try:
        print(repr(src), float(src))
    except ValueError as e:
        print(repr(src), "ValueError", e)
for src in ["1+2J", "(3-4j)", "j", "-j", "1e3j", " 2 ", "1 + 2j"]:
    try:
        print(repr(src), complex(src))
    except ValueError as e:
        print(repr(src), "ValueError", e)
print(int("z", 36), int("Z", 36), int("10", 2), int(b"42"), int(bytearray(b" 7 ")), float(b"1.5"), int(True), int(-0.9), int("٠١٢"))
print(str(12).rjust(5, "0"), "{:0>5}".format(12), "%05s" % "ab", "%-05d|" % 3, "%+.3d" % 7, "%.0s|" % "abc", "%x" % -255, "%o" % 8, "%#o" % 0, "%5.1e" % 12345)
print([1, 2, 3][-4:10], [1, 2, 3][3:-4:-1], (1, 2, 3)[::-2], "abcdef"[-2:1:-1], "abcdef"[10:-10:-1], list(range(10))[7:2:-2])
t = (1, 2, 3, 2, 1)
print(t.count(2), t.index(2, 2), t * 0, t[1:1], max(t), t < (1, 2, 4), (1, 2) + (3,), tuple("ab") + tuple([1]))
print(list(reversed(range(2, 20, 3))), range(2, 20, 3).index(11), 11 in range(2, 20, 3), range(0) == range(5, 2), range(1, 10, 2) == range(1, 11, 2), hash(range(3)) == hash(range(0, 3)), range(-5, 5)[-1], len(range(10, 0, -3)))
