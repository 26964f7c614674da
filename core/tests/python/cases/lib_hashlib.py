import hashlib
import hmac

msgs = [b"", b"a", b"abc", b"message digest", b"abcdefghijklmnopqrstuvwxyz",
        b"The quick brown fox jumps over the lazy dog", b"x" * 55, b"x" * 56, b"x" * 63, b"x" * 64,
        b"x" * 65, b"y" * 111, b"y" * 112, b"y" * 127, b"y" * 128, b"y" * 129, bytes(range(256)) * 3,
        "unicode ✓ text".encode("utf-8")]
names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]
for m in msgs:
    print(len(m), m[:20])
    for name in names:
        h = hashlib.new(name, m)
        assert h.digest() == getattr(hashlib, name)(m).digest() == bytes.fromhex(h.hexdigest())
        print("  ", name, h.hexdigest())

# incremental updates over uneven chunks give the one-shot digest
data = bytes((i * 7 + 3) % 256 for i in range(1000))
for name in names:
    h = hashlib.new(name)
    i = 0
    step = 1
    while i < len(data):
        h.update(data[i:i + step])
        i += step
        step = step * 3 % 97 + 1
    c = h.copy()
    c.update(b"more")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest() == hashlib.new(name, data).hexdigest(),
          c.hexdigest() == hashlib.new(name, data + b"more").hexdigest())
h = hashlib.sha256(b"ab")
h.update(bytearray(b"c"))
print(h.hexdigest(), hashlib.md5(b"abc", usedforsecurity=False).hexdigest(), hashlib.sha256().hexdigest())
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha1", "sha256"}))
for bad in [lambda: hashlib.sha256("text"), lambda: hashlib.md5().update("x"), lambda: hashlib.new("nope")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

print(hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", hashlib.md5).hexdigest())
print(hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", "sha256").hexdigest())
print(hmac.new(b"k" * 100, b"msg", hashlib.sha512).hexdigest())
hm = hmac.new(b"secret", digestmod="sha1")
hm.update(b"part1")
hm2 = hm.copy()
hm.update(b"part2")
print(hm.name, hm.digest_size, hm.hexdigest(), hm2.hexdigest(), hmac.digest(b"secret", b"part1part2", "sha1") == hm.digest())
print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"), hmac.compare_digest("ab", "ab"), hmac.compare_digest(b"a", b"ab"))
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 2).hex(), hashlib.pbkdf2_hmac("sha1", b"pw", b"salt", 3, dklen=30).hex())
