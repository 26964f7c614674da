import struct
print(struct.pack('<I', 1), struct.pack('>I', 1), struct.pack('!h', -2), struct.pack('=q', 2**40))
print(struct.pack('<3sbH?', b'ab', -1, 65535, True))
print(struct.pack('<f', 1.5), struct.pack('<d', -0.1), struct.pack('<e', 0.5))
print(struct.unpack('<hhl', b'\x01\x00\x02\x00\x03\x00\x00\x00'))
print(struct.unpack('>f', struct.pack('>f', 3.14))[0])
for fmt in ['b', 'h', 'i', 'l', 'q', 'f', 'd', 'e', '?', 'c', 's', 'x', 'P', 'n', '<l', '@ci', '=ci', '<5s2h', 'ii3x', '0s', '4c']:
    print(fmt, struct.calcsize(fmt))
s = struct.Struct('<2sHf')
print(s.format, s.size)
packed = s.pack(b'ok', 7, 2.0)
print(packed, s.unpack(packed))
buf = bytearray(16)
s.pack_into(buf, 4, b'zz', 9, -1.0)
print(buf, s.unpack_from(buf, 4))
print(list(struct.iter_unpack('<H', b'\x01\x00\x02\x00\x03\x00')))
print(struct.unpack('<?c', b'\x02A'))
print(struct.pack('<p', b'hello'), struct.pack('5p', b'hello'))
print(struct.unpack('5p', b'\x03abcd'))
print(struct.pack('@bi', 1, 2), struct.pack('<bi', 1, 2))
for bad in [('<h', 70000), ('<B', -1), ('<c', b'ab'), ('<i', 1.5), ('<?', 'x')]:
    try:
        print(struct.pack(*bad))
    except struct.error as e:
        print('error', e)
try:
    struct.unpack('<I', b'\x00\x00')
except struct.error as e:
    print('error', e)
try:
    struct.calcsize('Z')
except struct.error as e:
    print('error', e)
try:
    struct.pack('<ii', 1)
except struct.error as e:
    print('error', e)
print(struct.pack('>Q', 0xDEADBEEFCAFEBABE).hex(), struct.unpack('<Q', bytes(range(8)))[0])
print(struct.pack('<2i', *[5, 6]), struct.unpack('>e', b'\x3c\x00'))
