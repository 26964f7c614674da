# hashlib's sha3, shake and blake2 (keys, salt, person, digest sizes), through new(), hmac and pbkdf2_hmac.
import hashlib, hmac
msgs = [b"", b"abc", b"a" * 135, b"a" * 136, b"a" * 137, b"x" * 300, bytes(range(256)) * 2]
for m in msgs:
    print(len(m), hashlib.sha3_224(m).hexdigest()[:20], hashlib.sha3_256(m).hexdigest()[:20], hashlib.sha3_384(m).hexdigest()[:20], hashlib.sha3_512(m).hexdigest()[:20])
    print("  ", hashlib.shake_128(m).hexdigest(20), hashlib.shake_256(m).hexdigest(300)[-20:])
    print("  ", hashlib.blake2b(m).hexdigest()[:24], hashlib.blake2s(m).hexdigest()[:24], hashlib.blake2b(m, digest_size=16, key=b"k", salt=b"s", person=b"p").hexdigest(), hashlib.blake2s(m, key=b"key" * 10, digest_size=8).hexdigest())
h = hashlib.blake2b(digest_size=20)
for i in range(5): h.update(b"z" * (50 * i))
c = h.copy(); c.update(b"!")
print(h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size, hashlib.blake2s().block_size)
s = hashlib.sha3_256(); s.update(b"ab"); s.update(b"c"); print(s.hexdigest() == hashlib.sha3_256(b"abc").hexdigest(), s.name, s.digest_size, s.block_size)
print(hashlib.new("sha3_512", b"q").hexdigest()[:16], hashlib.new("blake2b", b"q", digest_size=8).hexdigest())
try:
    hashlib.new("SHA3_256")
except ValueError as e:
    print("ValueError", e)
print(hmac.new(b"key", b"msg", hashlib.sha3_256).hexdigest()[:32], hmac.new(b"key", b"msg", "blake2b").hexdigest()[:32], hmac.digest(b"k", b"m", "sha3_224").hex()[:16])
print(hashlib.pbkdf2_hmac("sha3_256", b"pw", b"salt", 3).hex()[:32])
print(sorted(hashlib.algorithms_guaranteed))
for bad in [lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.blake2s(digest_size=0), lambda: hashlib.blake2b(key=b"k" * 65), lambda: hashlib.blake2s(salt=b"s" * 9),
            lambda: hashlib.blake2b(person=b"p" * 17), lambda: hashlib.sha3_256("s"), lambda: hashlib.shake_128().digest(), lambda: hashlib.shake_128().hexdigest(), lambda: hashlib.shake_128().digest(1.5)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(hashlib.shake_256(b"").digest(0))
