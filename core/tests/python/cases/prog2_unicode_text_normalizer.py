"""Normalising user-entered names for search with unicodedata: NFC/NFKD, accents, categories, widths."""
import unicodedata as ud

NAMES = ["Zoë", "Zoe\u0308", "ＡＮＡ", "Ångström", "ﬁnn", "Łukasz", "Ñandú", "straße", "İstanbul", "Ǆemal", "Dvořák", "①②③"]


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
    groups.setdefault(search_key(n)[:2], []).append(n)
print({k: v for k, v in sorted(groups.items()) if len(v) > 1})
for ch in ["A", "é", "\u0301", "5", "٣", "½", "€", " ", "\t", "中", "😀", "-", "_", "\u200b"]:
    print(f"U+{ord(ch):04X} {ud.category(ch)} {ud.name(ch, '<no name>')!r:40} bidi={ud.bidirectional(ch)!r:5} "
          f"dec={ud.decimal(ch, None)} dig={ud.digit(ch, None)} num={ud.numeric(ch, None)} w={ud.east_asian_width(ch)} mirror={ud.mirrored(ch)} comb={ud.combining(ch)}")
print(ud.lookup("GREEK SMALL LETTER ALPHA"), ud.lookup("SNOWMAN"), ud.decomposition("é"), ud.decomposition("ﬁ"), ud.decomposition("a"))
print(ud.unidata_version, "\N{BLACK HEART SUIT}", "\N{LATIN SMALL LETTER SHARP S}".upper(), "ǅ".istitle(), "Ǆ".lower(), "ß".casefold())
for bad in [lambda: ud.lookup("NOT A REAL CHARACTER NAME"), lambda: ud.name("\x00"), lambda: ud.numeric("x"), lambda: ud.normalize("NFX", "a"), lambda: ud.category("ab")]:
    try:
        print(bad())
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
