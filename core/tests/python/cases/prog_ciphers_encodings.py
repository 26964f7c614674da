import string
from itertools import cycle, groupby
from collections import Counter

ALPHA = string.ascii_lowercase


def caesar(text, shift):
    def rot(ch):
        if ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            return chr((ord(ch) - base + shift) % 26 + base)
        return ch
    return "".join(map(rot, text))


def vigenere(text, key, decrypt=False):
    sign = -1 if decrypt else 1
    shifts = cycle(ord(k) - ord("a") for k in key.lower())
    out = []
    for ch in text:
        if ch.isalpha():
            out.append(caesar(ch, sign * next(shifts)))
        else:
            out.append(ch)
    return "".join(out)


def crack_caesar(cipher):
    english = "etaoinshrdlu"
    best = None
    for shift in range(26):
        cand = caesar(cipher, -shift)
        counts = Counter(c for c in cand.lower() if c.isalpha())
        score = sum(counts[c] * (12 - i) for i, c in enumerate(english))
        if best is None or score > best[0]:
            best = (score, shift, cand)
    return best[1:]


def rle_encode(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))


def rle_decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


def atbash(s):
    return s.translate(str.maketrans(ALPHA + ALPHA.upper(), ALPHA[::-1] + ALPHA.upper()[::-1]))


def rail_fence(text, rails):
    fence = [[] for _ in range(rails)]
    rail, step = 0, 1
    for ch in text:
        fence[rail].append(ch)
        if rail == 0:
            step = 1
        elif rail == rails - 1:
            step = -1
        rail += step
    return "".join("".join(r) for r in fence)


msg = "Attack at Dawn! Meet by the old oak tree, bring the maps."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3) == msg, caesar("xyz XYZ", 4))
print(crack_caesar(caesar(msg, 11)))
v = vigenere(msg, "lemon")
print(v)
print(vigenere(v, "lemon", decrypt=True))
print(rle_encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"))
print(rle_decode(rle_encode("aaabccddddd")), rle_encode(""), rle_encode("abc"))
print(atbash("Hello, World"), atbash(atbash("round trip")))
print(rail_fence("WEAREDISCOVEREDFLEEATONCE", 3))
print(bytes(a ^ b for a, b in zip(b"secret", cycle(b"k"))).hex(), bytes(x ^ 0x6b for x in bytes.fromhex("180e08190e1f")))
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print([g for g in groups.values() if len(g) > 1])
print(sorted(Counter(c for c in msg.lower() if c.isalpha()).most_common(5)))
print(" ".join(f"{ord(c):08b}" for c in "Hi"), int("01001000", 2), "".join(chr(int(b, 2)) for b in ["01001000", "01101001"]))
morse = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "s": "...", "o": "---", "t": "-"}
print(" ".join(morse.get(c, "?") for c in "sos at code"))
rev = {v: k for k, v in morse.items()}
print("".join(rev[t] for t in "... --- ...".split()))
