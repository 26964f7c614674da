import unicodedata as u

names = ["Zoë Saldaña", "François Müller", "Ångström", "ŀl ĳ ǅ ſ", "x²+y³ ½ ¼", "naïve café", "Ǖ ǖ ǚ"]
for s in names:
    for form in ("NFC", "NFD", "NFKC", "NFKD"):
        r = u.normalize(form, s)
        print(form, len(r), ascii(r), u.is_normalized(form, s))
    print("ascii:", u.normalize("NFKD", s).encode("ascii", "ignore").decode())

# composition across marks: canonical order, blocking, out-of-range composites
for s in ["a\u0323\u0302", "a\u0302\u0323", "e\u0304\u0301", "i\u0323\u0311", "o\u031b\u0300",
          "A\u0308\u0304", "=\u0338", "u\u0308\u0301\u0301", "\u0344", "\u0341", "s\u0323\u0307",
          "\u1e9b\u0323", "\u1ea0\u0302", "\u0385", "\u00a8\u0301"]:
    print(ascii(s), [ascii(u.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")])

for ch in "Aé\u01d5\u00a0\u00bd\u0132\u02b0\u0344\u0340\u1ea0\u1eac\u2260":
    print(ascii(ch), repr(u.decomposition(ch)))
print(u.normalize("NFC", ""), u.is_normalized("NFD", "abc"))
for bad in [("NFX", "a"), (1, "a"), ("NFC", b"a")]:
    try:
        u.normalize(*bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
