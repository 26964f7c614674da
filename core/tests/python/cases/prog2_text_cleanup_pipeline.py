"""Cleaning scraped text with str methods: translate tables, casefolding, partitioning, alignment and numeric checks."""
import string

RAW = """\tProduct:   Wireless   Mouse\u00a0(Black)  \r
Price:\u2003$24.99\r
SKU:  wm-0042 \r
Stock:   ١٢٣ units
Tags: Electronics;  Accessories ;office;;
Description:   An ergonomic mouse — “smooth” & ‘quiet’…
"""

PUNCT_MAP = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "…": "...", "\u00a0": " ", "\u2003": " "})


def clean(text):
    text = text.translate(PUNCT_MAP)
    record = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if not sep:
            continue
        record[key.strip().casefold()] = " ".join(value.split())
    return record


rec = clean(RAW)
for k, v in rec.items():
    print(f"{k:>12} | {v}")
stock_digits = rec["stock"].split()[0]
print(stock_digits.isdigit(), stock_digits.isdecimal(), stock_digits.isnumeric(), int(stock_digits), "½".isnumeric(), "½".isdigit(), "²".isdigit(), "²".isdecimal())
tags = [t.strip().title() for t in rec["tags"].split(";") if t.strip()]
print(tags, rec["sku"].upper().removeprefix("WM-"), rec["price"].removeprefix("$"), rec["product"].removesuffix(")"))
print(RAW.splitlines()[0].expandtabs(4)[:12], "|".join(RAW.splitlines(keepends=True)[1:2]).encode()[-3:], "a\tb\tc".expandtabs(), "x\ty".expandtabs(2))
print("42".zfill(6), "-42".zfill(6), "+7".zfill(4), "abc".center(9, "*"), "abc".ljust(6, ".") + "|", "abc".rjust(6) + "|", "ab".center(5, "-"))
print("ǅungla".capitalize(), "hello world".title(), "they're bill's".title(), string.capwords("they're bill's"), "ß".upper(), "İ".lower(), len("İ".lower()))
print("Straße".casefold() == "STRASSE".casefold(), "ǅ".casefold(), "a-b_c d".replace("-", " ").replace("_", " ").split(), "  x  ".strip() or "empty")
print("key=value=more".partition("="), "key=value=more".rpartition("="), "no-sep".partition("="), "a,b,c".rsplit(",", 1), "  a  b ".split(" "))
print("hello".startswith(("he", "x")), "hello".endswith("lo", 0, 5), "hello".find("l", 3), "hello".rindex("l"), "Hello".swapcase(), "hello"[::-1])
print(str.isidentifier("var_1"), "1var".isidentifier(), "class".isidentifier(), "ABC".isupper(), "Abc".istitle(), "   ".isspace(), "".isspace(), "aé".isascii())
print("{:>8}|{:<8}|{:^8}".format("r", "l", "c"), "%-6s|" % "pct", "tab\tsep".split("\t"), "a\x00b".split("\x00"), repr("line\u2028sep".splitlines()))
table = str.maketrans("abc", "xyz", "!?")
print("abc!?cab".translate(table), str.maketrans("ab", "cd"), "abc".translate({97: None, 98: "BB"}))
for bad in [lambda: str.maketrans("ab", "c"), lambda: "abc".index("z"), lambda: "a".join([1, 2]), lambda: "x" * -1 + "y".zfill("3"),
            lambda: str.maketrans({"ab": "c"}), lambda: "%d" % "x"]:
    try:
        print(repr(bad()))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
