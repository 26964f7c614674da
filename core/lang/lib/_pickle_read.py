"""pickle's reader: UnpicklerBase runs a pickle's opcodes on a stack machine.

The input is a bytes buffer (`_data`, `_pos`): the whole pickle for loads(), and for a file what
has been read of it so far (exactly what the opcodes needed, or a whole frame), so the file is
left just after the STOP. Each opcode's handler is found in `_DISPATCH`, a 256-entry table indexed
by the opcode's byte (filled from `_HANDLERS` at the end of this file); a handler returns True
for STOP only.
"""

import sys
from struct import Struct as _Struct
from _pickle_common import UnpicklingError, HIGHEST_PROTOCOL, _deep_attribute
from _pickle_compat import NAME_MAPPING, IMPORT_MAPPING
import copyreg

_unpack_d = _Struct(">d").unpack


def _truncated():
    return UnpicklingError("pickle data was truncated")


def _decode_long(data):
    return int.from_bytes(data, "little", signed=True)


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "a": "\x07",
            "b": "\x08", "f": "\x0c", "v": "\x0b", "\n": ""}


def _escape_decode(text):
    # A Python 2 str literal's body (the STRING opcode) as bytes.
    if "\\" not in text:
        return text.encode("latin-1")
    out = bytearray()
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        i += 1
        if c != "\\" or i >= n:
            out.extend(c.encode("latin-1"))
            continue
        c = text[i]
        i += 1
        if c in _ESCAPES:
            out.extend(_ESCAPES[c].encode("latin-1"))
        elif c == "x":
            digits = text[i:i + 2]
            if len(digits) < 2 or any(d not in "0123456789abcdefABCDEF" for d in digits):
                raise ValueError("invalid \\x escape at position %d" % (i - 2))
            out.append(int(digits, 16))
            i += 2
        elif c in "01234567":
            j = i
            while j < n and j < i + 2 and text[j] in "01234567":
                j += 1
            out.append(int(text[i - 1:j], 8) & 0xff)
            i = j
        else:
            out.extend(b"\\" + c.encode("latin-1"))
    return bytes(out)


class UnpicklerBase:
    """The unpickler (CPython's Unpickler API)."""

    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict",
                 buffers=None):
        self._file = file
        if file is not None:
            try:
                self._file_read = file.read
                self._file_readline = file.readline
            except AttributeError:
                raise TypeError("file must have 'read' and 'readline' attributes") from None
        self._buffers = iter(buffers) if buffers is not None else None
        self.encoding = encoding
        self.errors = errors
        self.fix_imports = fix_imports
        self.proto = 0
        self.memo = {}

    # ---- input ----

    # (One byte is read as data[pos:pos + 1][0]: the VM's indexing of a large bytes object
    # costs its length, a short slice does not.)

    def _set_data(self, data):
        self._data = data
        self._pos = 0
        self._len = len(data)

    def _read(self, n):
        pos = self._pos
        end = pos + n
        if end <= self._len:
            self._pos = end
            return self._data[pos:end]
        return self._read_more(n)

    def _read_more(self, n):
        # The buffer is short: the rest of what was asked comes from the file (or is missing).
        have = self._data[self._pos:]
        if self._file is None:
            raise _truncated()
        more = self._file_read(n - len(have))
        if len(more) < n - len(have):
            raise _truncated()
        self._set_data(b"")
        return have + more

    def _readline(self):
        data = self._data
        pos = self._pos
        i = data.find(b"\n", pos)
        if i >= 0:
            self._pos = i + 1
            return data[pos:i + 1]
        have = data[pos:]
        if self._file is not None:
            more = self._file_readline()
            self._set_data(b"")
            if more.endswith(b"\n"):
                return have + more
        raise _truncated()

    def _next_opcode(self):
        if self._file is not None:
            b = self._file_read(1)
            if b:
                return b[0]
        raise EOFError("Ran out of input")

    # ---- the machine ----

    def load(self):
        """Read a pickled object representation from the open file."""
        if not hasattr(self, "memo"):
            raise UnpicklingError("Unpickler.__init__() was not called by %s.__init__()"
                                  % type(self).__name__)
        if not hasattr(self, "_data"):
            self._set_data(b"")
        self.metastack = []
        self.stack = []
        self.append = self.stack.append
        pl = getattr(self, "persistent_load", None)
        self._pload = pl
        dispatch = _DISPATCH
        while True:
            pos = self._pos
            if pos < self._len:
                op = self._data[pos:pos + 1][0]
                self._pos = pos + 1
            else:
                op = self._next_opcode()
            handler = dispatch[op]
            if handler is None:
                raise UnpicklingError("invalid load key, '%s'." % _key_text(op))
            if handler(self):
                break
        stack = self.stack
        if not stack:
            raise self._underflow()
        value = stack[-1]
        self.stack = None
        self.metastack = None
        self.append = None
        return value

    def _underflow(self):
        if self.metastack:
            return UnpicklingError("unexpected MARK found")
        return UnpicklingError("unpickling stack underflow")

    def _pop(self):
        stack = self.stack
        if not stack:
            raise self._underflow()
        return stack.pop()

    def _top(self):
        stack = self.stack
        if not stack:
            raise self._underflow()
        return stack[-1]

    def _pop_mark(self):
        items = self.stack
        if not self.metastack:
            raise UnpicklingError("could not find MARK")
        self.stack = self.metastack.pop()
        self.append = self.stack.append
        return items

    def find_class(self, module, name):
        if self.proto < 3 and self.fix_imports:
            if (module, name) in NAME_MAPPING:
                module, name = NAME_MAPPING[(module, name)]
            elif module in IMPORT_MAPPING:
                module = IMPORT_MAPPING[module]
        __import__(module)
        mod = sys.modules[module]
        try:
            if self.proto >= 4:
                if "<locals>" in name.split("."):
                    raise AttributeError("Can't pickle local attribute %r on %r"
                                         % (name, mod))
                return _deep_attribute(mod, name)[0]
            return getattr(mod, name)
        except AttributeError as e:
            if str(e).startswith("Can't pickle local"):
                raise
            raise AttributeError("Can't get attribute %r on %r" % (name, mod)) from None

    def _decode_str(self, data):
        # A Python 2 str's bytes, by the encoding the Unpickler was given.
        if self.encoding == "bytes":
            return data
        return data.decode(self.encoding, self.errors)

    # ---- the opcodes ----

    def _proto(self):
        proto = self._read(1)[0]
        if proto > HIGHEST_PROTOCOL:
            raise ValueError("unsupported pickle protocol: %d" % proto)
        self.proto = proto

    def _frame(self):
        size = int.from_bytes(self._read(8), "little")
        if size > sys.maxsize:
            raise ValueError("frame size > sys.maxsize: %d" % size)
        if self._file is not None and self._pos + size > self._len:
            # The whole frame is read at once.
            data = self._data[self._pos:]
            more = self._file_read(size - len(data))
            if len(more) < size - len(data):
                raise _truncated()
            self._set_data(data + more)
        elif self._pos + size > self._len:
            raise _truncated()

    def _stop(self):
        return True

    def _persid(self):
        line = self._readline()[:-1]
        try:
            pid = line.decode("ascii")
        except UnicodeDecodeError:
            raise UnpicklingError("persistent IDs in protocol 0 must be ASCII strings") from None
        self.append(self._persistent(pid))

    def _binpersid(self):
        self.append(self._persistent(self._pop()))

    def _persistent(self, pid):
        if self._pload is None:
            raise UnpicklingError("A load persistent id instruction was encountered,\n"
                                  "but no persistent_load function was specified.")
        return self._pload(pid)

    def _none(self):
        self.append(None)

    def _newfalse(self):
        self.append(False)

    def _newtrue(self):
        self.append(True)

    def _int(self):
        line = self._readline()[:-1]
        if line == b"00":
            val = False
        elif line == b"01":
            val = True
        else:
            try:
                val = int(line)
            except ValueError:
                try:
                    val = int(line, 0)
                except ValueError:
                    raise ValueError("could not convert string to int") from None
        self.append(val)

    def _binint(self):
        self.append(int.from_bytes(self._read(4), "little", signed=True))

    def _binint1(self):
        pos = self._pos
        if pos < self._len:
            self._pos = pos + 1
            self.append(self._data[pos:pos + 1][0])
        else:
            self.append(self._read(1)[0])

    def _binint2(self):
        self.append(int.from_bytes(self._read(2), "little"))

    def _long(self):
        line = self._readline()[:-1]
        if line[-1:] == b"L":
            line = line[:-1]
        self.append(int(line, 0) if line[:2].lower() in (b"0x", b"0o", b"0b") else int(line))

    def _long1(self):
        n = self._read(1)[0]
        self.append(_decode_long(self._read(n)))

    def _long4(self):
        n = int.from_bytes(self._read(4), "little", signed=True)
        if n < 0:
            raise UnpicklingError("LONG pickle has negative byte count")
        self.append(_decode_long(self._read(n)))

    def _float(self):
        self.append(float(self._readline()[:-1]))

    def _binfloat(self):
        self.append(_unpack_d(self._read(8))[0])

    def _string(self):
        data = self._readline()[:-1].rstrip()
        if len(data) >= 2 and data[0] == data[-1] and data[:1] in (b"'", b'"'):
            data = data[1:-1]
        else:
            raise UnpicklingError("the STRING opcode argument must be quoted")
        self.append(self._decode_str(_escape_decode(data.decode("latin-1"))))

    def _binstring(self):
        n = int.from_bytes(self._read(4), "little", signed=True)
        if n < 0:
            raise UnpicklingError("BINSTRING pickle has negative byte count")
        self.append(self._decode_str(self._read(n)))

    def _short_binstring(self):
        n = self._read(1)[0]
        self.append(self._decode_str(self._read(n)))

    def _binbytes(self):
        n = int.from_bytes(self._read(4), "little")
        self.append(self._read(n))

    def _short_binbytes(self):
        n = self._read(1)[0]
        self.append(self._read(n))

    def _binbytes8(self):
        n = int.from_bytes(self._read(8), "little")
        if n > sys.maxsize:
            raise UnpicklingError("BINBYTES8 exceeds system's maximum size of %d bytes"
                                  % sys.maxsize)
        self.append(self._read(n))

    def _bytearray8(self):
        n = int.from_bytes(self._read(8), "little")
        if n > sys.maxsize:
            raise UnpicklingError("BYTEARRAY8 exceeds system's maximum size of %d bytes"
                                  % sys.maxsize)
        self.append(bytearray(self._read(n)))

    def _next_buffer(self):
        if self._buffers is None:
            raise UnpicklingError("pickle stream refers to out-of-band data but no *buffers* "
                                  "argument was given")
        try:
            buf = next(self._buffers)
        except StopIteration:
            raise UnpicklingError("not enough out-of-band buffers") from None
        self.append(buf)

    def _readonly_buffer(self):
        pass

    def _unicode(self):
        line = self._readline()[:-1]
        self.append(line.decode("raw_unicode_escape"))

    def _binunicode(self):
        n = int.from_bytes(self._read(4), "little")
        self.append(str(self._read(n), "utf-8", "surrogatepass"))

    def _binunicode8(self):
        n = int.from_bytes(self._read(8), "little")
        if n > sys.maxsize:
            raise UnpicklingError("BINUNICODE8 exceeds system's maximum size of %d bytes"
                                  % sys.maxsize)
        self.append(str(self._read(n), "utf-8", "surrogatepass"))

    def _short_binunicode(self):
        pos = self._pos
        if pos < self._len:
            n = self._data[pos:pos + 1][0]
            end = pos + 1 + n
            if end <= self._len:
                self._pos = end
                self.append(str(self._data[pos + 1:end], "utf-8", "surrogatepass"))
                return
        n = self._read(1)[0]
        self.append(str(self._read(n), "utf-8", "surrogatepass"))

    def _tuple(self):
        items = self._pop_mark()
        self.append(tuple(items))

    def _empty_tuple(self):
        self.append(())

    def _tuple1(self):
        stack = self.stack
        if not stack:
            raise self._underflow()
        stack[-1] = (stack[-1],)

    def _tuple2(self):
        stack = self.stack
        if len(stack) < 2:
            raise self._underflow()
        b = stack.pop()
        stack[-1] = (stack[-1], b)

    def _tuple3(self):
        stack = self.stack
        if len(stack) < 3:
            raise self._underflow()
        c = stack.pop()
        b = stack.pop()
        stack[-1] = (stack[-1], b, c)

    def _empty_list(self):
        self.append([])

    def _empty_dict(self):
        self.append({})

    def _empty_set(self):
        self.append(set())

    def _frozenset(self):
        items = self._pop_mark()
        self.append(frozenset(items))

    def _list(self):
        items = self._pop_mark()
        self.append(items)

    def _dict(self):
        items = self._pop_mark()
        d = {}
        for i in range(0, len(items) - 1, 2):
            d[items[i]] = items[i + 1]
        if len(items) % 2:
            raise UnpicklingError("odd number of items for DICT")
        self.append(d)

    def _instantiate(self, klass, args):
        if args or not isinstance(klass, type) or hasattr(klass, "__getinitargs__"):
            try:
                value = klass(*args)
            except TypeError as err:
                raise TypeError("in constructor for %s: %s" % (klass.__name__, err)) from None
        else:
            value = klass.__new__(klass)
        self.append(value)

    def _inst(self):
        module = self._readline()[:-1].decode("ascii")
        name = self._readline()[:-1].decode("ascii")
        klass = self.find_class(module, name)
        self._instantiate(klass, self._pop_mark())

    def _obj(self):
        args = self._pop_mark()
        if not args:
            raise self._underflow()
        cls = args.pop(0)
        self._instantiate(cls, args)

    def _newobj(self):
        args = self._pop()
        cls = self._pop()
        if not isinstance(cls, type):
            raise UnpicklingError("NEWOBJ class argument must be a type, not %s"
                                  % type(cls).__name__)
        if not isinstance(args, tuple):
            raise UnpicklingError("NEWOBJ expected an arg tuple.")
        self.append(cls.__new__(cls, *args))

    def _newobj_ex(self):
        kwargs = self._pop()
        args = self._pop()
        cls = self._pop()
        if not isinstance(cls, type):
            raise UnpicklingError("NEWOBJ_EX class argument must be a type, not %s"
                                  % type(cls).__name__)
        if not isinstance(args, tuple):
            raise UnpicklingError("NEWOBJ_EX args argument must be a tuple, not %s"
                                  % type(args).__name__)
        if not isinstance(kwargs, dict):
            raise UnpicklingError("NEWOBJ_EX kwargs argument must be a dict, not %s"
                                  % type(kwargs).__name__)
        self.append(cls.__new__(cls, *args, **kwargs))

    def _global(self):
        module = self._readline()[:-1].decode("utf-8")
        name = self._readline()[:-1].decode("utf-8")
        self.append(self.find_class(module, name))

    def _stack_global(self):
        name = self._pop()
        module = self._pop()
        if type(name) is not str or type(module) is not str:
            raise UnpicklingError("STACK_GLOBAL requires str")
        self.append(self.find_class(module, name))

    def _ext1(self):
        self._get_extension(self._read(1)[0])

    def _ext2(self):
        self._get_extension(int.from_bytes(self._read(2), "little"))

    def _ext4(self):
        self._get_extension(int.from_bytes(self._read(4), "little", signed=True))

    def _get_extension(self, code):
        obj = copyreg._extension_cache.get(code, _MISSING)
        if obj is not _MISSING:
            self.append(obj)
            return
        key = copyreg._inverted_registry.get(code)
        if not key:
            if code <= 0:
                raise UnpicklingError("EXT specifies code <= 0")
            raise ValueError("unregistered extension code %d" % code)
        obj = self.find_class(*key)
        copyreg._extension_cache[code] = obj
        self.append(obj)

    def _reduce(self):
        args = self._pop()
        stack = self.stack
        if not stack:
            raise self._underflow()
        func = stack[-1]
        stack[-1] = func(*args)

    def _pop_op(self):
        if self.stack:
            self.stack.pop()
        elif self.metastack:
            self._pop_mark()
        else:
            raise self._underflow()

    def _pop_mark_op(self):
        self._pop_mark()

    def _dup(self):
        self.append(self._top())

    def _get(self):
        line = self._readline()[:-1]
        try:
            idx = int(line)
        except ValueError:
            raise ValueError("invalid literal for int() with base 10: %r" % line) from None
        self._memo_get(idx)

    def _binget(self):
        self._memo_get(self._read(1)[0])

    def _long_binget(self):
        self._memo_get(int.from_bytes(self._read(4), "little"))

    def _memo_get(self, idx):
        try:
            self.append(self.memo[idx])
        except KeyError:
            raise UnpicklingError("Memo value not found at index %d" % idx) from None

    def _put(self):
        line = self._readline()[:-1]
        idx = int(line)
        if idx < 0:
            raise ValueError("negative PUT argument")
        self.memo[idx] = self._top()

    def _binput(self):
        idx = self._read(1)[0]
        self.memo[idx] = self._top()

    def _long_binput(self):
        idx = int.from_bytes(self._read(4), "little")
        if idx > sys.maxsize:
            raise ValueError("negative LONG_BINPUT argument")
        self.memo[idx] = self._top()

    def _memoize(self):
        memo = self.memo
        memo[len(memo)] = self._top()

    def _append(self):
        value = self._pop()
        target = self._top()
        if type(target) is list:
            target.append(value)
        else:
            target.append(value)

    def _appends(self):
        items = self._pop_mark()
        target = self._top()
        if type(target) is list:
            target.extend(items)
            return
        extend = getattr(target, "extend", None)
        if extend is not None:
            extend(items)
            return
        append = target.append
        for item in items:
            append(item)

    def _setitem(self):
        value = self._pop()
        key = self._pop()
        self._top()[key] = value

    def _setitems(self):
        items = self._pop_mark()
        target = self._top()
        if len(items) % 2:
            raise UnpicklingError("odd number of items for SETITEMS")
        for i in range(0, len(items), 2):
            target[items[i]] = items[i + 1]

    def _additems(self):
        items = self._pop_mark()
        target = self._top()
        if isinstance(target, set):
            target.update(items)
        else:
            add = target.add
            for item in items:
                add(item)

    def _build(self):
        state = self._pop()
        inst = self._top()
        setstate = getattr(inst, "__setstate__", None)
        if setstate is not None:
            setstate(state)
            return
        slotstate = None
        if isinstance(state, tuple) and len(state) == 2:
            state, slotstate = state
        if state:
            if not isinstance(state, dict):
                raise UnpicklingError("state is not a dictionary")
            inst_dict = inst.__dict__
            for k, v in state.items():
                inst_dict[k] = v
        if slotstate:
            if not isinstance(slotstate, dict):
                raise UnpicklingError("slot state is not a dictionary")
            for k, v in slotstate.items():
                setattr(inst, k, v)

    def _mark(self):
        self.metastack.append(self.stack)
        self.stack = []
        self.append = self.stack.append


_MISSING = object()


def _key_text(op):
    c = chr(op)
    if 32 <= op < 127:
        return c
    return "\\x%02x" % op


_HANDLERS = {
    "MARK": "_mark", "STOP": "_stop", "POP": "_pop_op", "POP_MARK": "_pop_mark_op",
    "DUP": "_dup", "FLOAT": "_float", "INT": "_int", "BININT": "_binint",
    "BININT1": "_binint1", "LONG": "_long", "BININT2": "_binint2", "NONE": "_none",
    "PERSID": "_persid", "BINPERSID": "_binpersid", "REDUCE": "_reduce", "STRING": "_string",
    "BINSTRING": "_binstring", "SHORT_BINSTRING": "_short_binstring", "UNICODE": "_unicode",
    "BINUNICODE": "_binunicode", "APPEND": "_append", "BUILD": "_build", "GLOBAL": "_global",
    "DICT": "_dict", "EMPTY_DICT": "_empty_dict", "APPENDS": "_appends", "GET": "_get",
    "BINGET": "_binget", "INST": "_inst", "LONG_BINGET": "_long_binget", "LIST": "_list",
    "EMPTY_LIST": "_empty_list", "OBJ": "_obj", "PUT": "_put", "BINPUT": "_binput",
    "LONG_BINPUT": "_long_binput", "SETITEM": "_setitem", "TUPLE": "_tuple",
    "EMPTY_TUPLE": "_empty_tuple", "SETITEMS": "_setitems", "BINFLOAT": "_binfloat",
    "PROTO": "_proto", "NEWOBJ": "_newobj", "EXT1": "_ext1", "EXT2": "_ext2", "EXT4": "_ext4",
    "TUPLE1": "_tuple1", "TUPLE2": "_tuple2", "TUPLE3": "_tuple3", "NEWTRUE": "_newtrue",
    "NEWFALSE": "_newfalse", "LONG1": "_long1", "LONG4": "_long4", "BINBYTES": "_binbytes",
    "SHORT_BINBYTES": "_short_binbytes", "SHORT_BINUNICODE": "_short_binunicode",
    "BINUNICODE8": "_binunicode8", "BINBYTES8": "_binbytes8", "EMPTY_SET": "_empty_set",
    "ADDITEMS": "_additems", "FROZENSET": "_frozenset", "NEWOBJ_EX": "_newobj_ex",
    "STACK_GLOBAL": "_stack_global", "MEMOIZE": "_memoize", "FRAME": "_frame",
    "BYTEARRAY8": "_bytearray8", "NEXT_BUFFER": "_next_buffer",
    "READONLY_BUFFER": "_readonly_buffer",
}


def _build_dispatch():
    import _pickle_common
    table = [None] * 256
    for name, code, proto in _pickle_common._OPCODES:
        table[code[0]] = getattr(UnpicklerBase, _HANDLERS[name])
    return table


_DISPATCH = _build_dispatch()
