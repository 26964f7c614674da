"""posixpath: on POSIX, CPython's os.path. Here os.path is the module os/path.py, and this module
holds the same functions and constants (the same objects), so `from posixpath import join` and
`posixpath.normpath(p)` work; `posixpath is os.path` is False (the VM binds an import to the
module it ran, so a module cannot stand in for another through sys.modules)."""
from os import path as _path

for _name in dir(_path):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_path, _name)
__all__ = [n for n in dir(_path) if not n.startswith("_")]
del _name


def __getattr__(name):
    return _path.__getattr__(name)
