"""pickle's writer: PicklerBase turns an object graph into pickle opcodes.

The output is one bytearray. With protocol 4 and above a frame is always open: `_frame` is where
its 9-byte header was reserved; closing it fills the header in (or removes it when the frame holds
fewer than FRAME_SIZE_MIN bytes) and opens the next one. A frame is closed when a value starts
being written with FRAME_SIZE_TARGET bytes in it, at the end, and before a payload of
FRAME_SIZE_TARGET bytes or more (written outside any frame), as CPython's C pickler does.

Values are written by the saver registered for their exact type in `_SAVERS` (a table, filled
at the end of this file); everything else goes through the reduce protocol (`_save_reduced`).
"""

import sys
from struct import Struct as _Struct
from _pickle_common import (
    PicklingError, _check_protocol, _deep_attribute, FRAME_SIZE_TARGET, FRAME_SIZE_MIN,
    BATCHSIZE,
)
import _pickle_common as _op
from _pickle_compat import REVERSE_NAME_MAPPING, REVERSE_IMPORT_MAPPING
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


class PicklerBase:
    """The pickler (CPython's Pickler API)."""

    def __init__(self, file, protocol=None, *, fix_imports=True, buffer_callback=None):
        proto = _check_protocol(protocol)
        if buffer_callback is not None and proto < 5:
            raise ValueError("buffer_callback needs protocol >= 5")
        if buffer_callback is not None:
            raise NotImplementedError("pickle buffer_callback (out-of-band buffers)")
        if file is not None:
            try:
                self._file_write = file.write
            except AttributeError:
                raise TypeError("file must have a 'write' attribute") from None
        else:
            self._file_write = None
        self.proto = proto
        self.bin = proto >= 1
        self.fast = 0
        self.fix_imports = bool(fix_imports) and proto < 3
        self.memo = {}
        self._texts = {}     # shared-looking str value -> memo index (see _shared_text)
        self._idents = {}    # identifier str value -> the str object memoized for it
        self._out = None

    def clear_memo(self):
        self.memo.clear()
        self._texts.clear()
        self._idents.clear()

    # ---- output and framing ----

    def _open(self):
        # (Written with extend: the VM's bytearray += copies the buffer each time.)
        self._out = bytearray()
        self._write = self._out.extend
        self._frame = -1

    def _start_frame(self):
        self._frame = len(self._out)
        self._write(b"\x00" * 9)

    def _commit_frame(self):
        start = self._frame
        if start < 0:
            return
        out = self._out
        size = len(out) - start - 9
        if size >= FRAME_SIZE_MIN:
            out[start:start + 9] = _op.FRAME + _pack_Q(size)
        else:
            del out[start:start + 9]
        self._frame = -1
        if self._file_write is not None:
            self._file_write(bytes(out))
            out.clear()

    def _boundary(self):
        # Before a value: a frame that reached the target size is closed, the next opened.
        if self._frame >= 0 and len(self._out) - self._frame - 9 >= FRAME_SIZE_TARGET:
            self._commit_frame()
            self._start_frame()

    def _write_payload(self, header, data):
        # An opcode with a long argument: outside the frames when it is FRAME_SIZE_TARGET bytes
        # or more.
        if self._frame >= 0 and len(data) >= FRAME_SIZE_TARGET:
            self._commit_frame()
            self._write(header)
            self._write(data)
            if self._file_write is not None:
                self._file_write(bytes(self._out))
                self._out.clear()
            self._start_frame()
            return
        write = self._write
        write(header)
        write(data)

    def dump(self, obj):
        """Write a pickled representation of obj to the open file."""
        if not hasattr(self, "proto"):
            raise PicklingError("Pickler.__init__() was not called by %s.__init__()"
                                % type(self).__name__)
        self._open()
        self._prepare()
        if not self.memo:
            self._texts.clear()
            self._idents.clear()
        if self.proto >= 2:
            self._write(_op.PROTO + _SMALL[self.proto])
        if self.proto >= 4:
            self._start_frame()
        self.save(obj)
        self._write(_STOP)
        if self._frame >= 0:
            self._commit_frame()
        elif self._file_write is not None:
            self._file_write(bytes(self._out))
        data = self._out
        self._out = None
        self._write = None
        return data

    def _prepare(self):
        # The hooks a subclass or the instance may define, read once per dump.
        pid = getattr(self, "persistent_id", None)
        self._pid = pid
        ro = getattr(self, "reducer_override", None)
        self._reducer_override = ro
        table = getattr(self, "dispatch_table", None)
        self._table = copyreg.dispatch_table if table is None else table

    # ---- the memo ----

    def memoize(self, obj):
        if self.fast:
            return
        memo = self.memo
        idx = len(memo)
        key = id(obj)
        if key in memo:
            # The VM gives some value types (complex, range) one shared id: keep the entry's
            # index counted under a key of its own.
            key = (key, idx)
        memo[key] = idx, obj
        write = self._write
        if self.proto >= 4:
            write(_MEMOIZE)
        elif self.bin:
            if idx < 256:
                write(_BINPUT[idx])
            else:
                write(_op.LONG_BINPUT + _pack_I(idx))
        else:
            write(_op.PUT + str(idx).encode("ascii") + b"\n")

    def _get(self, idx):
        write = self._write
        if self.bin:
            if idx < 256:
                write(_BINGET[idx])
            else:
                write(_op.LONG_BINGET + _pack_I(idx))
        else:
            write(_op.GET + str(idx).encode("ascii") + b"\n")

    # ---- the dispatcher ----

    def save(self, obj, save_persistent_id=True):
        frame = self._frame
        if frame >= 0 and len(self._out) - frame >= _FRAME_FULL:
            self._commit_frame()
            self._start_frame()
        if save_persistent_id and self._pid is not None:
            pid = self._pid(obj)
            if pid is not None:
                self._save_pers(pid)
                return
        t = type(obj)
        # The commonest values first, inline: None and small ints.
        if obj is None:
            self._write(_NONE)
            return
        if t is int and 0 <= obj <= 0xff and self.bin:
            self._write(_BININT1[obj])
            return
        saver = _ATOMS.get(t)
        if saver is not None:
            saver(self, obj)
            return
        x = self.memo.get(id(obj))
        if x is not None and x[1] is obj:  # (inline _memo_find)
            self._get(x[0])
            return
        saver = _TEXTS.get(t)
        if saver is not None:
            saver(self, obj)
            return
        if self._reducer_override is not None:
            rv = self._reducer_override(obj)
            if rv is not NotImplemented:
                self._save_rv(obj, rv)
                return
        saver = _SAVERS.get(t)
        if saver is not None:
            saver(self, obj)
            return
        reduce = self._table.get(t)
        if reduce is not None:
            rv = reduce(obj)
        elif isinstance(obj, type):
            self.save_global(obj)
            return
        else:
            rv = _reduce_value(obj, self.proto)
        self._save_rv(obj, rv)

    def _save_rv(self, obj, rv):
        if isinstance(rv, str):
            self.save_global(obj, rv)
            return
        if not isinstance(rv, tuple):
            raise PicklingError("__reduce__ must return a string or tuple")
        n = len(rv)
        if not 2 <= n <= 6:
            raise PicklingError("tuple returned by __reduce__ must contain 2 through 6 elements")
        self.save_reduce(*rv, obj=obj)

    def _save_pers(self, pid):
        if self.bin:
            self.save(pid, save_persistent_id=False)
            self._write(_op.BINPERSID)
        else:
            text = str(pid)
            if not text.isascii():
                raise PicklingError("persistent IDs in protocol 0 must be ASCII strings")
            self._write(_op.PERSID + text.encode("ascii") + b"\n")

    # ---- the reduce protocol ----

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None,
                    state_setter=None, *, obj=None):
        if not callable(func):
            raise PicklingError("first item of the tuple returned by __reduce__ must be callable")
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by __reduce__ must be a tuple")
        if listitems is not None and not hasattr(listitems, "__next__"):
            raise PicklingError("fourth element of the tuple returned by __reduce__ must be an "
                                "iterator, not %s" % type(listitems).__name__)
        if dictitems is not None and not hasattr(dictitems, "__next__"):
            raise PicklingError("fifth element of the tuple returned by __reduce__ must be an "
                                "iterator, not %s" % type(dictitems).__name__)
        if state_setter is not None and not callable(state_setter):
            raise PicklingError("sixth element of the tuple returned by __reduce__ must be a "
                                "function, not %s" % type(state_setter).__name__)
        save = self.save
        write = self._write
        name = getattr(func, "__name__", "") if self.proto >= 2 else ""
        if name == "__newobj_ex__":
            if len(args) != 3:
                raise PicklingError("length of the NEWOBJ_EX argument tuple must be exactly 3, "
                                    "not %d" % len(args))
            cls, a, kw = args
            if not isinstance(cls, type):
                raise PicklingError("first item from NEWOBJ_EX argument tuple must be a class, "
                                    "not %s" % type(cls).__name__)
            if not isinstance(a, tuple):
                raise PicklingError("second item from NEWOBJ_EX argument tuple must be a tuple, "
                                    "not %s" % type(a).__name__)
            if not isinstance(kw, dict):
                raise PicklingError("third item from NEWOBJ_EX argument tuple must be a dict, "
                                    "not %s" % type(kw).__name__)
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("first item from NEWOBJ_EX argument tuple must be %s, not %s"
                                    % (obj.__class__.__name__, cls.__name__))
            if self.proto >= 4:
                save(cls)
                save(a)
                save(kw)
                self._write(_op.NEWOBJ_EX)
            else:
                import functools
                save(functools.partial(cls.__new__, cls, *a, **kw))
                save(())
                self._write(_op.REDUCE)
        elif name == "__newobj__":
            if not args:
                raise PicklingError("__newobj__ arglist is empty")
            cls = args[0]
            if not isinstance(cls, type):
                raise PicklingError("args[0] from __newobj__ args is not a type")
            if obj is not None and cls is not obj.__class__:
                raise PicklingError("args[0] from __newobj__ args has the wrong class")
            save(cls)
            save(args[1:])
            self._write(_op.NEWOBJ)
        else:
            save(func)
            save(args)
            self._write(_op.REDUCE)
        if obj is not None:
            x = _memo_find(self.memo, obj)
            if x is not None:
                self._write(_POP)
                self._get(x[0])
            else:
                self.memoize(obj)
        if listitems is not None:
            self._batch_appends(listitems)
        if dictitems is not None:
            self._batch_setitems(dictitems)
        if state is not None:
            state = self._canonical_keys(state)
            if state_setter is None:
                save(state)
                self._write(_op.BUILD)
            else:
                save(state_setter)
                save(obj)
                save(state)
                self._write(_op.TUPLE2)
                self._write(_op.REDUCE)
                self._write(_POP)

    def _canonical_keys(self, state):
        # CPython interns attribute names (an instance's __dict__ keys) and identifier-like
        # literals: a state dict's name keys are the str objects of that value written before,
        # so they are memoized as CPython's are. (A new dict: the state's identity is not kept.)
        idents = self._idents
        if not idents:
            return state
        if type(state) is dict:
            for k in state:
                if type(k) is str and k in idents and idents[k] is not k:
                    return {idents.get(k, k) if type(k) is str else k: v
                            for k, v in state.items()}
            return state
        if type(state) is tuple and len(state) == 2 and type(state[0]) is dict:
            first = self._canonical_keys(state[0])
            if first is not state[0]:
                return (first, state[1])
        return state

    def _batch_appends(self, items):
        save = self.save
        if not self.bin:
            for x in items:
                save(x)
                self._write(_APPEND)
            return
        it = iter(items)
        end = object()
        while True:
            first = next(it, end)
            if first is end:
                return
            second = next(it, end)
            if second is end:
                save(first)
                self._write(_APPEND)
                return
            self._write(_MARK)
            save(first)
            save(second)
            n = 2
            while n < BATCHSIZE:
                x = next(it, end)
                if x is end:
                    break
                save(x)
                n += 1
            self._write(_APPENDS)
            if n < BATCHSIZE:
                return

    def _batch_setitems(self, items):
        save = self.save
        if not self.bin:
            for kv in items:
                if not isinstance(kv, tuple) or len(kv) != 2:
                    raise TypeError("dict items iterator must return 2-tuples")
                save(kv[0])
                save(kv[1])
                self._write(_SETITEM)
            return
        it = iter(items)
        end = object()
        while True:
            first = next(it, end)
            if first is end:
                return
            if not isinstance(first, tuple) or len(first) != 2:
                raise TypeError("dict items iterator must return 2-tuples")
            second = next(it, end)
            if second is end:
                save(first[0])
                save(first[1])
                self._write(_SETITEM)
                return
            self._write(_MARK)
            n = 0
            kv = first
            while True:
                if not isinstance(kv, tuple) or len(kv) != 2:
                    raise TypeError("dict items iterator must return 2-tuples")
                save(kv[0])
                save(kv[1])
                n += 1
                if n == BATCHSIZE:
                    break
                kv = second if n == 1 else next(it, end)
                if kv is end:
                    break
            self._write(_SETITEMS)
            if n < BATCHSIZE:
                return

    # ---- classes and functions by name ----

    def save_global(self, obj, name=None):
        if name is None:
            name = getattr(obj, "__qualname__", None)
            if name is None:
                name = obj.__name__
        module_name = _whichmodule(obj, name)
        if "<locals>" in name.split("."):
            raise AttributeError("Can't pickle local object %r" % name)
        try:
            __import__(module_name)
            module = sys.modules[module_name]
        except ImportError:
            raise PicklingError("Can't pickle %r: import of module %r failed"
                                % (obj, module_name)) from None
        try:
            found, parent = _deep_attribute(module, name)
        except AttributeError:
            raise PicklingError("Can't pickle %r: attribute lookup %s on %s failed"
                                % (obj, name, module_name)) from None
        if found is not obj:
            raise PicklingError("Can't pickle %r: it's not the same object as %s.%s"
                                % (obj, module_name, name))
        if self.proto >= 2:
            code = copyreg._extension_registry.get((module_name, name))
            if code:
                if code <= 0xff:
                    self._write(_op.EXT1 + _SMALL[code])
                elif code <= 0xffff:
                    self._write(_op.EXT2 + code.to_bytes(2, "little"))
                else:
                    self._write(_op.EXT4 + _pack_I(code))
                return
        lastname = name.rpartition(".")[2]
        if self.proto >= 4:
            texts = self._texts
            # CPython's module name strings: one per Python module (its __name__), one for the
            # built-in types (and sys.modules' key) and another for the built-in functions.
            if type(obj) is _BuiltinType:
                kind = "function"
            elif module_name == "builtins" and (isinstance(obj, type)
                                                or getattr(obj, "__module__", None) is None):
                kind = "type"   # also sys.modules' key, found for objects without __module__
            elif module_name in _C_HEAP_MODULES and isinstance(obj, type):
                kind = ("heap type", id(obj))
            else:
                kind = "module"
            module_name = texts.setdefault((kind, module_name), module_name)
            name = texts.setdefault(("name", name), name)
            self.save(module_name)
            self.save(name)
            self._write(_op.STACK_GLOBAL)
        elif parent is not module:
            self.save_reduce(getattr, (parent, lastname))
        else:
            if self.fix_imports:
                key = (module_name, name)
                if key in REVERSE_NAME_MAPPING:
                    module_name, name = REVERSE_NAME_MAPPING[key]
                elif module_name in REVERSE_IMPORT_MAPPING:
                    module_name = REVERSE_IMPORT_MAPPING[module_name]
            enc = "utf-8" if self.proto >= 3 else "ascii"
            try:
                line = (module_name.encode(enc) + b"\n" + name.encode(enc) + b"\n")
            except UnicodeEncodeError:
                raise PicklingError("can't pickle global identifier '%s.%s' using pickle "
                                    "protocol %d" % (module_name, name, self.proto)) from None
            self._write(_op.GLOBAL + line)
        self.memoize(obj)


# Modules whose classes are C heap types in CPython: each class holds its own module name
# string, so CPython writes the name again for each.
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
    # CPython's loop: a batch that came out full is followed by another, even an empty one.
    it = iter(obj.items())
    while True:
        self._write(_MARK)
        i = 0
        for k, v in it:
            save(k)
            save(v)
            i += 1
            if i == BATCHSIZE:
                break
        self._write(_SETITEMS)
        if len(obj) != n:
            raise RuntimeError("dictionary changed size during iteration")
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
    save = self.save
    it = iter(obj)
    while True:
        self._write(_MARK)
        i = 0
        for x in it:
            save(x)
            i += 1
            if i == BATCHSIZE:
                break
        self._write(_ADDITEMS)
        if len(obj) != n:
            raise RuntimeError("set changed size during iteration")
        if i != BATCHSIZE:
            return


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
