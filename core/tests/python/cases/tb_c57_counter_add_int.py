from collections import Counter

def tally(words, extra):
    counts = Counter(words)
    print(counts.most_common(1))
    return counts + extra

print(tally(["a", "b", "a"], Counter(b=2)))
tally(["a"], 1)
