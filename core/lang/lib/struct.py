"""struct (CPython 3.11's): pack, unpack, calcsize, pack_into, unpack_from, iter_unpack and
Struct, for the formats x c b B ? h H i I l L q Q n N e f d s p P with the byte orders @ = < > !
(native: the sizes and alignment of 64-bit Linux, little-endian). Floats go through `array`'s
exact float32/float64 bits; `e` (half precision) is rounded to nearest even here."""

import array as _array

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct",
           "error"]


class error(Exception):
    pass


# code -> (standard size, native size, native alignment, signed)
_INTS = {"b": (1, 1, True), "B": (1, 1, False), "h": (2, 2, True), "H": (2, 2, False),
         "i": (4, 4, True), "I": (4, 4, False), "l": (4, 8, True), "L": (4, 8, False),
         "q": (8, 8, True), "Q": (8, 8, False), "n": (None, 8, True), "N": (None, 8, False),
         "P": (None, 8, False)}
_NAMED = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}
_SIZES = {"x": (1, 1), "c": (1, 1), "?": (1, 1), "e": (2, 2), "f": (4, 4), "d": (8, 8),
          "s": (1, 1), "p": (1, 1)}

_cache = {}


def _parse(fmt):
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    if not isinstance(fmt, str):
        raise TypeError(f"Struct() argument 1 must be a str or bytes object, not "
                        f"{type(fmt).__name__}")
    got = _cache.get(fmt)
    if got is not None:
        return got
    order = "@"
    s = fmt
    if s and s[0] in "@=<>!":
        order = s[0]
        s = s[1:]
    native = order == "@"
    little = order in "@=<"
    items = []   # (code, count, offset, size)
    offset = 0
    nargs = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch.isspace():
            i += 1
            continue
        count = None
        if ch.isdigit():
            j = i
            while j < len(s) and s[j].isdigit():
                j += 1
            count = int(s[i:j])
            i = j
            if i >= len(s) or s[i].isspace():
                raise error("repeat count given without format specifier")
            ch = s[i]
        i += 1
        if ch in _INTS:
            std, nat, _ = _INTS[ch]
            if std is None and not native:
                raise error("bad char in struct format")
            size = nat if native else std
        elif ch in _SIZES:
            size = _SIZES[ch][0]
        else:
            raise error("bad char in struct format")
        n = 1 if count is None else count
        if native and ch not in "xcsp?bB" and size > 1:
            offset = (offset + size - 1) // size * size
        if ch in "sp":
            items.append((ch, n, offset, n))
            offset += n
            nargs += 1
        elif ch == "x":
            offset += n
        else:
            for k in range(n):
                items.append((ch, 1, offset, size))
                offset += size
            nargs += n
    result = (tuple(items), offset, nargs, little, native)
    _cache[fmt] = result
    return result


def _half_bits(x):
    import math
    if x != x:
        return 0x7E00
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    x = abs(x)
    if x == float("inf"):
        return sign | 0x7C00
    if x == 0:
        return sign
    m, e = math.frexp(x)            # x = m * 2**e, 0.5 <= m < 1
    if e > 16:
        raise OverflowError("float too large to pack with e format")
    if e < -13:                      # subnormal: units of 2**-24
        q = _round_even(x * 2 ** 24)
        if q >= 0x400:
            return sign | q
        return sign | q
    mant = _round_even((m * 2 - 1) * 1024)
    exp = e - 1 + 15
    if mant == 1024:
        mant = 0
        exp += 1
    if exp >= 31:
        raise OverflowError("float too large to pack with e format")
    return sign | (exp << 10) | mant


def _round_even(v):
    f = int(v)
    r = v - f
    if r > 0.5 or (r == 0.5 and f % 2 == 1):
        f += 1
    return f


def _half_value(bits):
    sign = -1.0 if bits & 0x8000 else 1.0
    exp = (bits >> 10) & 0x1F
    mant = bits & 0x3FF
    if exp == 0:
        return sign * mant * 2.0 ** -24
    if exp == 31:
        return sign * float("inf") if mant == 0 else float("nan")
    return sign * (1 + mant / 1024) * 2.0 ** (exp - 15)


def _range_message(code, value, size, little, native, lo, hi):
    # CPython's wording depends on the byte order's converter: values past a C long (or, for the
    # big-endian 'H' and every 4-byte unsigned code, past an unsigned long) are "out of range";
    # 8-byte codes name no bounds; big-endian 'h'/'H' and 4-byte codes quote the code letter.
    big = not native and not little
    if size == 8:
        return "int too large to convert" if big else "argument out of range"
    as_unsigned = code in "IL" or (big and code == "H")
    if as_unsigned:
        fits = 0 <= value < (1 << 64)
    else:
        fits = -(1 << 63) <= value < (1 << 63)
    if not fits:
        return "argument out of range"
    if code in "bB" or (code in "hH" and not big):
        return f"{_NAMED[code]} format requires {lo} <= number <= {hi}"
    return f"'{code}' format requires {lo} <= number <= {hi}"


def _pack_int(code, value, size, little, native):
    if not isinstance(value, int):
        if hasattr(type(value), "__index__") and not isinstance(value, float):
            value = value.__index__()
        else:
            raise error("required argument is not an integer")
    signed = _INTS[code][2]
    bits = size * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if not lo <= value <= hi:
        raise error(_range_message(code, value, size, little, native, lo, hi))
    return (value & ((1 << bits) - 1)).to_bytes(size, "little" if little else "big")


def _pack_one(code, count, size, value, little, native):
    if code in _INTS:
        return _pack_int(code, value, size, little, native)
    if code == "?":
        return b"\x01" if value else b"\x00"
    if code == "c":
        if not isinstance(value, (bytes, bytearray)) or len(value) != 1:
            raise error("char format requires a bytes object of length 1")
        return bytes(value)
    if code in "sp":
        if not isinstance(value, (bytes, bytearray)):
            raise error(f"argument for '{code}' must be a bytes object")
        if code == "s":
            return bytes(value[:count]).ljust(count, b"\x00")
        if count == 0:
            return b""
        data = bytes(value[:count - 1])
        return bytes([min(len(data), 255)]) + data.ljust(count - 1, b"\x00")
    if code in "efd":
        if not isinstance(value, (int, float)):
            if hasattr(type(value), "__float__"):
                value = value.__float__()
            else:
                raise error("required argument is not a float")
        value = float(value)
        if code == "e":
            raw = _half_bits(value).to_bytes(2, "little")
        elif code == "f":
            # Native 'f' is C's cast (inf past the range); the standard sizes refuse.
            if (not native and value == value and abs(value) != float("inf")
                    and abs(value) >= 3.4028234663852886e38 + 2.0 ** 103):
                raise OverflowError("float too large to pack with f format")
            if value == value and abs(value) >= 3.4028234663852886e38 + 2.0 ** 103:
                raw = b"\x00\x00\x80\x7f" if value > 0 else b"\x00\x00\x80\xff"
            else:
                raw = _array.array("f", [value]).tobytes()
        else:
            raw = _array.array("d", [value]).tobytes()
        return raw if little else raw[::-1]
    raise error("bad char in struct format")


def _unpack_one(code, count, size, data, little):
    if code in _INTS:
        return int.from_bytes(data, "little" if little else "big", signed=_INTS[code][2])
    if code == "?":
        return data != b"\x00"
    if code == "c":
        return bytes(data)
    if code == "s":
        return bytes(data)
    if code == "p":
        if count == 0:
            return b""
        n = min(data[0], count - 1)
        return bytes(data[1:1 + n])
    raw = bytes(data) if little else bytes(data)[::-1]
    if code == "e":
        return _half_value(int.from_bytes(raw, "little"))
    a = _array.array("f" if code == "f" else "d")
    a.frombytes(raw)
    return a[0]


class Struct:
    def __init__(self, format):
        self._items, self._size, self._nargs, self._little, self._native = _parse(format)
        self._format = format if isinstance(format, str) else format.decode("ascii")

    @property
    def format(self):
        return self._format

    @property
    def size(self):
        return self._size

    def pack(self, *values):
        if len(values) != self._nargs:
            raise error(f"pack expected {self._nargs} items for packing (got {len(values)})")
        out = bytearray(self._size)
        for (code, count, offset, size), value in zip(self._items, values):
            out[offset:offset + size] = _pack_one(code, count, size, value, self._little,
                                                  self._native)
        return bytes(out)

    def pack_into(self, buffer, offset, *values):
        if len(values) != self._nargs:
            raise error(f"pack_into expected {self._nargs} items for packing (got "
                        f"{len(values)})")
        data = self.pack(*values)
        if offset < 0:
            if offset + len(buffer) < 0:
                raise error(f"offset {offset} out of range for {len(buffer)}-byte buffer")
            offset += len(buffer)
        if len(buffer) - offset < self._size:
            raise error(f"pack_into requires a buffer of at least {self._size + offset} bytes "
                        f"for packing {self._size} bytes at offset {offset} (actual buffer size "
                        f"is {len(buffer)})")
        buffer[offset:offset + self._size] = data

    def _unpack(self, data):
        return tuple(_unpack_one(code, count, size, data[offset:offset + size], self._little)
                     for code, count, offset, size in self._items)

    def unpack(self, buffer):
        data = bytes(buffer)
        if len(data) != self._size:
            raise error(f"unpack requires a buffer of {self._size} bytes")
        return self._unpack(data)

    def unpack_from(self, buffer, offset=0):
        data = bytes(buffer)
        if offset < 0:
            if offset + len(data) < 0:
                raise error(f"offset {offset} out of range for {len(data)}-byte buffer")
            offset += len(data)
        if len(data) - offset < self._size:
            raise error(f"unpack_from requires a buffer of at least {self._size + offset} bytes "
                        f"for unpacking {self._size} bytes at offset {offset} (actual buffer "
                        f"size is {len(data)})")
        return self._unpack(data[offset:offset + self._size])

    def iter_unpack(self, buffer):
        data = bytes(buffer)
        if self._size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self._size:
            raise error(f"iterative unpacking requires a buffer of a multiple of {self._size} "
                        "bytes")
        return (self._unpack(data[i:i + self._size]) for i in range(0, len(data), self._size))

    def __repr__(self):
        return "<_struct.Struct object at %#x>" % id(self)


def calcsize(format):
    return Struct(format).size


def pack(format, *values):
    return Struct(format).pack(*values)


def pack_into(format, buffer, offset, *values):
    return Struct(format).pack_into(buffer, offset, *values)


def unpack(format, buffer):
    return Struct(format).unpack(buffer)


def unpack_from(format, buffer, offset=0):
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    return Struct(format).iter_unpack(buffer)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(Struct, "_struct.Struct")
del _subclass
