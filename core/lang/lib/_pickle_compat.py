"""Python 2 <-> 3 names for protocols 0-2 with fix_imports (the facts of CPython's
_compat_pickle, for the modules the playground has): a reader maps Python 2 names to Python 3
ones, a writer the reverse."""

_EXCEPTIONS = (
    "ArithmeticError AssertionError AttributeError BaseException BufferError BytesWarning "
    "DeprecationWarning EOFError EnvironmentError Exception FloatingPointError FutureWarning "
    "GeneratorExit IOError ImportError ImportWarning IndentationError IndexError KeyError "
    "KeyboardInterrupt LookupError MemoryError NameError NotImplementedError OSError "
    "OverflowError PendingDeprecationWarning ReferenceError RuntimeError RuntimeWarning "
    "StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TypeError "
    "UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError "
    "UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError"
).split()
# Python 3 exceptions that Python 2 pickles name as their Python 2 base.
_EXCEPTION_BASES = {
    "BrokenPipeError": "OSError", "ChildProcessError": "OSError",
    "ConnectionAbortedError": "OSError", "ConnectionError": "OSError",
    "ConnectionRefusedError": "OSError", "ConnectionResetError": "OSError",
    "FileExistsError": "OSError", "FileNotFoundError": "OSError",
    "InterruptedError": "OSError", "IsADirectoryError": "OSError",
    "ModuleNotFoundError": "ImportError", "NotADirectoryError": "OSError",
    "PermissionError": "OSError", "ProcessLookupError": "OSError", "TimeoutError": "OSError",
}

# (Python 2 module, name) -> (Python 3 module, name)
NAME_MAPPING = {
    ("__builtin__", "xrange"): ("builtins", "range"),
    ("__builtin__", "reduce"): ("functools", "reduce"),
    ("__builtin__", "intern"): ("sys", "intern"),
    ("__builtin__", "unichr"): ("builtins", "chr"),
    ("__builtin__", "unicode"): ("builtins", "str"),
    ("__builtin__", "long"): ("builtins", "int"),
    ("__builtin__", "basestring"): ("builtins", "str"),
    ("itertools", "izip"): ("builtins", "zip"),
    ("itertools", "imap"): ("builtins", "map"),
    ("itertools", "ifilter"): ("builtins", "filter"),
    ("itertools", "ifilterfalse"): ("itertools", "filterfalse"),
    ("itertools", "izip_longest"): ("itertools", "zip_longest"),
    ("UserDict", "IterableUserDict"): ("collections", "UserDict"),
    ("UserDict", "UserDict"): ("collections", "UserDict"),
    ("UserList", "UserList"): ("collections", "UserList"),
    ("UserString", "UserString"): ("collections", "UserString"),
}
for _e in _EXCEPTIONS:
    NAME_MAPPING[("exceptions", _e)] = ("builtins", _e)
NAME_MAPPING[("exceptions", "StandardError")] = ("builtins", "Exception")

IMPORT_MAPPING = {
    "__builtin__": "builtins", "copy_reg": "copyreg", "Queue": "queue", "repr": "reprlib",
    "htmlentitydefs": "html.entities", "HTMLParser": "html.parser", "_abcoll": "collections.abc",
    "cPickle": "pickle", "UserDict": "collections", "UserList": "collections",
    "UserString": "collections",
}

REVERSE_NAME_MAPPING = {}
for _k, _v in NAME_MAPPING.items():
    if _k not in (("__builtin__", "basestring"), ("UserDict", "UserDict"),
                  ("exceptions", "StandardError")):
        REVERSE_NAME_MAPPING[_v] = _k
REVERSE_NAME_MAPPING[("_functools", "reduce")] = ("__builtin__", "reduce")
for _e, _b in _EXCEPTION_BASES.items():
    REVERSE_NAME_MAPPING[("builtins", _e)] = ("exceptions", _b)

REVERSE_IMPORT_MAPPING = {
    "builtins": "__builtin__", "copyreg": "copy_reg", "queue": "Queue", "reprlib": "repr",
    "html.entities": "htmlentitydefs", "html.parser": "HTMLParser",
    "collections.abc": "_abcoll", "_functools": "functools", "_pickle": "pickle",
}
