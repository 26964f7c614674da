import struct, base64, binascii
print(struct.pack('<hHiIqQ', -1, 65535, -2, 4, -3, 5).hex(), struct.pack('>f d e', 1.5, -2.25, 0.5).hex(), struct.pack('!?x3s', True, b'ab').hex())
print(struct.unpack('<3B2h', b'\x01\x02\x03\xff\xff\x00\x80'), struct.unpack('>Q', b'\x00' * 7 + b'\x01'), struct.calcsize('@bi'), struct.calcsize('=bi'), struct.calcsize('<5s2x?'))
print(struct.pack('5p', b'hello world'), struct.unpack('5p', b'\x03abcd'), struct.pack('c', b'z'), struct.pack('3s', b'a'), struct.pack('>n' if False else '>l', -7))
print(list(struct.iter_unpack('<hb', b'\x01\x00\x02\x03\x00\x04')), struct.unpack_from('<h', b'\x00\x01\x02', 1), struct.Struct('<2i').size, struct.Struct('>H').format)
buf = bytearray(8); struct.pack_into('<ih', buf, 2, 7, -1); print(buf, struct.Struct('<ih').unpack_from(buf, 2))
for fmt, val in [('b', 200), ('H', -1), ('<i', 2 ** 31), ('?', 2), ('c', b'ab'), ('f', 'x'), ('e', 1e10)]:
    try:
        print(struct.pack(fmt, val))
    except (struct.error, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
try:
    struct.unpack('<i', b'\x00')
except struct.error as e:
    print('struct.error', e)
try:
    struct.pack('z', 1)
except struct.error as e:
    print('struct.error', e)
try:
    struct.pack('ii', 1)
except struct.error as e:
    print('struct.error', e)
print(struct.unpack('<d', struct.pack('<d', float('inf'))), struct.unpack('<f', struct.pack('<f', 0.1)), struct.unpack('>e', b'\x3c\x00'), struct.pack('<q', -2**63))
raw = b'\x00\xffhello\xfe?'
print(base64.b64encode(raw), base64.b64decode(base64.b64encode(raw)) == raw, base64.urlsafe_b64encode(raw), base64.b64encode(raw, altchars=b'-_'))
print(base64.b32encode(b'abcde'), base64.b32decode(b'MFRGGZDF'), base64.b16encode(b'\xab\xcd'), base64.b16decode('abcd', casefold=True), base64.b85encode(b'hello'), base64.a85encode(b'hello'))
print(base64.b64decode('aGVsbG8='), base64.standard_b64encode(b'x'), base64.encodebytes(b'z' * 60), base64.b32hexencode(b'ab'), base64.b85decode(base64.b85encode(b'\x00\x01')))
for bad in ['abc', 'a===', '!!!!']:
    try:
        print(base64.b64decode(bad, validate=True))
    except binascii.Error as e:
        print('binascii.Error', e)
try:
    base64.b64decode('abc')
except binascii.Error as e:
    print('binascii.Error', e)
print(base64.b64decode('YW Jj\nZA=='), base64.urlsafe_b64decode('_-8='), binascii.hexlify(b'\x01\x02', '-'), binascii.unhexlify('0aff'), binascii.crc32(b'hello'), binascii.b2a_base64(b'a', newline=False))
