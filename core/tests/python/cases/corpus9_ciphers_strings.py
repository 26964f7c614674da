import string
from itertools import cycle, groupby
from collections import Counter


def caesar(text, shift):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[shift:] + lo[:shift] + up[shift:] + up[:shift])
    return text.translate(table)


def vigenere(text, key, decrypt=False):
    out = []
    ks = cycle(key.lower())
    for ch in text:
        if ch.isalpha():
            k = ord(next(ks)) - 97
            base = 65 if ch.isupper() else 97
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def crack_caesar(cipher):
    english = "etaoinshrdlcumwfgypbvkjxqz"
    def score(t):
        c = Counter(ch for ch in t.lower() if ch.isalpha())
        return sum(c[ch] * (26 - i) for i, ch in enumerate(english))
    return max(range(26), key=lambda s: score(caesar(cipher, -s % 26)))


msg = "The Quick Brown Fox Jumps Over The Lazy Dog, said Zoe at 10:45!"
c3 = caesar(msg, 3)
print(c3)
print(caesar(c3, 23) == msg, caesar(msg, 13) == caesar(caesar(msg, 13), 26))
v = vigenere(msg, "Lemon")
print(v)
print(vigenere(v, "LEMON", decrypt=True))
secret = caesar("attack at dawn, the enemy sleeps in the eastern tents near the river", 11)
s = crack_caesar(secret)
print(s, caesar(secret, -s % 26))


def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


def unrle(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "", "aaaaaaaaaaaa"]:
    enc = rle(s)
    print(repr(enc), unrle(enc) == s)


def is_palindrome(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]


for s in ["A man, a plan, a canal: Panama", "race a car", "Was it a car or a cat I saw?", "", "No 'x' in Nixon"]:
    print(f"{s!r:36} {is_palindrome(s)}")


def longest_pal(s):
    best = ""
    for center in range(2 * len(s) - 1):
        lo, hi = center // 2, center // 2 + center % 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        if hi - lo - 1 > len(best):
            best = s[lo + 1:hi]
    return best


print(longest_pal("forgeeksskeegfor"), longest_pal("abacdfgdcaba"), longest_pal("cbbd"))
words = "listen silent enlist google tinsel banana inlets gogole elgoog cat act tac dog".split()
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print([g for g in groups.values() if len(g) > 1])
print(sorted(groups, key=lambda k: (-len(groups[k]), k))[:3])


def atbash(s):
    return s.translate(str.maketrans(string.ascii_letters, string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1]))


print(atbash("Hello, World"), atbash(atbash("Round Trip")))
morse = dict(zip(string.ascii_uppercase, ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --..".split()))
enc = " / ".join(" ".join(morse[c] for c in w) for w in "SOS HELP".split())
print(enc)
rev = {v: k for k, v in morse.items()}
print("".join(rev.get(t, " ") for t in enc.replace(" / ", " | ").split(" ")).replace("|", " "))
print("hello world".title(), "HeLLo".swapcase(), "straße".upper(), "ǅ".lower(), "İ".lower().encode())
print("{:^20}".format("centered"), "tab\tstop".expandtabs(4), "x".zfill(5), "-12".zfill(6), "  pad  ".strip(" p"))
print(" ".join(w[::-1] for w in "reverse each word here".split()), "a,b,,c".split(","), "a  b".split(), "k=v=w".rpartition("="))
print("".join(sorted(set("mississippi"), key="mississippi".index)), "mississippi".count("ss"), "mississippi".find("ss", 3))
