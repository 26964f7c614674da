"""fileinput as CPython 3.11's, over the run's files: iterate over the lines of several files
as one stream, knowing at each line the file's name, the line's number overall and in its
file. The playground has no standard input ('-' raises NotImplementedError) and in-place
editing (inplace=True) is not provided.
"""

import os
import sys

__all__ = ["input", "close", "nextfile", "filename", "lineno", "filelineno", "fileno",
           "isfirstline", "isstdin", "FileInput", "hook_compressed", "hook_encoded"]

_current = None   # the FileInput that input() made


def input(files=None, inplace=False, backup="", *, mode="r", openhook=None, encoding=None,
          errors=None):
    """Makes the module's FileInput over `files` (the functions below ask it) and returns
    it; RuntimeError while the previous one is still reading a file."""
    global _current
    if _current is not None and _current._stream is not None:
        raise RuntimeError("input() already active")
    _current = FileInput(files, inplace, backup, mode=mode, openhook=openhook,
                         encoding=encoding, errors=errors)
    return _current


def _it():
    if _current is None:
        raise RuntimeError("no active input()")
    return _current


def close():
    """Closes the module's FileInput and forgets it."""
    global _current
    done, _current = _current, None
    if done is not None:
        done.close()


def nextfile():
    """Skips the rest of the current file."""
    return _it().nextfile()


def filename():
    """The name of the file being read (None before the first line)."""
    return _it().filename()


def lineno():
    """The number of lines read so far, over all files."""
    return _it().lineno()


def filelineno():
    """The number of lines read so far in the current file."""
    return _it().filelineno()


def fileno():
    return _it().fileno()


def isfirstline():
    """Whether the last line read was its file's first."""
    return _it().isfirstline()


def isstdin():
    return _it().isstdin()


class FileInput:
    """The lines of several files as one iterator (also a context manager), counting lines
    overall and per file."""

    def __init__(self, files=None, inplace=False, backup="", *, mode="r", openhook=None,
                 encoding=None, errors=None):
        if isinstance(files, str):
            names = (files,)
        elif hasattr(files, "__fspath__"):
            names = (os.fspath(files),)
        else:
            if files is None:
                files = getattr(sys, "argv", [""])[1:]
            names = tuple(files) if files else ("-",)
        if mode not in ("r", "rb"):
            raise ValueError("FileInput opening mode must be 'r' or 'rb'")
        if openhook:
            if inplace:
                raise ValueError("FileInput cannot use an opening hook in inplace mode")
            if not callable(openhook):
                raise ValueError("FileInput openhook must be callable")
        if inplace:
            raise NotImplementedError("fileinput's inplace=True is not provided in the "
                                      "playground")
        self._queue = names
        self._mode = mode
        self._hook = openhook
        self._encoding = encoding
        self._errors = errors
        self._stream = None       # the open file
        self._name = None
        self._before = 0          # lines read in the files before the current one
        self._in_file = 0         # lines read in the current one

    def __del__(self):
        self.close()

    def close(self):
        """Closes the current file; no more lines come."""
        try:
            self.nextfile()
        finally:
            self._queue = ()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readline(self):
        """The next line over the files ('' or b'' when all are read)."""
        while True:
            if self._stream is None and not self._open_next():
                return b"" if "b" in self._mode else ""
            line = self._stream.readline()
            if line:
                self._in_file += 1
                return line
            self.nextfile()

    def _open_next(self):
        if not self._queue:
            return False
        name, self._queue = self._queue[0], self._queue[1:]
        self._before += self._in_file
        self._in_file = 0
        self._name = name
        if name == "-":
            self._name = "<stdin>"
            raise NotImplementedError("fileinput over standard input is not provided in the "
                                      "playground (programs have no standard input)")
        if self._hook is not None:
            extra = {} if self._encoding is None else {"encoding": self._encoding,
                                                        "errors": self._errors}
            self._stream = self._hook(name, self._mode, **extra)
        elif "b" in self._mode:
            self._stream = open(name, self._mode)
        else:
            self._stream = open(name, self._mode, encoding=self._encoding, errors=self._errors)
        return True

    def nextfile(self):
        """Closes the current file: the next line comes from the next file."""
        stream, self._stream = self._stream, None
        if stream is not None:
            stream.close()

    def filename(self):
        return self._name

    def lineno(self):
        return self._before + self._in_file

    def filelineno(self):
        return self._in_file

    def fileno(self):
        """The current file's descriptor; -1 when none is open (or it has none)."""
        if self._stream is None:
            return -1
        try:
            return self._stream.fileno()
        except (ValueError, AttributeError, OSError):
            return -1

    def isfirstline(self):
        return self._in_file == 1

    def isstdin(self):
        return False

    def __class_getitem__(cls, item):
        return cls


def hook_compressed(filename, mode, *, encoding=None, errors=None):
    """An openhook for .gz and .bz2 files (not provided: no gzip or bz2); other files open
    as they are."""
    suffix = os.path.splitext(filename)[1]
    if suffix in (".gz", ".bz2"):
        raise NotImplementedError("fileinput.hook_compressed for %s files (no gzip or bz2 in "
                                  "the playground)" % suffix)
    return open(filename, mode, encoding=encoding, errors=errors)


def hook_encoded(encoding, errors=None):
    """An openhook that opens each file with this encoding."""
    def opener(name, mode):
        return open(name, mode, encoding=encoding, errors=errors)
    return opener
