# sys's Python part: the native module (stdout, argv, maxsize, the recursion and int-digit
# limits) is made first and this file runs in its namespace. The struct sequences below are made
# on first use (PEP 562), so `import sys` stays cheap.

_STRUCTS = {
    "float_info": (
        ("max", 1.7976931348623157e308),
        ("max_exp", 1024),
        ("max_10_exp", 308),
        ("min", 2.2250738585072014e-308),
        ("min_exp", -1021),
        ("min_10_exp", -307),
        ("dig", 15),
        ("mant_dig", 53),
        ("epsilon", 2.220446049250313e-16),
        ("radix", 2),
        ("rounds", 1),
    ),
    "int_info": (
        ("bits_per_digit", 30),
        ("sizeof_digit", 4),
        ("default_max_str_digits", 4300),
        ("str_digits_check_threshold", 640),
    ),
    "hash_info": (
        ("width", 64),
        ("modulus", 2305843009213693951),
        ("inf", 314159),
        ("nan", 0),
        ("imag", 1000003),
        ("algorithm", "siphash13"),
        ("hash_bits", 64),
        ("seed_bits", 128),
        ("cutoff", 0),
    ),
    "version_info": (
        ("major", 3),
        ("minor", 11),
        ("micro", 0),
        ("releaselevel", "final"),
        ("serial", 0),
    ),
    # The interpreter's command-line flags, as a CPython started without options has them (the
    # playground hashes without randomisation: hash_randomization is 0, as PYTHONHASHSEED=0).
    "flags": (
        ("debug", 0),
        ("inspect", 0),
        ("interactive", 0),
        ("optimize", 0),
        ("dont_write_bytecode", 0),
        ("no_user_site", 0),
        ("no_site", 0),
        ("ignore_environment", 0),
        ("verbose", 0),
        ("bytes_warning", 0),
        ("quiet", 0),
        ("hash_randomization", 0),
        ("isolated", 0),
        ("dev_mode", False),
        ("utf8_mode", 0),
        ("warn_default_encoding", 0),
        ("safe_path", False),
        ("int_max_str_digits", -1),
    ),
}

byteorder = "little"
executable = ""
# Where imports would be looked for: the playground imports its library by name, so this list is
# only for programs that read or extend it (`sys.path.insert(0, ...)`).
path = [""]
float_repr_style = "short"
dont_write_bytecode = False
maxunicode = 1114111
hexversion = 0x030B00F0
# The modules the VM makes natively (`core/lang/src/builtins/mod.rs`'s native_module), and builtins.
builtin_module_names = (
    "_array", "_binascii", "_cmath", "_decimal_kernel", "_files", "_json", "_re", "_subclass", "_traceback", "_weakref",
    "builtins", "math", "os", "random", "sys", "time",
)


def intern(string, /):
    """The string itself: the VM shares equal strings' storage as it sees fit, so interning has
    nothing to record; CPython's type checks are kept."""
    if type(string) is not str:
        if isinstance(string, str):
            raise TypeError("can't intern " + type(string).__name__)
        raise TypeError("intern() argument must be str, not " + type(string).__name__)
    return string


def getdefaultencoding():
    return "utf-8"


def getfilesystemencoding():
    return "utf-8"


def getfilesystemencodeerrors():
    return "surrogateescape"


_native_exc_info = exc_info


def exc_info():
    """(type, value, traceback) of the exception being handled, or three Nones. The traceback is
    the exception's `__traceback__` (`traceback._tb_of` makes it from the one the VM keeps)."""
    t, v, _ = _native_exc_info()
    if v is None:
        return (None, None, None)
    return (t, v, v.__traceback__)


def exception():
    """The exception being handled (3.11), or None."""
    return _native_exc_info()[1]


def displayhook(value):
    """What the interactive prompt does with an expression's value: print its repr on stdout
    and keep it as `builtins._` (None is not printed)."""
    if value is None:
        return
    import builtins

    builtins._ = None
    stdout.write(repr(value) + "\n")
    builtins._ = value


def excepthook(exctype, value, traceback):
    """Prints an exception and its chain on stderr, as an uncaught one is printed."""
    import traceback as _tb

    _tb.print_exception(exctype, value, traceback, file=stderr)


__displayhook__ = displayhook
__excepthook__ = excepthook


_NO_DEFAULT = object()


def getsizeof(obj, default=_NO_DEFAULT):
    """CPython 3.11's sizes (64-bit) for the values whose size its layout fixes: ints (30-bit
    digits), floats, complex, str (by its widest character), bytes, tuples, ranges, the empty list,
    dict and set; containers that grew keep CPython's allocation history, which the VM does not
    have: NotImplementedError, as for instances and other types."""
    t = type(obj)
    if t is int or t is bool:
        digits = max(1, (abs(obj).bit_length() + 29) // 30)
        return 28 if digits == 1 else 24 + 4 * digits
    if t is float:
        return 24
    if t is complex:
        return 32
    if obj is None or obj is Ellipsis or obj is NotImplemented:
        return 16
    if t is str:
        n = len(obj)
        widest = max(map(ord, obj)) if n else 0
        if widest < 128:
            return 49 + n
        if widest < 256:
            return 73 + n
        if widest < 65536:
            return 74 + 2 * n
        return 76 + 4 * n
    if t is bytes:
        return 33 + len(obj)
    if t is tuple:
        return 40 + 8 * len(obj)
    if t is range:
        return 48
    if t is list and not obj:
        return 56
    if t is dict and not obj:
        return 64
    if (t is set or t is frozenset) and len(obj) <= 4:
        return 216
    raise NotImplementedError(
        f"sys.getsizeof() of a '{t.__name__}' object is not provided: its size is CPython's "
        "memory layout and allocation history, which the playground does not have")


def _readonly(self, value):
    raise AttributeError("readonly attribute")


def _field(i):
    from _subclass import base

    return property(lambda self: base(self)[i], _readonly)


def _struct(name, pairs):
    # A struct sequence as CPython's: a tuple whose items are also read-only attributes.
    fields = tuple(f for f, _ in pairs)

    def __repr__(self):
        items = ", ".join(f + "=" + repr(v) for f, v in zip(fields, self))
        return "sys." + name + "(" + items + ")"

    def __getattr__(self, attr):
        raise AttributeError("'sys." + name + "' object has no attribute '" + attr + "'")

    ns = {f: _field(i) for i, f in enumerate(fields)}
    ns["__repr__"] = __repr__
    ns["__getattr__"] = __getattr__
    ns["n_fields"] = ns["n_sequence_fields"] = len(fields)
    ns["n_unnamed_fields"] = 0
    cls = type(name, (tuple,), ns)
    cls.__module__ = "sys"
    return cls([v for _, v in pairs])


def __getattr__(name):
    if name == "implementation":
        return _implementation()
    pairs = _STRUCTS.get(name)
    if pairs is None:
        raise AttributeError("module 'sys' has no attribute '" + name + "'")
    import sys

    value = _struct(name, pairs)
    setattr(sys, name, value)
    return value


def _implementation():
    # The language the VM implements, described as CPython 3.11 describes itself (as
    # platform.python_implementation() does); made on first use.
    import sys
    import types

    value = types.SimpleNamespace(name="cpython", cache_tag="cpython-311",
                                  version=sys.version_info, hexversion=hexversion,
                                  _multiarch="x86_64-linux-gnu")
    sys.implementation = value
    return value


def _main_globals():
    # The program's globals, from its outermost frame, looked up when used: asking for them
    # turns the program's global slots into a dict (`Globals::live_dict`), which `import sys`
    # alone should not cost.
    f = _getframe(0)
    while f.f_back is not None:
        f = f.f_back
    return f.f_globals


class _MainModule:
    # `sys.modules["__main__"]` (and `import __main__`): the program's module, its attributes
    # its global names, read and written live.
    __slots__ = ()

    def __getattribute__(self, name):
        if name == "__class__":
            import sys

            return type(sys)
        g = _main_globals()
        if name == "__dict__":
            return g
        try:
            return g[name]
        except KeyError:
            raise AttributeError("module '__main__' has no attribute '" + name + "'") from None

    def __setattr__(self, name, value):
        _main_globals()[name] = value

    def __delattr__(self, name):
        g = _main_globals()
        if name not in g:
            raise AttributeError("module '__main__' has no attribute '" + name + "'")
        del g[name]

    def __dir__(self):
        return sorted(_main_globals())

    def __repr__(self):
        return "<module '__main__'>"


modules["__main__"] = _MainModule()
