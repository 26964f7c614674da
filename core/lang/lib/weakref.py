"""weakref (CPython 3.11's interface) within what the VM allows.

The VM frees objects by reference counting (Rust `Rc`) and has no weak pointers, so a Python
library cannot refer to an object without keeping it alive:

- `ref(obj)` and `proxy(obj)` hold their object strongly: calling a ref gives the object as long
  as the ref exists, never None. A program that watches for collection (a ref that should go dead,
  a WeakValueDictionary entry that should vanish) sees the object stay; a ref with a callback,
  which exists only to observe collection, raises NotImplementedError rather than never calling
  it. getweakrefcount/getweakrefs raise NotImplementedError.
- WeakKeyDictionary, WeakValueDictionary and WeakSet are mappings and sets over strong references:
  their entries stay until removed.
- `finalize(obj, func, ...)` is real for instances of Python classes: it keeps no reference to
  the object and runs `func` when the object's last reference goes (through the class's
  `__del__`, which it wraps), when called, or at the end of the run. `peek()`/`detach()` need
  the object back and raise NotImplementedError.

Objects that CPython cannot reference weakly (int, str, tuple, list, dict, ...) are refused with
CPython's TypeError.
"""

from collections.abc import MutableMapping as _MutableMapping, MutableSet as _MutableSet

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary", "ReferenceType",
           "ProxyType", "CallableProxyType", "ProxyTypes", "WeakValueDictionary", "WeakSet",
           "WeakMethod", "finalize"]

_NO_WEAKREF = (int, float, str, bytes, bytearray, tuple, list, dict, bool, type(None))


def _check(obj):
    tp = type(obj)
    if isinstance(obj, _NO_WEAKREF) and tp in _NO_WEAKREF or tp in _NO_WEAKREF:
        raise TypeError(f"cannot create weak reference to '{tp.__name__}' object")
    if isinstance(obj, type):
        return
    mro = getattr(tp, "__mro__", (tp,))
    slotted = [c for c in mro if c is not object]
    if slotted and all("__slots__" in getattr(c, "__dict__", {}) for c in slotted):
        names = set()
        for c in slotted:
            s = c.__dict__["__slots__"]
            names.update([s] if isinstance(s, str) else s)
        if "__weakref__" not in names and "__dict__" not in names:
            raise TypeError(f"cannot create weak reference to '{tp.__name__}' object")


def _no_callback(what):
    raise NotImplementedError(
        f"{what} with a callback: the playground's VM cannot observe an object's collection "
        "through a weak reference (its references are strong); use weakref.finalize")


class ReferenceType:
    __slots__ = ("_obj", "__callback__")

    def __init__(self, obj, callback=None):
        _check(obj)
        if callback is not None:
            _no_callback("weakref.ref")
        self._obj = obj
        self.__callback__ = None

    def __call__(self):
        return self._obj

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        return self._obj == other._obj

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        return self._obj != other._obj

    def __hash__(self):
        return hash(self._obj)

    def __repr__(self):
        return "<weakref at %#x; to '%s' at %#x>" % (id(self), type(self._obj).__name__,
                                                       id(self._obj))


ref = ReferenceType


class WeakMethod(ReferenceType):
    __slots__ = ()

    def __init__(self, meth, callback=None):
        try:
            meth.__self__
            meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) \
                from None
        ReferenceType.__init__(self, meth.__self__, callback)
        self._obj = meth

    def __repr__(self):
        return "<weakref at %#x; to 'method' at %#x>" % (id(self), id(self._obj))


class ProxyType:
    __slots__ = ("_obj",)

    def __init__(self, obj):
        object.__setattr__(self, "_obj", obj)

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_obj"), name)

    def __setattr__(self, name, value):
        setattr(object.__getattribute__(self, "_obj"), name, value)

    def __delattr__(self, name):
        delattr(object.__getattribute__(self, "_obj"), name)

    def __repr__(self):
        obj = object.__getattribute__(self, "_obj")
        return "<weakproxy at %#x; to '%s' at %#x>" % (id(self), type(obj).__name__, id(obj))

    def __str__(self):
        return str(object.__getattribute__(self, "_obj"))

    def __bool__(self):
        return bool(object.__getattribute__(self, "_obj"))

    def __len__(self):
        return len(object.__getattribute__(self, "_obj"))

    def __iter__(self):
        return iter(object.__getattribute__(self, "_obj"))

    def __getitem__(self, key):
        return object.__getattribute__(self, "_obj")[key]

    def __setitem__(self, key, value):
        object.__getattribute__(self, "_obj")[key] = value

    def __contains__(self, item):
        return item in object.__getattribute__(self, "_obj")

    def __eq__(self, other):
        return object.__getattribute__(self, "_obj") == other

    def __hash__(self):
        raise TypeError("unhashable type: 'weakproxy'")


class CallableProxyType(ProxyType):
    __slots__ = ()

    def __call__(self, *args, **kwargs):
        return object.__getattribute__(self, "_obj")(*args, **kwargs)

    def __repr__(self):
        obj = object.__getattribute__(self, "_obj")
        return "<weakproxy at %#x; to '%s' at %#x>" % (id(self), type(obj).__name__, id(obj))


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(obj, callback=None):
    _check(obj)
    if callback is not None:
        _no_callback("weakref.proxy")
    return CallableProxyType(obj) if callable(obj) else ProxyType(obj)


def getweakrefcount(obj):
    raise NotImplementedError("weakref.getweakrefcount: the playground's weak references are "
                              "not tracked per object")


def getweakrefs(obj):
    raise NotImplementedError("weakref.getweakrefs: the playground's weak references are not "
                              "tracked per object")


class WeakValueDictionary(_MutableMapping):
    """A dict whose values are held strongly (entries stay until removed)."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        _check(value)
        self.data[key] = value

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(list(self.data))

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def copy(self):
        new = type(self)()
        new.data = dict(self.data)
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(key, default)

    def itervaluerefs(self):
        for value in list(self.data.values()):
            yield ref(value)

    def valuerefs(self):
        return [ref(v) for v in self.data.values()]

    def __or__(self, other):
        if isinstance(other, (dict, _MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented


class WeakKeyDictionary(_MutableMapping):
    """A dict whose keys are held strongly (entries stay until removed)."""

    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        _check(key)
        self.data[key] = value

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(list(self.data))

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def copy(self):
        new = type(self)()
        new.data = dict(self.data)
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(key, default)

    def keyrefs(self):
        return [ref(k) for k in self.data]

    def __or__(self, other):
        if isinstance(other, (dict, _MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented


class WeakSet(_MutableSet):
    """A set over strong references (items stay until removed)."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            for item in data:
                self.add(item)

    def __iter__(self):
        return iter(list(self.data))

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            return item in self.data
        except TypeError:
            return False

    def add(self, item):
        _check(item)
        self.data.add(item)

    def discard(self, item):
        self.data.discard(item)

    def remove(self, item):
        self.data.remove(item)

    def pop(self):
        if not self.data:
            raise KeyError("pop from empty WeakSet")
        return self.data.pop()

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self.data)

    def update(self, other):
        for item in other:
            self.add(item)

    def __repr__(self):
        return repr(self.data)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def union(self, other):
        return self | WeakSet(other)

    def intersection(self, other):
        return self & WeakSet(other)

    def difference(self, other):
        return self - WeakSet(other)

    def symmetric_difference(self, other):
        return self ^ WeakSet(other)

    def issubset(self, other):
        return self.data.issubset(set(other))

    def issuperset(self, other):
        return self.data.issuperset(set(other))

    def __eq__(self, other):
        if not isinstance(other, WeakSet):
            return NotImplemented
        return self.data == other.data


# --- finalize: through the class's __del__ ----------------------------------------------------

_pending = {}   # id(obj) -> [finalize, ...] for objects alive
_hooked = set()


def _hook(cls):
    if cls in _hooked:
        return
    own = cls.__dict__.get("__del__")

    def __del__(self):
        # CPython runs the object's own __del__ first, then the weak references' callbacks
        # (the newest first).
        try:
            if own is not None:
                own(self)
            else:
                mro = type(self).__mro__
                for base in mro[mro.index(cls) + 1:]:
                    d = base.__dict__.get("__del__")
                    if d is not None:
                        d(self)
                        break
        finally:
            fins = _pending.pop(id(self), None)
            if fins:
                for f in reversed(fins):
                    f._fire()

    try:
        cls.__del__ = __del__
    except (TypeError, AttributeError):
        raise TypeError(f"cannot create weak reference to '{cls.__name__}' object") from None
    _hooked.add(cls)


class finalize:
    __slots__ = ("_func", "_args", "_kwargs", "_alive", "atexit", "_key", "_desc")
    _index = 0

    def __init__(self, obj, func, /, *args, **kwargs):
        _check(obj)
        cls = type(obj)
        if isinstance(obj, type) or cls.__module__ == "builtins":
            raise NotImplementedError(
                f"weakref.finalize of a '{cls.__name__}' object: the playground can watch only "
                "instances of Python classes for collection")
        _hook(cls)
        self._func = func
        self._args = args
        self._kwargs = kwargs or {}
        self._alive = True
        self.atexit = True
        self._key = id(obj)
        self._desc = (cls.__name__, id(obj))
        _pending.setdefault(self._key, []).append(self)

    def _fire(self):
        if self._alive:
            self._alive = False
            return self._func(*self._args, **self._kwargs)

    def __call__(self, _=None):
        if self._alive:
            fins = _pending.get(self._key)
            if fins is not None and self in fins:
                fins.remove(self)
                if not fins:
                    del _pending[self._key]
            return self._fire()

    def detach(self):
        raise NotImplementedError("finalize.detach: the playground's finalize keeps no "
                                  "reference to its object")

    def peek(self):
        raise NotImplementedError("finalize.peek: the playground's finalize keeps no reference "
                                  "to its object")

    @property
    def alive(self):
        return self._alive

    def __repr__(self):
        if self._alive:
            return "<finalize object at %#x; for '%s' at %#x>" % (id(self), self._desc[0],
                                                                  self._desc[1])
        return "<finalize object at %#x; dead>" % id(self)
