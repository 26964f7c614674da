import unicodedata

s = "Ça va? Née. Straße. ΣΊΣΥΦΟΣ. 日本語 🙂"
print(len(s), s.upper(), s.lower(), s.casefold())
print([ord(c) for c in "aé€🙂"], [hex(ord(c)) for c in "Ω"], chr(0x1F600), "\u00e9" == "é", "\N{GREEK SMALL LETTER ALPHA}")
print(s.encode("utf-8")[:12], len(s.encode("utf-8")), len(s.encode("utf-16")), len("🙂".encode("utf-16-le")))
for ch in "aA1 é_-日🙂\t":
    print(repr(ch), ch.isalpha(), ch.isalnum(), ch.isdigit(), ch.isspace(), ch.isupper(), ch.isprintable(), unicodedata.category(ch) if ord(ch) < 0x370 else '')
print(unicodedata.numeric("½"), unicodedata.decimal("٣"))
nfd = unicodedata.normalize("NFD", "é")
print(len(nfd), [hex(ord(c)) for c in nfd], unicodedata.normalize("NFC", nfd) == "é", unicodedata.combining(nfd[1]))
def strip_accents(t):
    return "".join(c for c in unicodedata.normalize("NFD", t) if not unicodedata.combining(c))
print(strip_accents("Crème brûlée à la façon"))
print("straße".upper(), "ǅ".lower(), "ǆ".title(), "ﬁ".upper(), "İstanbul".lower(), len("İ".lower()))
print(sorted(["b", "A", "é", "a", "Z", "ä"]), sorted(["b", "A", "é", "a"], key=str.casefold))
print("Hello World".center(21, "·"), "→".join("abc"), "α β γ".split(), "x\u2009y".split(), "a\u00a0b".split())
print(int("١٢٣"), int("５"), float("٣.٥"), "٣".isdecimal(), "²".isdigit(), "²".isdecimal(), "Ⅷ".isnumeric())
print(repr("tab\there\n"), repr("quote'"), repr('both\'"'), repr("\x00\x7f\x80\xff"), ascii("日本 é"))
print("abc".translate({ord("a"): "α", ord("b"): None}), str.maketrans({"x": "y"}), "%-5s|" % "日本", f"{'日本':>5}|")
print("🙂"[0] == "🙂", "🙂🙃"[::-1], "e\u0301" == "é", len("e\u0301"))
