def rle(s):
    out, i = [], 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}")
        i = j
    return "".join(out)
def unrle(s):
    import re
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))
for s in ["aaabccddddd", "abc", "", "zzzzzzzzzzzz"]:
    print(repr(s), rle(s), unrle(rle(s)) == s)
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    out = ""
    for v, s in ROMAN:
        q, n = divmod(n, v)
        out += s * q
    return out
def from_roman(s):
    vals = dict((b, a) for a, b in ROMAN if len(b) == 1)
    total = 0
    for i, ch in enumerate(s):
        v = vals[ch]
        total += -v if i + 1 < len(s) and vals[s[i + 1]] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    print(n, to_roman(n), from_roman(to_roman(n)))
def caesar(s, k):
    return "".join(chr((ord(c) - b + k) % 26 + b) if c.isalpha() else c for c in s for b in [65 if c.isupper() else 97])
print(caesar("Hello, World!", 3), caesar(caesar("Hello, World!", 3), -3))
def is_pal(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
def anagrams(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w)), []).append(w)
    return sorted(sorted(g) for g in groups.values() if len(g) > 1)
print(anagrams(["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "dog"]))
def justify(words, width):
    lines, cur = [], []
    for w in words:
        if sum(map(len, cur)) + len(cur) + len(w) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    out = []
    for line in lines:
        gaps = len(line) - 1 or 1
        spaces = width - sum(map(len, line))
        s = ""
        for i, w in enumerate(line):
            s += w
            if i < gaps:
                s += " " * (spaces // gaps + (i < spaces % gaps))
        out.append(s)
    out.append(" ".join(cur).ljust(width))
    return out
for l in justify("This is an example of text justification done by hand.".split(), 16):
    print(f"|{l}|")
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    s, neg = "", n < 0
    n = abs(n)
    while n:
        n, r = divmod(n, b)
        s = digits[r] + s
    return "-" * neg + s
print([to_base(255, b) for b in (2, 8, 16, 36)], to_base(-42, 7), int(to_base(10**20, 36), 36) == 10**20)
def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print([levenshtein(a, b) for a, b in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]])
def word_freq(text):
    import re
    from collections import Counter
    words = re.findall(r"[a-z']+", text.lower())
    return Counter(words).most_common(4)
print(word_freq("It was the best of times, it was the worst of times; it was the age of wisdom."))
vowels = sum(1 for c in "Programming in Python is fun" if c in "aeiouAEIOU")
print(vowels, "Programming in Python"[::-1], " ".join(w[::-1] for w in "hello big world".split()), "-".join("abc"))
print("{:<10}|{:^10}|{:>10}".format("left", "mid", "right"), "Title Case Me".swapcase(), "x".join(map(str, range(5))))
