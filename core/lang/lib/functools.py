"""Higher-order functions and operations on callables (CPython's functools).

VM notes: a plain function takes no attributes here, so `lru_cache` and `singledispatch` return
callable objects (which carry `cache_info`, `register`, ...), and `update_wrapper` skips the
attributes a function refuses. User classes' `__get__` is not consulted by the VM, so those
objects would not bind as methods: `lru_cache` on a function defined in a class body returns a
plain function instead (caching, but without `cache_info`).
"""

__all__ = [
    "update_wrapper", "wraps", "WRAPPER_ASSIGNMENTS", "WRAPPER_UPDATES", "total_ordering",
    "cache", "cmp_to_key", "lru_cache", "reduce", "partial", "partialmethod",
    "singledispatch", "singledispatchmethod", "cached_property",
]

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__", "__annotations__")
WRAPPER_UPDATES = ("__dict__",)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy its name, doc, ... and set __wrapped__."""
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        try:
            setattr(wrapper, attr, value)
        except (AttributeError, TypeError):
            pass
    for attr in updated:
        try:
            target = getattr(wrapper, attr)
            source = getattr(wrapped, attr, {})
            target.update(source)
        except (AttributeError, TypeError):
            pass
    try:
        wrapper.__wrapped__ = wrapped
    except (AttributeError, TypeError):
        pass
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper: @wraps(f) def wrapper(...): ..."""
    def decorating(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorating


# ---- reduce

_NOINIT = object()


def reduce(*args, **kwargs):
    """reduce(function, iterable[, initial]): fold iterable from the left with function."""
    if kwargs:
        raise TypeError("reduce() takes no keyword arguments")
    n = len(args)
    if n < 2:
        raise TypeError("reduce expected at least 2 arguments, got %d" % n)
    if n > 3:
        raise TypeError("reduce expected at most 3 arguments, got %d" % n)
    function = args[0]
    try:
        it = iter(args[1])
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
    if n == 3:
        value = args[2]
    else:
        for value in it:
            break
        else:
            raise TypeError("reduce() of empty iterable with no initial value")
    for element in it:
        value = function(value, element)
    return value


# ---- partial

class partial:
    """partial(func, *args, **keywords): a callable that calls func with those arguments first."""

    def __init__(self, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        args = args[1:]
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if type(func) is partial:
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self.func = func
        self.args = tuple(args)
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        if self.keywords:
            kw = dict(self.keywords)
            kw.update(keywords)
            keywords = kw
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        for a in self.args:
            parts.append(repr(a))
        for k in self.keywords:
            parts.append("%s=%r" % (k, self.keywords[k]))
        if type(self) is partial:
            name = "functools.partial"
        else:
            name = type(self).__qualname__
        return "%s(%s)" % (name, ", ".join(parts))

    def __reduce__(self):
        # CPython's: the class and func, then (func, args, keywords, other attributes) as state.
        extra = {k: v for k, v in vars(self).items() if k not in ("func", "args", "keywords")}
        return (type(self), (self.func,),
                (self.func, self.args, self.keywords or None, extra or None))

    def __setstate__(self, state):
        if not isinstance(state, tuple):
            raise TypeError("argument to __setstate__ must be a tuple")
        if len(state) != 4:
            raise TypeError("expected 4 items in state, got %d" % len(state))
        func, args, kwds, namespace = state
        if (not callable(func) or not isinstance(args, tuple)
                or (kwds is not None and not isinstance(kwds, dict))):
            raise TypeError("invalid partial state")
        self.func = func
        self.args = tuple(args)
        self.keywords = dict(kwds) if kwds else {}
        if namespace:
            vars(self).update(namespace)


def partialmethod(func, /, *args, **keywords):
    """partialmethod(method, *args, **keywords): a method that calls method with those
    arguments after self.

    A plain function here (so it binds to its instance: the VM does not call a user class's
    __get__), rather than CPython's partialmethod descriptor object.
    """
    kind = type(func)
    if kind is not staticmethod and kind is not classmethod and not callable(func) \
            and not hasattr(func, "__get__"):
        raise TypeError("%r is not callable or a descriptor" % (func,))
    if type(func) is partial:
        args = func.args + args
        merged = dict(func.keywords)
        merged.update(keywords)
        keywords = merged
        func = func.func

    def _method(self, /, *more, **kw):
        if keywords:
            merged = dict(keywords)
            merged.update(kw)
            kw = merged
        return func(self, *args, *more, **kw)
    if kind is staticmethod or kind is classmethod:
        # Bound as the wrapped function would be: no self, or the class.
        func = func.__func__
        if kind is classmethod:
            return classmethod(_method)
        return staticmethod(lambda *more, **kw: func(*args, *more, **{**keywords, **kw}))
    return _method


# ---- cmp_to_key

class KeyWrapper:
    """The key object cmp_to_key returns: called with a value, it wraps it; wrapped values compare through the
    cmp function, and any two wrappers compare with each other (the left one's cmp decides)."""
    __slots__ = ("cmp", "obj")

    def __init__(self, cmp, obj=None):
        self.cmp = cmp
        self.obj = obj

    def __call__(self, *args, **kwargs):
        if kwargs:
            if args or list(kwargs) != ["obj"]:
                raise TypeError("K() takes at most 1 argument (%d given)" % (len(args) + len(kwargs)))
            args = (kwargs["obj"],)
        if len(args) != 1:
            raise TypeError("K() takes at most 1 argument (%d given)" % len(args))
        return KeyWrapper(self.cmp, args[0])

    def _against(self, other):
        if not isinstance(other, KeyWrapper):
            raise TypeError("other argument must be K instance")
        return self.cmp(self.obj, other.obj)

    def __lt__(self, other):
        return self._against(other) < 0

    def __gt__(self, other):
        return self._against(other) > 0

    def __eq__(self, other):
        return self._against(other) == 0

    def __le__(self, other):
        return self._against(other) <= 0

    def __ge__(self, other):
        return self._against(other) >= 0

    def __hash__(self):
        raise TypeError("unhashable type: 'functools.KeyWrapper'")


KeyWrapper.__module__ = "functools"


def cmp_to_key(mycmp):
    """Convert an old-style cmp function (negative, zero, positive) to a key function."""
    return KeyWrapper(mycmp)


# ---- total_ordering

def _gt_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _le_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other


def _ge_from_lt(self, other):
    r = type(self).__lt__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _ge_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _lt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other


def _gt_from_le(self, other):
    r = type(self).__le__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _lt_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r and self != other


def _ge_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return r or self == other


def _le_from_gt(self, other):
    r = type(self).__gt__(self, other)
    if r is NotImplemented:
        return r
    return not r


def _le_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r or self == other


def _gt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return r and self != other


def _lt_from_ge(self, other):
    r = type(self).__ge__(self, other)
    if r is NotImplemented:
        return r
    return not r


_CONVERT = {
    "__lt__": [("__gt__", _gt_from_lt), ("__le__", _le_from_lt), ("__ge__", _ge_from_lt)],
    "__le__": [("__ge__", _ge_from_le), ("__lt__", _lt_from_le), ("__gt__", _gt_from_le)],
    "__gt__": [("__lt__", _lt_from_gt), ("__ge__", _ge_from_gt), ("__le__", _le_from_gt)],
    "__ge__": [("__le__", _le_from_ge), ("__gt__", _gt_from_ge), ("__lt__", _lt_from_ge)],
}


def total_ordering(cls):
    """Class decorator that fills in the missing rich comparisons from one of them and __eq__."""
    roots = []
    for op in ("__lt__", "__le__", "__gt__", "__ge__"):
        if getattr(cls, op, None) is not getattr(object, op, None):
            roots.append(op)
    if not roots:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    root = max(roots)
    for opname, opfunc in _CONVERT[root]:
        if opname not in roots:
            setattr(cls, opname, opfunc)
    return cls


# ---- lru_cache

class _CacheInfo:
    """CacheInfo(hits, misses, maxsize, currsize), a read-only record like CPython's namedtuple."""

    __slots__ = ["hits", "misses", "maxsize", "currsize"]

    def __init__(self, hits, misses, maxsize, currsize):
        self.hits = hits
        self.misses = misses
        self.maxsize = maxsize
        self.currsize = currsize

    def _astuple(self):
        return (self.hits, self.misses, self.maxsize, self.currsize)

    def __repr__(self):
        return "CacheInfo(hits=%r, misses=%r, maxsize=%r, currsize=%r)" % self._astuple()

    def __iter__(self):
        return iter(self._astuple())

    def __len__(self):
        return 4

    def __getitem__(self, i):
        return self._astuple()[i]

    def __eq__(self, other):
        if isinstance(other, _CacheInfo):
            other = other._astuple()
        return self._astuple() == other

    def __hash__(self):
        return hash(self._astuple())


_MethodType = type(_CacheInfo(0, 0, 0, 0)._astuple)
_KWMARK = object()
_FASTTYPES = (int, str)


class _lru_cache_wrapper:
    def __init__(self, user_function, maxsize, typed):
        self._func = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = 0
        self._misses = 0
        update_wrapper(self, user_function)

    def _key(self, args, kwds):
        key = args
        if kwds:
            key = list(args)
            key.append(_KWMARK)
            for k in kwds:
                key.append(k)
                key.append(kwds[k])
            key = tuple(key)
        if self._typed:
            key = list(key)
            for v in args:
                key.append(type(v))
            for k in kwds:
                key.append(type(kwds[k]))
            return tuple(key)
        if len(key) == 1 and type(key[0]) in _FASTTYPES:
            return key[0]
        return key

    def __get__(self, instance, owner=None):
        # On a method: a bound method over the cache, as CPython's (so `obj.method(...)` shares
        # the one cache, keyed with `self`, and `obj.method.cache_info()` reads through it).
        if instance is None:
            return self
        return _MethodType(self, instance)

    def __call__(self, *args, **kwds):
        maxsize = self._maxsize
        if maxsize == 0:
            self._misses += 1
            return self._func(*args, **kwds)
        key = self._key(args, kwds)
        cache = self._cache
        if key in cache:
            self._hits += 1
            result = cache[key]
            if maxsize is not None:
                # Most recently used goes last.
                del cache[key]
                cache[key] = result
            return result
        self._misses += 1
        result = self._func(*args, **kwds)
        if key in cache:
            # A recursive call already stored it; keep that entry.
            return result
        if maxsize is not None and len(cache) >= maxsize:
            for oldest in cache:
                break
            del cache[oldest]
        cache[key] = result
        return result

    def cache_info(self):
        """Report cache statistics."""
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        """Clear the cache and cache statistics."""
        self._cache = {}
        self._hits = 0
        self._misses = 0

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}


def _make_cache(user_function, maxsize, typed):
    return _lru_cache_wrapper(user_function, maxsize, typed)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, keeping the maxsize most recently used results (None: no limit)."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        # Used as @lru_cache without arguments.
        return _make_cache(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")

    def decorating_function(user_function):
        return _make_cache(user_function, maxsize, typed)
    return decorating_function


def cache(user_function):
    """Simple lightweight unbounded cache. Sometimes called "memoize"."""
    return _make_cache(user_function, None, False)


# ---- cached_property

class cached_property:
    """A property computed once per instance, then kept in the instance's `__dict__` under the
    same name (a non-data descriptor: the stored value shadows it; deleting it recomputes)."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = getattr(func, "__doc__", None)
        self.__module__ = getattr(func, "__module__", None)

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            f"({self.attrname!r} and {name!r}).")

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        try:
            store = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} instance "
                            f"to cache {self.attrname!r} property.") from None
        if self.attrname in store:
            return store[self.attrname]
        value = self.func(instance)
        try:
            store[self.attrname] = value
        except TypeError:
            raise TypeError(f"The '__dict__' attribute on {type(instance).__name__!r} instance "
                            f"does not support item assignment for caching {self.attrname!r} property.") from None
        return value

    __class_getitem__ = classmethod(type(list[int]))


# ---- singledispatch

_BUILTIN_MRO = {bool: (bool, int, object)}


def _mro(cls):
    mro = _BUILTIN_MRO.get(cls)
    if mro is not None:
        return mro
    try:
        return cls.__mro__
    except AttributeError:
        if cls is object:
            return (object,)
        return (cls, object)


class _SingleDispatch:
    def __init__(self, func):
        self._func = func
        self.registry = {object: func}
        self._cache = {}
        self._metaclassed = False
        self._funcname = getattr(func, "__name__", "singledispatch function")
        update_wrapper(self, func)

    def dispatch(self, cls):
        """The implementation registered for cls (or its nearest base, abstract base classes
        it implements or is registered with included)."""
        impl = self._cache.get(cls)
        if impl is None:
            registry = self.registry
            if self._metaclassed:
                # An ABC is registered (only a class with a metaclass can be one): cls may
                # implement it without naming it as a base.
                from _functools_abc import dispatch_mro

                mro, with_abcs = dispatch_mro(cls, registry, _mro(cls))
            else:
                mro, with_abcs = _mro(cls), False
            match = None
            for i, base in enumerate(mro):
                if base in registry:
                    match = base
                    break
            if match is None:
                match = object
            elif with_abcs and i + 1 < len(mro):
                from _functools_abc import check_ambiguous

                check_ambiguous(_mro(cls), match, mro[i + 1], registry)
            impl = registry[match]
            if not with_abcs and not self._metaclassed:
                # With an ABC registered, a class may become its virtual subclass later (or
                # match it by __subclasshook__): those answers are not kept.
                self._cache[cls] = impl
        return impl

    def register(self, cls, func=None):
        """Register func for cls; used as @f.register(cls)."""
        if func is None:
            if isinstance(cls, type) or cls in _BUILTIN_TYPES or _union_members(cls):
                return lambda f: self.register(cls, f)
            ann = getattr(cls, "__annotations__", None)
            if ann is None and isinstance(cls, (classmethod, staticmethod)):
                # CPython's classmethod/staticmethod objects show their function's annotations.
                ann = getattr(cls.__func__, "__annotations__", None)
            if ann:
                # `@f.register` on an annotated function: the first parameter's annotation.
                func = cls
                if any(isinstance(a, str) for a in ann.values()):
                    # String annotations (`from __future__ import annotations`): CPython reads the
                    # first parameter's class through typing.get_type_hints.
                    from typing import get_type_hints
                    ann = get_type_hints(getattr(func, "__func__", func))
                argname, cls = next(iter(ann.items()))
                if not (isinstance(cls, type) or cls in _BUILTIN_TYPES or _union_members(cls)):
                    if _union_members(cls, False) is not None:
                        raise TypeError(
                            "Invalid annotation for %r. %r not all arguments are classes."
                            % (argname, cls)
                        )
                    raise TypeError(
                        "Invalid annotation for %r. %r is not a class." % (argname, cls)
                    )
                self._add(cls, func)
                return func
            raise TypeError(
                "Invalid first argument to `register()`: %r. "
                "Use either `@register(some_class)` or plain `@register` on an annotated "
                "function." % (cls,)
            )
        self._add(cls, func)
        return func

    def _add(self, cls, func):
        members = _union_members(cls)
        if members:
            # `int | str` (or typing.Union[int, str]) registers func for each of its classes.
            for member in members:
                self._add(member, func)
            return
        if not (isinstance(cls, type) or cls in _BUILTIN_TYPES):
            raise TypeError(
                "Invalid first argument to `register()`. %r is not a class or union type." % (cls,)
            )
        self.registry[cls] = func
        self._cache = {}
        if isinstance(cls, type) and type(cls) is not type:
            self._metaclassed = True

    def __get__(self, instance, owner=None):
        # In a class body it binds as the function CPython's singledispatch returns does (the
        # instance is then the argument dispatched on).
        if instance is None:
            return self
        return _MethodType(self, instance)

    def __call__(self, *args, **kw):
        if not args:
            raise TypeError("%s requires at least 1 positional argument" % self._funcname)
        return self.dispatch(type(args[0]))(*args, **kw)


_BUILTIN_TYPES = (int, float, str, bool, list, tuple, dict, set, frozenset, type(None), object)


def _union_members(tp, classes_only=True):
    """The classes of a union type (`int | str`, typing.Union[...]) when every member is a
    class; None for anything else (with classes_only=False, the members of any union)."""
    if isinstance(tp, type) or tp in _BUILTIN_TYPES:
        return None
    if type(tp) is not type(int | str):
        if getattr(tp, "__origin__", None) is None:
            return None
        import typing

        if typing.get_origin(tp) is not typing.Union:
            return None
    args = getattr(tp, "__args__", None)
    if not args:
        return None
    if classes_only and not all(isinstance(a, type) or a in _BUILTIN_TYPES for a in args):
        return None
    return tuple(args)


def singledispatch(func):
    """Single-dispatch generic function: f.register(cls) adds an implementation for cls."""
    return _SingleDispatch(func)


def _bind(method, obj, cls):
    # method.__get__(obj, cls), for the VM's functions, classmethods and staticmethods, which
    # have no __get__ of their own.
    if isinstance(method, classmethod):
        func = method.__func__
        return lambda *args, **kwargs: func(cls, *args, **kwargs)
    if isinstance(method, staticmethod):
        return method.__func__
    get = getattr(type(method), "__get__", None)
    if get is not None:
        return get(method, obj, cls)
    if obj is None:
        return method
    return lambda *args, **kwargs: method(obj, *args, **kwargs)


class singledispatchmethod:
    """Single-dispatch generic method descriptor: dispatches on the type of the first
    argument after self (or cls); supports classmethod and staticmethod implementations."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, "__get__") \
                and not isinstance(func, (classmethod, staticmethod)):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        """Register method as the implementation for cls (or by its annotation)."""
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return _bind(method, obj, cls)(*args, **kwargs)

        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        func = self.func
        if isinstance(func, (classmethod, staticmethod)):
            func = func.__func__
        update_wrapper(_method, func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(partial, "functools.partial")
del _subclass

# partial[int]: a types.GenericAlias, as CPython's.
partial.__class_getitem__ = classmethod(type(list[int]))
