# number/text conversion utilities: roman numerals, base conversion, caesar & vigenere
import string
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
    vals = dict((sym, v) for v, sym in ROMAN if len(sym) == 1)
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(f"{n:>5} {r:<12} {from_roman(r)}")
try:
    to_roman(0)
except ValueError as e:
    print("ValueError:", e)
DIGITS = string.digits + string.ascii_uppercase
def to_base(n, b):
    if n == 0: return "0"
    sign = "-" if n < 0 else ""
    n = abs(n); out = []
    while n:
        n, r = divmod(n, b)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))
for n, b in [(255, 2), (255, 16), (-255, 7), (10 ** 20, 36), (0, 5)]:
    s = to_base(n, b)
    print(n, b, s, int(s, b) == n)
def caesar(text, k):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    tbl = str.maketrans(lo + up, lo[k:] + lo[:k] + up[k:] + up[:k])
    return text.translate(tbl)
msg = "Hello, World! The Zebra."
enc = caesar(msg, 3)
print(enc, caesar(enc, -3), caesar(msg, 26) == msg)
def vigenere(text, key, decrypt=False):
    out, ki = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            k = ord(key[ki % len(key)].lower()) - ord("a")
            ki += 1
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
v = vigenere(msg, "lemon")
print(v, vigenere(v, "lemon", decrypt=True))
freq = {}
for ch in enc.lower():
    if ch.isalpha():
        freq[ch] = freq.get(ch, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
print(" ".join(f"{ord(c):08b}" for c in "Hi"), bytes("Hi", "ascii").hex(), "".join(chr(int(b, 2)) for b in ["01001000", "01101001"]))
print([to_roman(y) for y in range(1990, 2000, 3)], sum(from_roman(r) for r in ["X", "IX", "XC"]))
