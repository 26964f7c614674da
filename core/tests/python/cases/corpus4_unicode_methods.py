# unicode corners of str methods
words = ["straße", "ǅemal", "ﬁne", "İstanbul", "ΣΑΣ", "ὈΔΥΣΣΕΎΣ", "ß", "ǈ", "Ⅻ", "½"]
for w in words:
    print(w, w.upper(), w.lower(), w.casefold(), w.title(), w.swapcase(), len(w.upper()))
print("ΣΑΣ ΣΑ".lower())
for s in ["123", "١٢٣", "½", "²", "3.5", "", "abc", "a1", " "]:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isalnum(), s.isspace())
for s in ["Hello", "hello", "HELLO", "Hello World", "Hello world", "1st", "", "ǅ", "they're"]:
    print(repr(s), s.istitle(), s.islower(), s.isupper(), s.title())
for s in ["abc", "_x1", "1x", "class", "naïve", "x-y", ""]:
    print(repr(s), s.isidentifier(), s.isprintable(), s.isascii())
print("\t\n".isprintable(), "\x7f".isprintable(), "é".isascii())
print("hello world".capitalize(), "HELLO wORLD".capitalize(), "ßa".capitalize())
print("abc".center(9, "*"), "abc".center(8, "*"), "ab".center(7), "|" + "x".ljust(4) + "|", "x".rjust(4, "0"))
print("42".zfill(6), "-42".zfill(6), "+4".zfill(4), "abc".zfill(5), "".zfill(3))
print("a\tbc\td".expandtabs(), "a\tbc\td".expandtabs(4), "12345\t6".expandtabs(5), "x\ny\tz".expandtabs(3))
print("xxhixx".strip("x"), "  hi  ".lstrip(), "abcba".rstrip("ab"), "www.example.com".strip("cmowz."))
print("prefix_name".removeprefix("prefix_"), "name.py".removesuffix(".py"), "abc".removeprefix("z"))
print("hello".startswith(("he", "x")), "hello".endswith("lo", 0, 5), "hello".startswith("l", 2))
print(ord("€"), chr(8364), hex(ord("😀")), len("😀"), "😀".encode("utf-8"), "é".encode("utf-16-le"))
print("héllo".encode("ascii", "replace"), "héllo".encode("ascii", "ignore"), "héllo".encode("ascii", "xmlcharrefreplace"))
print("héllo".encode("ascii", "backslashreplace"), b"h\xc3\xa9".decode(), b"\xff".decode("latin-1"))
print(b"abc\xff".decode("utf-8", "replace"), b"abc\xff".decode("utf-8", "ignore"), b"ab\xffc".decode("utf-8", "backslashreplace"))
try:
    b"\xffabc".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
try:
    "π".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print(ascii("naïve ☃ 😀"), repr("tab\there\x00\x7f\u200b"))
print(sorted(["b", "A", "a", "B", "é", "e"]), sorted(["b", "A", "a", "B"], key=str.lower))
print(max("hello"), min("hello"), "".join(reversed("stressed")))
