"""Temporary directories and files (CPython's tempfile) over the run's files
(core/lang/src/files.rs): `mkdtemp`, `TemporaryDirectory`, `gettempdir`, and `mkstemp`, whose
descriptor `os.close` and `os.fdopen` take (os/__init__.py). In the CLI a directory under the
system's temporary folder; in memory (tests, the page) a path prefix of its own. File objects
(`TemporaryFile`, `NamedTemporaryFile`) are not provided.
"""

import _files

__all__ = ["mkdtemp", "mkstemp", "TemporaryDirectory", "gettempdir"]

_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_names = []


def gettempdir():
    return "/tmp"


def mkdtemp(suffix=None, prefix=None, dir=None):
    """A new directory of the run's own; the caller removes it."""
    if suffix or prefix or dir:
        raise NotImplementedError("tempfile.mkdtemp(suffix=, prefix=, dir=) is not supported in "
                                  "the playground yet")
    return _files.make_temp_dir()


def _random_name():
    # Eight characters from a generator of the module's own (the program's random state is
    # left alone, as CPython's tempfile keeps its own Random).
    if not _names:
        import random

        _names.append(random.Random())
    rng = _names[0]
    return "".join(rng.choice(_NAME_CHARS) for _ in range(8))


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """A new empty file of the run's files: (descriptor, path; absolute unless `dir` is not).
    The caller closes the descriptor (os.close) and removes the file."""
    import os

    for what, v in (("suffix", suffix), ("prefix", prefix), ("dir", dir)):
        if v is not None and not isinstance(v, str):
            raise NotImplementedError("tempfile.mkstemp(%s=...) takes a str in the playground"
                                      % what)
    suffix = "" if suffix is None else suffix
    prefix = "tmp" if prefix is None else prefix
    dir = gettempdir() if dir is None else dir
    for _ in range(10000):
        path = os.path.join(dir, prefix + _random_name() + suffix)
        if not _files.exists(path):
            _files.write_bytes(path, b"")
            return os._new_fd(path), path
    raise FileExistsError(17, "No usable temporary file name found")


class TemporaryDirectory:
    """A temporary directory removed, with what it holds, when the `with` block ends or
    `cleanup()` is called."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return f"<TemporaryDirectory {self.name!r}>"

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if self._done:
            return
        self._done = True
        try:
            _files.remove_tree(self.name)
        except OSError:
            if not self._ignore:
                raise


def __getattr__(name):
    if name in ("TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile"):
        raise NotImplementedError(f"tempfile.{name} is not provided in the playground (it needs "
                                  "bytes); tempfile.TemporaryDirectory is")
    raise AttributeError(f"module 'tempfile' has no attribute '{name}'")
