"""base64 (CPython 3.11's): b64encode/b64decode (altchars, validate), standard_ and urlsafe_
forms, b32encode/b32decode (casefold, map01), b32hexencode/b32hexdecode, b16encode/b16decode,
encodebytes/decodebytes, a85encode/a85decode and b85encode/b85decode, over `binascii`."""

import binascii
import _binascii

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
    return data.translate(bytes.maketrans(frm, to))


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


_urlsafe_encode_translation = bytes.maketrans(b"+/", b"-_")
_urlsafe_decode_translation = bytes.maketrans(b"-_", b"+/")


def urlsafe_b64encode(s):
    return b64encode(s).translate(_urlsafe_encode_translation)


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = s.translate(_urlsafe_decode_translation)
    return b64decode(s)


_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _b32encode(alphabet, s):
    if type(s) is not bytes:
        if not isinstance(s, (bytes, bytearray)) and type(s).__name__ not in ("memoryview",
                                                                               "array"):
            raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
        s = bytes(s)
    return _binascii.b32encode(alphabet, s)


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
    out = _binascii.b32decode(alphabet, s, l - len(s))
    if type(out) is str:
        raise binascii.Error(out)
    return out


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
    if s.translate(None, b"0123456789ABCDEF"):
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
    if type(b) is not bytes:
        if not isinstance(b, (bytes, bytearray)) and type(b).__name__ not in ("memoryview",
                                                                               "array"):
            raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
        b = bytes(b)
    return _binascii.encode85(b, chars, True if pad else False, True if foldnuls else False,
                              True if foldspaces else False)


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
    if isinstance(ignorechars, (bytes, bytearray)):
        out = _binascii.a85decode(b, True if foldspaces else False, ignorechars)
        if type(out) is str:
            raise ValueError(out)
        return out
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
    out = _binascii.b85decode(b)
    if type(out) is str:
        raise ValueError(out)
    return out
