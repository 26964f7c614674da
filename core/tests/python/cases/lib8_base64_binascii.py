import base64, binascii
data = b'Hello, World! \x00\xff\xfe'
for f in ['b64encode', 'urlsafe_b64encode', 'b32encode', 'b16encode', 'b85encode', 'a85encode', 'standard_b64encode', 'b32hexencode']:
    enc = getattr(base64, f)(data)
    print(f, enc)
print(base64.b64decode(b'SGVsbG8='), base64.b64decode('SGVsbG8'+'='), base64.urlsafe_b64decode(b'-_8='))
print(base64.b32decode(b'JBSWY3DP'), base64.b16decode(b'48656C6C6F'), base64.b16decode(b'48656c6c6f', casefold=True))
print(base64.b85decode(base64.b85encode(b'xyz')), base64.a85decode(base64.a85encode(b'xyz')))
print(base64.a85encode(b'\x00\x00\x00\x00 test', adobe=True), base64.a85encode(b'    ', foldspaces=True))
print(base64.b64encode(b'\xfb\xff', altchars=b'-_'))
try:
    base64.b64decode(b'abc')
except binascii.Error as e:
    print('Error', e)
try:
    base64.b64decode(b'ab!c', validate=True)
except binascii.Error as e:
    print('Error', e)
print(base64.b64decode(b'ab!c=='))
print(base64.encodebytes(b'x' * 60))
print(base64.decodebytes(b'eHh4\n'))
print(binascii.hexlify(b'\x01\xab'), binascii.hexlify(b'\x01\xab\xcd', '-'), binascii.hexlify(b'abcdef', ':', 2))
print(binascii.unhexlify('01ab'), binascii.a2b_hex(b'FF00'), binascii.b2a_hex(b'\x10'))
print(binascii.b2a_base64(b'hi'), binascii.b2a_base64(b'hi', newline=False), binascii.a2b_base64(b'aGk=\n'))
print(binascii.crc32(b'hello'), binascii.crc32(b'world', binascii.crc32(b'hello ')), binascii.crc_hqx(b'hello', 0))
try:
    binascii.unhexlify('abc')
except binascii.Error as e:
    print('Error', e)
try:
    binascii.unhexlify('zz')
except binascii.Error as e:
    print('Error', e)
print(bytes.fromhex('de ad be ef').hex(' ', 2), b'\x00\x01'.hex(), bytearray(b'ab').hex('|'))
