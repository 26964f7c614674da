import hashlib
chunks = [b"alpha ", b"beta ", b"gamma"]
h = hashlib.sha256()
for c in chunks:
    h.update(c)
print(h.hexdigest() == hashlib.sha256(b"".join(chunks)).hexdigest(), h.hexdigest()[:16])
print(hashlib.sha512(b"x" * 200).hexdigest()[:32], hashlib.md5("é".encode()).hexdigest(), hashlib.sha1(bytearray(b"ab")).hexdigest())
print(hashlib.pbkdf2_hmac("sha1", b"pw", b"salt", 3, dklen=10).hex(), hashlib.new("sha224").name, hashlib.sha384().digest_size)
