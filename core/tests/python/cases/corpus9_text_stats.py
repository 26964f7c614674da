import re
import string
from collections import Counter, defaultdict
import textwrap

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair, we had everything
before us, we had nothing before us, we were all going direct to Heaven, we
were all going direct the other way -- in short, the period was so far like
the present period, that some of its noisiest authorities insisted on its
being received, for good or for evil, in the superlative degree of comparison
only. There were a king with a large jaw and a queen with a plain face, on the
throne of England; there were a king with a large jaw and a queen with a fair
face, on the throne of France."""

words = re.findall(r"[a-z']+", TEXT.lower())
counts = Counter(words)
print(len(words), len(counts))
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:12]
width = max(len(w) for w, _ in top)
for w, c in top:
    print(f"{w:>{width}} {c:3d} {'#' * c}")
print(counts.most_common(3))
print(sum(counts.values()), counts["was"], counts["zebra"])

by_len = defaultdict(set)
for w in counts:
    by_len[len(w)].add(w)
for n in sorted(by_len):
    print(n, sorted(by_len[n])[:6])

letters = Counter(ch for ch in TEXT.lower() if ch in string.ascii_lowercase)
print("".join(ch for ch, _ in sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))))
print(letters.most_common()[-3:])

sentences = [s.strip() for s in re.split(r"(?<=[.;])\s+", TEXT) if s.strip()]
for i, s in enumerate(sentences, 1):
    ws = s.split()
    print(f"sentence {i}: {len(ws)} words, avg {sum(map(len, ws)) / len(ws):.2f} chars")

bigrams = Counter(zip(words, words[1:]))
print([" ".join(b) + f"={c}" for b, c in bigrams.most_common(5)])
first_seen = {}
for i, w in enumerate(words):
    first_seen.setdefault(w, i)
hapax = sorted((w for w, c in counts.items() if c == 1), key=first_seen.get)
print(len(hapax), hapax[:8])

c1 = Counter("abracadabra")
c2 = Counter("alakazam")
print(c1 + c2)
print(c1 - c2, c1 & c2)
print(c1 | c2)
print(sorted(c1.elements()), c1.total(), +Counter({"x": -1, "y": 2}), -Counter({"x": -1, "y": 2}))
c1.subtract(c2)
print(c1)
print(c1 == Counter(a=2, b=2, r=2, c=1, d=1, l=-1, k=-1, z=-1, m=-1))

wrapped = textwrap.fill(" ".join(sentences[0].split()[:40]), width=48, initial_indent="> ", subsequent_indent="  ")
print(wrapped)
print(textwrap.shorten(TEXT, width=60, placeholder=" [...]"))
print(textwrap.dedent("""\
    alpha
      beta
    gamma""").splitlines())
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print(caps, re.sub(r"\bit was\b", "IT WAS", TEXT[:80], count=2, flags=re.I))
vowels = sum(map(TEXT.lower().count, "aeiou"))
print(f"vowels={vowels} ratio={vowels / len(TEXT):.3%} punctuation={sum(ch in string.punctuation for ch in TEXT)}")
