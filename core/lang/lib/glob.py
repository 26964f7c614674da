"""glob as CPython 3.11's, over the run's files (core/lang/src/files.rs): glob, iglob, escape,
has_magic.

`*`, `?` and `[...]` match within one path part (fnmatch's rules); a pattern part that does not
start with '.' does not match hidden names (include_hidden=True lifts that); with
recursive=True a part `**` matches any number of directories (and files, when it is the last
part). Results come in the order the playground's `os.listdir` gives, which is sorted by name
(CPython's is the file system's order, which is arbitrary).
"""

import os
import fnmatch

__all__ = ["glob", "iglob", "escape"]

_MAGIC = "*?["


def has_magic(s):
    """Whether `s` holds one of the wildcard characters `*`, `?`, `[`."""
    if isinstance(s, bytes):
        return any(c in s for c in b"*?[")
    return any(c in s for c in _MAGIC)


def escape(pathname):
    """`pathname` with its wildcard characters made literal (`*` -> `[*]`)."""
    if isinstance(pathname, bytes):
        return escape(pathname.decode("latin-1")).encode("latin-1")
    return "".join("[" + c + "]" if c in _MAGIC else c for c in pathname)


# ---- the store, asked with paths whose '.' parts and repeated slashes are dropped (the
# in-memory store keys a file by its plain path) -----------------------------------------

def _plain(path):
    if not path:
        return path
    lead = "/" if path.startswith("/") else ""
    parts = [p for p in path.split("/") if p and p != "."]
    return lead + "/".join(parts) if parts or lead else "."


def _isdir(path):
    import _files
    return bool(path) and _files.is_dir(_plain(path))


def _lexists(path):
    import _files
    if not path:
        return False
    p = _plain(path)
    return _files.exists(p) or _files.is_dir(p)


def _names(dirname, dironly):
    """The names in a directory (sorted), [] when it cannot be listed."""
    import _files
    d = _plain(dirname) if dirname else "."
    try:
        names = _files.list_dir(d)
    except OSError:
        return []
    if dironly:
        names = [n for n in names if _files.is_dir(_plain(os.path.join(d, n)))]
    return names


def _visible(name):
    return not name.startswith(".")


def _join(a, b):
    if not a or not b:
        return a or b
    return os.path.join(a, b)


# ---- matching --------------------------------------------------------------------------------

def _match_one(dirname, pattern, dironly, hidden):
    """The names in `dirname` matching a pattern part with wildcards."""
    names = _names(dirname, dironly)
    if not (hidden or pattern.startswith(".")):
        names = [n for n in names if _visible(n)]
    return fnmatch.filter(names, pattern)


def _match_literal(dirname, name, dironly, hidden):
    """[name] when the part without wildcards names something in `dirname`."""
    if name:
        if _lexists(_join(dirname, name)):
            return [name]
    elif _isdir(dirname):
        return [name]
    return []


def _walk(dirname, dironly, hidden):
    """Every path under `dirname`, relative to it, each directory before its contents."""
    for name in _names(dirname, dironly):
        if not hidden and not _visible(name):
            continue
        yield name
        sub = _join(dirname, name)
        if _isdir(sub):
            for rest in _walk(sub, dironly, hidden):
                yield os.path.join(name, rest)


def _match_recursive(dirname, pattern, dironly, hidden):
    """`**`: the directory itself ('') and everything under it."""
    yield ""
    yield from _walk(dirname, dironly, hidden)


def _glob(pathname, root, recursive, dironly, hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _lexists(_join(root, pathname)):
                yield pathname
        elif _isdir(_join(root, dirname)):
            yield pathname
        return
    if not dirname:
        if recursive and basename == "**":
            yield from _match_recursive(root, basename, dironly, hidden)
        else:
            yield from _match_one(root, basename, dironly, hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _glob(dirname, root, recursive, True, hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and basename == "**":
            step = _match_recursive
        else:
            step = _match_one
    else:
        step = _match_literal
    for d in dirs:
        for name in step(_join(root, d), basename, dironly, hidden):
            yield os.path.join(d, name)


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """An iterator over the paths matching `pathname` (see glob)."""
    if dir_fd is not None:
        raise NotImplementedError("glob's dir_fd is not provided in the playground (no file "
                                  "descriptors for directories)")
    pathname = os.fspath(pathname)
    as_bytes = isinstance(pathname, bytes)
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
        if isinstance(root_dir, bytes) != as_bytes:
            raise NotImplementedError("glob with a str pattern and a bytes root_dir (or the "
                                      "reverse) is not provided in the playground")
        if as_bytes:
            root_dir = root_dir.decode("utf-8")
    else:
        root_dir = ""
    text = pathname.decode("utf-8") if as_bytes else pathname
    it = _glob(text, root_dir, recursive, False, include_hidden)
    drop_first_empty = not text or (recursive and text[:2] == "**")
    first = True
    for path in it:
        if first:
            first = False
            if drop_first_empty and not path:
                continue
        yield path.encode("utf-8") if as_bytes else path


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """The list of paths matching `pathname`, a path with shell-style wildcards (`*`, `?`,
    `[...]`; with recursive=True, `**` for any depth of directories). Relative paths are taken
    from `root_dir` when given (the results stay relative to it)."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))




def glob0(dirname, pattern):
    return _match_literal(dirname, pattern, False, False)


def glob1(dirname, pattern):
    return _match_one(dirname, pattern, False, False)
