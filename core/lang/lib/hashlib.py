"""hashlib (CPython 3.11's interface): md5, sha1, sha224, sha256, sha384, sha512 and new(),
as pure Python implementations of the FIPS 180-4 / RFC 1321 algorithms (update, digest,
hexdigest, copy, name, digest_size, block_size), plus pbkdf2_hmac. Correct but slow: about a
megabyte a second at best in the VM. sha3_224/256/384/512, shake_128/256, blake2b and blake2s
are in _hashlib_extra.py, loaded when first asked for."""

__all__ = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
           "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "new",
           "algorithms_guaranteed", "algorithms_available", "pbkdf2_hmac", "file_digest")

_EXTRA = ("blake2b", "blake2s", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128",
          "shake_256")
algorithms_guaranteed = frozenset(("md5", "sha1", "sha224", "sha256", "sha384", "sha512") + _EXTRA)
algorithms_available = algorithms_guaranteed

_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF


def _data(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if type(data).__name__ in ("memoryview", "array"):
        return bytes(data)
    raise TypeError(f"object supporting the buffer API required")


class _Hash:
    name = None
    digest_size = 0
    block_size = 64

    def __init__(self, data=b"", *, usedforsecurity=True):
        self._h = list(self._IV)
        self._buf = b""
        self._len = 0
        if data:
            self.update(data)

    def update(self, data):
        data = _data(data)
        self._len += len(data)
        buf = self._buf + data
        bs = self.block_size
        n = len(buf) - len(buf) % bs
        for i in range(0, n, bs):
            self._compress(buf[i:i + bs])
        self._buf = buf[n:]

    def copy(self):
        c = type(self).__new__(type(self))
        c._h = list(self._h)
        c._buf = self._buf
        c._len = self._len
        return c

    def digest(self):
        c = self.copy()
        c._pad()
        return c._output()

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %#x>" % (self.name, id(self))

    def _pad(self):
        bs = self.block_size
        lenbytes = 8 if bs == 64 else 16
        bitlen = self._len * 8
        tail = self._buf + b"\x80"
        tail += b"\x00" * ((bs - lenbytes - len(tail)) % bs)
        tail += bitlen.to_bytes(lenbytes, "little" if self._LITTLE else "big")
        for i in range(0, len(tail), bs):
            self._compress(tail[i:i + bs])
        self._buf = b""

    _LITTLE = False

    def _output(self):
        word = 4 if self.block_size == 64 else 8
        order = "little" if self._LITTLE else "big"
        out = b"".join(h.to_bytes(word, order) for h in self._h)
        return out[:self.digest_size]


# --- MD5 (RFC 1321) ---------------------------------------------------------------------------

_MD5_S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4


def _md5_k():
    import math
    return [int(abs(math.sin(i + 1)) * 2 ** 32) & _M32 for i in range(64)]


_MD5_K = _md5_k()


class md5(_Hash):
    name = "md5"
    digest_size = 16
    _IV = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476)
    _LITTLE = True

    def _compress(self, block):
        m = [int.from_bytes(block[i:i + 4], "little") for i in range(0, 64, 4)]
        a, b, c, d = self._h
        K, S = _MD5_K, _MD5_S
        for i in range(64):
            if i < 16:
                f = (b & c) | (~b & d)
                g = i
            elif i < 32:
                f = (d & b) | (~d & c)
                g = (5 * i + 1) % 16
            elif i < 48:
                f = b ^ c ^ d
                g = (3 * i + 5) % 16
            else:
                f = c ^ (b | (~d & _M32))
                g = (7 * i) % 16
            f = (f + a + K[i] + m[g]) & _M32
            a, d, c = d, c, b
            s = S[i]
            b = (b + (((f << s) | (f >> (32 - s))) & _M32)) & _M32
        h = self._h
        self._h = [(h[0] + a) & _M32, (h[1] + b) & _M32, (h[2] + c) & _M32, (h[3] + d) & _M32]


# --- SHA-1 ------------------------------------------------------------------------------------

class sha1(_Hash):
    name = "sha1"
    digest_size = 20
    _IV = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0)

    def _compress(self, block):
        w = [int.from_bytes(block[i:i + 4], "big") for i in range(0, 64, 4)]
        for i in range(16, 80):
            x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
            w.append(((x << 1) | (x >> 31)) & _M32)
        a, b, c, d, e = self._h
        for i in range(80):
            if i < 20:
                f = (b & c) | (~b & d)
                k = 0x5A827999
            elif i < 40:
                f = b ^ c ^ d
                k = 0x6ED9EBA1
            elif i < 60:
                f = (b & c) | (b & d) | (c & d)
                k = 0x8F1BBCDC
            else:
                f = b ^ c ^ d
                k = 0xCA62C1D6
            t = ((((a << 5) | (a >> 27)) & _M32) + (f & _M32) + e + k + w[i]) & _M32
            e, d, c, b, a = d, c, ((b << 30) | (b >> 2)) & _M32, a, t
        h = self._h
        self._h = [(x + y) & _M32 for x, y in zip(h, (a, b, c, d, e))]


# --- SHA-2 ------------------------------------------------------------------------------------

_K256 = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]


def _rotr32(x, n):
    return ((x >> n) | (x << (32 - n))) & _M32


class sha256(_Hash):
    name = "sha256"
    digest_size = 32
    _IV = (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
           0x5be0cd19)

    def _compress(self, block):
        w = [int.from_bytes(block[i:i + 4], "big") for i in range(0, 64, 4)]
        for i in range(16, 64):
            x, y = w[i - 15], w[i - 2]
            s0 = _rotr32(x, 7) ^ _rotr32(x, 18) ^ (x >> 3)
            s1 = _rotr32(y, 17) ^ _rotr32(y, 19) ^ (y >> 10)
            w.append((w[i - 16] + s0 + w[i - 7] + s1) & _M32)
        a, b, c, d, e, f, g, h = self._h
        for i in range(64):
            s1 = _rotr32(e, 6) ^ _rotr32(e, 11) ^ _rotr32(e, 25)
            ch = (e & f) ^ (~e & g)
            t1 = (h + s1 + ch + _K256[i] + w[i]) & _M32
            s0 = _rotr32(a, 2) ^ _rotr32(a, 13) ^ _rotr32(a, 22)
            maj = (a & b) ^ (a & c) ^ (b & c)
            t2 = (s0 + maj) & _M32
            h, g, f, e, d, c, b, a = g, f, e, (d + t1) & _M32, c, b, a, (t1 + t2) & _M32
        self._h = [(x + y) & _M32 for x, y in zip(self._h, (a, b, c, d, e, f, g, h))]


class sha224(sha256):
    name = "sha224"
    digest_size = 28
    _IV = (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7,
           0xbefa4fa4)


_K512 = [
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817]


def _rotr64(x, n):
    return ((x >> n) | (x << (64 - n))) & _M64


class sha512(_Hash):
    name = "sha512"
    digest_size = 64
    block_size = 128
    _IV = (0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
           0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179)

    def _compress(self, block):
        w = [int.from_bytes(block[i:i + 8], "big") for i in range(0, 128, 8)]
        for i in range(16, 80):
            x, y = w[i - 15], w[i - 2]
            s0 = _rotr64(x, 1) ^ _rotr64(x, 8) ^ (x >> 7)
            s1 = _rotr64(y, 19) ^ _rotr64(y, 61) ^ (y >> 6)
            w.append((w[i - 16] + s0 + w[i - 7] + s1) & _M64)
        a, b, c, d, e, f, g, h = self._h
        for i in range(80):
            s1 = _rotr64(e, 14) ^ _rotr64(e, 18) ^ _rotr64(e, 41)
            ch = (e & f) ^ (~e & g)
            t1 = (h + s1 + ch + _K512[i] + w[i]) & _M64
            s0 = _rotr64(a, 28) ^ _rotr64(a, 34) ^ _rotr64(a, 39)
            maj = (a & b) ^ (a & c) ^ (b & c)
            t2 = (s0 + maj) & _M64
            h, g, f, e, d, c, b, a = g, f, e, (d + t1) & _M64, c, b, a, (t1 + t2) & _M64
        self._h = [(x + y) & _M64 for x, y in zip(self._h, (a, b, c, d, e, f, g, h))]


class sha384(sha512):
    name = "sha384"
    digest_size = 48
    _IV = (0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
           0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4)


_CONSTRUCTORS = {"md5": md5, "sha1": sha1, "sha224": sha224, "sha256": sha256,
                 "sha384": sha384, "sha512": sha512}


def new(name, data=b"", **kwargs):
    if not isinstance(name, str):
        raise TypeError(f"new() argument 'name' must be str, not {type(name).__name__}")
    cons = _constructor(name)
    if cons is None:
        raise ValueError("unsupported hash type " + name)
    return cons(data, **kwargs) if kwargs else cons(data)


def _constructor(name):
    cons = _CONSTRUCTORS.get(name.lower())
    if cons is None and name in _EXTRA:
        # (as CPython's: these names only in lower case, where 'SHA256' finds sha256)
        import _hashlib_extra
        cons = getattr(_hashlib_extra, name)
    return cons


def __getattr__(name):
    if name in _EXTRA:
        import _hashlib_extra
        return getattr(_hashlib_extra, name)
    raise AttributeError(f"module 'hashlib' has no attribute '{name}'")


def pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None):
    import hmac
    password, salt = _data(password), _data(salt)
    if iterations < 1:
        raise ValueError("iteration value must be greater than 0.")
    cons = _constructor(hash_name) if isinstance(hash_name, str) else None
    if cons is None:
        raise ValueError("unsupported hash type " + str(hash_name))
    if dklen is None:
        dklen = cons().digest_size
    if dklen < 1:
        raise ValueError("key length must be greater than 0.")
    out = b""
    block = 1
    while len(out) < dklen:
        u = hmac.new(password, salt + block.to_bytes(4, "big"), cons).digest()
        acc = int.from_bytes(u, "big")
        for _ in range(iterations - 1):
            u = hmac.new(password, u, cons).digest()
            acc ^= int.from_bytes(u, "big")
        out += acc.to_bytes(len(u), "big")
        block += 1
    return out[:dklen]


def file_digest(fileobj, digest, /):
    h = new(digest) if isinstance(digest, str) else digest()
    while True:
        chunk = fileobj.read(2 ** 16)
        if not chunk:
            break
        h.update(chunk)
    return h
