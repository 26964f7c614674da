# str/bytes method corners used in cleanup scripts
s = "  Hello,\tWorld! Straße ǅ ﬁ  "
print(repr(s.strip()), s.casefold(), s.swapcase(), s.title(), repr(s.expandtabs(4)), s.lower().count("l"))
print("ab12".isalnum(), "½".isnumeric(), "½".isdigit(), "²".isdigit(), "²".isdecimal(), "Ⅻ".isnumeric(), "".isspace(), " \x0b".isspace())
print("a_b".isidentifier(), "1a".isidentifier(), "class".isidentifier(), "Ab Cd".istitle(), "AB1".isupper(), "\t".isprintable(), "é".isascii())
print("x=1;y=2;z".partition(";"), "x=1;y=2;z".rpartition(";"), "abc".partition("q"), "abc".rpartition("q"))
print("a,b,,c,".split(","), "a,b,,c,".split(",", 2), "a,b,,c,".rsplit(",", 2), " a  b ".split(), " a  b ".split(None, 1), "a\nb\r\nc\rd".splitlines(True))
print("line1\n\nline3\x1cx\u2028y".splitlines(), "".split(","), "".split(), "abc".split("b", 0))
print("-".join("abc"), "42".zfill(5), "-42".zfill(5), "+4".zfill(4), "abc".center(8, "*"), "abc".ljust(2), "x".rjust(4, "0"))
print("Mississippi".replace("ss", "SS", 1), "aaa".replace("", "-"), "hello".find("l", 3), "hello".rfind("l", 0, 3), "hello".index("lo"))
try:
    "hello".index("z")
except ValueError as e:
    print("ValueError", e)
print("prefix_name".removeprefix("prefix_"), "file.tar.gz".removesuffix(".gz"), "abc".startswith(("x", "a")), "abc".endswith("bc", 0, 3))
t = str.maketrans({"a": "4", "e": "3", "o": None})
print("leet hacker code".translate(t), str.maketrans("ab", "xy", "c"), "abcabc".translate(str.maketrans("ab", "xy", "c")))
print("%s" % "ǅ".upper(), "ß".upper(), "ﬁ".upper(), "İ".lower(), len("İ".lower()), "Σ".lower(), "ΌΣΟΣ".lower())
print("café".encode(), "café".encode("latin-1"), "café".encode("ascii", "replace"), "café".encode("ascii", "ignore"), "café".encode("ascii", "xmlcharrefreplace"), "café".encode("ascii", "backslashreplace"))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError", e, e.start, e.end, e.reason)
try:
    b"\xff\xfe".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
print(b"\xffabc".decode("utf-8", "replace"), b"\xffabc".decode("utf-8", "ignore"), b"\xffabc".decode("utf-8", "backslashreplace"), b"\xe9t\xe9".decode("latin-1"))
b = b"  key = value ; other  "
print(b.strip(), b.split(b";"), b.upper(), b.find(b"="), b.replace(b" ", b""), b.hex(), b[2], b[2:5], list(b[:3]))
print(bytes.fromhex("de ad be ef"), b"abc".hex("-"), b"abcdef".hex(":", 2), bytes(3), bytes([65, 66]), bytes("hi", "utf-16-le"))
ba = bytearray(b"hello")
ba[0] = 72; ba.extend(b"!!"); ba.insert(0, 62); del ba[-1]
print(ba, ba.decode(), ba.pop(), ba, ba.count(b"l"), ba.rstrip(b"!"), bytes(ba).title(), ba.isalpha())
print(b"a,b".split(b","), b"%s=%d" % (b"k", 5), b"x" * 3, b"abc" < b"abd", b"A" in b"ABC", 65 in b"ABC", b"ab".center(6, b"-"))
try:
    b"abc" + "def"
except TypeError as e:
    print("TypeError", e)
try:
    bytes([256])
except ValueError as e:
    print("ValueError", e)
print("tab\tsep".expandtabs(), "a\tbc\tdef\t|".expandtabs(3), "%r" % "it's", repr('say "hi"'), repr("both ' \""), ascii("naïve ☃"))
print(sorted(["b", "B", "a", "é", "A", "_"]), sorted(["b", "B", "a", "A"], key=str.casefold), max("hello"), "abc" * 0, "a" < "B")
print("ǅungla".capitalize(), "hELLO wORLD".capitalize(), "they're bill's".title(), "x".join([]), " ".join(map(str, range(5))))
