s = "  Hello, World! Hello, Python!  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip(" !")), repr("xxhixx".strip("x")), repr("abcba".strip("ab")))
t = s.strip()
print(t.split(", "), t.split(", ", 1), t.rsplit(", ", 1), t.split(), "a  b   c".split(" "))
print("a,b,,c,".split(","), "".split(","), "".split(), " x ".split(None, 0) if False else "1 2 3 4".rsplit(None, 2))
print(t.partition("!"), t.rpartition("!"), t.partition("?"), t.rpartition("?"))
print("42".zfill(5), "-42".zfill(6), "+7".zfill(4), "abc".zfill(2), "3.14".zfill(8))
print(repr("mid".center(9, "*")), repr("mid".center(10)), repr("ab".ljust(5, ".")), repr("ab".rjust(5, "0")))
print(repr("a\tbc\tdef\tg".expandtabs()), repr("a\tb".expandtabs(4)), repr("12345\t6".expandtabs(4)), repr("x\n\ty".expandtabs(2)))
print("Straße".casefold(), "ÉCOLE".lower(), "hello World".swapcase(), "they're bill's friends".title(), "o'neil mcDONALD".capitalize())
print(t.count("Hello"), t.count("l", 5), t.count("l", 5, 12), "aaaa".count("aa"), "abc".count(""))
print(t.find("Hello"), t.find("Hello", 1), t.rfind("Hello"), t.rfind("Hello", 0, 10), t.find("zz"), t.index("World"))
try:
    t.index("zz")
except ValueError as e:
    print(e)
try:
    t.rindex("Hello", 20)
except ValueError as e:
    print(e)
print("abc".startswith(("x", "a")), "abc".endswith("bc", 1), "abc".startswith("b", 1), "abc".endswith("a", 0, 1))
print("café".encode(), "café".encode("ascii", errors="replace"), "café".encode("ascii", "ignore"), "café".encode("ascii", "xmlcharrefreplace"), "café".encode("ascii", "backslashreplace"))
print(b"caf\xc3\xa9".decode(), b"caf\xe9".decode("utf-8", "replace"), b"caf\xe9".decode("latin-1"), b"caf\xe9 x".decode("ascii", "ignore"))
try:
    "café".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e)
print("-".join(["a", "b"]), ", ".join(map(str, range(4))), "".join(reversed("stressed")))
print("hello"[::-1], "hello"[1:4], "hello"[-3:], "hello"[::2], "hello"[10:], "hello"[-100:2])
print("Ab1 ".isalnum(), "Ab1".isalnum(), "123".isdigit(), "½".isnumeric(), "½".isdigit(), "abc".isidentifier(), "1a".isidentifier(), "   ".isspace(), "Title Case".istitle(), "UP".isupper())
print("one two".replace("o", "0"), "aaa".replace("a", "b", 2), "x".replace("", "-"), "a.b.c".replace(".", ""))
print("line1\nline2\r\nline3\n".splitlines(), "a\nb\n".splitlines(True), "no newline".splitlines())
print("%s|%-5s|%5s" % ("x", "ab", "cd"), "tab\there".upper(), "ǅungla".title(), "ß".upper())
print("Hello {}".format("x").removeprefix("Hello "), "file.tar.gz".removesuffix(".gz"), "abc".removeprefix("z"))
print(ord("A"), chr(97), chr(0x263A), ord("€"), [hex(ord(c)) for c in "hé"], "\u00e9" == "é", len("😀"), "😀".encode("utf-8"))
words = "the quick brown fox".split()
print(max(words, key=len), sorted(words, key=lambda w: w[-1]), [w[0].upper() + w[1:] for w in words])
print(str.maketrans("abc", "xyz"), "aabbcc".translate(str.maketrans("abc", "xyz", "c")), "hello".translate({ord("l"): None, ord("h"): "J"}))
