"""Normalising user-entered names for search with unicodedata: NFC/NFD/NFKC, accents, categories, digits."""
import unicodedata as ud

NAMES = ["Zoë", "Zoe\u0308", "Ångström", "Łukasz", "Ñandú", "straße", "İstanbul", "Ǆemal", "Dvořák", "Ĳssel", "Åsa", "A\u030asa",
         "Chloé", "Chloe\u0301", "Ærø", "garçon"]


def strip_accents(s):
    return "".join(c for c in ud.normalize("NFKD", s) if not ud.combining(c))


def search_key(s):
    return strip_accents(s).casefold()


for n in NAMES:
    print(f"{n:10} len={len(n):2} NFC={len(ud.normalize('NFC', n)):2} NFD={len(ud.normalize('NFD', n)):2} "
          f"NFKC={ud.normalize('NFKC', n)!r:12} key={search_key(n)!r}")
print(ud.normalize("NFC", "Zoe\u0308") == "Zoë", "Zoë" == "Zoe\u0308", ud.is_normalized("NFC", "Zoë"), ud.is_normalized("NFD", "Zoë"))
groups = {}
for n in NAMES:
    groups.setdefault(search_key(n), []).append(n)
print({k: v for k, v in sorted(groups.items()) if len(v) > 1})
seen, unique = set(), []
for n in NAMES:
    nfc = ud.normalize("NFC", n)
    if nfc not in seen:
        seen.add(nfc)
        unique.append(nfc)
print(len(NAMES), "names,", len(unique), "distinct after NFC:", unique)
for ch in ["A", "é", "\u0301", "\u0327", "5", "½", "²", " ", "\t", "-", "_", "ß", "Ǆ", "ǅ", "\u02b0", "$", "¿"]:
    print(f"U+{ord(ch):04X} {ud.category(ch)} dec={ud.decimal(ch, None)} dig={ud.digit(ch, None)} num={ud.numeric(ch, None)} "
          f"comb={ud.combining(ch):3} decomp={ud.decomposition(ch)!r}")
print(ud.decomposition("é"), ud.decomposition("Ǆ"), ud.decomposition("a"), ud.normalize("NFKD", "½ ² Ĳ"), ud.unidata_version)


def classify(text):
    counts = {}
    for ch in text:
        major = ud.category(ch)[0]
        counts[major] = counts.get(major, 0) + 1
    return dict(sorted(counts.items()))


print(classify("Héllo, wörld! 123 ½ — "[:-3]), "ß".upper(), "Ǆ".lower(), "ǅ".istitle(), "ß".casefold())
for bad in [lambda: ud.numeric("x"), lambda: ud.normalize("NFX", "a"), lambda: ud.category("ab"), lambda: ud.decimal("½"), lambda: ud.digit("a")]:
    try:
        print(bad())
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
