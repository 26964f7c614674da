import hashlib, base64, uuid, binascii, hmac
msg = b"The quick brown fox jumps over the lazy dog"
for name in ("md5", "sha1", "sha256", "sha512"):
    h = hashlib.new(name, msg)
    print(name, h.hexdigest()[:32], h.digest_size, h.block_size)
h = hashlib.sha256()
for chunk in (msg[:10], msg[10:]):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(msg).hexdigest(), hashlib.md5(b"").hexdigest())
print(hmac.new(b"key", msg, "sha256").hexdigest()[:20], hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"a", b"b"))
enc = base64.b64encode(msg)
print(enc, base64.b64decode(enc) == msg, base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b64encode(b"\xfb\xff\xfe"))
print(base64.b32encode(b"hello"), base64.b16encode(b"hi"), base64.b85encode(b"hello") if hasattr(base64, "b85encode") else "", base64.standard_b64decode("aGk="))
try:
    base64.b64decode("abc", validate=True)
except binascii.Error as e:
    print(type(e).__name__, e)
print(base64.b64decode("aGVsbG8"+"="), base64.encodebytes(b"x" * 60))
u = uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")
print(u, u.version, u.hex[:8], str(uuid.uuid3(uuid.NAMESPACE_URL, "http://x")), uuid.UUID("12345678123456781234567812345678"))
print(repr(uuid.UUID(int=1)), uuid.UUID("{12345678-1234-5678-1234-567812345678}").urn, uuid.UUID(bytes=b"\x00" * 16) == uuid.UUID(int=0), uuid.NAMESPACE_DNS.int % 1000)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print(type(e).__name__, e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.crc32(msg), binascii.crc32(b"hello"), hex(binascii.crc_hqx(b"abc", 0)))
def file_id(content, algo="sha1"):
    header = f"blob {len(content)}\0".encode()
    return hashlib.new(algo, header + content).hexdigest()
print(file_id(b"hello world\n"))
print(hashlib.sha256("ünïcode".encode()).hexdigest()[:16], hashlib.blake2b(b"x", digest_size=8).hexdigest(), sorted(hashlib.algorithms_guaranteed)[:4])
