import hashlib, hmac
for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']:
    h = hashlib.new(name, b'The quick brown fox')
    print(name, h.hexdigest(), h.digest_size, h.block_size, h.name)
h = hashlib.sha256()
h.update(b'abc'); h.update(b'def')
print(h.hexdigest() == hashlib.sha256(b'abcdef').hexdigest())
c = h.copy(); c.update(b'g')
print(h.hexdigest()[:16], c.hexdigest()[:16])
print(hashlib.md5(b'').hexdigest(), hashlib.sha1(b'').digest()[:4])
print(hashlib.sha256('unicode ✓'.encode()).hexdigest())
print(hashlib.blake2b(b'x', digest_size=16).hexdigest(), hashlib.blake2s(b'x').hexdigest()[:20])
print(hashlib.sha3_256(b'abc').hexdigest())
print(hashlib.shake_128(b'abc').hexdigest(10))
print(hmac.new(b'key', b'msg', 'sha256').hexdigest())
print(hmac.new(b'key', b'msg', hashlib.md5).hexdigest())
print(hmac.compare_digest('abc', 'abc'), hmac.compare_digest(b'a', b'b'))
print(hmac.digest(b'k', b'm', 'sha1').hex())
print(hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 1000).hex())
print(sorted(a for a in hashlib.algorithms_guaranteed if not a.startswith('sha3') and not a.startswith('shake')))
try:
    hashlib.new('nope')
except ValueError as e:
    print('ValueError', e)
try:
    hashlib.sha256('str')
except TypeError as e:
    print('TypeError', e)
print(repr(hashlib.md5()).startswith('<md5 _hashlib.HASH object'), hashlib.sha1().name)
