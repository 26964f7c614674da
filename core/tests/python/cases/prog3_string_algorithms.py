def kmp_table(p):
    t = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = t[k - 1]
        if p[i] == p[k]:
            k += 1
        t[i] = k
    return t

def kmp_search(text, p):
    t, k, hits = kmp_table(p), 0, []
    for i, ch in enumerate(text):
        while k and ch != p[k]:
            k = t[k - 1]
        if ch == p[k]:
            k += 1
        if k == len(p):
            hits.append(i - k + 1)
            k = t[k - 1]
    return hits

print(kmp_table("ABABCABAB"), kmp_search("ABABDABACDABABCABABABABCABAB", "ABABCABAB"), kmp_search("aaaa", "aa"))

def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
for a, b in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same"), ("Straße", "strasse")]:
    print(a, b, levenshtein(a, b))

def rle_encode(s):
    out = []
    for ch in s:
        if out and out[-1][0] == ch:
            out[-1][1] += 1
        else:
            out.append([ch, 1])
    return "".join(f"{n}{c}" for c, n in out)
def rle_decode(s):
    import re
    return "".join(c * int(n) for n, c in re.findall(r"(\d+)(\D)", s))
enc = rle_encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW")
print(enc, rle_decode(enc) == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW")

def is_palindrome(s):
    clean = [c.lower() for c in s if c.isalnum()]
    return clean == clean[::-1]
print([is_palindrome(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])

def longest_common_prefix(words):
    if not words:
        return ""
    lo, hi = min(words), max(words)
    i = 0
    while i < len(lo) and lo[i] == hi[i]:
        i += 1
    return lo[:i]
print(repr(longest_common_prefix(["flower", "flow", "flight"])), repr(longest_common_prefix(["interview", "internet", "interval"])))

def anagram_groups(words):
    groups = {}
    for w in words:
        groups.setdefault("".join(sorted(w)), []).append(w)
    return sorted(groups.values(), key=lambda g: (-len(g), g))
print(anagram_groups(["eat", "tea", "tan", "ate", "nat", "bat"]))

def caesar(s, k):
    res = []
    for ch in s:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            res.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            res.append(ch)
    return "".join(res)
print(caesar("Hello, World!", 3), caesar(caesar("Hello, World!", 3), -3))
def lcs(a, b):
    dp = [[""] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            dp[i][j] = a[i] + dp[i + 1][j + 1] if a[i] == b[j] else max(dp[i + 1][j], dp[i][j + 1], key=len)
    return dp[0][0]
print(lcs("AGGTAB", "GXTXAYB"), lcs("abc", "def") == "")
print(" ".join(w[::-1] for w in "reverse each word".split()), "".join(sorted(set("mississippi"))))
