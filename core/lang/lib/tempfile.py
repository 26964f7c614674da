"""Temporary directories and files (CPython's tempfile) over the run's files
(core/lang/src/files.rs): `mkdtemp`, `TemporaryDirectory`, `gettempdir`, and `mkstemp`, whose
descriptor `os.close` and `os.fdopen` take (os/__init__.py), and the file objects
`NamedTemporaryFile` and `TemporaryFile` (a file of mkstemp's opened by `open()`, removed when
closed). In the CLI a directory under the system's temporary folder; in memory (tests, the page)
a path prefix of its own. `TemporaryFile`'s object is NamedTemporaryFile's (CPython's has no
name on Linux: its `name` is the descriptor); `SpooledTemporaryFile` is not provided.
"""

import _files

__all__ = ["mkdtemp", "mkstemp", "TemporaryDirectory", "gettempdir", "NamedTemporaryFile",
           "TemporaryFile"]

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


class _TemporaryFileWrapper:
    """NamedTemporaryFile's object: the open file (`file`) and its path (`name`), removed when
    closed if `delete`; the file's other attributes and methods are read through."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._removed = False

    def __getattr__(self, name):
        return getattr(self.__dict__["file"], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self._cleanup()
        return result

    def close(self):
        try:
            self.file.close()
        finally:
            self._cleanup()

    def _cleanup(self):
        if self.delete and not self._removed:
            self._removed = True
            import os

            try:
                os.unlink(self.name)
            except FileNotFoundError:
                pass

    def __iter__(self):
        for line in self.file:
            yield line


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    """A new temporary file, open in `mode`, with a path (`.name`); removed when closed unless
    `delete` is false."""
    import os

    if "b" in mode and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    fd, name = mkstemp(suffix, prefix, dir, text="b" not in mode)
    os.close(fd)
    try:
        file = open(name, mode, buffering=buffering, encoding=encoding, newline=newline,
                    errors=errors)
    except BaseException:
        os.unlink(name)
        raise
    return _TemporaryFileWrapper(file, name, delete)


def TemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None,
                  prefix=None, dir=None, *, errors=None):
    """A new temporary file, open in `mode`, removed when closed."""
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, True,
                              errors=errors)


def __getattr__(name):
    if name == "SpooledTemporaryFile":
        raise NotImplementedError("tempfile.SpooledTemporaryFile is not provided in the "
                                  "playground; tempfile.TemporaryFile is")
    raise AttributeError(f"module 'tempfile' has no attribute '{name}'")
