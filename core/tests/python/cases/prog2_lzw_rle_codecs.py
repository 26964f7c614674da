"""Classic compression codecs in pure Python: run-length, LZW and Huffman-free bit packing, with round trips."""
from itertools import groupby


def rle_encode(data: bytes) -> bytes:
    out = bytearray()
    for value, grp in groupby(data):
        n = len(list(grp))
        while n:
            chunk = min(n, 255)
            out += bytes([chunk, value])
            n -= chunk
    return bytes(out)


def rle_decode(data: bytes) -> bytes:
    if len(data) % 2:
        raise ValueError("RLE data must have an even length")
    return b"".join(bytes([data[i + 1]]) * data[i] for i in range(0, len(data), 2))


def lzw_encode(text: str) -> list:
    table = {chr(i): i for i in range(256)}
    w, out = "", []
    for ch in text:
        if ord(ch) > 255:
            raise ValueError(f"character {ch!r} outside the 8-bit alphabet")
        wc = w + ch
        if wc in table:
            w = wc
        else:
            out.append(table[w])
            table[wc] = len(table)
            w = ch
    if w:
        out.append(table[w])
    return out


def lzw_decode(codes: list) -> str:
    if not codes:
        return ""
    table = {i: chr(i) for i in range(256)}
    w = table[codes[0]]
    out = [w]
    for code in codes[1:]:
        if code in table:
            entry = table[code]
        elif code == len(table):
            entry = w + w[0]
        else:
            raise ValueError(f"bad LZW code {code}")
        out.append(entry)
        table[len(table)] = w + entry[0]
        w = entry
    return "".join(out)


def pack_codes(codes, width):
    acc = nbits = 0
    out = bytearray()
    for c in codes:
        if c >= 1 << width:
            raise OverflowError(f"code {c} needs more than {width} bits")
        acc = (acc << width) | c
        nbits += width
        while nbits >= 8:
            nbits -= 8
            out.append((acc >> nbits) & 0xFF)
    if nbits:
        out.append((acc << (8 - nbits)) & 0xFF)
    return bytes(out)


def unpack_codes(data, width, count):
    acc = nbits = 0
    codes = []
    for byte in data:
        acc = (acc << 8) | byte
        nbits += 8
        while nbits >= width and len(codes) < count:
            nbits -= width
            codes.append((acc >> nbits) & ((1 << width) - 1))
    return codes


samples = [b"aaaaabbbcccd", b"\x00" * 600 + b"\x01", b"", bytes(range(5))]
for s in samples:
    enc = rle_encode(s)
    print(len(s), "->", len(enc), enc[:10].hex(), rle_decode(enc) == s)
text = "TOBEORNOTTOBEORTOBEORNOT" * 3
codes = lzw_encode(text)
print(len(text), len(codes), codes[:16], lzw_decode(codes) == text)
width = max(codes).bit_length()
packed = pack_codes(codes, width)
print(width, len(packed), packed[:8].hex(), unpack_codes(packed, width, len(codes)) == codes)
for t in ["", "a", "abababababababab", "the rain in spain stays mainly in the plain"]:
    c = lzw_encode(t)
    print(repr(t[:12]), len(c), lzw_decode(c) == t, f"{len(t) * 8 / max(1, len(c) * 9):.2f}x")
for bad in [lambda: rle_decode(b"\x01"), lambda: lzw_encode("snow ☃"), lambda: lzw_decode([65, 999]), lambda: pack_codes([300], 8)]:
    try:
        bad()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
