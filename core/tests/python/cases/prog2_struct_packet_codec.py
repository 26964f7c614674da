"""A binary packet codec with struct: headers, variable payloads, checksums, and errors."""
import struct
from collections import namedtuple

Header = namedtuple("Header", "magic version kind length seq")
HEADER = struct.Struct(">4sBBHI")
print("header size", HEADER.size, struct.calcsize("<4sBBHI"), struct.calcsize("@bi"), struct.calcsize("=bi"))

KINDS = {1: "PING", 2: "DATA", 3: "POINTS"}


def checksum(data):
    return sum(data) & 0xFFFF


def encode(kind, seq, payload):
    head = HEADER.pack(b"TPKT", 1, kind, len(payload), seq)
    return head + payload + struct.pack(">H", checksum(head + payload))


def decode(blob):
    if len(blob) < HEADER.size + 2:
        raise ValueError(f"short packet: {len(blob)} bytes")
    h = Header._make(HEADER.unpack_from(blob, 0))
    if h.magic != b"TPKT":
        raise ValueError(f"bad magic {h.magic!r}")
    end = HEADER.size + h.length
    payload = blob[HEADER.size:end]
    (cs,) = struct.unpack_from(">H", blob, end)
    if cs != checksum(blob[:end]):
        raise ValueError(f"checksum mismatch {cs:#06x} != {checksum(blob[:end]):#06x}")
    return h, payload


points = [(1.5, -2.25), (3.0, 4.0), (-0.5, 0.125)]
pts_payload = struct.pack(">H", len(points)) + b"".join(struct.pack(">ff", *p) for p in points)
text_payload = "héllo".encode("utf-8")
packets = [encode(1, 1, b""), encode(2, 2, struct.pack(">H", len(text_payload)) + text_payload),
           encode(3, 3, pts_payload)]
stream = b"".join(packets)
print("stream", len(stream), stream[:12].hex(" "))

offset = 0
while offset < len(stream):
    h, payload = decode(stream[offset:])
    offset += HEADER.size + h.length + 2
    name = KINDS[h.kind]
    if name == "PING":
        print(h.seq, name)
    elif name == "DATA":
        (n,) = struct.unpack_from(">H", payload)
        print(h.seq, name, payload[2:2 + n].decode())
    else:
        (n,) = struct.unpack_from(">H", payload)
        pts = list(struct.iter_unpack(">ff", payload[2:2 + 8 * n]))
        print(h.seq, name, pts)

bad = bytearray(packets[1])
bad[-3] ^= 0xFF
for blob in [bytes(bad), b"XXXX" + packets[0][4:], packets[0][:5]]:
    try:
        decode(blob)
    except ValueError as e:
        print("ValueError:", e)

buf = bytearray(16)
struct.pack_into("<hHi", buf, 2, -2, 65535, -123456)
print(buf.hex(), struct.unpack_from("<hHi", buf, 2))
print(struct.pack("<q", -1).hex(), struct.unpack("<Q", struct.pack("<q", -1)))
print(struct.pack("?3sx2s", True, b"abcd", b"z"), struct.pack(">e", 1.5).hex(), struct.unpack(">d", struct.pack(">d", 0.1)))
print(struct.pack("5p", b"hi"), struct.pack("c", b"Q"))
for fmt, args in [(">B", (256,)), (">h", (40000,)), (">I", (-1,)), ("4s", ("str",)), (">H", (1, 2)), ("z", (1,))]:
    try:
        struct.pack(fmt, *args)
    except struct.error as e:
        print("struct.error:", e)
try:
    struct.unpack(">I", b"\x00\x01")
except struct.error as e:
    print("struct.error:", e)
