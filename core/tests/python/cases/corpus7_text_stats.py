import re
from collections import Counter

text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair, we had everything before us, we had nothing before us."""

words = re.findall(r"[a-z]+", text.lower())
freq = Counter(words)
print(len(words), len(freq))
for w, c in freq.most_common(6):
    print(f"{w:>8} {c:3d} {'#' * c}")
print(sorted(w for w, c in freq.items() if c == 1))
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()))
avg = sum(map(len, words)) / len(words)
print(f"avg {avg:.3f} longest {max(words, key=len)!r} shortest {min(words, key=len)!r}")
sentences = [s.strip() for s in re.split(r"[,.]\s*", text) if s.strip()]
print(len(sentences), sentences[3], sentences[-1])
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
caps = re.findall(r"\b[A-Z][a-z]+", text)
print(caps)
vowels = Counter(c for c in text.lower() if c in "aeiou")
print(sorted(vowels.items()), sum(vowels.values()))
line_stats = [(i, len(l), len(l.split())) for i, l in enumerate(text.splitlines(), 1)]
print(line_stats)
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("It was the Best of Times!", 13)
print(enc, caesar(enc, 13), caesar("xyz", 3))
def rle(s):
    return "".join(f"{len(m.group())}{m.group()[0]}" for m in re.finditer(r"(.)\1*", s))
def unrle(s):
    return "".join(ch * int(n) for n, ch in re.findall(r"(\d+)(\D)", s))
print(rle("aaabccddddde"), unrle(rle("aaabccddddde")), rle(""))
def is_pal(s):
    t = [c for c in s.lower() if c.isalnum()]
    return t == t[::-1]
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
def anagrams(ws):
    groups = {}
    for w in ws:
        groups.setdefault("".join(sorted(w)), []).append(w)
    return [g for g in groups.values() if len(g) > 1]
print(anagrams(["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "dog"]))
table = [("Name", "Qty", "Price"), ("apple", 3, 0.5), ("watermelon", 1, 3.25), ("fig", 12, 0.2)]
widths = [max(len(str(r[i])) for r in table) for i in range(3)]
for r in table:
    print(" | ".join(str(c).ljust(w) if isinstance(c, str) else str(c).rjust(w) for c, w in zip(r, widths)))
print("-+-".join("-" * w for w in widths))
wrapped, line = [], ""
for w in text.split():
    if len(line) + len(w) + 1 > 30:
        wrapped.append(line)
        line = w
    else:
        line = f"{line} {w}" if line else w
wrapped.append(line)
print("\n".join(f"{i:2}: {l}" for i, l in enumerate(wrapped[:5])))
print(text.title()[:40], text.count("it was"), text.lower().count("it was"), text.find("Light"), text[::50])
