"""Registries used by pickle and copy (CPython 3.11's copyreg, written for the playground).

dispatch_table maps a class to a reduction function; pickle(cls, f) registers one. The extension
registry maps (module, name) pairs to small integer codes written as EXT1/EXT2/EXT4 opcodes.
`__newobj__`, `__newobj_ex__` and `_reconstructor` are the callables the default reductions name;
`_reduce_ex` is the default reduction for protocols 0 and 1, `_default_reduce` object's
`__reduce_ex__` for every protocol (the VM's object.__reduce_ex__ calls it).
"""

__all__ = ["pickle", "constructor", "add_extension", "remove_extension",
           "clear_extension_cache"]

dispatch_table = {}


def pickle(ob_type, pickle_function, constructor_ob=None):
    if not callable(pickle_function):
        raise TypeError("reduction functions must be callable")
    dispatch_table[ob_type] = pickle_function
    if constructor_ob is not None:
        constructor(constructor_ob)


def constructor(object):
    if not callable(object):
        raise TypeError("constructors must be callable")


def pickle_complex(c):
    return complex, (c.real, c.imag)


pickle(complex, pickle_complex, complex)


def pickle_union(obj):
    import functools
    import operator
    return functools.reduce, (operator.or_, obj.__args__)


def _reconstructor(cls, base, state):
    # Protocols 0 and 1: an instance of cls made by base's constructor (object's takes no value).
    if base is object:
        return object.__new__(cls)
    made = base.__new__(cls, state)
    # (The VM's list.__init__ and dict.__init__ read as object's: they are named here.)
    if base in (list, dict, set, bytearray) or base.__init__ != object.__init__:
        base.__init__(made, state)
    return made


def __newobj__(cls, *args):
    return cls.__new__(cls, *args)


def __newobj_ex__(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


# The VM's built-in classes: the first of them on an instance's MRO is the class whose layout
# (and so value) a Python subclass carries.
def _is_builtin_class(c):
    return getattr(c, "__module__", None) == "builtins"


def _builtin_base(cls):
    for c in cls.__mro__:
        if _is_builtin_class(c):
            # The VM's __mro__ holds its own objects for the built-in classes: the builtins
            # module's name for them is the class pickles and `is` tests know.
            import builtins
            return getattr(builtins, c.__name__, c)
    return object


def _own(cls, name):
    # The class on cls's MRO, object aside, whose namespace defines name (None: object's own).
    for c in cls.__mro__:
        if c is object:
            return None
        d = getattr(c, "__dict__", None)
        if d is not None and name in d:
            return c
    return None


def _reduce_ex(self, proto):
    # The protocol 0 and 1 default: _reconstructor(cls, built-in base, base's value) and the
    # instance's state when it has one.
    cls = self.__class__
    base = _builtin_base(cls)
    if base is object:
        value = None
    else:
        if base is cls:
            raise TypeError("cannot pickle %r object" % cls.__name__)
        value = base(self)
    args = (cls, base, value)
    if _own(cls, "__getstate__") is None:
        if getattr(self, "__slots__", None):
            raise TypeError("a class that defines __slots__ without defining __getstate__ "
                            "cannot be pickled")
        state = getattr(self, "__dict__", None)
    else:
        state = self.__getstate__()
    if state:
        return _reconstructor, args, state
    return _reconstructor, args


def _slotnames(cls):
    # The names of cls's slots (private names mangled), cached on the class as CPython does.
    names = cls.__dict__.get("__slotnames__")
    if names is not None:
        return names
    names = []
    if hasattr(cls, "__slots__"):
        for c in cls.__mro__:
            if "__slots__" not in c.__dict__:
                continue
            slots = c.__dict__["__slots__"]
            if isinstance(slots, str):
                slots = (slots,)
            for name in slots:
                if name in ("__dict__", "__weakref__"):
                    continue
                if name.startswith("__") and not name.endswith("__"):
                    stripped = c.__name__.lstrip("_")
                    if stripped:
                        name = "_%s%s" % (stripped, name)
                names.append(name)
    try:
        cls.__slotnames__ = names
    except Exception:
        pass
    return names


# ---- object's default reduction (what CPython's C object.__reduce_ex__ does) ----

def _default_state(obj, required):
    # object.__getstate__: the instance's __dict__ (None when empty), with its slots' values as
    # (dict state, slots) when it has any.
    cls = type(obj)
    if required and _builtin_base(cls) not in (object, BaseException) and \
            not _builtin_value_kind(cls):
        raise TypeError("cannot pickle %r object" % cls.__name__)
    d = getattr(obj, "__dict__", None)
    names = _slotnames(cls)
    if d and names:
        # The VM keeps slot values in the instance's __dict__ too.
        d = {k: v for k, v in d.items() if k not in names}
    state = dict(d) if d else None
    if names:
        slots = {}
        for name in names:
            try:
                slots[name] = getattr(obj, name)
            except AttributeError:
                pass
        if slots:
            state = (state, slots)
    return state


def _get_state(obj, required):
    if _own(type(obj), "__getstate__") is None:
        return _default_state(obj, required)
    return obj.__getstate__()


_VALUE_BASES = (int, float, str, bytes, tuple, complex)


def _builtin_value_kind(cls):
    base = _builtin_base(cls)
    return base if base in _VALUE_BASES else None


def _getnewargs(obj):
    # (args, kwargs) as __getnewargs_ex__ / __getnewargs__ give them (a value type's subclass
    # answers its value, as CPython's int/str/tuple... __getnewargs__ do); (None, None) for none.
    cls = type(obj)
    if _own(cls, "__getnewargs_ex__") is not None:
        got = obj.__getnewargs_ex__()
        if not isinstance(got, tuple):
            raise TypeError("__getnewargs_ex__ should return a tuple, not '%s'"
                            % type(got).__name__)
        if len(got) != 2:
            raise ValueError("__getnewargs_ex__ should return a tuple of length 2, not %d"
                             % len(got))
        args, kwargs = got
        if not isinstance(args, tuple):
            raise TypeError("first item of the tuple returned by __getnewargs_ex__ must be "
                            "a tuple, not '%s'" % type(args).__name__)
        if not isinstance(kwargs, dict):
            raise TypeError("second item of the tuple returned by __getnewargs_ex__ must be "
                            "a dict, not '%s'" % type(kwargs).__name__)
        return args, kwargs
    if _own(cls, "__getnewargs__") is not None:
        args = obj.__getnewargs__()
        if not isinstance(args, tuple):
            raise TypeError("__getnewargs__ should return a tuple, not '%s'"
                            % type(args).__name__)
        return args, None
    base = _builtin_value_kind(cls)
    if base is complex:
        return (obj.real, obj.imag), None
    if base is not None:
        return (base(obj),), None
    return None, None


def _reduce_newobj(obj):
    cls = type(obj)
    args, kwargs = _getnewargs(obj)
    hasargs = args is not None
    if not kwargs:
        func = __newobj__
        newargs = (cls,) + (args or ())
    else:
        func = __newobj_ex__
        newargs = (cls, args, kwargs)
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    state = _get_state(obj, not hasargs and listitems is None and dictitems is None)
    return func, newargs, state, listitems, dictitems


def _exception_args(obj):
    # What remakes an exception: its args, and an OSError's file names with them (as CPython's
    # OSError.__reduce__ has them).
    args = obj.args
    if isinstance(obj, OSError) and len(args) == 2 and obj.filename is not None:
        if obj.filename2 is None:
            return args + (obj.filename,)
        return args + (obj.filename, None, obj.filename2)
    return args


def _builtin_reduce(obj, proto):
    # The reductions CPython's built-in classes define for their subclasses' instances.
    base = _builtin_base(type(obj))
    if base is set or base is frozenset:
        d = getattr(obj, "__dict__", None)
        return type(obj), (list(obj),), (dict(d) if d else None)
    if isinstance(obj, BaseException):
        d = getattr(obj, "__dict__", None)
        args = _exception_args(obj)
        if d:
            return type(obj), args, dict(d)
        return type(obj), args
    if base is bytearray:
        d = getattr(obj, "__dict__", None)
        state = dict(d) if d else None
        if proto < 3:
            return type(obj), ((str(bytes(obj), "latin-1"), "latin-1") if obj else ()), state
        return type(obj), ((bytes(obj),) if obj else ()), state
    return None


def _default_reduce(obj, proto):
    """object.__reduce_ex__(proto) without a __reduce__ override."""
    got = _builtin_reduce(obj, proto)
    if got is not None:
        return got
    if proto >= 2:
        return _reduce_newobj(obj)
    return _reduce_ex(obj, proto)


def _reduce_for(obj, proto):
    """What pickle and copy get from obj.__reduce_ex__(proto): a class's own __reduce_ex__,
    else its own __reduce__, else object's default."""
    cls = type(obj)
    if _own(cls, "__reduce_ex__") is not None:
        return obj.__reduce_ex__(proto)
    if _own(cls, "__reduce__") is not None:
        return obj.__reduce__()
    return _default_reduce(obj, proto)


# ---- the extension registry ----

_extension_registry = {}                # (module, name) -> code
_inverted_registry = {}                 # code -> (module, name)
_extension_cache = {}                   # code -> object


def add_extension(module, name, code):
    """Register an extension code."""
    code = int(code)
    if not 1 <= code <= 0x7fffffff:
        raise ValueError("code out of range")
    key = (module, name)
    if _extension_registry.get(key) == code and _inverted_registry.get(code) == key:
        return
    if key in _extension_registry:
        raise ValueError("key %s is already registered with code %s"
                         % (key, _extension_registry[key]))
    if code in _inverted_registry:
        raise ValueError("code %s is already in use for key %s" % (code, _inverted_registry[code]))
    _extension_registry[key] = code
    _inverted_registry[code] = key


def remove_extension(module, name, code):
    """Unregister an extension code.  For testing only."""
    key = (module, name)
    if _extension_registry.get(key) != code or _inverted_registry.get(code) != key:
        raise ValueError("key %s is not registered with code %s" % (key, code))
    del _extension_registry[key]
    del _inverted_registry[code]
    if code in _extension_cache:
        del _extension_cache[code]


def clear_extension_cache():
    _extension_cache.clear()
