# os's Python part: the native module (environ, getenv, sep) is made first and this file runs in
# its namespace, adding os.path (string operations, and exists/isfile over the run's files) and
# remove/unlink.
from . import path


def remove(path):
    """Deletes one of the run's files (FileNotFoundError in CPython's words if there is none)."""
    import _files

    _files.remove(path)


unlink = remove


def fspath(path):
    """The path's str (or bytes): itself, or what its `__fspath__` returns."""
    if isinstance(path, (str, bytes)):
        return path
    f = getattr(type(path), "__fspath__", None)
    if f is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)
    r = path.__fspath__()
    if not isinstance(r, (str, bytes)):
        raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                        % (type(path).__name__, type(r).__name__))
    return r


def listdir(path="."):
    """The names in a directory of the run's files, sorted."""
    import _files

    return _files.list_dir(fspath(path))


class stat_result(tuple):
    """What `os.stat` knows of one of the run's files: the kind of file in `st_mode`
    (S_IFREG or S_IFDIR, no permission bits) and `st_size`; the store keeps no owner,
    permissions or times, so the other fields raise NotImplementedError."""

    def __new__(cls, mode, size):
        return tuple.__new__(cls, (mode, size))

    st_mode = property(lambda self: self[0])
    st_size = property(lambda self: self[1])

    def __getattr__(self, name):
        if name.startswith("st_"):
            raise NotImplementedError("os.stat_result.%s is not provided in the playground (the "
                                      "run's files keep no owner, permissions or times)" % name)
        raise AttributeError("'os.stat_result' object has no attribute '%s'" % name)

    def __repr__(self):
        return "os.stat_result(st_mode=%d, st_size=%d)" % (self[0], self[1])


def stat(path, *, dir_fd=None, follow_symlinks=True):
    """`stat_result` of one of the run's files or directories (FileNotFoundError otherwise)."""
    import _files

    p = fspath(path)
    if _files.is_dir(p):
        return stat_result(0o040000, 0)
    return stat_result(0o100000, len(_files.read_bytes(p)))


lstat = stat
