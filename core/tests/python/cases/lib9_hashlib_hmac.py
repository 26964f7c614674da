import hashlib, hmac
for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    h = hashlib.new(name, b'abc'); print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:32])
h = hashlib.sha256(); h.update(b'hello '); c = h.copy(); h.update(b'world'); print(h.hexdigest(), c.hexdigest())
print(hashlib.sha256(b'hello world').hexdigest() == h.hexdigest(), hashlib.md5(b'').hexdigest(), hashlib.sha1(string=b'x').hexdigest() if False else '')
print(hashlib.blake2b(b'x', digest_size=16).hexdigest(), hashlib.blake2s(b'x', key=b'k', digest_size=8).hexdigest(), hashlib.blake2b(b'x', salt=b's', person=b'p').hexdigest()[:20])
print(hashlib.shake_128(b'abc').hexdigest(10), hashlib.shake_256(b'').hexdigest(5), len(hashlib.sha512(b'z').digest()))
print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 20).hex(), hashlib.pbkdf2_hmac('sha1', b'pw', b'salt', 1, dklen=10).hex())
print(sorted(a for a in hashlib.algorithms_guaranteed))
try:
    hashlib.new('nope')
except ValueError as e:
    print('ValueError', e)
try:
    hashlib.sha256('text')
except TypeError as e:
    print('TypeError', e)
m = hmac.new(b'key', b'msg', hashlib.sha256); print(m.hexdigest(), m.name, m.digest_size, hmac.new(b'k', digestmod='md5').hexdigest())
m2 = m.copy(); m2.update(b'more'); print(m2.hexdigest() != m.hexdigest(), hmac.compare_digest(b'a', b'a'), hmac.compare_digest('a', 'b'), hmac.digest(b'k', b'm', 'sha1').hex())
try:
    hmac.new(b'k')
except TypeError as e:
    print('TypeError', e)
print(hashlib.file_digest if False else '', hashlib.sha3_512(b'q').hexdigest()[:16], hashlib.sha384().name)
