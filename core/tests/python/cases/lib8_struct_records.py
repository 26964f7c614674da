import struct, io
HEADER = struct.Struct('<4sHHI')
REC = struct.Struct('<I8sfd?')
buf = io.BytesIO()
recs = [(1, b'alpha', 1.5, 2.25, True), (2, b'beta', -0.5, 1e10, False), (3, b'gammadelta', 3.0, -1e-3, True)]
buf.write(HEADER.pack(b'DATA', 1, len(recs), REC.size))
for r in recs:
    buf.write(REC.pack(*r))
raw = buf.getvalue()
print(len(raw), HEADER.size, REC.size, raw[:12].hex())
b = io.BytesIO(raw)
magic, ver, count, size = HEADER.unpack(b.read(HEADER.size))
print(magic, ver, count, size)
for _ in range(count):
    rid, name, f, d, flag = REC.unpack(b.read(size))
    print(rid, name.rstrip(b'\x00').decode(), f, d, flag)
print(b.read(), b.tell())
print([x for x, in struct.iter_unpack('>H', b'\x00\x01\x01\x00')])
print(struct.unpack_from('<H', raw, offset=4), struct.unpack_from('<4s', raw))
try:
    REC.unpack_from(raw, len(raw) - 3)
except struct.error as e:
    print('error', e)
ba = bytearray(8)
struct.pack_into('>HH', ba, 2, 0xABCD, 0x1234)
print(ba.hex(), memoryview(ba).cast('H').tolist() if True else 0)
print(struct.pack('>bhilq', -1, -1, -1, -1, -1).hex(), struct.pack('>BHILQ', 1, 2, 3, 4, 5).hex())
print(struct.unpack('>d', bytes.fromhex('400921fb54442d18'))[0], struct.pack('>f', float('inf')).hex(), struct.unpack('>f', bytes.fromhex('7fc00000')))
print(struct.pack('<h', True), struct.Struct('>10s').pack(b'hi'), len(struct.Struct('I' * 3).pack(1, 2, 3)))
try:
    struct.pack('<e', 1e6)
except OverflowError as e:
    print('OverflowError', e)
try:
    struct.pack('<f', 1e300)
except OverflowError as e:
    print('OverflowError', e)
