import re
from collections import Counter
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = re.findall(r"[a-z]+", text.lower())
c = Counter(words)
print(len(words), len(c), c.most_common(4))
lengths = Counter(map(len, words))
for n in sorted(lengths):
    print(f"{n:2d} {'#' * lengths[n]}")
sentences = [s.strip() for s in re.split(r"[,.]", text) if s.strip()]
print(sentences[:3], max(sentences, key=len))
caps = " ".join(w.capitalize() if i % 2 == 0 else w.upper() for i, w in enumerate(words[:6]))
print(caps, text.count("it was"), text.find("age"), text[:20].title())
