import hashlib, hmac, uuid
for name in ("md5", "sha1", "sha224", "sha256", "sha384", "sha512"):
    h = hashlib.new(name, b"The quick brown fox")
    print(name, h.hexdigest(), h.digest_size, h.block_size)
h = hashlib.sha256()
h.update(b"hello ")
h2 = h.copy()
h.update(b"world")
print(h.hexdigest(), h2.hexdigest() == hashlib.sha256(b"hello ").hexdigest(), h.name)
print(hashlib.md5(b"").hexdigest(), hashlib.sha1(b"abc").digest()[:4])
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 2).hex())
print(hmac.new(b"key", b"msg", "sha256").hexdigest(), hmac.compare_digest(b"a", b"a"))
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.urn, u.bytes[:4], u.fields)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "http://example.com"))
print(uuid.UUID(bytes=b"\x00" * 16), uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID(int=1))
print(sorted([uuid.UUID(int=5), uuid.UUID(int=2)]), str(uuid.NAMESPACE_OID), uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError:", e)
