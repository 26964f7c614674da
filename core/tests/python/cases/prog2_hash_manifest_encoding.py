"""A release manifest: content hashes, HMAC signatures, base64/base32/hex encodings and CRCs."""
import base64
import binascii
import hashlib
import hmac
import json

FILES = {
    "app.py": b"print('hello world')\n",
    "README.md": "# Café app\n\nUnicode ✓\n".encode("utf-8"),
    "data.bin": bytes(range(256)),
    "empty.txt": b"",
}
SECRET = b"release-key-2024"

manifest = {}
for name, data in sorted(FILES.items()):
    manifest[name] = {
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "md5": hashlib.md5(data).hexdigest(),
        "crc32": f"{binascii.crc32(data):08x}",
    }
    print(f"{name:10} {len(data):4} {manifest[name]['sha256'][:16]} {manifest[name]['md5'][:8]} {manifest[name]['crc32']}")

body = json.dumps(manifest, sort_keys=True, separators=(",", ":")).encode()
sig = hmac.new(SECRET, body, hashlib.sha256).hexdigest()
print("signature", sig[:32], len(sig))
print("verify ok", hmac.compare_digest(sig, hmac.new(SECRET, body, "sha256").hexdigest()))
tampered = body.replace(b'"size":0', b'"size":1')
print("verify tampered", hmac.compare_digest(sig, hmac.new(SECRET, tampered, hashlib.sha256).hexdigest()))

h = hashlib.sha1()
for chunk in (b"chunk-1|", b"chunk-2|", b"chunk-3"):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha1(b"chunk-1|chunk-2|chunk-3").hexdigest(), h.name, h.digest_size, h.block_size, hashlib.new("sha512", b"x").hexdigest()[:16])
c = h.copy()
c.update(b"!")
print(h.hexdigest()[:12], c.hexdigest()[:12], hashlib.blake2b(b"abc", digest_size=16).hexdigest(), hashlib.sha3_256(b"").hexdigest()[:16])
print(sorted(a for a in hashlib.algorithms_guaranteed if a.startswith("sha"))[:6])

token = base64.b64encode(FILES["README.md"])
print(token, base64.b64decode(token).decode(), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"))
print(base64.b32encode(b"hello"), base64.b32decode("NBSWY3DP"), base64.b16encode(b"\x00\xff"), base64.b16decode("00FF"), base64.b85encode(b"hello"), base64.a85encode(b"hello"))
print(base64.standard_b64encode(b"a"), base64.b64encode(b"ab"), base64.b64encode(b"abc"), base64.b64decode("YQ=="), base64.b64decode(b"YWJj\n"), base64.encodebytes(b"x" * 60).count(b"\n"))
print(binascii.hexlify(b"\x01\xab", "-"), binascii.unhexlify("01ab"), bytes.fromhex("de ad be ef"), b"\xde\xad".hex(":"), binascii.b2a_base64(b"hi"), binascii.crc_hqx(b"abc", 0))
for bad in [lambda: base64.b64decode("YQ="), lambda: base64.b64decode("Y!Q==", validate=True), lambda: binascii.unhexlify("abc"), lambda: bytes.fromhex("zz"),
            lambda: hashlib.new("nope"), lambda: hashlib.sha256("str"), lambda: hmac.new("key", b"m", "sha256"), lambda: base64.b32decode("abc")]:
    try:
        bad()
    except (binascii.Error, ValueError, TypeError) as e:
        print(type(e).__name__, e)
