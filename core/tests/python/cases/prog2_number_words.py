"""Spelling numbers in English words (cardinals, ordinals, money, years) and parsing them back."""
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10**12, "trillion"), (10**9, "billion"), (10**6, "million"), (1000, "thousand")]
IRREGULAR_ORD = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                 "nine": "ninth", "twelve": "twelfth"}


def under_1000(n):
    parts = []
    h, rest = divmod(n, 100)
    if h:
        parts.append(f"{ONES[h]} hundred")
    if rest >= 20:
        t, o = divmod(rest, 10)
        parts.append(TENS[t] + (f"-{ONES[o]}" if o else ""))
    elif rest or not parts:
        parts.append(ONES[rest])
    return " and ".join(parts) if h and rest else " ".join(parts)


def words(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if n < 0:
        return "minus " + words(-n)
    if n >= 10**15:
        raise OverflowError(f"{n} is too large")
    parts = []
    for value, name in SCALES:
        q, n = divmod(n, value)
        if q:
            parts.append(f"{under_1000(q)} {name}")
    if n or not parts:
        parts.append(under_1000(n))
    return ", ".join(parts)


def ordinal(n):
    w = words(n)
    head, sep, last = w.rpartition("-") if "-" in w.split()[-1] else w.rpartition(" ")
    if last in IRREGULAR_ORD:
        last = IRREGULAR_ORD[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return head + sep + last


def money(amount_cents):
    d, c = divmod(amount_cents, 100)
    return f"{words(d)} dollar{'s' if d != 1 else ''} and {c:02d}/100"


def year(y):
    if 2000 <= y < 2010 or y % 100 == 0:
        return words(y)
    hi, lo = divmod(y, 100)
    return f"{under_1000(hi)} {'oh-' + ONES[lo] if lo < 10 else under_1000(lo)}"


def parse(text):
    lookup = {w: i for i, w in enumerate(ONES)} | {w: 10 * i for i, w in enumerate(TENS) if w != "_"}
    scales = {name: value for value, name in SCALES}
    total = current = 0
    for tok in text.replace("-", " ").replace(",", " ").split():
        if tok in ("and", "minus"):
            continue
        if tok in lookup:
            current += lookup[tok]
        elif tok == "hundred":
            current *= 100
        elif tok in scales:
            total += current * scales[tok]
            current = 0
        else:
            raise ValueError(f"unknown number word {tok!r}")
    value = total + current
    return -value if text.startswith("minus") else value


for n in [0, 7, 13, 20, 42, 100, 101, 999, 1000, 1001, 12345, 1000000, 2_000_017, 987_654_321, -56, 10**12 + 1]:
    w = words(n)
    assert parse(w) == n, (n, w)
    print(f"{n:>14,} {w}")
print([ordinal(n) for n in [1, 2, 3, 4, 5, 8, 9, 11, 12, 20, 21, 42, 100, 103]])
print(money(123456), "|", money(101), "|", money(5))
print([year(y) for y in [1066, 1905, 1999, 2000, 2007, 2024, 1800]])
for bad in [3.5, True, 10**15, "x"]:
    try:
        words(bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    parse("twenty zillion")
except ValueError as e:
    print("ValueError", e)
