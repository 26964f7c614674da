from collections import UserString
from collections.abc import Sequence

s = UserString("Hello World")
print(s, repr(s), len(s), s[0], s[-5:], type(s[1:]).__name__)
print(s.upper(), s.lower(), s.swapcase(), s.title(), s.capitalize(), s.casefold())
print(type(s.upper()).__name__, s.split(), s.rsplit("o", 1), s.partition(" "), s.rpartition("o"))
print(s.find("o"), s.rfind("o"), s.find(UserString("W")), s.index("W"), s.rindex("l"), s.count("l"))
print(s.startswith("He"), s.endswith("ld"), s.replace("l", "L", 2), s.replace(UserString("World"), "There"))
print(s.center(15, "*"), s.ljust(13, "."), s.rjust(13), s.zfill(14))
print(UserString("  x  ").strip(), UserString("xxhixx").strip("x"), UserString("  a").lstrip(), UserString("a  ").rstrip() + "|")
print(s.removeprefix("Hello "), s.removesuffix(UserString(" World")), s.expandtabs())
print(s.encode(), UserString("é").encode("utf-8"), s.isalpha(), UserString("abc").isalpha(), UserString("123").isdigit())
print(UserString("a,b").join(["x", "y"]), type(UserString(",").join("ab")).__name__)
print(UserString("{} {x}").format(1, x=2), UserString("{a}").format_map({"a": 3}))
print(s + "!", "!" + s, s + UserString("?"), s * 2, 2 * UserString("ab"), type("!" + s).__name__)
print(UserString("%d-%s") % (1, "a"), "<%s>" % UserString("q"), type(UserString("%d") % 5).__name__)
print(s == "Hello World", s == UserString("Hello World"), s < "Z", s > UserString("A"), s <= "Hello World", s >= "Z")
print("World" in s, UserString("lo") in s, "xyz" in s, hash(s) == hash("Hello World"))
print(int(UserString("42")), float(UserString("1.5")), complex(UserString("1+2j")))
print(list(UserString("abc")), isinstance(s, Sequence), isinstance(s, str), UserString(123), UserString(UserString("u")))
print(UserString("a\nb\n").splitlines(), UserString("a\nb\n").splitlines(True), UserString("ab").translate({97: "A"}))
print(UserString.maketrans("a", "b"), UserString("x1").isidentifier(), UserString("Ab").istitle(), UserString("ab").isascii())
print(sorted([UserString("b"), UserString("a")]), {UserString("k"): 1}[UserString("k")])
print(s.__getnewargs__(), str(s) == s.data, reversed(UserString("ab")) is not None, list(reversed(UserString("ab"))))
try:
    s < 5
except TypeError as e:
    print("TypeError:", e)
s.index("zzz")
