"""binascii (CPython 3.11's): hexlify/unhexlify (b2a_hex/a2b_hex), b2a_base64/a2b_base64
(strict_mode), crc32, crc_hqx and the Error/Incomplete exceptions, in Python."""

__all__ = ["Error", "Incomplete", "hexlify", "unhexlify", "b2a_hex", "a2b_hex", "b2a_base64",
           "a2b_base64", "crc32", "crc_hqx"]


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_REV = {c: i for i, c in enumerate(_B64)}


def _bytes_like(data, ascii_str=False):
    if isinstance(data, str) and ascii_str:
        if not data.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return data.encode("ascii")
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if type(data).__name__ in ("memoryview", "array"):
        return bytes(data)
    if ascii_str:
        raise TypeError(f"argument should be bytes, buffer or ASCII string, not "
                        f"'{type(data).__name__}'")
    raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _bytes_like(data)
    if sep is None:
        return data.hex().encode("ascii")
    if isinstance(sep, str):
        sep = sep.encode("ascii")
    return data.hex(sep.decode("ascii"), bytes_per_sep).encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    data = _bytes_like(hexstr, True)
    if len(data) % 2:
        raise Error("Odd-length string")
    try:
        return bytes.fromhex(data.decode("ascii").replace(" ", "#"))
    except ValueError:
        raise Error("Non-hexadecimal digit found") from None


a2b_hex = unhexlify


def b2a_base64(data, *, newline=True):
    data = _bytes_like(data)
    out = bytearray()
    for i in range(0, len(data) - 2, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63], _B64[n & 63]))
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63])) + b"=="
    elif rest == 2:
        n = (data[-2] << 16) | (data[-1] << 8)
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63])) + b"="
    if newline:
        out += b"\n"
    return bytes(out)


def a2b_base64(data, *, strict_mode=False):
    data = _bytes_like(data, True)
    out = bytearray()
    quad_pos = 0
    pads = 0
    acc = 0
    ndata = 0
    padding_started = False
    if strict_mode and data[:1] == b"=":
        raise Error("Leading padding not allowed")
    i = 0
    n = len(data)
    done = False
    while i < n:
        c = data[i]
        i += 1
        if c == 61:   # '='
            padding_started = True
            if quad_pos >= 2:
                pads += 1
                if quad_pos + pads >= 4:
                    if strict_mode and i < n:
                        raise Error("Excess data after padding")
                    done = True
                    break
            continue
        v = _B64_REV.get(c)
        if v is None:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if strict_mode and padding_started:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        ndata += 1
        acc = (acc << 6) | v
        quad_pos = (quad_pos + 1) % 4
        if quad_pos == 0:
            out += bytes(((acc >> 16) & 255, (acc >> 8) & 255, acc & 255))
            acc = 0
    if done:
        if quad_pos == 2:
            out.append((acc >> 4) & 255)
        elif quad_pos == 3:
            out += bytes(((acc >> 10) & 255, (acc >> 2) & 255))
        return bytes(out)
    if quad_pos != 0:
        if quad_pos == 1:
            raise Error("Invalid base64-encoded string: number of data characters "
                        f"({len(out) // 3 * 4 + 1}) cannot be 1 more than a multiple of 4")
        raise Error("Incorrect padding")
    return bytes(out)


_CRC_TABLE = []
for _n in range(256):
    _c = _n
    for _k in range(8):
        _c = (0xEDB88320 ^ (_c >> 1)) if _c & 1 else (_c >> 1)
    _CRC_TABLE.append(_c)
del _n, _c, _k


def crc32(data, crc=0):
    data = _bytes_like(data)
    crc = ~crc & 0xFFFFFFFF
    table = _CRC_TABLE
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return ~crc & 0xFFFFFFFF


def crc_hqx(data, value):
    data = _bytes_like(data)
    crc = value & 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc
