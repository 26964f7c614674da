"""base64 (CPython 3.11's): b64encode/b64decode (altchars, validate), standard_ and urlsafe_
forms, b32encode/b32decode (casefold, map01), b32hexencode/b32hexdecode, b16encode/b16decode,
encodebytes/decodebytes, a85encode/a85decode and b85encode/b85decode, over `binascii`."""

import binascii

__all__ = ["encode", "decode", "encodebytes", "decodebytes", "b64encode", "b64decode",
           "b32encode", "b32decode", "b32hexencode", "b32hexdecode", "b16encode", "b16decode",
           "b85encode", "b85decode", "a85encode", "a85decode", "standard_b64encode",
           "standard_b64decode", "urlsafe_b64encode", "urlsafe_b64decode"]


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if isinstance(s, (bytes, bytearray)) or type(s).__name__ in ("memoryview", "array"):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not %r"
                    % s.__class__.__name__)


def _translate(data, frm, to):
    table = {a: b for a, b in zip(frm, to)}
    return bytes(table.get(c, c) for c in data)


def b64encode(s, altchars=None):
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return _translate(encoded, b"+/", altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = _translate(s, altchars, b"+/")
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _translate(b64encode(s), b"+/", b"-_")


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = _translate(s, b"-_", b"+/")
    return b64decode(s)


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _b32encode(alphabet, s):
    if not isinstance(s, (bytes, bytearray)) and type(s).__name__ not in ("memoryview", "array"):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    s = bytes(s)
    leftover = len(s) % 5
    if leftover:
        s = s + b"\0" * (5 - leftover)
    out = bytearray()
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i:i + 5], "big")
        out += bytes(alphabet[(c >> (35 - 5 * k)) & 31] for k in range(8))
    if leftover == 1:
        out[-6:] = b"======"
    elif leftover == 2:
        out[-4:] = b"===="
    elif leftover == 3:
        out[-3:] = b"==="
    elif leftover == 4:
        out[-1:] = b"="
    return bytes(out)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = _translate(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    l = len(s)
    s = s.rstrip(b"=")
    padchars = l - len(s)
    rev = {c: i for i, c in enumerate(alphabet)}
    decoded = bytearray()
    for i in range(0, len(s), 8):
        quanta = s[i:i + 8]
        acc = 0
        for c in quanta:
            v = rev.get(c)
            if v is None:
                raise binascii.Error("Non-base32 digit found")
            acc = (acc << 5) + v
        acc <<= 5 * (8 - len(quanta))
        decoded += acc.to_bytes(5, "big")
    if l % 8 or padchars not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    if padchars and decoded:
        acc_len = (43 - 5 * padchars) // 8
        decoded[-5:] = decoded[-5:][:acc_len]
    return bytes(decoded)


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if any(c not in b"0123456789ABCDEF" for c in s):
        raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def encodebytes(s):
    if not isinstance(s, (bytes, bytearray)) and type(s).__name__ not in ("memoryview", "array"):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)
    s = bytes(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    if not isinstance(s, (bytes, bytearray)) and type(s).__name__ not in ("memoryview", "array"):
        raise TypeError("expected bytes-like object, not %s" % s.__class__.__name__)
    return binascii.a2b_base64(s)


def encode(input, output):
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    while True:
        line = input.readline()
        if not line:
            break
        output.write(binascii.a2b_base64(line))


_A85START = b"<~"
_A85END = b"~>"


def _85encode(b, chars, pad=False, foldnuls=False, foldspaces=False):
    if not isinstance(b, (bytes, bytearray)) and type(b).__name__ not in ("memoryview", "array"):
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
    b = bytes(b)
    padding = (-len(b)) % 4
    if padding:
        b = b + b"\0" * padding
    out = bytearray()
    for i in range(0, len(b), 4):
        word = int.from_bytes(b[i:i + 4], "big")
        if foldnuls and not word:
            out += b"z"
        elif foldspaces and word == 0x20202020:
            out += b"y"
        else:
            digits = []
            for _ in range(5):
                word, r = divmod(word, 85)
                digits.append(chars[r])
            out += bytes(reversed(digits))
    if padding and not pad:
        if out[-1:] == b"z":
            out[-1:] = chars[0:1] * 5
        del out[len(out) - padding:]
    return bytes(out)


_A85CHARS = bytes(range(33, 118))
_B85CHARS = (b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
             b"abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    result = _85encode(b, _A85CHARS, pad, True, foldspaces)
    if adobe:
        result = _A85START + result
    if wrapcol:
        wrapcol = max(2 if adobe else 1, wrapcol)
        chunks = [result[i:i + wrapcol] for i in range(0, len(result), wrapcol)]
        if adobe:
            if len(chunks[-1]) + 2 > wrapcol:
                chunks.append(b"")
        result = b"\n".join(chunks)
    if adobe:
        result += _A85END
    return result


def a85decode(b, *, foldspaces=False, adobe=False, ignorechars=b" \t\n\r\v"):
    b = _bytes_from_decode_data(b)
    if adobe:
        if not b.endswith(_A85END):
            raise ValueError("Ascii85 encoded byte sequences must end with {!r}".format(_A85END))
        if b.startswith(_A85START):
            b = b[2:-2]
        else:
            b = b[:-2]
    decoded = bytearray()
    curr = []
    for x in b + b"u" * 4:
        if 33 <= x <= 117:
            curr.append(x)
            if len(curr) == 5:
                acc = 0
                for c in curr:
                    acc = 85 * acc + (c - 33)
                if acc > 0xFFFFFFFF:
                    raise ValueError("Ascii85 overflow") from None
                decoded += acc.to_bytes(4, "big")
                curr = []
        elif x == 122:   # z
            if curr:
                raise ValueError("z inside Ascii85 5-tuple")
            decoded += b"\0\0\0\0"
        elif foldspaces and x == 121:
            if curr:
                raise ValueError("y inside Ascii85 5-tuple")
            decoded += b"\x20\x20\x20\x20"
        elif x in ignorechars:
            continue
        else:
            raise ValueError("Non-Ascii85 digit found: %c" % x)
    padding = 4 - len(curr)
    if padding:
        del decoded[len(decoded) - padding:]
    return bytes(decoded)


def b85encode(b, pad=False):
    return _85encode(b, _B85CHARS, pad)


def b85decode(b):
    b = _bytes_from_decode_data(b)
    rev = {c: i for i, c in enumerate(_B85CHARS)}
    padding = (-len(b)) % 5
    b = b + b"~" * padding
    out = bytearray()
    for i in range(0, len(b), 5):
        chunk = b[i:i + 5]
        acc = 0
        for j, c in enumerate(chunk):
            v = rev.get(c)
            if v is None:
                raise ValueError("bad base85 character at position %d" % (i + j))
            acc = acc * 85 + v
        if acc > 0xFFFFFFFF:
            raise ValueError("base85 overflow in hunk starting at byte %d" % i)
        out += acc.to_bytes(4, "big")
    if padding:
        del out[len(out) - padding:]
    return bytes(out)
