"""hmac (CPython 3.11's): HMAC (RFC 2104) over hashlib's pure Python hashes: new, digest,
compare_digest, HMAC.update/copy/digest/hexdigest/name/digest_size/block_size."""

import hashlib as _hashlib

__all__ = ["new", "digest", "compare_digest", "HMAC"]

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))
digest_size = None


def _constructor(digestmod):
    if digestmod is None or digestmod == "":
        raise TypeError("Missing required parameter 'digestmod'.")
    if isinstance(digestmod, str):
        return lambda d=b"": _hashlib.new(digestmod, d)
    if callable(digestmod):
        return digestmod
    return lambda d=b"": digestmod.new(d)


class HMAC:
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=""):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        cons = _constructor(digestmod)
        self._outer = cons()
        self._inner = cons()
        self.digest_size = self._inner.digest_size
        blocksize = self._inner.block_size
        if len(key) > blocksize:
            key = cons(key).digest()
        key = bytes(key).ljust(blocksize, b"\0")
        self._outer.update(bytes(trans_5C[b] for b in key))
        self._inner.update(bytes(trans_36[b] for b in key))
        self.block_size = blocksize
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        return self._current().digest()

    def hexdigest(self):
        return self._current().hexdigest()


def new(key, msg=None, digestmod=""):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        a, b = a.encode(), b.encode()
    elif isinstance(a, str) or isinstance(b, str):
        raise TypeError(f"unsupported operand types(s) or combination of types: "
                        f"'{type(a).__name__}' and '{type(b).__name__}'")
    a, b = bytes(a), bytes(b)
    result = len(a) ^ len(b)
    for x, y in zip(a, b if len(a) == len(b) else a):
        result |= x ^ y
    return result == 0
