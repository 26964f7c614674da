"""pickle's writer: PicklerBase turns an object graph into pickle opcodes.

The output is one bytearray. With protocol 4 and above a frame is always open: `_frame` is where
its 9-byte header was reserved; closing it fills the header in (or removes it when the frame holds
fewer than FRAME_SIZE_MIN bytes) and opens the next one. A frame is closed when a value starts
being written with FRAME_SIZE_TARGET bytes in it, at the end, and before a payload of
FRAME_SIZE_TARGET bytes or more (written outside any frame), as CPython's C pickler does.

Values are written by the saver registered for their exact type in `_SAVERS` (a table in
`_pickle_savers.py`); everything else goes through dispatch tables and the reduce protocol
(`_save_rv`, `save_reduce`).
"""

import sys
from _pickle_common import (
    PicklingError, _check_protocol, _deep_attribute, FRAME_SIZE_TARGET, FRAME_SIZE_MIN,
    BATCHSIZE,
)
import _pickle_common as _op
from _pickle_compat import REVERSE_NAME_MAPPING, REVERSE_IMPORT_MAPPING
import copyreg

from _pickle_savers import (  # the constants and tables the class uses
    _APPEND, _APPENDS, _ATOMS, _BINGET, _BININT1, _BINPUT, _BuiltinType, _C_HEAP_MODULES,
    _FRAME_FULL, _MARK, _MEMOIZE, _NONE, _POP, _SAVERS, _SETITEM, _SETITEMS, _SMALL, _STOP,
    _TEXTS, _memo_find, _pack_I, _pack_Q, _reduce_value, _whichmodule,
)


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
