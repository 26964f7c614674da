"""Typed arrays of numbers (CPython's array module), as a class over a list.

Each item is converted when stored, as CPython's C array does: integers are checked against the
C type's range (with CPython's OverflowError for each typecode, including the intermediate C
conversions it goes through, e.g. 'b' first parses a short), 'f' rounds to the nearest float32
(exactly, with frexp/ldexp and round-half-even; overflow gives inf like the C cast), 'd' stores a
float, 'u' a one-character str. The byte-level methods (tobytes, frombytes, byteswap, tofile,
fromfile, and construction from bytes) use CPython's little-endian layout, floats in their IEEE
754 bits; buffer_info()'s address is the object's id.
"""

import math

import _array

__all__ = ["array", "ArrayType", "typecodes"]

typecodes = "bBuhHiIlLqQfd"

_ITEMSIZE = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8,
             "q": 8, "Q": 8, "f": 4, "d": 8}

_LONG_MIN = -(1 << 63)
_LONG_MAX = (1 << 63) - 1
_ULONG_MAX = (1 << 64) - 1


def _as_int(v):
    # The integer value of an item for the integer typecodes (bool and __index__ objects too).
    if isinstance(v, int):
        return int(v)
    if not isinstance(v, (float, str)) and hasattr(type(v), "__index__"):
        r = v.__index__()
        if isinstance(r, int):
            return int(r)
        raise TypeError("__index__ returned non-int (type %s)" % type(r).__name__)
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)


def _c_long(v):
    if v < _LONG_MIN or v > _LONG_MAX:
        raise OverflowError("Python int too large to convert to C long")


def _range(v, lo, hi, what):
    if v < lo:
        raise OverflowError(what + " is less than minimum")
    if v > hi:
        raise OverflowError(what + " is greater than maximum")


def _conv_b(v):
    if type(v) is int and -128 <= v <= 127:
        return v
    v = _as_int(v)
    _c_long(v)
    _range(v, -32768, 32767, "signed short integer")
    _range(v, -128, 127, "signed char")
    return v


def _conv_B(v):
    if type(v) is int and 0 <= v <= 255:
        return v
    v = _as_int(v)
    _c_long(v)
    _range(v, 0, 255, "unsigned byte integer")
    return v


def _conv_h(v):
    if type(v) is int and -32768 <= v <= 32767:
        return v
    v = _as_int(v)
    _c_long(v)
    _range(v, -32768, 32767, "signed short integer")
    return v


def _conv_H(v):
    if type(v) is int and 0 <= v <= 65535:
        return v
    v = _as_int(v)
    _c_long(v)
    _range(v, -(1 << 31), (1 << 31) - 1, "signed integer")
    _range(v, 0, 65535, "unsigned short")
    return v


def _conv_i(v):
    if type(v) is int and -2147483648 <= v <= 2147483647:
        return v
    v = _as_int(v)
    _c_long(v)
    _range(v, -(1 << 31), (1 << 31) - 1, "signed integer")
    return v


def _conv_I(v):
    if type(v) is int and 0 <= v <= 4294967295:
        return v
    v = _as_int(v)
    if v < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if v > _ULONG_MAX:
        raise OverflowError("Python int too large to convert to C unsigned long")
    if v > 4294967295:
        raise OverflowError("unsigned int is greater than maximum")
    return v


def _conv_l(v):
    if type(v) is int and _LONG_MIN <= v <= _LONG_MAX:
        return v
    v = _as_int(v)
    _c_long(v)
    return v


def _conv_L(v):
    if type(v) is int and 0 <= v <= _ULONG_MAX:
        return v
    v = _as_int(v)
    if v < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if v > _ULONG_MAX:
        raise OverflowError("Python int too large to convert to C unsigned long")
    return v


def _conv_q(v):
    if type(v) is int and _LONG_MIN <= v <= _LONG_MAX:
        return v
    v = _as_int(v)
    if v < _LONG_MIN or v > _LONG_MAX:
        raise OverflowError("int too big to convert")
    return v


def _conv_Q(v):
    if type(v) is int and 0 <= v <= _ULONG_MAX:
        return v
    v = _as_int(v)
    if v < 0:
        raise OverflowError("can't convert negative int to unsigned")
    if v > _ULONG_MAX:
        raise OverflowError("int too big to convert")
    return v


def _as_float(v):
    # PyFloat_AsDouble: a float, an int, or an object with __float__ (or __index__).
    if isinstance(v, float):
        return float(v)
    if isinstance(v, int):
        return float(v)
    t = type(v)
    if not isinstance(v, str):
        if hasattr(t, "__float__"):
            r = v.__float__()
            if not isinstance(r, float):
                raise TypeError("%s.__float__ returned non-float (type %s)"
                                % (t.__name__, type(r).__name__))
            return r
        if hasattr(t, "__index__"):
            return float(_as_int(v))
    raise TypeError("must be real number, not %s" % t.__name__)


def _conv_d(v):
    if type(v) is float:
        return v
    return _as_float(v)


def _to_float32(x):
    # Rounds a double to the nearest float32 (ties to even), as C's (float) cast does.
    if x != x or x == 0.0 or x in (math.inf, -math.inf):
        return x
    m, e = math.frexp(x)  # x = m * 2**e, 0.5 <= |m| < 1
    if e > 129:
        # Far past FLT_MAX (ldexp below would overflow a double): the cast gives inf.
        return math.copysign(math.inf, x)
    if e >= -125:
        # A normal float32: 24 significant bits.
        r = round(math.ldexp(m, 24))
        e -= 24
    else:
        # A subnormal float32: a multiple of 2**-149.
        r = round(math.ldexp(x, 149))
        e = -149
    if r == 0:
        return math.copysign(0.0, x)
    y = math.ldexp(float(r), e)
    if abs(y) > 3.4028234663852886e+38:  # past FLT_MAX: the cast gives inf
        return math.copysign(math.inf, x)
    return y


def _conv_f(v):
    return _to_float32(_conv_d(v))


def _conv_u(v):
    if type(v) is str and len(v) == 1:
        return v
    raise TypeError("array item must be unicode character")


_CONV = {"b": _conv_b, "B": _conv_B, "u": _conv_u, "h": _conv_h, "H": _conv_H, "i": _conv_i,
         "I": _conv_I, "l": _conv_l, "L": _conv_L, "q": _conv_q, "Q": _conv_Q, "f": _conv_f,
         "d": _conv_d}


_SIGNED = "bhilq"


def _fbits(x, m, e):
    # The IEEE 754 bits of float x with m mantissa and e exponent bits (x fits: 'f' rounded it).
    bias = (1 << (e - 1)) - 1
    top = (1 << e) - 1
    sign = int(math.copysign(1.0, x) < 0) << (e + m)
    x = abs(x)
    if x != x:
        return sign | top << m | 1 << (m - 1)
    if x == math.inf:
        return sign | top << m
    f, k = math.frexp(x)
    if x and k + bias > 1:
        return sign | (k + bias - 1) << m | int(math.ldexp(f, m + 1)) - (1 << m)
    return sign | int(math.ldexp(x, bias - 1 + m))


def _fval(n, m, e):
    bias = (1 << (e - 1)) - 1
    top = (1 << e) - 1
    k = n >> m & top
    man = n & ((1 << m) - 1)
    if k == top:
        x = math.nan if man else math.inf
    else:
        x = math.ldexp(man + (1 << m) if k else man, max(k, 1) - bias - m)
    return -x if n >> (e + m) else x


def _pack(tc, items):
    if tc == "B":
        return bytes(items)
    if tc in "fd":
        m, e = (23, 8) if tc == "f" else (52, 11)
        items = [_fbits(x, m, e) for x in items]
    elif tc == "u":
        items = [ord(c) for c in items]
    n = _ITEMSIZE[tc]
    s = tc in _SIGNED
    return b"".join([v.to_bytes(n, "little", signed=s) for v in items])


def _unpack(tc, data):
    if isinstance(data, (bytes, bytearray)):
        pass
    elif isinstance(data, (memoryview, array)):
        data = data.tobytes()
    else:
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    n = _ITEMSIZE[tc]
    if len(data) % n:
        raise ValueError("bytes length not a multiple of item size")
    if tc == "B":
        return list(data)
    s = tc in _SIGNED
    items = [int.from_bytes(data[i:i + n], "little", signed=s) for i in range(0, len(data), n)]
    if tc in "fd":
        m, e = (23, 8) if tc == "f" else (52, 11)
        return [_fval(v, m, e) for v in items]
    if tc == "u":
        return [chr(v) for v in items]
    return items


def _index(i):
    # An array index: an int, or an object with __index__.
    if isinstance(i, int):
        return int(i)
    if not isinstance(i, (float, str)) and hasattr(type(i), "__index__"):
        return _as_int(i)
    raise TypeError("array indices must be integers")


def _new(typecode, items):
    a = array(typecode)
    a._items = items
    return a


# CPython's machine format codes (its pickles name them): the little-endian layout of each
# typecode on 64-bit Linux.
_MFORMAT = {"B": 0, "b": 1, "H": 2, "h": 4, "I": 6, "i": 8, "L": 10, "l": 12, "Q": 10, "q": 12,
            "f": 14, "d": 16, "u": 20}


def _array_reconstructor(arraytype, typecode, mformat_code, items):
    """Rebuild an array from a protocol 3+ pickle (CPython's array._array_reconstructor)."""
    if not isinstance(arraytype, type):
        raise TypeError("first argument must be a type object, not %s"
                        % type(arraytype).__name__)
    if not issubclass(arraytype, array):
        raise TypeError("%s is not a subtype of array.array" % arraytype.__name__)
    if typecode not in _CONV:
        raise ValueError("second argument must be a valid type code")
    if not isinstance(items, bytes):
        raise TypeError("fourth argument should be bytes, not %s" % type(items).__name__)
    if _MFORMAT.get(typecode) != mformat_code:
        # Another machine's layout (big-endian, other widths): not converted here.
        raise NotImplementedError("array._array_reconstructor with machine format %r for %r"
                                  % (mformat_code, typecode))
    a = arraytype(typecode)
    a.frombytes(items)
    return a



def _reflected(name, self, other):
    # An array has CPython's sequence concat and repeat, no number slots: the other operand's
    # reflected method answers first.
    # (Only a Python class's own method: a built-in type's never takes an array.)
    for klass in type(other).__mro__:
        if klass.__module__ == "builtins":
            break
        method = klass.__dict__.get(name)
        if method is not None:
            return method(other, self)
    return NotImplemented

class array:
    """array(typecode [, initializer]) -> array

    Return a new array whose items are restricted by typecode, and
    initialized from the optional initializer value, which must be a list,
    string or iterable over elements of the appropriate type.
    """
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: a `case [...]` pattern matches it

    __hash__ = None

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError("array.array() takes no keyword arguments")
        if len(args) < 1:
            raise TypeError("array() takes at least 1 argument (0 given)")
        if len(args) > 2:
            raise TypeError("array() takes at most 2 arguments (%d given)" % len(args))
        typecode = args[0]
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s"
                            % type(typecode).__name__)
        if typecode not in _CONV:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self._typecode = typecode
        conv = _CONV[typecode]
        self._conv = conv
        self._items = []
        if len(args) == 2:
            init = args[1]
            if isinstance(init, str):
                if typecode != "u":
                    raise TypeError("cannot use a str to initialize an array with typecode '%s'"
                                    % typecode)
                self._items = list(init)
            elif isinstance(init, array):
                if init._typecode == "u" and typecode != "u":
                    raise TypeError("cannot use a unicode array to initialize an array with "
                                    "typecode '%s'" % typecode)
                self._items = [conv(v) for v in init._items]
            elif isinstance(init, (bytes, bytearray)):
                self._items = _unpack(typecode, init)
            else:
                self._items = [conv(v) for v in init]

    @property
    def typecode(self):
        return self._typecode

    @property
    def itemsize(self):
        return _ITEMSIZE[self._typecode]

    # -- the sequence protocol --

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, value):
        for v in self._items:
            if v == value:
                return True
        return False

    # __getitem__ and __setitem__ are the hot paths (scimark, raytrace): an int index takes the
    # fewest VM steps (one type test, one try); the rest comes after.
    def __getitem__(self, i):
        if type(i) is int:
            try:
                return self._items[i]
            except IndexError:
                raise IndexError("array index out of range") from None
        if isinstance(i, slice):
            return _new(self._typecode, self._items[i])
        i = _index(i)
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range") from None

    def __setitem__(self, i, value):
        if type(i) is int:
            try:
                self._items[i] = self._conv(value)
            except IndexError:
                raise IndexError("array assignment index out of range") from None
            except (TypeError, OverflowError):
                # CPython checks the index before converting the item.
                if not -len(self._items) <= i < len(self._items):
                    raise IndexError("array assignment index out of range") from None
                raise
            return
        if isinstance(i, slice):
            if not isinstance(value, array):
                raise TypeError('can only assign array (not "%s") to array slice'
                                % type(value).__name__)
            if value._typecode != self._typecode:
                raise TypeError("bad argument type for built-in operation")
            items = list(value._items)
            start, stop, step = i.indices(len(self._items))
            if step != 1:
                n = len(range(start, stop, step))
                if len(items) != n:
                    raise ValueError("attempt to assign array of size %d to extended slice of "
                                     "size %d" % (len(items), n))
            self._items[i] = items
            return
        i = _index(i)
        if not -len(self._items) <= i < len(self._items):
            raise IndexError("array assignment index out of range")
        self._items[i] = self._conv(value)

    def __delitem__(self, i):
        if isinstance(i, slice):
            del self._items[i]
            return
        i = _index(i)
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    # -- methods --

    def append(self, *args):
        if len(args) != 1:
            raise TypeError("array.append() takes exactly one argument (%d given)" % len(args))
        self._items.append(self._conv(args[0]))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._typecode != self._typecode:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        conv = self._conv
        for v in iterable:
            self._items.append(conv(v))

    def insert(self, i, v):
        i = _as_int(i)
        v = self._conv(v)
        n = len(self._items)
        if i < 0:
            i += n
            if i < 0:
                i = 0
        elif i > n:
            i = n
        self._items.insert(i, v)

    def pop(self, *args):
        if len(args) > 1:
            raise TypeError("pop expected at most 1 argument, got %d" % len(args))
        i = _as_int(args[0]) if args else -1
        n = len(self._items)
        if n == 0:
            raise IndexError("pop from empty array")
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("pop index out of range")
        return self._items.pop(i)

    def remove(self, *args):
        if len(args) != 1:
            raise TypeError("array.remove() takes exactly one argument (%d given)" % len(args))
        items = self._items
        for k in range(len(items)):
            if items[k] == args[0]:
                del items[k]
                return
        raise ValueError("array.remove(x): x not in array")

    def index(self, *args):
        if len(args) < 1:
            raise TypeError("index expected at least 1 argument, got 0")
        if len(args) > 3:
            raise TypeError("index expected at most 3 arguments, got %d" % len(args))
        value = args[0]
        n = len(self._items)
        bounds = []
        for b in args[1:]:
            if isinstance(b, int):
                b = int(b)
            elif not isinstance(b, (float, str)) and hasattr(type(b), "__index__"):
                b = _as_int(b)
            else:
                raise TypeError("slice indices must be integers or have an __index__ method")
            if b < 0:
                b += n
                if b < 0:
                    b = 0
            bounds.append(b)
        start = bounds[0] if len(bounds) > 0 else 0
        stop = bounds[1] if len(bounds) > 1 else n
        if stop > n:
            stop = n
        items = self._items
        for k in range(start, stop):
            if items[k] == value:
                return k
        raise ValueError("array.index(x): x not in array")

    def count(self, *args):
        if len(args) != 1:
            raise TypeError("array.count() takes exactly one argument (%d given)" % len(args))
        c = 0
        for v in self._items:
            if v == args[0]:
                c += 1
        return c

    def buffer_info(self):
        # No memory of its own to point at: the object's id stands for the address.
        return (id(self), len(self._items))

    def reverse(self):
        self._items.reverse()

    def tolist(self):
        return list(self._items)

    def tobytes(self):
        return _pack(self._typecode, self._items)

    def __reduce_ex__(self, protocol):
        # CPython's: a list of the items before protocol 3, the machine bytes from 3 on.
        d = {k: v for k, v in vars(self).items() if k not in ("_typecode", "_conv", "_items")}
        state = d or None
        if protocol < 3:
            return type(self), (self._typecode, list(self._items)), state
        return (_array_reconstructor,
                (type(self), self._typecode, _MFORMAT[self._typecode], self.tobytes()), state)

    def frombytes(self, buffer):
        self._items.extend(_unpack(self._typecode, buffer))

    def byteswap(self, *args):
        if args:
            raise TypeError("array.byteswap() takes no arguments (%d given)" % len(args))
        n = _ITEMSIZE[self._typecode]
        b = self.tobytes()
        self._items[:] = _unpack(self._typecode, b"".join([b[i:i + n][::-1]
                                                           for i in range(0, len(b), n)]))

    def tofile(self, f):
        f.write(self.tobytes())

    def fromfile(self, f, n):
        size = n * _ITEMSIZE[self._typecode]
        b = f.read(size)
        self.frombytes(b)
        if len(b) != size:
            raise EOFError("read() didn't return enough bytes")

    def fromlist(self, lst):
        if not isinstance(lst, list):
            raise TypeError("arg must be list")
        conv = self._conv
        # All or nothing, as CPython's: nothing is added if one item fails.
        self._items.extend([conv(v) for v in lst])

    def fromunicode(self, s):
        if not isinstance(s, str):
            raise TypeError("fromunicode() argument must be str, not %s" % type(s).__name__)
        if self._typecode != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._items.extend(list(s))

    def tounicode(self):
        if self._typecode != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def __copy__(self):
        return _new(self._typecode, list(self._items))

    def __deepcopy__(self, memo):
        return _new(self._typecode, list(self._items))

    # -- operators --

    def __add__(self, other):
        if not isinstance(other, array):
            result = _reflected("__radd__", self, other)
            if result is not NotImplemented:
                return result
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other._typecode != self._typecode:
            raise TypeError("bad argument type for built-in operation")
        return _new(self._typecode, self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")'
                            % type(other).__name__)
        if other._typecode != self._typecode:
            raise TypeError("can only extend with array of same kind")
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        if not isinstance(n, int):
            if isinstance(n, (float, str)) or not hasattr(type(n), "__index__"):
                result = _reflected("__rmul__", self, n)
                if result is not NotImplemented:
                    return result
                raise TypeError("can't multiply sequence by non-int of type '%s'"
                                % type(n).__name__)
            n = _as_int(n)
        return _new(self._typecode, self._items * n)

    def __rmul__(self, n):
        if isinstance(n, (str, list, tuple)):
            # `seq * array`: the other sequence's repeat refuses the array as its count.
            raise TypeError("can't multiply sequence by non-int of type 'array.array'")
        return self.__mul__(n)

    def __imul__(self, n):
        if not isinstance(n, int):
            if isinstance(n, (float, str)) or not hasattr(type(n), "__index__"):
                raise TypeError("can't multiply sequence by non-int of type '%s'"
                                % type(n).__name__)
            n = _as_int(n)
        self._items[:] = self._items * n
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) == _cmp_items(other)

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) != _cmp_items(other)

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) < _cmp_items(other)

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) <= _cmp_items(other)

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) > _cmp_items(other)

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return _cmp_items(self) >= _cmp_items(other)

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self._typecode
        if self._typecode == "u":
            return "array('u', %r)" % "".join(self._items)
        return "array('%s', %r)" % (self._typecode, self._items)

    def __str__(self):
        return self.__repr__()


ArrayType = array


def _cmp_items(a):
    # The items as compared: CPython's array makes a new float per item, so a NaN is never the
    # same object as the other side's (a list's comparison would find it identical).
    if a._typecode in "fd":
        return [x if x == x else float("nan") for x in a._items]
    return a._items

# The VM's fast loop indexes this class's instances itself (core/lang/src/array_fast.rs).
_array.register(array)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(array, "array.array")
del _subclass
