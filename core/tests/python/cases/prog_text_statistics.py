import re
import string
from collections import Counter, defaultdict

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope, it was
the winter of despair, we had everything before us, we had nothing before us, we were all
going direct to Heaven, we were all going direct the other way -- in short, the period was so
far like the present period, that some of its noisiest authorities insisted on its being
received, for good or for evil, in the superlative degree of comparison only."""

STOP = set("it was the of we to in on or for so that its as a an and all".split())

sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", TEXT) if s.strip()]
words = re.findall(r"[a-z']+", TEXT.lower())
print("chars", len(TEXT), "letters", sum(c.isalpha() for c in TEXT), "words", len(words), "sentences", len(sentences))
print("unique", len(set(words)), "lexical density", round(len(set(words)) / len(words), 3))
content = [w for w in words if w not in STOP]
freq = Counter(content)
print(freq.most_common(8))
bigrams = Counter(zip(words, words[1:]))
print([" ".join(b) + f" x{n}" for b, n in bigrams.most_common(4)])
by_len = defaultdict(set)
for w in words:
    by_len[len(w)].add(w)
longest = max(by_len)
print("longest words:", sorted(by_len[longest]), "avg len", round(sum(map(len, words)) / len(words), 2))
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print("capitalised:", caps)
punct = Counter(c for c in TEXT if c in string.punctuation)
print(sorted(punct.items()))
lines = TEXT.splitlines()
for i, line in enumerate(lines, 1):
    print(f"{i:2d} {len(line):3d} {line[:30]!r}")
pairs = re.findall(r"the (\w+) of (\w+)", TEXT)
print(pairs)
print(re.sub(r"\bit was\b", "IT WAS", TEXT.splitlines()[0], flags=re.I))
vowels = Counter(c for c in TEXT.lower() if c in "aeiou")
print(dict(sorted(vowels.items())), max(vowels, key=vowels.get))
first_letters = Counter(w[0] for w in content)
print("".join(k for k, _ in first_letters.most_common(5)))
def syllables(word):
    groups = re.findall(r"[aeiouy]+", word)
    n = len(groups)
    if word.endswith("e") and n > 1:
        n -= 1
    return max(1, n)
total_syl = sum(syllables(w) for w in words)
fk = 206.835 - 1.015 * (len(words) / len(sentences)) - 84.6 * (total_syl / len(words))
print("syllables", total_syl, "flesch", round(fk, 2))
