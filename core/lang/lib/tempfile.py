"""Temporary directories (CPython's tempfile, the directory part) over the run's files
(core/lang/src/files.rs): `mkdtemp`, `TemporaryDirectory`, `gettempdir`. In the CLI a directory
under the system's temporary folder; in memory (tests, the page) a path prefix of its own.
Temporary files (`TemporaryFile`, `NamedTemporaryFile`) need bytes and are not provided.
"""

import _files

__all__ = ["mkdtemp", "TemporaryDirectory", "gettempdir"]


def gettempdir():
    return "/tmp"


def mkdtemp(suffix=None, prefix=None, dir=None):
    """A new directory of the run's own; the caller removes it."""
    if suffix or prefix or dir:
        raise NotImplementedError("tempfile.mkdtemp(suffix=, prefix=, dir=) is not supported in "
                                  "the playground yet")
    return _files.make_temp_dir()


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
    if name in ("TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile", "mkstemp"):
        raise NotImplementedError(f"tempfile.{name} is not provided in the playground (it needs "
                                  "bytes); tempfile.TemporaryDirectory is")
    raise AttributeError(f"module 'tempfile' has no attribute '{name}'")
