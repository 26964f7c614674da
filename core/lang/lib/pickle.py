"""Create portable serialized representations of Python objects (CPython 3.11's pickle,
written for the playground).

dumps/dump write the pickle format of protocols 0 to 5 byte for byte as CPython's C pickler
does; loads/load read any of them. The writer is `_pickle_write.PicklerBase` (a table of savers
by exact type, then the reduce protocol through copyreg), the reader `_pickle_read.UnpicklerBase`
(a 256-entry opcode table). `_pickle` presents the same classes as the "accelerated" module, as
CPython's does; `_Pickler`/`_Unpickler`/`_dump(s)`/`_load(s)` are the pure-Python names.

Not provided: PickleBuffer and out-of-band buffers (NotImplementedError).
"""

import sys
from _pickle_common import (
    PickleError, PicklingError, UnpicklingError, PickleBuffer, HIGHEST_PROTOCOL,
    DEFAULT_PROTOCOL, _OPCODES,
)
from _pickle_write import PicklerBase as _PicklerBase
from _pickle_read import UnpicklerBase as _UnpicklerBase
from copyreg import dispatch_table
from copyreg import _extension_registry, _inverted_registry, _extension_cache
import io as _io

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler", "dump",
           "dumps", "load", "loads", "PickleBuffer", "ADDITEMS", "APPEND", "APPENDS",
           "BINBYTES", "BINBYTES8", "BINFLOAT", "BINGET", "BININT", "BININT1", "BININT2",
           "BINPERSID", "BINPUT", "BINSTRING", "BINUNICODE", "BINUNICODE8", "BUILD",
           "BYTEARRAY8", "DEFAULT_PROTOCOL", "DICT", "DUP", "EMPTY_DICT", "EMPTY_LIST",
           "EMPTY_SET", "EMPTY_TUPLE", "EXT1", "EXT2", "EXT4", "FALSE", "FLOAT", "FRAME",
           "FROZENSET", "GET", "GLOBAL", "HIGHEST_PROTOCOL", "INST", "INT", "LIST", "LONG",
           "LONG1", "LONG4", "LONG_BINGET", "LONG_BINPUT", "MARK", "MEMOIZE", "NEWFALSE",
           "NEWOBJ", "NEWOBJ_EX", "NEWTRUE", "NEXT_BUFFER", "NONE", "OBJ", "PERSID", "POP",
           "POP_MARK", "PROTO", "PUT", "READONLY_BUFFER", "REDUCE", "SETITEM", "SETITEMS",
           "SHORT_BINBYTES", "SHORT_BINSTRING", "SHORT_BINUNICODE", "STACK_GLOBAL", "STOP",
           "STRING", "TRUE", "TUPLE", "TUPLE1", "TUPLE2", "TUPLE3", "UNICODE"]

from _pickle_common import (  # the opcodes
    MARK, STOP, POP, POP_MARK, DUP, FLOAT, INT, BININT, BININT1, LONG, BININT2, NONE, PERSID,
    BINPERSID, REDUCE, STRING, BINSTRING, SHORT_BINSTRING, UNICODE, BINUNICODE, APPEND, BUILD,
    GLOBAL, DICT, EMPTY_DICT, APPENDS, GET, BINGET, INST, LONG_BINGET, LIST, EMPTY_LIST, OBJ,
    PUT, BINPUT, LONG_BINPUT, SETITEM, TUPLE, EMPTY_TUPLE, SETITEMS, BINFLOAT, PROTO, NEWOBJ,
    EXT1, EXT2, EXT4, TUPLE1, TUPLE2, TUPLE3, NEWTRUE, NEWFALSE, LONG1, LONG4, BINBYTES,
    SHORT_BINBYTES, SHORT_BINUNICODE, BINUNICODE8, BINBYTES8, EMPTY_SET, ADDITEMS, FROZENSET,
    NEWOBJ_EX, STACK_GLOBAL, MEMOIZE, FRAME, BYTEARRAY8, NEXT_BUFFER, READONLY_BUFFER, TRUE,
    FALSE,
)

format_version = "4.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]
bytes_types = (bytes, bytearray)


class _Pickler(_PicklerBase):
    __doc__ = _PicklerBase.__doc__


class _Unpickler(_UnpicklerBase):
    __doc__ = _UnpicklerBase.__doc__


def _dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    _Pickler(file, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback).dump(obj)


def _dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    p = _Pickler(None, protocol, fix_imports=fix_imports, buffer_callback=buffer_callback)
    return bytes(p.dump(obj))


def _load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    return _Unpickler(file, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                      errors=errors).load()


def _loads(data, /, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
    if isinstance(data, str):
        raise TypeError("Can't load pickle from unicode string")
    u = _Unpickler(None, fix_imports=fix_imports, buffers=buffers, encoding=encoding,
                   errors=errors)
    u._set_data(bytes(data))
    return u.load()


try:
    from _pickle import (
        Pickler, Unpickler, dump, dumps, load, loads,
    )
except ImportError:
    Pickler, Unpickler = _Pickler, _Unpickler
    dump, dumps, load, loads = _dump, _dumps, _load, _loads
