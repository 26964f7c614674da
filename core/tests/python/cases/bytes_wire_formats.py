# Ordinary programs over bytes: packing records by hand, checksums, base64, hexdumps, varints,
# a run-length codec and a line protocol.
def pack_u16_le(n):
    return n.to_bytes(2, "little")


def pack_record(rec_id, name, score):
    body = name.encode("utf-8")
    return pack_u16_le(rec_id) + len(body).to_bytes(1, "big") + body + score.to_bytes(4, "big", signed=True)


def unpack_records(data):
    out, i = [], 0
    while i < len(data):
        rec_id = int.from_bytes(data[i:i + 2], "little")
        n = data[i + 2]
        name = data[i + 3:i + 3 + n].decode("utf-8")
        score = int.from_bytes(data[i + 3 + n:i + 7 + n], "big", signed=True)
        out.append((rec_id, name, score))
        i += 7 + n
    return out


def adler32(data):
    a, b = 1, 0
    for c in data:
        a = (a + c) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def crc32(data):
    crc = 0xFFFFFFFF
    for c in data:
        crc ^= c
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64encode(data):
    out = bytearray()
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk + b"\x00" * (3 - len(chunk)), "big")
        quad = bytes(B64[(n >> s) & 63] for s in (18, 12, 6, 0))
        out += quad[:len(chunk) + 1] + b"=" * (3 - len(chunk))
    return bytes(out)


def b64decode(text):
    table = {c: i for i, c in enumerate(B64)}
    out = bytearray()
    text = text.rstrip(b"=")
    for i in range(0, len(text), 4):
        quad = text[i:i + 4]
        n = 0
        for c in quad:
            n = n << 6 | table[c]
        n <<= 6 * (4 - len(quad))
        out.extend(n.to_bytes(3, "big")[:len(quad) - 1])
    return bytes(out)


def hexdump(data, width=8):
    for off in range(0, len(data), width):
        row = data[off:off + width]
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in row)
        print(f"{off:04x}  {row.hex(' '):<{width * 3}} |{text}|")


def varint(n):
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def read_varint(data, pos=0):
    result = shift = 0
    while True:
        b = data[pos]
        result |= (b & 0x7F) << shift
        pos += 1
        if not b & 0x80:
            return result, pos
        shift += 7


def rle(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out += bytes([j - i, data[i]])
        i = j
    return bytes(out)


def unrle(data):
    return b"".join(bytes([data[i + 1]]) * data[i] for i in range(0, len(data), 2))


records = [(1, "alice", 90), (513, "bob", -7), (65535, "zo\u00eb \u2603", 2**31 - 1)]
blob = b"".join(pack_record(*r) for r in records)
print(blob)
print(unpack_records(blob) == records, len(blob))
for msg in [b"", b"a", b"abc", b"Wikipedia", b"The quick brown fox jumps over the lazy dog", blob]:
    enc = b64encode(msg)
    print(hex(adler32(msg)), hex(crc32(msg)), enc, b64decode(enc) == msg)
hexdump(b"Hello, bytes!\x00\x01\x02\xff and more text" + blob[:9])
for n in [0, 1, 127, 128, 300, 2**32, 2**70 + 5]:
    v = varint(n)
    print(n, v.hex(), read_varint(v + b"\x01") == (n, len(v)))
raw = b"aaaabbbcccd" + b"\x00" * 300 + b"e"
packed = rle(raw)
print(packed[:12], len(packed), unrle(packed) == raw)

# A tiny line protocol: requests as CRLF-separated bytes, headers parsed into a dict.
request = b"GET /index.html HTTP/1.1\r\nHost: example.org\r\nContent-Length: 5\r\nX-Tag: caf\xc3\xa9\r\n\r\nhello"
head, _, body = request.partition(b"\r\n\r\n")
start, *header_lines = head.split(b"\r\n")
method, path, version = start.split()
headers = {}
for line in header_lines:
    k, _, v = line.partition(b":")
    headers[k.strip().lower()] = v.strip()
print(method, path, version.decode("ascii"))
print(sorted(headers.items()))
print(int(headers[b"content-length"]) == len(body), headers[b"x-tag"].decode(), body.upper())
words = b" ".join(w.capitalize() for w in b"bytes are just numbers".split())
print(words, words.title().swapcase(), words.center(30, b"~"), words.count(b"e"), words.find(b"just"))
