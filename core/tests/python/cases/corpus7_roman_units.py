ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range")
    out = []
    for v, s in ROMAN:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r))
for bad in [0, 4000]:
    try:
        to_roman(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    from_roman("IIII")
except ValueError as e:
    print("ValueError:", e)
UNITS = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0, "in": 0.0254, "ft": 0.3048, "yd": 0.9144, "mi": 1609.344}
def convert(value, src, dst):
    return value * UNITS[src] / UNITS[dst]
for v, a, b in [(1, "mi", "km"), (100, "cm", "in"), (5280, "ft", "mi"), (1, "m", "ft"), (42.195, "km", "mi"), (3, "yd", "m")]:
    print(f"{v} {a} = {convert(v, a, b):.6g} {b}  ({convert(v, a, b)!r})")
def c_to_f(c): return c * 9 / 5 + 32
def f_to_c(f): return (f - 32) * 5 / 9
print([(c, round(c_to_f(c), 1)) for c in (-40, 0, 37, 100)], [round(f_to_c(f), 2) for f in (0, 32, 98.6, 212)])
def human_size(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024
print([human_size(n) for n in (0, 1023, 1024, 1536, 10**6, 10**9, 2**40 * 3, -2048)])
def duration(seconds):
    parts = []
    for name, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        q, seconds = divmod(seconds, size)
        if q:
            parts.append(f"{q}{name}")
    return " ".join(parts) or "0s"
print([duration(s) for s in (0, 59, 61, 3600, 3661, 86399, 90061, 1000000)])
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
print([to_base(255, b) for b in (2, 8, 16, 36)], to_base(-42, 7), int(to_base(123456789, 36), 36), to_base(0, 5))
print([f"{n:>6}|{n:<6}|{n:^6}|{n:06}" for n in (7, -7)])
words = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
         11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen",
         20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}
def say(n):
    if n < 20:
        return words[n]
    if n < 100:
        t, u = divmod(n, 10)
        return words[t * 10] + ("-" + words[u] if u else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return words[h] + " hundred" + (" and " + say(r) if r else "")
    for size, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= size:
            q, r = divmod(n, size)
            return say(q) + " " + name + ((", " if r >= 100 else " and ") + say(r) if r else "")
for n in [0, 13, 21, 100, 115, 999, 1001, 12345, 1000000, 987654321]:
    print(n, say(n))
print(sum(len(say(i).replace(" ", "").replace("-", "")) for i in range(1, 1001)) if False else sum(len(say(i).replace(" ", "").replace("-", "").replace(",", "")) for i in range(1, 1000)))
