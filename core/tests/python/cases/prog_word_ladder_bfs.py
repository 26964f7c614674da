from collections import deque, defaultdict
import string

WORDS = """cold cord card ward warm word worm corm core care dare date gate game fame came
cane lane line fine fire hire here hare bare bore more mare male pale pole hole hold bold bolt""".split()


def neighbours_index(words):
    buckets = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            buckets[w[:i] + "_" + w[i + 1:]].append(w)
    return buckets


def ladder(start, goal, words):
    buckets = neighbours_index(words)
    prev = {start: None}
    q = deque([start])
    while q:
        w = q.popleft()
        if w == goal:
            path = []
            while w:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for i in range(len(w)):
            for nxt in sorted(buckets[w[:i] + "_" + w[i + 1:]]):
                if nxt not in prev:
                    prev[nxt] = w
                    q.append(nxt)
    return None


def all_reachable(start, words):
    buckets = neighbours_index(words)
    seen = {start: 0}
    q = deque([start])
    while q:
        w = q.popleft()
        for i in range(len(w)):
            for nxt in buckets[w[:i] + "_" + w[i + 1:]]:
                if nxt not in seen:
                    seen[nxt] = seen[w] + 1
                    q.append(nxt)
    return seen


for a, b in [("cold", "warm"), ("fame", "fire"), ("bolt", "cane"), ("cold", "zzzz"), ("core", "core")]:
    p = ladder(a, b, WORDS)
    print(f"{a} -> {b}:", " > ".join(p) if p else "no ladder", f"({len(p) - 1} steps)" if p else "")
reach = all_reachable("cold", WORDS)
far = max(reach.items(), key=lambda kv: (kv[1], kv[0]))
print(len(reach), "reachable from cold; farthest", far)
by_dist = defaultdict(list)
for w, d in reach.items():
    by_dist[d].append(w)
for d in sorted(by_dist):
    print(d, sorted(by_dist[d]))
isolated = sorted(set(WORDS) - set(reach))
print("unreachable:", isolated)
letters = defaultdict(int)
for w in WORDS:
    for ch in set(w):
        letters[ch] += 1
print("".join(sorted(letters, key=lambda c: (-letters[c], c)))[:8], [c for c in string.ascii_lowercase if c not in letters])
