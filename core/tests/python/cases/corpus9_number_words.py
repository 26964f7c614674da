ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10 ** 12, "trillion"), (10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand"), (100, "hundred")]


def words(n):
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    for value, name in SCALES:
        if n >= value:
            q, r = divmod(n, value)
            head = f"{words(q)} {name}"
            if not r:
                return head
            joiner = " and " if r < 100 else ", " if value > 100 else " and "
            return head + joiner + words(r)
    raise AssertionError


ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
         (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} is out of range for roman numerals")
    out = []
    for v, s in ROMAN:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)


def from_roman(s):
    vals = dict((sym, v) for v, sym in ROMAN if len(sym) == 1)
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total


for n in [0, 7, 13, 20, 42, 99, 100, 101, 115, 999, 1000, 1001, 2024, 12345, 100000, 1000001, 987654321, 2 ** 40, -58]:
    print(f"{n:>14,} {words(n)}")
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    assert from_roman(r) == n
    print(f"{n:>5} {r:<12} {r.lower():>12}")
for bad in ["IIII", "IC", "MMMM", "VX"]:
    try:
        print(bad, from_roman(bad))
    except ValueError as e:
        print("ValueError:", e)
    except KeyError as e:
        print("KeyError:", e)
for n in (0, 4000):
    try:
        to_roman(n)
    except ValueError as e:
        print("ValueError:", e)


def ordinal(n):
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


print([ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 123)])


def to_base(n, b, digits="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(digits[r])
    return sign + "".join(reversed(out))


for n in (255, -255, 2 ** 64, 0, 35, 36 ** 3):
    print(n, [to_base(n, b) for b in (2, 7, 16, 36)], int(to_base(n, 36), 36) == n)


def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024


print([human_bytes(v) for v in (0, 1023, 1024, 1536, 10 ** 6, 2 ** 30 * 5.5, 2 ** 50)])


def duration(sec):
    parts = []
    for name, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        q, sec = divmod(sec, size)
        if q:
            parts.append(f"{q:g}{name}")
    return " ".join(parts) or "0s"


print([duration(s) for s in (0, 59, 61, 3600, 90061, 1e6, 3725.5)])
print(f"{1234567.891:,.2f} {1234567.891:_.1f} {0.5:.0%} {-1234.5:+,.0f} {1e6:,g} {123456789:,}".split())
