# hashing and encodings: file manifest with hashlib, base64, binascii, hmac
import hashlib, base64, binascii, hmac
files = {"readme.txt": b"Hello, world!\n", "data.bin": bytes(range(256)), "empty": b""}
for name, data in sorted(files.items()):
    print(f"{name:10} md5={hashlib.md5(data).hexdigest()} sha1={hashlib.sha1(data).hexdigest()[:12]} sha256={hashlib.sha256(data).hexdigest()[:16]}")
h = hashlib.sha256()
for chunk in (b"Hello, ", b"world!", b"\n"):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(files["readme.txt"]).hexdigest(), h.name, h.digest_size, h.block_size, len(h.digest()))
h2 = h.copy(); h2.update(b"more")
print(h.hexdigest()[:8], h2.hexdigest()[:8], hashlib.new("sha512", b"x").hexdigest()[:16], hashlib.sha3_256(b"x").hexdigest()[:16] if hasattr(hashlib, "sha3_256") else "")
print(hashlib.blake2b(b"x", digest_size=16).hexdigest(), hashlib.sha224(b"abc").hexdigest()[:10], hashlib.sha384(b"abc").hexdigest()[:10])
print(sorted(a for a in hashlib.algorithms_guaranteed if not a.startswith(("sha3", "shake", "blake"))))
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex()[:32])
key = b"secret-key"
sig = hmac.new(key, b"payload", hashlib.sha256)
print(sig.hexdigest()[:24], hmac.compare_digest(sig.hexdigest(), hmac.new(key, b"payload", "sha256").hexdigest()), hmac.digest(key, b"x", "sha1").hex()[:10])
data = "naïve café ☕".encode()
b64 = base64.b64encode(data)
print(b64, base64.b64decode(b64).decode(), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"), base64.standard_b64decode("YWJj"))
print(base64.b32encode(b"hello"), base64.b32decode("NBSWY3DP"), base64.b16encode(b"\x01\xab"), base64.b16decode("01AB"), base64.a85encode(b"hello"), base64.b85encode(b"hello"))
print(base64.b64decode("YWJjZA"+"=="), base64.b64encode(b"x", altchars=b"-_"), base64.encodebytes(b"a" * 60))
for bad in ('base64.b64decode("abc")', 'base64.b64decode("ab!c", validate=True)', 'base64.b16decode("0g")', 'binascii.unhexlify("abc")', 'bytes.fromhex("zz")'):
    try:
        print(eval(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(binascii.hexlify(b"\x00\xff"), binascii.hexlify(b"abc", "-"), binascii.unhexlify(b"414243"), binascii.crc32(b"hello world"), hex(binascii.crc32(b"")), binascii.b2a_base64(b"hi"))
print(binascii.crc_hqx(b"hello", 0), binascii.a2b_base64(b"aGk=\n"), binascii.b2a_hex(b"\x10", sep=":") if False else "")
manifest = "\n".join(f"{hashlib.sha256(d).hexdigest()[:10]}  {n}" for n, d in sorted(files.items()))
print(manifest)
print(hashlib.md5(manifest.encode()).hexdigest(), hashlib.sha1(usedforsecurity=False).hexdigest()[:8])
try:
    hashlib.new("nope")
except ValueError as e:
    print("ValueError", e)
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError", e)
