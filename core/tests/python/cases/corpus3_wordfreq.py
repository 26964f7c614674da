import re
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""

words = re.findall(r"[a-z']+", TEXT.lower())
print(len(words), "words")
counts = Counter(words)
for word, n in counts.most_common(6):
    print(f"{word:<10}{n:>3} {'#' * n}")
lengths = Counter(len(w) for w in words)
for k in sorted(lengths):
    print(f"len {k}: {lengths[k]}")
longest = max(words, key=lambda w: (len(w), w))
print("longest:", longest)
sentences = [s.strip() for s in re.split(r"[,.]", TEXT) if s.strip()]
print(len(sentences), "clauses")
print(sentences[-1].title())
caps = re.findall(r"\b[A-Z]\w*", TEXT)
print(caps)
print(" ".join(sorted(set(words), key=lambda w: (-counts[w], w))[:8]))
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
print(TEXT.count("it was"), TEXT.lower().count("it was"))
