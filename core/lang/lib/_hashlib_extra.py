"""hashlib's SHA-3 family (FIPS 202: sha3_224/256/384/512, shake_128/256) and BLAKE2 (RFC 7693:
blake2b, blake2s with digest_size, key, salt and person), in pure Python from the specifications.
Loaded by hashlib when one of them is first asked for."""

from hashlib import _data

_M64 = (1 << 64) - 1


# --- Keccak-f[1600] (FIPS 202, section 3) -----------------------------------------------------

def _keccak_tables():
    # The rho offsets walk (x, y) -> (y, 2x + 3y) from (1, 0); the iota constants come from the
    # degree-8 LFSR rc(t), bit j of round i's constant at position 2**j - 1.
    rot = [0] * 25
    x, y = 1, 0
    for t in range(24):
        rot[x + 5 * y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5

    def rc(t):
        if t % 255 == 0:
            return 1
        r = [1, 0, 0, 0, 0, 0, 0, 0]
        for _ in range(t % 255):
            r = [0] + r
            for k in (0, 4, 5, 6):
                r[k] ^= r[8]
            r = r[:8]
        return r[0]

    consts = []
    for i in range(24):
        c = 0
        for j in range(7):
            if rc(j + 7 * i):
                c |= 1 << ((1 << j) - 1)
        consts.append(c)
    # Where pi sends each lane: B[y, 2x + 3y] = A[x, y].
    dest = [0] * 25
    for x in range(5):
        for y in range(5):
            dest[x + 5 * y] = y + 5 * ((2 * x + 3 * y) % 5)
    return rot, consts, dest


_ROT, _RC, _PI = _keccak_tables()


def _rol64(v, n):
    return ((v << n) | (v >> (64 - n))) & _M64 if n else v


def _keccak_f(a):
    for rnd in range(24):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol64(c[(x + 1) % 5], 1) for x in range(5)]
        b = [0] * 25
        for i in range(25):
            b[_PI[i]] = _rol64(a[i] ^ d[i % 5], _ROT[i])
        for row in range(0, 25, 5):
            r0, r1, r2, r3, r4 = b[row:row + 5]
            a[row] = r0 ^ (~r1 & r2)
            a[row + 1] = r1 ^ (~r2 & r3)
            a[row + 2] = r2 ^ (~r3 & r4)
            a[row + 3] = r3 ^ (~r4 & r0)
            a[row + 4] = r4 ^ (~r0 & r1)
        a[0] ^= _RC[rnd]
    return a


class _Keccak:
    _suffix = 0x06
    digest_size = 0
    block_size = 0
    name = None

    def __init__(self, data=b"", *, usedforsecurity=True):
        self._state = [0] * 25
        self._buf = b""
        if data:
            self.update(data)

    def _absorb(self, state, block):
        for i in range(len(block) // 8):
            state[i] ^= int.from_bytes(block[8 * i:8 * i + 8], "little")
        _keccak_f(state)

    def update(self, data):
        data = _data(data)
        buf = self._buf + data
        rate = self.block_size
        n = len(buf) - len(buf) % rate
        for i in range(0, n, rate):
            self._absorb(self._state, buf[i:i + rate])
        self._buf = buf[n:]

    def copy(self):
        c = type(self).__new__(type(self))
        c._state = list(self._state)
        c._buf = self._buf
        return c

    def _squeeze(self, length):
        rate = self.block_size
        state = list(self._state)
        last = bytearray(self._buf) + bytearray(rate - len(self._buf))
        last[len(self._buf)] ^= self._suffix
        last[rate - 1] ^= 0x80
        self._absorb(state, bytes(last))
        out = b""
        while True:
            out += b"".join(lane.to_bytes(8, "little") for lane in state[:rate // 8])
            if len(out) >= length:
                return out[:length]
            _keccak_f(state)

    def digest(self):
        return self._squeeze(self.digest_size)

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %#x>" % (self.name, id(self))


def _sha3(bits):
    class sha3(_Keccak):
        name = f"sha3_{bits}"
        digest_size = bits // 8
        block_size = 200 - 2 * (bits // 8)
    sha3.__name__ = sha3.__qualname__ = f"sha3_{bits}"
    return sha3


sha3_224, sha3_256, sha3_384, sha3_512 = (_sha3(b) for b in (224, 256, 384, 512))


class _Shake(_Keccak):
    _suffix = 0x1F

    def digest(self, length=None):
        if length is None:
            raise TypeError("digest() missing required argument 'length' (pos 1)")
        if not isinstance(length, int):
            raise TypeError(f"'{type(length).__name__}' object cannot be interpreted as an integer")
        if length < 0:
            raise ValueError("negative digest length")
        return self._squeeze(length) if length else b""

    def hexdigest(self, length=None):
        if length is None:
            raise TypeError("hexdigest() missing required argument 'length' (pos 1)")
        return self.digest(length).hex()


class shake_128(_Shake):
    name = "shake_128"
    block_size = 168


class shake_256(_Shake):
    name = "shake_256"
    block_size = 136


# --- BLAKE2 (RFC 7693) ------------------------------------------------------------------------

_SIGMA = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    (14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3),
    (11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4),
    (7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8),
    (9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13),
    (2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9),
    (12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11),
    (13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10),
    (6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5),
    (10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0),
)
# (G's mixing columns then diagonals: the four state indices of each of the eight calls)
_MIX = ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
        (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14))


class _Blake2:
    # Subclasses set: _W (word bits), _ROUNDS, _R (the four rotations), _IV, block_size,
    # MAX_DIGEST_SIZE, MAX_KEY_SIZE, SALT_SIZE, PERSON_SIZE.

    def __init__(self, data=b"", *, digest_size=None, key=b"", salt=b"", person=b"", fanout=1,
                 depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0,
                 last_node=False, usedforsecurity=True):
        cls = type(self)
        if digest_size is None:
            digest_size = cls.MAX_DIGEST_SIZE
        if not 1 <= digest_size <= cls.MAX_DIGEST_SIZE:
            raise ValueError(f"digest_size must be between 1 and {cls.MAX_DIGEST_SIZE} bytes")
        key, salt, person = _data(key), _data(salt), _data(person)
        if len(key) > cls.MAX_KEY_SIZE:
            raise ValueError(f"maximum key length is {cls.MAX_KEY_SIZE} bytes")
        if len(salt) > cls.SALT_SIZE:
            raise ValueError(f"maximum salt length is {cls.SALT_SIZE} bytes")
        if len(person) > cls.PERSON_SIZE:
            raise ValueError(f"maximum person length is {cls.PERSON_SIZE} bytes")
        if (fanout, depth, leaf_size, node_offset, node_depth, inner_size, last_node) != \
                (1, 1, 0, 0, 0, 0, False):
            raise NotImplementedError(f"{cls.name}'s tree hashing parameters")
        w = cls._W // 8
        self.digest_size = digest_size
        h = list(cls._IV)
        h[0] ^= 0x01010000 ^ (len(key) << 8) ^ digest_size
        salt = salt.ljust(cls.SALT_SIZE, b"\x00")
        person = person.ljust(cls.PERSON_SIZE, b"\x00")
        h[4] ^= int.from_bytes(salt[:w], "little")
        h[5] ^= int.from_bytes(salt[w:], "little")
        h[6] ^= int.from_bytes(person[:w], "little")
        h[7] ^= int.from_bytes(person[w:], "little")
        self._h = h
        self._t = 0
        self._buf = b""
        if key:
            self._buf = key.ljust(cls.block_size, b"\x00")
        if data:
            self.update(data)

    def _compress(self, block, t, final):
        cls = type(self)
        bits = cls._W
        mask = (1 << bits) - 1
        r1, r2, r3, r4 = cls._R
        w = bits // 8
        m = [int.from_bytes(block[i:i + w], "little") for i in range(0, len(block), w)]
        v = self._h + list(cls._IV)
        v[12] ^= t & mask
        v[13] ^= t >> bits
        if final:
            v[14] ^= mask
        for rnd in range(cls._ROUNDS):
            s = _SIGMA[rnd % 10]
            for k, (a, b, c, d) in enumerate(_MIX):
                x, y = m[s[2 * k]], m[s[2 * k + 1]]
                va, vb, vc, vd = v[a], v[b], v[c], v[d]
                va = (va + vb + x) & mask
                vd ^= va
                vd = ((vd >> r1) | (vd << (bits - r1))) & mask
                vc = (vc + vd) & mask
                vb ^= vc
                vb = ((vb >> r2) | (vb << (bits - r2))) & mask
                va = (va + vb + y) & mask
                vd ^= va
                vd = ((vd >> r3) | (vd << (bits - r3))) & mask
                vc = (vc + vd) & mask
                vb ^= vc
                vb = ((vb >> r4) | (vb << (bits - r4))) & mask
                v[a], v[b], v[c], v[d] = va, vb, vc, vd
        self._h = [self._h[i] ^ v[i] ^ v[i + 8] for i in range(8)]

    def update(self, data):
        data = _data(data)
        buf = self._buf + data
        bs = self.block_size
        # The last block (even a full one) waits: it is compressed with the final flag.
        while len(buf) > bs:
            self._t += bs
            self._compress(buf[:bs], self._t, False)
            buf = buf[bs:]
        self._buf = buf

    def copy(self):
        c = type(self).__new__(type(self))
        c.digest_size = self.digest_size
        c._h = list(self._h)
        c._t = self._t
        c._buf = self._buf
        return c

    def digest(self):
        c = self.copy()
        c._compress(c._buf.ljust(self.block_size, b"\x00"), c._t + len(c._buf), True)
        w = self._W // 8
        return b"".join(x.to_bytes(w, "little") for x in c._h)[:self.digest_size]

    def hexdigest(self):
        return self.digest().hex()

    def __repr__(self):
        return "<%s _blake2.%s object @ %#x>" % (self.name, self.name, id(self))


class blake2b(_Blake2):
    name = "blake2b"
    _W = 64
    _ROUNDS = 12
    _R = (32, 24, 16, 63)
    _IV = (0x6A09E667F3BCC908, 0xBB67AE8584CAA73B, 0x3C6EF372FE94F82B, 0xA54FF53A5F1D36F1,
           0x510E527FADE682D1, 0x9B05688C2B3E6C1F, 0x1F83D9ABFB41BD6B, 0x5BE0CD19137E2179)
    block_size = 128
    MAX_DIGEST_SIZE = 64
    MAX_KEY_SIZE = 64
    SALT_SIZE = 16
    PERSON_SIZE = 16


class blake2s(_Blake2):
    name = "blake2s"
    _W = 32
    _ROUNDS = 10
    _R = (16, 12, 8, 7)
    _IV = (0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
           0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19)
    block_size = 64
    MAX_DIGEST_SIZE = 32
    MAX_KEY_SIZE = 32
    SALT_SIZE = 8
    PERSON_SIZE = 8


for _c in (sha3_224, sha3_256, sha3_384, sha3_512, shake_128, shake_256):
    _c.__module__ = "_sha3"
for _c in (blake2b, blake2s):
    _c.__module__ = "_blake2"
del _c
