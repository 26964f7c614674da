import struct, array, sys
print(struct.calcsize('@ci'), struct.calcsize('@ic'), struct.calcsize('@cd'), struct.calcsize('@hq'), struct.calcsize('@0q'), struct.calcsize('@c0i'), struct.calcsize('@P'), struct.calcsize('@N'), struct.calcsize('@?'))
print(struct.pack('@ci', b'a', 1), struct.pack('@bh', 1, 2), struct.pack('=bh', 1, 2), struct.unpack('@ci', struct.pack('@ci', b'z', 7)))
print(struct.pack('<e', 65504.0), struct.pack('<e', 1e-7), struct.unpack('<e', b'\x01\x00'), struct.pack('>d', -0.0), struct.pack('<Q', 2**64 - 1))
try:
    struct.pack('<e', 65520.0)
except OverflowError as e:
    print('OverflowError', e)
print(struct.pack('3x'), struct.pack('2c', b'a', b'b'), struct.unpack('2c', b'ab'), struct.pack('10s', b'abc'), struct.unpack('?', b'\x05'))
s = struct.Struct('!I2sH'); print(s.pack(1, b'ab', 3), s.unpack(s.pack(1, b'ab', 3)), s.size, repr(s.format))
print(struct.pack('>i', True), struct.pack('f', 3), struct.pack('q', 5).hex() if struct.calcsize('q') == 8 else '')
try:
    struct.pack('i', 1.5)
except struct.error as e:
    print('struct.error', e)
try:
    struct.pack('<I', -1)
except struct.error as e:
    print('struct.error', e)
try:
    struct.pack('s', 'text')
except struct.error as e:
    print('struct.error', e)
try:
    struct.unpack('<h', b'abc')
except struct.error as e:
    print('struct.error', e)
try:
    struct.iter_unpack('<h', b'abc')
except struct.error as e:
    print('struct.error', e)
try:
    struct.pack_into('<i', bytearray(2), 0, 1)
except struct.error as e:
    print('struct.error', e)
a = array.array('i', [1, 2, 3]); a.append(4); a.extend([5]); a.insert(0, 0); print(a, a.tolist(), a.itemsize, a.typecode, a[1:3], a * 2 if False else '', a.index(3), a.count(1))
b = array.array('d', [1.5]); b.frombytes(struct.pack('d', 2.5)); print(b, b.tobytes()[:8] == struct.pack('d', 1.5), array.array('u', 'hi'), array.array('b', b'\x01\xff'))
a.reverse(); print(a, a.pop(), a.pop(0), a, a.buffer_info()[1], len(a), sum(a), sorted(a), list(reversed(a)))
try:
    array.array('B', [256])
except OverflowError as e:
    print('OverflowError', e)
try:
    array.array('i', [1.5])
except TypeError as e:
    print('TypeError', e)
try:
    array.array('q', [1]) + array.array('i', [1])
except TypeError as e:
    print('TypeError', e)
print(array.array('h', [3, 1, 2]) < array.array('h', [3, 2]), array.array('f', [0.1])[0], array.typecodes, repr(array.array('i')), array.array('l', range(3)) == array.array('l', [0, 1, 2]))
c = array.array('H', [1, 2]); c.byteswap(); print(c, c.tobytes())
