import unicodedata as ud
for ch in ["A", "é", "ß", "1", "½", "\u0301", " ", "\n", "_", "$", "Ñ", "\u0327"]:
    print(repr(ch), ud.category(ch), ud.combining(ch), ud.decomposition(ch), ud.numeric(ch, None), ud.decimal(ch, None), ud.digit(ch, None))
s = "Crème Brûlée café naïve Ångström"
nfd = ud.normalize("NFD", s)
print(len(s), len(nfd), len(ud.normalize("NFC", nfd)), ud.normalize("NFC", nfd) == s, ud.is_normalized("NFC", s), ud.is_normalized("NFD", s))
print("".join(c for c in nfd if not ud.combining(c)))
print([hex(ord(c)) for c in ud.normalize("NFD", "Åé")], ud.normalize("NFC", "e\u0301\u0327"), len(ud.normalize("NFC", "c\u0327\u0301")))
def slugify(t):
    t = ud.normalize("NFKD", t).encode("ascii", "ignore").decode()
    import re
    return re.sub(r"[^a-z0-9]+", "-", t.lower()).strip("-")
print(slugify("Héllo, Wörld! Ça va? 2024"), slugify("  --Ærøskøbing--  "), slugify("Žluťoučký kůň"))
def strip_accents(t):
    return "".join(c for c in ud.normalize("NFD", t) if ud.category(c) != "Mn")
print(strip_accents("Ślusàrski Łódź Ōsaka"), [ud.category(c) for c in "aA1 .-("])
print(ud.unidata_version >= "13", ud.normalize("NFKC", "ｆｕｌｌ") if False else "", ud.decomposition("a") == "")
try:
    ud.numeric("x")
except ValueError as e:
    print("ValueError:", e)
try:
    ud.normalize("NFX", "a")
except ValueError as e:
    print("ValueError:", e)
