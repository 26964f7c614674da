# str methods on messy user input
rows = ["  Alice Smith  ,  alice@EXAMPLE.com ,30", "bob jones,BOB@ex.org, 25 ", "O'neil mc-donald,x@y.z,41"]
for r in rows:
    name, email, age = (p.strip() for p in r.split(","))
    print(repr(name.title()), email.lower(), int(age), name.swapcase(), name.capitalize())
s = "hello world, hello python"
print(s.count("hello"), s.find("python"), s.rfind("hello"), s.index("world"), s.find("zzz"))
print(s.replace("hello", "bye", 1), s.startswith(("hi", "hell")), s.endswith("on", 0, 25), s.startswith("world", 6))
print(s.partition(", "), s.rpartition("hello"), "abc".partition("x"), "abc".rpartition("x"))
print(s.split(), s.split(",", 1), s.rsplit(" ", 1), "a,,b".split(","), "  a  b ".split(" "), "".split(), "".split(","))
print("line1\nline2\r\nline3\rline4\n".splitlines(), "a\nb\n".splitlines(keepends=True), "x\x0by\x1cz".splitlines())
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2), "".zfill(3))
print("ab".center(7, "*"), "ab".center(6, "*"), "abc".center(6), "x".ljust(3, "."), "x".rjust(3, "."))
print("a\tbc\td".expandtabs(4), repr("\t".expandtabs()), "12\t3".expandtabs(2))
print("Hello".isalpha(), "123".isdigit(), "½".isnumeric(), "½".isdigit(), "²".isdigit(), "١٢".isdecimal(), " ".isspace(), "".isspace())
print("Title Case Here".istitle(), "they're bill's".title(), "hello_world".isidentifier(), "3x".isidentifier(), "ABC".isupper(), "abc1".islower())
print("straße".upper(), "STRASSE".casefold() == "straße".casefold(), "ǅ".lower(), "ﬁ".upper(), "İ".lower().encode())
print("-".join(["a", "b", "c"]), "".join(reversed("abc")), ", ".join(str(i) for i in range(3)))
try:
    "-".join(["a", 1])
except TypeError as e:
    print("TypeError:", e)
print("www.example.com".strip("cmowz."), "xxhixx".lstrip("x"), "xxhixx".rstrip("x"), "  a ".strip())
print("TestCase".removeprefix("Test"), "file.txt".removesuffix(".txt"), "file.txt".removesuffix(".py"))
tbl = str.maketrans({"a": "4", "e": "3", "o": None})
print("hello aloe".translate(tbl), "abc".translate(str.maketrans("ab", "xy", "c")))
print("{:_^11}".format("mid"), "%5.2s|" % "abc", "{!r}".format("q'uote"), repr('say "hi"'), repr("it's \"x\""))
print("a" < "b" < "ba", "Z" < "a", "abc" * 0, "ab" * 3, "b" in "abc", "" in "abc", ord("€"), chr(9731))
print("format {0[0]} {1[key]} {2.real}".format([9], {"key": "v"}, 3 + 4j))
print("tab\tnew\\n", r"raw\n", "uni\u00e9\N{BULLET}", b"bytes\x00".hex(), "é".encode("utf-8"), "ü".encode("latin-1"))
print("%c%c" % (72, "i"), "%r" % [1], "%5.1f%%" % 99.44, "%+.2e" % -0.000123, "%#x" % 255, "%03d" % -5)
print("abc".encode().decode("ascii"), bytes("hé", "utf-8").decode("utf-8", "ignore"), "hé".encode("ascii", "replace"))
print(str(b"x"), "x".__len__(), len("🐍"), "🐍".encode("utf-8"), ascii("🐍é"))
print(max("apple"), sorted("bca"), list("hi"), "a b".title(), "hello"[1:-1].upper()[::-1])
