import re
from collections import Counter
TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair. We had everything before us; we had nothing before us!"""
words = re.findall(r"[a-z']+", TEXT.lower())
sentences = [s for s in re.split(r"(?<=[.!?])\s+", TEXT) if s]
freq = Counter(words)
print(len(words), len(set(words)), len(sentences), len(TEXT.splitlines()))
print(freq.most_common(6))
print(sorted(w for w, c in freq.items() if c == 1)[:8])
lengths = Counter(len(w) for w in words)
for n in sorted(lengths):
    print(f"{n:2} {'#' * lengths[n]} {lengths[n]}")
avg = sum(map(len, words)) / len(words)
print(f"avg word length {avg:.3f}, longest {max(words, key=len)!r}, longest line {max(map(len, TEXT.splitlines()))}")
bigrams = Counter(zip(words, words[1:]))
print([" ".join(b) for b, _ in bigrams.most_common(4)])
def syllables(w):
    groups = re.findall(r"[aeiouy]+", w)
    n = len(groups) - (w.endswith("e") and len(groups) > 1)
    return max(1, n)
total_syl = sum(syllables(w) for w in words)
flesch = 206.835 - 1.015 * (len(words) / len(sentences)) - 84.6 * (total_syl / len(words))
print(total_syl, round(flesch, 2))
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print(caps, Counter(ch for ch in TEXT.lower() if ch.isalpha()).most_common(5))
concord = {}
for i, w in enumerate(words):
    if w in ("age", "epoch", "season"):
        concord.setdefault(w, []).append(" ".join(words[max(0, i - 2):i + 3]))
for k in sorted(concord):
    print(k, concord[k])
print(re.sub(r"\s+", " ", TEXT)[:60] + "...", TEXT.count("it was"), TEXT.lower().count("it was"))
