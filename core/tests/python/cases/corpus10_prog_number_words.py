ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10 ** 12, "trillion"), (10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")]


def to_roman(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range 1..3999")
    out = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s):
    values = {sym: v for v, sym in ROMAN if len(sym) == 1}
    total = 0
    prev = 0
    for ch in reversed(s.upper()):
        if ch not in values:
            raise ValueError(f"invalid numeral {ch!r} in {s!r}")
        v = values[ch]
        total += -v if v < prev else v
        prev = max(prev, v)
    if to_roman(total) != s.upper():
        raise ValueError(f"non-canonical numeral {s!r} (did you mean {to_roman(total)}?)")
    return total


def words(n):
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return ONES[h] + " hundred" + (" and " + words(r) if r else "")
    for scale, name in SCALES:
        if n >= scale:
            q, r = divmod(n, scale)
            rest = ""
            if r:
                rest = (" and " if r < 100 else ", ") + words(r)
            return words(q) + " " + name + rest
    raise AssertionError("unreachable")


def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def to_base(n, base, digits="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))


for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} {r:<12} {from_roman(r):>5} {ordinal(n):>6}  {words(n)}")
for bad in [0, 4000, 2.5, True, "IIII", "IC", "ABC", "mmxxiv"]:
    try:
        print(bad, "->", from_roman(bad) if isinstance(bad, str) else to_roman(bad))
    except (ValueError, TypeError) as e:
        print(bad, "->", type(e).__name__, e)
for n in [0, 13, 21, 100, 101, 999, 1000, 1001, 12345, 1000000, 7000019, 2 ** 31, -45, 10 ** 12 + 1]:
    print(n, ":", words(n))
print([ordinal(i) for i in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112, 1003)])
for n, b in [(255, 2), (255, 16), (-255, 16), (12345, 36), (0, 7), (10 ** 20, 36)]:
    s = to_base(n, b)
    print(n, b, s, int(s, b) == n)
print(sum(len(words(i).replace(" ", "").replace("-", "")) for i in range(1, 1001)))
print(max(range(1, 4000), key=lambda i: (len(to_roman(i)), i)), to_roman(3888))
