s = "  Hello, World! Hello again.  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip(" .")), s.strip().strip("H."))
t = s.strip()
print(t.find("Hello"), t.rfind("Hello"), t.find("xyz"), t.index("World"), t.count("l"), t.count("Hello", 1))
print(t.replace("Hello", "Bye"), t.replace("Hello", "Bye", 1), t.replace("", "-")[:10])
print(t.split(), t.split(","), t.split(" ", 1), t.rsplit(" ", 1), "a,,b,".split(","), "  a  b ".split(" "))
print("line1\nline2\r\nline3\n".splitlines(), "x\ny\n".splitlines(True), "".split(","), "".split())
print(t.partition(" "), t.rpartition(" "), t.partition("zz"), t.rpartition("zz"))
print(t.upper(), t.lower(), t.swapcase(), "hello world-foo bar's".title(), "hELLO wORLD".capitalize())
print(t.startswith("Hell"), t.endswith((".", "!")), t.startswith("World", 7), "abc".center(9, "*"), "abc".ljust(6, "."), "abc".rjust(6))
print("42".zfill(6), "-42".zfill(6), "+7".zfill(4), "abc".zfill(5))
print("a\tb\tc".expandtabs(4), "Ünïcödé".casefold(), "ß".upper(), "ǅ".lower(), "ﬁ".upper())
print("abc123".isalnum(), "abc".isalpha(), "123".isdigit(), "½".isnumeric(), "²".isdigit(), "²".isdecimal(), " \t".isspace(), "Ab Cd".istitle(), "x_1".isidentifier())
print("-".join(["a", "b", "c"]), "".join(reversed("stressed")), ", ".join(map(str, range(4))))
print("hello".translate(str.maketrans("el", "ip")), "hello".translate(str.maketrans("", "", "l")), "abc".translate({97: "AA", 98: None}))
print("prefix_name".removeprefix("prefix_"), "file.tar.gz".removesuffix(".gz"), "abc".removeprefix("x"))
print(ord("€"), chr(8364), "€".encode(), "€".encode("utf-16-le"), "naïve".encode("ascii", "replace"), "naïve".encode("ascii", "ignore"))
print("naïve".encode("ascii", "xmlcharrefreplace"), "naïve".encode("ascii", "backslashreplace"))
b = b"Hello\x00\xff bytes"
print(b, len(b), b[0], b[-1], b[1:4], list(b[:3]), b.hex(), b.hex(" ", 2) if False else b.hex("-"))
print(bytes.fromhex("de ad be ef"), bytes(3), bytes([65, 66]), bytearray(b"abc"), b"abc".upper(), b"a,b".split(b","))
ba = bytearray(b"hello")
ba[0] = 74; ba.extend(b"!!"); ba += b"?"; del ba[1]
print(ba, ba.decode(), ba.find(b"l"), bytes(ba).replace(b"l", b"L"), ba.pop(), ba)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(e)
print(b"\xff\xfe".decode("utf-8", "replace"), b"caf\xc3\xa9".decode(), b"\xe9".decode("latin-1"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
print(str(b"abc"), repr(b"a'b"), repr(b'a"b\'c'), repr("a'b"), repr('a"b\'c'), repr("\x00\t\n\u200b"))
print("abc" * 3, 3 * b"x", "a" < "b" < "ba", "Z" < "a", sorted("banana"), max("hello"), "é" > "z")
print("%s" % "ab".encode(), str("é".encode(), "utf-8"), "tuple" in "multiple", "" in "x")
print("Mississippi".count("ss"), "aaaa".count("aa"), "aaa".replace("aa", "b"), "abcabc".index("c", 3))
print("{:>8}".format("€uro"), len("€uro"), len("€uro".encode()), "straße".encode("utf-8"))
print("a b  c".split(None, 1), " x y ".rsplit(None, 1), "k=v=w".split("=", maxsplit=1))
