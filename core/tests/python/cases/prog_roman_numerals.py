"""Roman numeral conversion both ways, with validation."""
import re

VALUES = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

ROMAN_RE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")


class RomanError(ValueError):
    pass


def to_roman(n: int) -> str:
    if not isinstance(n, int):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if not 0 < n < 4000:
        raise RomanError(f"{n} out of range (1..3999)")
    out = []
    for value, sym in VALUES:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s: str) -> int:
    s = s.upper().strip()
    if not s or not ROMAN_RE.match(s):
        raise RomanError(f"invalid roman numeral: {s!r}")
    total = 0
    i = 0
    for value, sym in VALUES:
        while s[i:i + len(sym)] == sym:
            total += value
            i += len(sym)
    return total


for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    back = from_roman(r)
    print(f"{n:>5} -> {r:<12} -> {back}")
    assert back == n

for bad in [0, 4000, -5, 3.5, "12"]:
    try:
        to_roman(bad)
    except (RomanError, TypeError) as e:
        print(type(e).__name__, e)

for bad in ["IIII", "MMMM", "", "VX", "abc", "mcmxciv"]:
    try:
        print(bad, "=>", from_roman(bad))
    except RomanError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))

# round trip everything
ok = all(from_roman(to_roman(i)) == i for i in range(1, 4000))
print("all round trip:", ok)
lengths = {}
for i in range(1, 4000):
    lengths.setdefault(len(to_roman(i)), []).append(i)
longest = max(lengths)
print("longest numeral length:", longest, "first:", lengths[longest][0], to_roman(lengths[longest][0]))
print(sorted((k, len(v)) for k, v in lengths.items())[:5])
