"""zlib's checksums, as CPython 3.11's: crc32 and adler32 (over binascii's native CRC). The
compressor and decompressor are not provided (their output must equal zlib's byte for byte);
their names raise NotImplementedError naming them.
"""

import binascii as _binascii

__all__ = ["crc32", "adler32", "compress", "decompress", "compressobj", "decompressobj",
           "error", "MAX_WBITS", "DEFLATED", "Z_BEST_COMPRESSION", "Z_BEST_SPEED",
           "Z_DEFAULT_COMPRESSION", "ZLIB_VERSION"]

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_NO_FLUSH = 0
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
ZLIB_VERSION = "1.2.13"
ZLIB_RUNTIME_VERSION = "1.2.13"


class error(Exception):
    pass


def _data(data, name):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
    return bytes(data)


def crc32(data, value=0, /):
    return _binascii.crc32(_data(data, "crc32"), value)


def adler32(data, value=1, /):
    a, b = value & 0xFFFF, (value >> 16) & 0xFFFF
    data = _data(data, "adler32")
    for i in range(0, len(data), 5552):
        for byte in data[i:i + 5552]:
            a += byte
            b += a
        a %= 65521
        b %= 65521
    return (b << 16) | a


def _missing(name):
    def f(*args, **kwargs):
        raise NotImplementedError("zlib.%s is not provided in the playground yet" % name)
    f.__name__ = f.__qualname__ = name
    return f


compress = _missing("compress")
decompress = _missing("decompress")
compressobj = _missing("compressobj")
decompressobj = _missing("decompressobj")
