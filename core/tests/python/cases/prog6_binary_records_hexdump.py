# A binary record format: struct packing, checksums, bytearray editing and a hexdump.
import struct
import binascii
import io
from dataclasses import dataclass
from enum import IntFlag

MAGIC = b"REC1"
HEADER = struct.Struct("<4sHH")      # magic, version, count
RECORD = struct.Struct("<IhBx8sd")   # id, delta, flags, pad, name, value

class Flags(IntFlag):
    ACTIVE = 1
    DIRTY = 2
    ARCHIVED = 4

@dataclass
class Record:
    id: int
    delta: int
    flags: Flags
    name: str
    value: float

    def pack(self):
        return RECORD.pack(self.id, self.delta, self.flags, self.name.encode("ascii")[:8], self.value)

    @classmethod
    def unpack(cls, raw):
        id_, delta, flags, name, value = RECORD.unpack(raw)
        return cls(id_, delta, Flags(flags), name.rstrip(b"\0").decode("ascii"), value)

def write(records):
    buf = io.BytesIO()
    buf.write(HEADER.pack(MAGIC, 2, len(records)))
    for r in records:
        buf.write(r.pack())
    body = buf.getvalue()
    return body + struct.pack("<I", binascii.crc32(body))

def read(blob):
    body, (crc,) = blob[:-4], struct.unpack("<I", blob[-4:])
    if binascii.crc32(body) != crc:
        raise ValueError(f"checksum mismatch: stored {crc:#010x}, computed {binascii.crc32(body):#010x}")
    magic, version, count = HEADER.unpack_from(body)
    if magic != MAGIC:
        raise ValueError(f"bad magic {magic!r}")
    return version, [Record.unpack(body[HEADER.size + i * RECORD.size: HEADER.size + (i + 1) * RECORD.size])
                     for i in range(count)]

def hexdump(data, width=16):
    lines = []
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{off:08x}  {hexpart:<{width * 3 - 1}}  |{text}|")
    return "\n".join(lines)

recs = [Record(1, -5, Flags.ACTIVE, "alpha", 3.5),
        Record(70000, 300, Flags.ACTIVE | Flags.DIRTY, "beta-long-name", -0.125),
        Record(3, 0, Flags(0), "", 1e100)]
blob = write(recs)
print(HEADER.size, RECORD.size, len(blob))
print(hexdump(blob))
version, back = read(blob)
print(version, back[1], back[1].flags, Flags.DIRTY in back[1].flags, back[2].flags == 0)
print([r == b for r, b in zip(recs, back)])
damaged = bytearray(blob)
damaged[10] ^= 0xFF
try:
    read(bytes(damaged))
except ValueError as e:
    print(e)
bad_magic = bytearray(blob)
bad_magic[:4] = b"XXXX"
bad_magic[-4:] = struct.pack("<I", binascii.crc32(bad_magic[:-4]))
try:
    read(bytes(bad_magic))
except ValueError as e:
    print(e)
try:
    struct.pack("<h", 40000)
except struct.error as e:
    print("struct.error:", e)
try:
    RECORD.unpack(b"short")
except struct.error as e:
    print("struct.error:", e)
print(struct.pack(">I", 1).hex(" "), int.from_bytes(b"\x00\x01\x00", "big"), (1025).to_bytes(3, "little").hex(),
      bytes(blob[4:8]).hex(), memoryview(blob)[4:6].tolist(), blob.count(b"\x00"), blob.find(b"alpha"))
print(binascii.b2a_hex(b"\x01\xab"), binascii.unhexlify("01ab"), bytes.fromhex("de ad be ef").hex("-", 2))
