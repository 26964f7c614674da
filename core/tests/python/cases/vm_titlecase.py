# str's case methods with Unicode titlecase and special casing, the final sigma, titlecase
# letters in istitle/isupper/islower, and Python's whitespace (U+001C..U+001F included).
words = [
    "ǆemal ǈubljana ǋ", "ﬁsh ﬂy ﬃ", "straße", "ß", "中a", "'tis o'neil", "ᾳ ᾀ ᾷ",
    "ŉ", "ΑΣ", "aΣ b", "ΣΑΣ", "ΑΣ.", "ΑΣΑ", "hello ΣΑΣ world", "ǅ", "Ǆ", "ǆ", "Aǅ", "aǅ",
    "ǅungla", "ǅUNGLA", "ᾈ", "ﬓ", "և", "3rd time", "ÉCOLE école", "",
]
for w in words:
    print(ascii(w), ascii(w.title()), ascii(w.capitalize()), ascii(w.swapcase()))
    print("  ", w.istitle(), w.isupper(), w.islower())
for c in "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2028\u3000\u200b\x00a":
    print(ascii(c), c.isspace())
print("a\x1cb c\x1f".split(), ascii(" \x1c x \x1d".strip()))
print("a\x1cb\x1dc".rsplit(None, 1), "a\x1cb\x1dc".split(None, 1))
print(ascii("\x1fa\x1e".lstrip()), ascii("\x1fa\x1e".rstrip()))
print(b"a\x1cb".split(), b"\x1c".isspace(), b"\xdf\xe9 ab".title())
