import string
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isupper():
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        elif ch.islower():
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)
msg = "Attack at Dawn! Zebra-42."
enc = caesar(msg, 3)
print(enc, caesar(enc, -3), caesar(msg, 26) == msg, caesar("xyz", 29))
def caesar_table(k):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    return str.maketrans(lo + up, lo[k:] + lo[:k] + up[k:] + up[:k])
print(msg.translate(caesar_table(13)), msg.translate(caesar_table(13)).translate(caesar_table(13)))
def vigenere(s, key, decrypt=False):
    out, j = [], 0
    for ch in s:
        if ch.isalpha():
            base = 65 if ch.isupper() else 97
            k = ord(key[j % len(key)].lower()) - 97
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
            j += 1
        else:
            out.append(ch)
    return "".join(out)
v = vigenere("Hello, World", "lemon")
print(v, vigenere(v, "lemon", True))
def atbash(s):
    return s.translate(str.maketrans(string.ascii_letters, string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1]))
print(atbash("Wizard of Oz"), atbash(atbash("round trip")))
def rail_fence(s, rails):
    rows = [[] for _ in range(rails)]
    r, step = 0, 1
    for ch in s:
        rows[r].append(ch)
        if r == 0:
            step = 1
        elif r == rails - 1:
            step = -1
        r += step
    return "".join("".join(x) for x in rows)
print(rail_fence("WEAREDISCOVEREDFLEEATONCE", 3))
from collections import Counter
def crack_caesar(s):
    letters = [c for c in s.lower() if c.isalpha()]
    common = Counter(letters).most_common(1)[0][0]
    k = (ord(common) - ord("e")) % 26
    return k, caesar(s, -k)
print(crack_caesar(caesar("the secret message is here and we meet at three", 11)))
import base64, hashlib, binascii
b = base64.b64encode(msg.encode())
print(b, base64.b64decode(b).decode(), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b16encode(b"hi"), base64.b32encode(b"abc"))
print(hashlib.sha256(b"abc").hexdigest()[:16], hashlib.md5(b"").hexdigest(), hashlib.sha1(msg.encode()).hexdigest()[:12])
print(binascii.hexlify(b"\x01\xab"), binascii.crc32(b"hello"), binascii.unhexlify("6869"))
