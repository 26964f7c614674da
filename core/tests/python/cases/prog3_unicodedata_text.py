import unicodedata as ud
for ch in ["A", "é", "ß", "\u0301", " ", "Ç", "ñ", "7"]:
    print(repr(ch), ud.category(ch), ud.combining(ch), repr(ud.decomposition(ch)))
print(ud.decimal("٣"), ud.digit("²", None), ud.numeric("½"), ud.decimal("x", -1))
s = "Crème Brûlée"
nfd = ud.normalize("NFD", s)
print(len(s), len(nfd), ud.normalize("NFC", nfd) == s, "".join(c for c in nfd if not ud.combining(c)))
print(ud.is_normalized("NFC", s), ud.is_normalized("NFD", s), ud.normalize("NFKD", "ǆ"), len(ud.normalize("NFKC", "ǆ")))
def strip_accents(t):
    return "".join(c for c in ud.normalize("NFKD", t) if ud.category(c) != "Mn")
print(strip_accents("Ångström façade naïve"), ud.unidata_version[:2])
print(sorted({ud.category(c) for c in "Hello, World! 123"}))
try:
    ud.normalize("NFX", "a")
except ValueError as e:
    print(type(e).__name__, e)
try:
    ud.digit("x")
except ValueError as e:
    print(type(e).__name__, e)
words = ["résumé", "resume", "Résumé", "RESUME"]
print(sorted(set(strip_accents(w).casefold() for w in words)), sorted(words, key=lambda w: (strip_accents(w).lower(), w)))
def same(a, b):
    return ud.normalize("NFC", a) == ud.normalize("NFC", b)
print(same("e\u0301", "é"), "e\u0301" == "é", len("e\u0301"), ud.normalize("NFC", "e\u0301").encode("utf-8"))
