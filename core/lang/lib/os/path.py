"""os.path (posixpath in CPython): pure string operations on '/'-separated paths, as CPython's.
exists/isdir/isfile/getsize look at the run's files; the functions that need a working folder or
the file system further (abspath, realpath, ...) are not provided. Each string function takes
str, bytes (worked on as latin-1 text, byte for byte) or an os.PathLike (pathlib's paths), as
CPython's.
"""

sep = "/"
curdir = "."
pardir = ".."
extsep = "."
altsep = None
pathsep = ":"
defpath = "/bin:/usr/bin"
devnull = "/dev/null"
supports_unicode_filenames = False


def _check(funcname, *args):
    for a in args:
        if not isinstance(a, str):
            raise TypeError(
                f"{funcname}() argument must be str, bytes, or os.PathLike object, "
                f"not '{type(a).__name__}'"
            )


def _check_arg_types(funcname, *args):
    # CPython's genericpath check: str and bytes only, and not both.
    kinds = set()
    for a in args:
        if isinstance(a, (str, bytes)):
            kinds.add(type(a))
        else:
            raise TypeError(f"{funcname}() argument must be str, bytes, or os.PathLike object, "
                            f"not {type(a).__name__!r}")
    if len(kinds) > 1:
        raise TypeError("Can't mix strings and bytes in path components")


def _to_bytes(result):
    if isinstance(result, str):
        return result.encode("latin-1")
    if isinstance(result, tuple):
        return tuple(_to_bytes(r) for r in result)
    return result


def _adapt(fn, first_only=False):
    # The str implementation over str, bytes (as latin-1 text) and os.PathLike arguments: the
    # first argument through os.fspath's check, the rest (join's) through genericpath's.
    def wrapper(*args):
        conv = [_fspath(args[0])] if args else []
        for a in args[1:]:
            conv.append(a.__fspath__() if hasattr(a, "__fspath__") else a)
        if len(conv) > 1:
            _check_arg_types(fn.__name__, *conv)
        if conv and isinstance(conv[0], bytes):
            return _to_bytes(fn(*[c.decode("latin-1") for c in conv]))
        return fn(*conv)
    wrapper.__name__ = wrapper.__qualname__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    wrapper.__wrapped__ = fn
    return wrapper


def isabs(s):
    """True when the path starts at the root."""
    _check("isabs", s)
    return s.startswith(sep)


def join(a, *p):
    """Joins path parts with '/'; a part that starts at the root discards the ones before it."""
    _check("join", a, *p)
    path = a
    for b in p:
        if b.startswith(sep):
            path = b
        elif not path or path.endswith(sep):
            path += b
        else:
            path += sep + b
    return path


def split(p):
    """(head, tail): tail is the part after the last '/', head the rest without trailing '/'."""
    _check("split", p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def basename(p):
    """The last part of the path."""
    return split(p)[1]


def dirname(p):
    """The path without its last part."""
    return split(p)[0]


def splitext(p):
    """(root, ext): ext is the last '.suffix' of the last part (a leading dot does not count)."""
    _check("splitext", p)
    sep_index = p.rfind(sep)
    dot_index = p.rfind(extsep)
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index] != extsep:
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def normpath(path):
    """Collapses '//', '/./' and 'x/..' in the path, without asking a file system."""
    _check("normpath", path)
    if path == "":
        return curdir
    initial = 1 if path.startswith(sep) else 0
    if initial and path.startswith(sep * 2) and not path.startswith(sep * 3):
        initial = 2
    new_comps = []
    for comp in path.split(sep):
        if comp in ("", curdir):
            continue
        if comp != pardir or (not initial and not new_comps) or (new_comps and new_comps[-1] == pardir):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    path = sep * initial + sep.join(new_comps)
    return path or curdir


def exists(path):
    """Whether the run's files hold `path` (core/lang/src/files.rs: the CLI's directory, the
    page's stored files, or memory)."""
    import _files

    if hasattr(path, "__fspath__"):
        path = path.__fspath__()
    # (A directory made with os.mkdir holds no file yet: the store knows it as a directory.)
    return isinstance(path, str) and path != "" and (_files.exists(path) or _files.is_dir(path))


def isdir(path):
    """Whether `path` is a directory of the run's files (in memory: one that holds a file, or a
    temporary directory)."""
    import _files

    if hasattr(path, "__fspath__"):
        path = path.__fspath__()
    return isinstance(path, str) and _files.is_dir(path)


def isfile(path):
    return exists(path) and not isdir(path)


def getsize(path):
    """The size of a file of the run's files, in bytes."""
    import _files

    if hasattr(path, "__fspath__"):
        path = path.__fspath__()
    return len(_files.read_bytes(path))


lexists = exists


def normcase(s):
    """The path itself: POSIX paths are case-sensitive."""
    _check("normcase", s)
    return s


def splitdrive(p):
    """('', p): POSIX paths have no drive."""
    _check("splitdrive", p)
    return p[:0], p


def commonprefix(m):
    """The longest string that starts every path in the list, compared character by character."""
    if not m:
        return ""
    if not isinstance(m[0], (list, tuple)):
        m = tuple(_fspath(x) for x in m)
    lo, hi = min(m), max(m)
    for i, c in enumerate(lo):
        if c != hi[i]:
            return lo[:i]
    return lo


def commonpath(paths):
    """The longest common sub-path of the paths, compared part by part."""
    paths = tuple(_fspath(p) for p in paths)
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    _check_arg_types("commonpath", *paths)
    if isinstance(paths[0], bytes):
        return commonpath([p.decode("latin-1") for p in paths]).encode("latin-1")
    absolute = {p.startswith(sep) for p in paths}
    if len(absolute) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    parts = [[c for c in p.split(sep) if c and c != curdir] for p in paths]
    lo, hi = min(parts), max(parts)
    common = lo
    for i, c in enumerate(lo):
        if c != hi[i]:
            common = lo[:i]
            break
    return (sep if absolute.pop() else "") + sep.join(common)


def relpath(path, start=None):
    """The path from start to path. Both absolute, or both relative (to the same working folder,
    which the playground does not name: NotImplementedError when start climbs out of it)."""
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if start is None:
        start = curdir if isinstance(path, str) else curdir.encode()
    start = _fspath(start)
    _check_arg_types("relpath", path, start)
    if isinstance(path, bytes):
        return relpath(path.decode("latin-1"), start.decode("latin-1")).encode("latin-1")
    if path.startswith(sep) != start.startswith(sep):
        raise NotImplementedError("os.path.relpath of a relative and an absolute path is not "
                                  "provided in the playground (no working folder)")
    path_parts = [c for c in normpath(path).split(sep) if c and c != curdir]
    start_parts = [c for c in normpath(start).split(sep) if c and c != curdir]
    if pardir in start_parts:
        raise NotImplementedError("os.path.relpath from a folder above the working folder is "
                                  "not provided in the playground (no working folder)")
    n = 0
    for a, b in zip(path_parts, start_parts):
        if a != b:
            break
        n += 1
    rel = [pardir] * (len(start_parts) - n) + path_parts[n:]
    return join(*rel) if rel else curdir


def _fspath(path):
    if hasattr(path, "__fspath__"):
        path = path.__fspath__()
    if not isinstance(path, (str, bytes)):
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(path).__name__}")
    return path


def expanduser(path):
    """Replace a leading ~ by $HOME; a path without one comes back as it is. (CPython asks the
    password database where HOME is unset, and for ~user: those raise NotImplementedError.)"""
    path = _fspath(path)
    tilde = b"~" if isinstance(path, bytes) else "~"
    if not path.startswith(tilde):
        return path
    slash = b"/" if isinstance(path, bytes) else "/"
    i = path.find(slash, 1)
    if i < 0:
        i = len(path)
    if i != 1:
        raise NotImplementedError("os.path.expanduser of ~user is not provided in the playground "
                                  "(no password database)")
    import os
    home = os.environ.get("HOME")
    if home is None:
        raise NotImplementedError("os.path.expanduser without HOME is not provided in the "
                                  "playground (no password database)")
    if isinstance(path, bytes):
        home = home.encode()
    home = home.rstrip(slash) or slash
    return home + path[i:]


def expandvars(path):
    """Replace $name and ${name} by the environment's values; unknown names stay as written."""
    import os
    import re
    path = _fspath(path)
    if isinstance(path, bytes):
        if b"$" not in path:
            return path
        pattern = re.compile(rb"\$(\w+|\{[^}]*\})", re.ASCII)
        env = {k.encode(): v.encode() for k, v in os.environ.items()}
    else:
        if "$" not in path:
            return path
        pattern = re.compile(r"\$(\w+|\{[^}]*\})", re.ASCII)
        env = os.environ

    def repl(m):
        name = m.group(1)
        if name[:1] in ("{", b"{"[0:1]) and name[-1:] in ("}", b"}"[0:1]):
            name = name[1:-1]
        return env[name] if name in env else m.group(0)

    return pattern.sub(repl, path)


for _name in ("isabs", "join", "split", "basename", "dirname", "splitext", "normpath",
              "normcase", "splitdrive"):
    globals()[_name] = _adapt(globals()[_name])
del _name


# CPython's os.path functions that ask the file system.
_NEEDS_SYSTEM = (
    "abspath islink ismount getmtime getatime getctime "
    "realpath samefile sameopenfile samestat"
).split()


def __getattr__(name):
    if name in _NEEDS_SYSTEM:
        raise NotImplementedError(f"os.path.{name} is not provided in the playground (no file system)")
    raise AttributeError(f"module 'posixpath' has no attribute '{name}'")
