"""pickle's writer, part two: the savers of the built-in types (a table by exact type, used
by `_pickle_write.PicklerBase.save`), the reductions the VM's built-in types lack, and the
writer's shared constants."""

import sys
from struct import Struct as _Struct
from _pickle_common import FRAME_SIZE_TARGET, BATCHSIZE, _deep_attribute
import _pickle_common as _op
import copyreg

_pack_d = _Struct(">d").pack
_pack_I = _Struct("<I").pack
_pack_Q = _Struct("<Q").pack

_FunctionType = type(lambda: None)
_BuiltinType = type(len)
_NoneType = type(None)
_ELLIPSIS_TYPE = type(...)
_NOTIMPL_TYPE = type(NotImplemented)

# The one-byte opcodes, as ints/bytes for speed.
_MARK = _op.MARK
_STOP = _op.STOP
_POP = _op.POP
_POP_MARK = _op.POP_MARK
_APPEND = _op.APPEND
_APPENDS = _op.APPENDS
_SETITEM = _op.SETITEM
_SETITEMS = _op.SETITEMS
_ADDITEMS = _op.ADDITEMS
_MEMOIZE = _op.MEMOIZE
_TUPLE_N = (_op.EMPTY_TUPLE, _op.TUPLE1, _op.TUPLE2, _op.TUPLE3)

_NONE = _op.NONE
_FRAME_FULL = FRAME_SIZE_TARGET + 9   # a frame's bytes with its header, when it is full
_SMALL = [bytes([i]) for i in range(256)]
_BININT1 = [_op.BININT1 + bytes([i]) for i in range(256)]
_BINPUT = [_op.BINPUT + bytes([i]) for i in range(256)]
_BINGET = [_op.BINGET + bytes([i]) for i in range(256)]


def _encode_long(x):
    # x as little-endian two's complement in as few bytes as hold its sign (b'' for 0).
    if x == 0:
        return b""
    n = (x.bit_length() if x > 0 else (~x).bit_length()) // 8 + 1
    return x.to_bytes(n, "little", signed=True)


def _text_escape(s):
    # Protocol 0's UNICODE argument: raw-unicode-escape (Latin-1 bytes as themselves, other
    # characters as \\uXXXX / \\UXXXXXXXX), with the backslash and the characters that would end
    # or break the line escaped too.
    if s.isascii() and not any(c in s for c in _TEXT_SPECIAL):
        return s.encode("ascii")
    out = []
    for ch in s:
        o = ord(ch)
        if o > 0xffff:
            out.append("\\U%08x" % o)
        elif o > 0xff or ch in _TEXT_SPECIAL:
            out.append("\\u%04x" % o)
        else:
            out.append(ch)
    return "".join(out).encode("latin-1")


_TEXT_SPECIAL = "\\\x00\n\r\x1a"


_C_HEAP_MODULES = frozenset(("array", "decimal", "_pickle"))


def _memo_find(memo, obj):
    x = memo.get(id(obj))
    if x is not None and x[1] is obj:
        return x
    return None


def _whichmodule(obj, name):
    module_name = getattr(obj, "__module__", None)
    if module_name is not None:
        return module_name
    # The VM's built-in functions carry no __module__: the builtins first, then every module.
    import builtins
    if getattr(builtins, name, None) is obj:
        return "builtins"
    for module_name, module in list(sys.modules.items()):
        if module_name in ("__main__", "__mp_main__") or module is None:
            continue
        try:
            if _deep_attribute(module, name)[0] is obj:
                return module_name
        except AttributeError:
            pass
    return "__main__"


def _reduce_value(obj, proto):
    # What obj.__reduce_ex__(proto) gives, for the VM's objects too (its built-in types have
    # no __reduce_ex__ of their own).
    t = type(obj)
    special = _BUILTIN_REDUCERS.get(t)
    if special is not None:
        return special(obj, proto)
    if getattr(t, "__module__", None) == "builtins" and not hasattr(obj, "__reduce_ex__"):
        if t.__name__.endswith("iterator"):
            # CPython's iterators reduce to iter(container) and a position the VM's do not
            # expose.
            raise NotImplementedError("pickling a %r object" % t.__name__)
        raise TypeError("cannot pickle %r object" % t.__name__)
    return copyreg._reduce_for(obj, proto)


def _reduce_range(r, proto):
    return range, (r.start, r.stop, r.step)


def _reduce_slice(s, proto):
    return slice, (s.start, s.stop, s.step)


def _reduce_set(s, proto):
    return set, (list(s),), None


def _reduce_bytearray(b, proto):
    return bytearray, ((bytes(b),) if b else ()), None


def _refuse_memoryview(m, proto):
    raise TypeError("cannot pickle memoryview objects")


_BUILTIN_REDUCERS = {
    type(memoryview(b"")): _refuse_memoryview,
    range: _reduce_range,
    slice: _reduce_slice,
    set: _reduce_set,
    bytearray: _reduce_bytearray,
}


# ---- the savers of the built-in types ----

def _save_none(self, obj):
    self._write(_op.NONE)


def _save_bool(self, obj):
    if self.proto >= 2:
        self._write(_op.NEWTRUE if obj else _op.NEWFALSE)
    else:
        self._write(_op.TRUE if obj else _op.FALSE)


def _save_long(self, obj):
    if self.bin:
        if 0 <= obj <= 0xff:
            self._write(_BININT1[obj])
            return
        if 0 <= obj <= 0xffff:
            self._write(_op.BININT2 + obj.to_bytes(2, "little"))
            return
        if -0x80000000 <= obj <= 0x7fffffff:
            self._write(_op.BININT + obj.to_bytes(4, "little", signed=True))
            return
    if self.proto >= 2:
        data = _encode_long(obj)
        n = len(data)
        if n < 256:
            self._write(_op.LONG1 + _SMALL[n] + data)
        else:
            self._write(_op.LONG4 + n.to_bytes(4, "little", signed=True) + data)
        return
    if -0x80000000 <= obj <= 0x7fffffff:
        self._write(_op.INT + str(obj).encode("ascii") + b"\n")
    else:
        self._write(_op.LONG + str(obj).encode("ascii") + b"L\n")


def _save_float(self, obj):
    if self.bin:
        self._write(_op.BINFLOAT + _pack_d(obj))
    else:
        self._write(_op.FLOAT + repr(obj).encode("ascii") + b"\n")


def _shared_text(s):
    # Whether CPython holds this value in one shared object: the empty string and the one-
    # character Latin-1 strings. The VM does not, so those are found in the memo by value, as
    # CPython finds them by identity (save_global does the same for the names it writes, which
    # CPython interns).
    return len(s) <= 1 and (not s or ord(s) < 256)


def _save_str(self, obj):
    if not self.fast and _shared_text(obj):
        idx = self._texts.get(obj)
        if idx is not None:
            self._get(idx)
            return
        self._texts[obj] = len(self.memo)
    if obj.isidentifier():
        self._idents.setdefault(obj, obj)
    if self.bin:
        data = obj.encode("utf-8")
        n = len(data)
        if n < 256 and self.proto >= 4:
            self._write_payload(_op.SHORT_BINUNICODE + _SMALL[n], data)
        elif n > 0xffffffff and self.proto >= 4:
            self._write_payload(_op.BINUNICODE8 + _pack_Q(n), data)
        elif n > 0xffffffff:
            raise OverflowError("serializing a string larger than 4 GiB requires pickle "
                                "protocol 4 or higher")
        else:
            self._write_payload(_op.BINUNICODE + _pack_I(n), data)
    else:
        self._write(_op.UNICODE + _text_escape(obj) + b"\n")
    self.memoize(obj)


def _save_bytes(self, obj):
    if self.proto < 3:
        import _codecs
        if not obj:
            self.save_reduce(bytes, (), obj=obj)
        else:
            self.save_reduce(_codecs.encode, (str(obj, "latin-1"), "latin1"), obj=obj)
        return
    n = len(obj)
    if n < 256:
        self._write_payload(_op.SHORT_BINBYTES + _SMALL[n], obj)
    elif n > 0xffffffff and self.proto >= 4:
        self._write_payload(_op.BINBYTES8 + _pack_Q(n), obj)
    elif n > 0xffffffff:
        raise OverflowError("serializing a bytes object larger than 4 GiB requires pickle "
                            "protocol 4 or higher")
    else:
        self._write_payload(_op.BINBYTES + _pack_I(n), obj)
    self.memoize(obj)


def _save_bytearray(self, obj):
    if self.proto < 5:
        self.save_reduce(*_reduce_bytearray(obj, self.proto), obj=obj)
        return
    self._write_payload(_op.BYTEARRAY8 + _pack_Q(len(obj)), bytes(obj))
    self.memoize(obj)


def _save_tuple(self, obj):
    n = len(obj)
    write = self._write
    if not n:
        if self.bin:
            write(_op.EMPTY_TUPLE)
        else:
            write(_MARK + _op.TUPLE)
        return
    save = self.save
    memo = self.memo
    if n <= 3 and self.proto >= 2:
        for x in obj:
            save(x)
        x = _memo_find(memo, obj)
        if x is not None:
            self._write(_POP * n)
            self._get(x[0])
            return
        self._write(_TUPLE_N[n])
        self.memoize(obj)
        return
    write(_MARK)
    for x in obj:
        save(x)
    x = _memo_find(memo, obj)
    if x is not None:
        if self.bin:
            self._write(_POP_MARK)
        else:
            self._write(_POP * (n + 1))
        self._get(x[0])
        return
    self._write(_op.TUPLE)
    self.memoize(obj)


def _save_list(self, obj):
    if self.bin:
        self._write(_op.EMPTY_LIST)
    else:
        self._write(_MARK + _op.LIST)
    self.memoize(obj)
    n = len(obj)
    if not n:
        return
    save = self.save
    if not self.bin:
        for x in obj:
            save(x)
            self._write(_APPEND)
        return
    if n == 1:
        save(obj[0])
        self._write(_APPEND)
        return
    i = 0
    while i < len(obj):
        self._write(_MARK)
        stop = i + BATCHSIZE
        while i < stop and i < len(obj):
            save(obj[i])
            i += 1
        self._write(_APPENDS)


def _save_dict(self, obj):
    if self.bin:
        self._write(_op.EMPTY_DICT)
    else:
        self._write(_MARK + _op.DICT)
    self.memoize(obj)
    n = len(obj)
    if not n:
        return
    save = self.save
    if not self.bin:
        for k, v in obj.items():
            save(k)
            save(v)
            self._write(_SETITEM)
        return
    if n == 1:
        for k, v in obj.items():
            save(k)
            save(v)
        self._write(_SETITEM)
        if len(obj) != n:
            raise RuntimeError("dictionary changed size during iteration")
        return
    _batches(self, iter(obj.items()), True, _SETITEMS, obj, n, "dictionary")


def _batches(self, it, pairs, op, obj, n, what):
    """CPython's batching: MARK, up to BATCHSIZE items (key and value for `pairs`), then `op`;
    a batch that came out full is followed by another, even an empty one."""
    save = self.save
    while True:
        self._write(_MARK)
        i = 0
        for x in it:
            if pairs:
                save(x[0])
                save(x[1])
            else:
                save(x)
            i += 1
            if i == BATCHSIZE:
                break
        self._write(op)
        if len(obj) != n:
            raise RuntimeError(f"{what} changed size during iteration")
        if i != BATCHSIZE:
            return


def _save_set(self, obj):
    if self.proto < 4:
        self.save_reduce(set, (list(obj),), obj=obj)
        return
    self._write(_op.EMPTY_SET)
    self.memoize(obj)
    n = len(obj)
    if not n:
        return
    _batches(self, iter(obj), False, _ADDITEMS, obj, n, "set")


def _save_frozenset(self, obj):
    if self.proto < 4:
        self.save_reduce(frozenset, (list(obj),), obj=obj)
        return
    self._write(_MARK)
    save = self.save
    for x in obj:
        save(x)
    x = _memo_find(self.memo, obj)
    if x is not None:
        self._write(_POP_MARK)
        self._get(x[0])
        return
    self._write(_op.FROZENSET)
    self.memoize(obj)


def _save_type(self, obj):
    if obj is _NoneType:
        return self.save_reduce(type, (None,), obj=obj)
    if obj is _ELLIPSIS_TYPE:
        return self.save_reduce(type, (...,), obj=obj)
    if obj is _NOTIMPL_TYPE:
        return self.save_reduce(type, (NotImplemented,), obj=obj)
    self.save_global(obj)


def _save_function(self, obj):
    self.save_global(obj)


def _save_builtin(self, obj):
    if getattr(obj, "__name__", None) is None:
        # The VM's bound methods of built-in objects ([].append) name neither their object
        # nor themselves.
        raise NotImplementedError("pickling a bound method of a built-in object")
    owner = getattr(obj, "__self__", None)
    if owner is not None and not isinstance(owner, type(sys)):
        self.save_reduce(getattr, (owner, obj.__name__), obj=obj)
        return
    self.save_global(obj)


def _save_ellipsis(self, obj):
    self.save_global(obj, "Ellipsis")


def _save_notimplemented(self, obj):
    self.save_global(obj, "NotImplemented")


# Not memoized: written in full each time.
_ATOMS = {_NoneType: _save_none, bool: _save_bool, int: _save_long, float: _save_float}
# Memoized, before reducer_override.
_TEXTS = {str: _save_str, bytes: _save_bytes}
_SAVERS = {
    tuple: _save_tuple, list: _save_list, dict: _save_dict, set: _save_set,
    frozenset: _save_frozenset, bytearray: _save_bytearray, type: _save_type,
    _FunctionType: _save_function, _BuiltinType: _save_builtin,
    _ELLIPSIS_TYPE: _save_ellipsis, _NOTIMPL_TYPE: _save_notimplemented,
}
