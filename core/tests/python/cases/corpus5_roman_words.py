VALS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range (1..3999)")
    out = []
    for v, s in VALS:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)
def from_roman(s):
    m = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = m[a]
        total += -v if b != " " and m[b] > v else v
    return total
for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
    r = to_roman(n)
    print(f"{n:>4} {r:<12} {from_roman(r)}")
for bad in (0, 4000, -5):
    try:
        to_roman(bad)
    except ValueError as e:
        print(e)
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
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
    for div, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")):
        if n >= div:
            q, r = divmod(n, div)
            return words(q) + " " + name + ((", " if r >= 100 else " and ") + words(r) if r else "")
for n in (0, 7, 13, 20, 42, 100, 115, 999, 1001, 12345, 1000000, 2147483647, -8):
    print(n, "=", words(n))
print(sum(len(words(i).replace(" ", "").replace("-", "")) for i in range(1, 1000)) + len("onethousand"))
def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"
print([ordinal(i) for i in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112)])
def base_n(n, b, digits="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
    if n == 0:
        return "0"
    s = []
    neg = n < 0
    n = abs(n)
    while n:
        n, r = divmod(n, b)
        s.append(digits[r])
    return ("-" if neg else "") + "".join(reversed(s))
print([base_n(255, b) for b in (2, 8, 16, 36)], base_n(-42, 7), int(base_n(123456789, 36), 36))
