"""shutil over the run's files: rmtree, copyfile, copy, move (of files). The rest (archives,
permissions, disk usage, which, ...) raises NotImplementedError naming it."""

import _files
import os as _os

__all__ = ["rmtree", "copyfile", "copy", "move"]


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Removes a directory of the run's files and everything under it."""
    try:
        _files.remove_tree(_os.fspath(path))
    except OSError:
        if ignore_errors:
            return
        if onerror is not None:
            import sys

            onerror(rmtree, path, sys.exc_info())
            return
        raise


def copyfile(src, dst, *, follow_symlinks=True):
    """Copies a file's bytes to `dst`; returns `dst`."""
    src, dst = _os.fspath(src), _os.fspath(dst)
    if src == dst:
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    _files.write_bytes(dst, _files.read_bytes(src))
    return dst


def copy(src, dst, *, follow_symlinks=True):
    """copyfile into `dst`, or into the directory `dst` under the source's name."""
    if _os.path.isdir(_os.fspath(dst)):
        dst = _os.path.join(_os.fspath(dst), _os.path.basename(_os.fspath(src)))
    return copyfile(src, dst)


def move(src, dst, copy_function=None):
    """Moves a file (os.rename), into the directory `dst` under its own name if `dst` is one;
    returns the destination. Moving a directory raises NotImplementedError."""
    real_dst = _os.fspath(dst)
    if _os.path.isdir(real_dst):
        real_dst = _os.path.join(real_dst, _os.path.basename(_os.fspath(src).rstrip("/")))
        if _os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    _os.rename(src, real_dst)
    return real_dst


class Error(OSError):
    pass


class SameFileError(Error):
    pass


_MISSING = frozenset("copy2 copytree disk_usage which make_archive unpack_archive chown "
                     "copymode copystat copyfileobj get_terminal_size ignore_patterns "
                     "get_archive_formats register_archive_format".split())


def __getattr__(name):
    if name in _MISSING:
        raise NotImplementedError("shutil.%s is not provided in the playground" % name)
    raise AttributeError("module 'shutil' has no attribute '%s'" % name)
