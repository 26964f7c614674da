"""weakref (CPython 3.11's interface) over the VM's weak pointers (`_weakref`, Rust `Weak`).

- `ref(obj)` and `proxy(obj)` keep nothing alive: a ref gives None, and a proxy raises
  ReferenceError, once reference counting has freed the object (instances, classes and
  functions can be referenced; CPython's TypeError for the rest). A callback is called through
  `finalize` where the object is an instance of a Python class, else it raises
  NotImplementedError; as CPython's, it is not called once the reference itself has gone, and
  the reference is dead (gives None) when it is. getweakrefcount/getweakrefs raise NotImplementedError.
- WeakValueDictionary, WeakKeyDictionary and WeakSet hold weak references: an entry whose object
  has gone is no longer seen (it is dropped when next met).
- `finalize(obj, func, ...)` runs `func` when the object's last reference goes (through the
  class's `__del__`, which it wraps), when called, or at the end of the run; `peek()`/`detach()`
  give the object back while it lives.
"""

from collections.abc import MutableMapping as _MutableMapping, MutableSet as _MutableSet
import _weakref

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
        f"{what} with a callback on a built-in object: the playground watches only instances "
        "of Python classes for collection")


_DEAD = object()


def _call_back(handle):
    r = _weakref.get(handle)
    if r is not None and r.__callback__ is not None:
        r._h = None  # dead from now on, as CPython's reference is when its callback runs
        r.__callback__(r)


class ReferenceType:
    __slots__ = ("_h", "__callback__", "_hash", "_fin")

    def __init__(self, obj, callback=None):
        _check(obj)
        self._h = _weakref.new(obj)
        self._hash = None
        self._fin = None
        self.__callback__ = callback
        if callback is not None:
            cls = type(obj)
            if isinstance(obj, type) or cls.__module__ == "builtins":
                _no_callback("weakref.ref")
            # The finalizer holds this reference weakly: a reference dropped before its object
            # never calls back (CPython's rule).
            self._fin = finalize(obj, _call_back, _weakref.new(self))

    def __call__(self):
        h = self._h
        return None if h is None else _weakref.get(h)

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        if self._hash is None:
            obj = self()
            if obj is None:
                raise TypeError("weak object has gone away")
            self._hash = hash(obj)
        return self._hash

    def __repr__(self):
        obj = self()
        if obj is None:
            return "<weakref at %#x; dead>" % id(self)
        return "<weakref at %#x; to '%s' at %#x>" % (id(self), type(obj).__name__, id(obj))


ref = ReferenceType


class WeakMethod(ReferenceType):
    __slots__ = ("_func",)

    def __init__(self, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) \
                from None
        ReferenceType.__init__(self, obj, callback)
        self._func = func

    def __call__(self):
        obj = None if self._h is None else _weakref.get(self._h)
        if obj is None:
            return None
        name = getattr(self._func, "__name__", None)
        if name is not None and getattr(type(obj), name, None) is self._func:
            return getattr(obj, name)
        func = self._func
        return lambda *args, **kwargs: func(obj, *args, **kwargs)

    def __repr__(self):
        obj = None if self._h is None else _weakref.get(self._h)
        if obj is None:
            return "<weakref at %#x; dead>" % id(self)
        return "<weakref at %#x; to 'method' at %#x>" % (id(self), id(obj))


def _referent(p):
    obj = _weakref.get(object.__getattribute__(p, "_h"))
    if obj is None:
        raise ReferenceError("weakly-referenced object no longer exists")
    return obj


class ProxyType:
    __slots__ = ("_h",)

    def __init__(self, obj):
        object.__setattr__(self, "_h", _weakref.new(obj))

    def __getattr__(self, name):
        return getattr(_referent(self), name)

    def __setattr__(self, name, value):
        setattr(_referent(self), name, value)

    def __delattr__(self, name):
        delattr(_referent(self), name)

    def __repr__(self):
        obj = _referent(self)
        return "<weakproxy at %#x; to '%s' at %#x>" % (id(self), type(obj).__name__, id(obj))

    def __str__(self):
        return str(_referent(self))

    def __bool__(self):
        return bool(_referent(self))

    def __len__(self):
        return len(_referent(self))

    def __iter__(self):
        return iter(_referent(self))

    def __getitem__(self, key):
        return _referent(self)[key]

    def __setitem__(self, key, value):
        _referent(self)[key] = value

    def __contains__(self, item):
        return item in _referent(self)

    def __eq__(self, other):
        return _referent(self) == other

    def __hash__(self):
        raise TypeError("unhashable type: 'weakproxy'")


class CallableProxyType(ProxyType):
    __slots__ = ()

    def __call__(self, *args, **kwargs):
        return _referent(self)(*args, **kwargs)

    def __repr__(self):
        obj = _referent(self)
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
    """A dict whose values are weak references: an entry goes when its value does."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def _live(self):
        dead = [k for k, r in self.data.items() if r() is None]
        for k in dead:
            del self.data[k]

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            del self.data[key]
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = ref(value)

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        self._live()
        return len(self.data)

    def __iter__(self):
        self._live()
        return iter(list(self.data))

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def copy(self):
        new = type(self)()
        self._live()
        new.data = dict(self.data)
        return new

    __copy__ = copy

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def itervaluerefs(self):
        self._live()
        yield from list(self.data.values())

    def valuerefs(self):
        self._live()
        return list(self.data.values())

    def __or__(self, other):
        if isinstance(other, (dict, _MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented


class WeakKeyDictionary(_MutableMapping):
    """A dict whose keys are weak references: an entry goes when its key does."""

    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def _live(self):
        dead = [r for r in self.data if r() is None]
        for r in dead:
            del self.data[r]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __setitem__(self, key, value):
        self.data[ref(key)] = value

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __len__(self):
        self._live()
        return len(self.data)

    def __iter__(self):
        self._live()
        return iter([k for k in (r() for r in list(self.data)) if k is not None])

    def __contains__(self, key):
        try:
            r = ref(key)
        except TypeError:
            return False
        return r in self.data

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def copy(self):
        new = type(self)()
        self._live()
        new.data = dict(self.data)
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def keyrefs(self):
        self._live()
        return list(self.data)

    def __or__(self, other):
        if isinstance(other, (dict, _MutableMapping)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented


class WeakSet(_MutableSet):
    """A set of weak references: an item goes when its object does."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            for item in data:
                self.add(item)

    def _live(self):
        dead = [r for r in self.data if r() is None]
        for r in dead:
            self.data.discard(r)

    def __iter__(self):
        self._live()
        return iter([x for x in (r() for r in list(self.data)) if x is not None])

    def __len__(self):
        self._live()
        return len(self.data)

    def __contains__(self, item):
        try:
            return ref(item) in self.data
        except TypeError:
            return False

    def add(self, item):
        self.data.add(ref(item))

    def discard(self, item):
        try:
            self.data.discard(ref(item))
        except TypeError:
            pass

    def remove(self, item):
        self.data.remove(ref(item))

    def pop(self):
        while True:
            if not self.data:
                raise KeyError("pop from empty WeakSet")
            x = self.data.pop()()
            if x is not None:
                return x

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def update(self, other):
        for item in other:
            self.add(item)

    def __repr__(self):
        return "{%s}" % ", ".join(repr(x) for x in self)

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
        return all(x in other for x in self)

    def issuperset(self, other):
        return all(x in self for x in other)

    def __eq__(self, other):
        if not isinstance(other, WeakSet):
            return NotImplemented
        self._live()
        other._live()
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
    __slots__ = ("_func", "_args", "_kwargs", "_alive", "atexit", "_key", "_desc", "_h")
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
        self._h = _weakref.new(obj)
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

    def peek(self):
        obj = _weakref.get(self._h) if self._alive else None
        if obj is None:
            return None
        return (obj, self._func, self._args, self._kwargs)

    def detach(self):
        info = self.peek()
        if info is not None:
            fins = _pending.get(self._key)
            if fins is not None and self in fins:
                fins.remove(self)
                if not fins:
                    del _pending[self._key]
            self._alive = False
        return info

    @property
    def alive(self):
        return self._alive

    def __repr__(self):
        if self._alive:
            return "<finalize object at %#x; for '%s' at %#x>" % (id(self), self._desc[0],
                                                                  self._desc[1])
        return "<finalize object at %#x; dead>" % id(self)
