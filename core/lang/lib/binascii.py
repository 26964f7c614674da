"""binascii (CPython 3.11's): hexlify/unhexlify (b2a_hex/a2b_hex), b2a_base64/a2b_base64
(strict_mode), crc32, crc_hqx and the Error/Incomplete exceptions. The loops over the data are native
(`_binascii`, core/lang/src/binascii.rs); argument checks and errors are raised here."""

import _binascii

__all__ = ["Error", "Incomplete", "hexlify", "unhexlify", "b2a_hex", "a2b_hex", "b2a_base64",
           "a2b_base64", "crc32", "crc_hqx"]


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


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
    if type(hexstr) is not bytes:
        hexstr = _bytes_like(hexstr, True)
    out = _binascii.a2b_hex(hexstr)
    if type(out) is str:
        raise Error(out)
    return out


a2b_hex = unhexlify


def b2a_base64(data, *, newline=True):
    if type(data) is not bytes:
        data = _bytes_like(data)
    return _binascii.b2a_base64(data, True if newline else False)


def a2b_base64(data, *, strict_mode=False):
    if type(data) is not bytes:
        data = _bytes_like(data, True)
    out = _binascii.a2b_base64(data, True if strict_mode else False)
    if type(out) is str:
        raise Error(out)
    return out


def crc32(data, crc=0):
    if type(data) is not bytes:
        data = _bytes_like(data)
    return _binascii.crc32(data, crc & 0xFFFFFFFF)


def crc_hqx(data, value):
    data = _bytes_like(data)
    crc = value & 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc
