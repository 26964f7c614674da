from collections import Counter
import re
text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""
words = re.findall(r"[a-z']+", text.lower())
c = Counter(words)
print(len(words), len(c))
for w, n in c.most_common(6):
    print(f"{w:<10}|{n:>3}|{'#' * n}")
lengths = Counter(map(len, words))
print(sorted(lengths.items()))
print(c["it"], c["missing"], c.total())
c2 = Counter("the season of light".split())
print((c & c2).most_common(), sorted((c2 - c).items()))
print(sorted((c2 | Counter(of=5)).items()))
firsts = Counter(w[0] for w in words)
print(firsts.most_common(3))
c.subtract({"it": 10, "was": 3})
print(c["it"], c["was"], +Counter(it=-1, b=2))
sentences = [s.strip() for s in text.replace("\n", " ").split(",")]
print(len(sentences), sentences[-1])
longest = max(sentences, key=len)
print(longest.title())
print(" ".join(w.capitalize() for w in sentences[2].split()))
caps = [w for w in re.findall(r"\b[A-Z]\w*", text)]
print(caps)
print(Counter("mississippi").most_common())
print(sorted(Counter("abracadabra").elements()))
