"""linecache: lines of text files, read once and kept (CPython 3.11's API) over the run's files.

A name found neither in `cache` nor among the run's files gives no lines ('' from getline).
`<program>` is the program's own text and `<lib>/path` a library file's, the names tracebacks
show (read through `_traceback.source`); any other name in angle brackets has lines only when
the program puts them in `cache` itself, as CPython's tools do (`cache[name] = (size, None,
lines, name)`). Files read here are re-checked by content in checkcache (the run's files keep
no modification times); their entries' mtime is None.
"""

import os

__all__ = ["getline", "clearcache", "checkcache", "lazycache"]

cache = {}
_from_files = set()   # names whose entry this module read from the run's files


def clearcache():
    """Forgets every cached file."""
    cache.clear()
    _from_files.clear()


def getline(filename, lineno, module_globals=None):
    """Line `lineno` (from 1, with its newline) of the file, or '' when there is none."""
    lines = getlines(filename, module_globals)
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


def getlines(filename, module_globals=None):
    """The file's lines (cached), [] when it cannot be read."""
    entry = cache.get(filename)
    if entry is not None and len(entry) != 1:
        return entry[2]
    try:
        return updatecache(filename, module_globals)
    except MemoryError:
        clearcache()
        return []


def _read(path):
    """The text's lines, or None when the file cannot be read as UTF-8 text."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.readlines()
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def checkcache(filename=None):
    """Drops cached entries whose file changed or went (all of them, or `filename`'s).
    Entries the program made (mtime None) and lazy ones are kept."""
    names = list(cache) if filename is None else [filename]
    for name in names:
        entry = cache.get(name)
        if entry is None or len(entry) == 1:
            continue
        size, mtime, lines, fullname = entry
        if mtime is None and name not in _from_files:
            continue
        now = _read(fullname) if os.path.isfile(fullname) else None
        if now is not None and now and not now[-1].endswith("\n"):
            now[-1] += "\n"
        if now is None or now != lines:
            cache.pop(name, None)
            _from_files.discard(name)


def updatecache(filename, module_globals=None):
    """Reads the file again into the cache; its lines ([] when it cannot be read)."""
    if filename in cache and len(cache[filename]) != 1:
        cache.pop(filename, None)
        _from_files.discard(filename)
    if filename and filename.startswith("<"):
        import _traceback

        data = _traceback.source(filename)
        if data is None:
            return []
        lines = data.splitlines(True)
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        cache[filename] = (len(data), None, lines, filename)
        return lines
    if not filename:
        return []
    if not os.path.isfile(filename):
        if lazycache(filename, module_globals):
            try:
                data = cache[filename][0]()
            except (ImportError, OSError):
                pass
            else:
                if data is None:
                    return []
                lines = data.splitlines(True)
                if lines and not lines[-1].endswith("\n"):
                    lines[-1] += "\n"
                cache[filename] = (len(data), None, lines, filename)
                return lines
        return []
    lines = _read(filename)
    if lines is None:
        return []
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    cache[filename] = (os.path.getsize(filename), None, lines, filename)
    _from_files.add(filename)
    return lines


def lazycache(filename, module_globals):
    """Registers a module's source for later reading through its `__loader__.get_source`
    (the playground's own modules have no loaders, so this is for the program's objects)."""
    if filename in cache:
        return len(cache[filename]) == 1
    if not filename or (filename.startswith("<") and filename.endswith(">")):
        return False
    if module_globals and "__name__" in module_globals:
        name = module_globals["__name__"]
        loader = module_globals.get("__loader__")
        if loader is None:
            spec = module_globals.get("__spec__")
            loader = getattr(spec, "loader", None)
        get_source = getattr(loader, "get_source", None)
        if name and get_source:
            cache[filename] = (lambda: get_source(name),)
            return True
    return False
