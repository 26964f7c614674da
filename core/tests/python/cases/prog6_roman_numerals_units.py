# Numeral systems: Roman numerals, base conversion, English number words, human-readable sizes.
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

def to_roman(n: int) -> str:
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range 1..3999")
    out = []
    for value, sym in ROMAN:
        q, n = divmod(n, value)
        out.append(sym * q)
    return "".join(out)

def from_roman(s: str) -> int:
    vals = dict((sym, v) for v, sym in ROMAN if len(sym) == 1)
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
def to_base(n, base):
    if n == 0:
        return "0"
    sign, n = ("-", -n) if n < 0 else ("", n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = [(10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand"), (100, "hundred")]
def words(n):
    if n < 0:
        return "minus " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    for scale, name in SCALES:
        if n >= scale:
            q, r = divmod(n, scale)
            rest = "" if not r else (" and " if r < 100 else ", ") + words(r)
            return f"{words(q)} {name}{rest}"

def human(nbytes, binary=True):
    step, units = (1024, ["B", "KiB", "MiB", "GiB", "TiB"]) if binary else (1000, ["B", "kB", "MB", "GB", "TB"])
    size = float(nbytes)
    for unit in units:
        if abs(size) < step or unit == units[-1]:
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= step

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} {r:<12} {from_roman(r):>5} {to_base(n, 2):>12} {to_base(n, 16):>4} {to_base(-n, 36):>4} | {words(n)}")
for bad in [0, 4000, 2.5, True, "XIIII", "IIX", "MMMM"]:
    try:
        print(to_roman(bad) if not isinstance(bad, str) else from_roman(bad))
    except (ValueError, TypeError, KeyError) as e:
        print(f"{bad!r}: {type(e).__name__}: {e}")
print(words(1_234_567_891), "|", words(-105), "|", words(1_000_000))
for n in [0, 999, 1000, 1023, 1024, 1536, 10 ** 6, 2 ** 30, 5 * 2 ** 40, 2 ** 52]:
    print(f"{n:>17,} {human(n):>10} {human(n, binary=False):>10}")
print([int(to_base(n, b), b) == n for n, b in [(255, 2), (12345, 7), (-99, 36), (0, 3)]])
print(int("zz", 36), int("-0b1010", 0), int("0o777", 0), format(12345, "_x"), format(-12345, "#_b"))
