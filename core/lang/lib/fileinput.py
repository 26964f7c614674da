"""fileinput as CPython 3.11's, over the run's files: iterate over the lines of several files
as one stream, knowing at each line the file's name, the line's number overall and in its
file. The playground has no standard input ('-' raises NotImplementedError) and in-place
editing (inplace=True) is not provided.
"""

import os
import sys

__all__ = ["input", "close", "nextfile", "filename", "lineno", "filelineno", "fileno",
           "isfirstline", "isstdin", "FileInput", "hook_compressed", "hook_encoded"]

_state = None


def input(files=None, inplace=False, backup="", *, mode="r", openhook=None, encoding=None,
          errors=None):
    """Starts the module's FileInput over `files` and returns it."""
    global _state
    if _state and _state._file:
        raise RuntimeError("input() already active")
    _state = FileInput(files, inplace, backup, mode=mode, openhook=openhook,
                       encoding=encoding, errors=errors)
    return _state


def _active():
    if not _state:
        raise RuntimeError("no active input()")
    return _state


def close():
    """Closes the module's FileInput."""
    global _state
    state = _state
    _state = None
    if state:
        state.close()


def nextfile():
    return _active().nextfile()


def filename():
    return _active().filename()


def lineno():
    return _active().lineno()


def filelineno():
    return _active().filelineno()


def fileno():
    return _active().fileno()


def isfirstline():
    return _active().isfirstline()


def isstdin():
    return _active().isstdin()


class FileInput:
    """The lines of the files in turn; also a context manager."""

    def __init__(self, files=None, inplace=False, backup="", *, mode="r", openhook=None,
                 encoding=None, errors=None):
        if isinstance(files, str):
            files = (files,)
        elif hasattr(files, "__fspath__"):
            files = (os.fspath(files),)
        else:
            if files is None:
                files = getattr(sys, "argv", [""])[1:]
            if not files:
                files = ("-",)
            else:
                files = tuple(files)
        self._files = files
        self._inplace = inplace
        self._backup = backup
        self._savestdout = None
        self._output = None
        self._filename = None
        self._startlineno = 0
        self._filelineno = 0
        self._file = None
        self._isstdin = False
        self._backupfilename = None
        self._encoding = encoding
        self._errors = errors
        if mode not in ("r", "rb"):
            raise ValueError("FileInput opening mode must be 'r' or 'rb'")
        self._mode = mode
        self._write_mode = mode.replace("r", "w")
        if openhook:
            if inplace:
                raise ValueError("FileInput cannot use an opening hook in inplace mode")
            if not callable(openhook):
                raise ValueError("FileInput openhook must be callable")
        self._openhook = openhook
        if inplace:
            raise NotImplementedError("fileinput's inplace=True is not provided in the "
                                      "playground")

    def __del__(self):
        self.close()

    def close(self):
        try:
            self.nextfile()
        finally:
            self._files = ()

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            line = self._next_line()
            if line:
                self._filelineno += 1
                return line
            if not self._file:
                raise StopIteration
            self.nextfile()

    def readline(self):
        """The next line ('' at the end of every file)."""
        while True:
            line = self._next_line()
            if line:
                self._filelineno += 1
                return line
            if not self._file:
                return line
            self.nextfile()

    def nextfile(self):
        """Skips to the next file (the current one's remaining lines are not read)."""
        f = self._file
        self._file = None
        if f is not None:
            f.close()
        self._isstdin = False

    def _next_line(self):
        if self._file is not None:
            return self._file.readline()
        if not self._files:
            return b"" if "b" in self._mode else ""
        self._filename = self._files[0]
        self._files = self._files[1:]
        self._startlineno = self.lineno()
        self._filelineno = 0
        self._isstdin = False
        if self._filename == "-":
            self._filename = "<stdin>"
            raise NotImplementedError("fileinput over standard input is not provided in the "
                                      "playground (programs have no standard input)")
        if self._openhook:
            if self._encoding is None:
                self._file = self._openhook(self._filename, self._mode)
            else:
                self._file = self._openhook(self._filename, self._mode,
                                            encoding=self._encoding, errors=self._errors)
        elif "b" in self._mode:
            self._file = open(self._filename, self._mode)
        else:
            self._file = open(self._filename, self._mode, encoding=self._encoding,
                              errors=self._errors)
        return self._file.readline()

    def filename(self):
        return self._filename

    def lineno(self):
        return self._startlineno + self._filelineno

    def filelineno(self):
        return self._filelineno

    def fileno(self):
        if self._file:
            try:
                return self._file.fileno()
            except (ValueError, AttributeError, OSError):
                return -1
        return -1

    def isfirstline(self):
        return self._filelineno == 1

    def isstdin(self):
        return self._isstdin

    def __class_getitem__(cls, item):
        return cls


def hook_compressed(filename, mode, *, encoding=None, errors=None):
    """Opens .gz and .bz2 files decompressed; others as they are."""
    ext = os.path.splitext(filename)[1]
    if ext in (".gz", ".bz2"):
        raise NotImplementedError("fileinput.hook_compressed for %s files (no gzip or bz2 in "
                                  "the playground)" % ext)
    return open(filename, mode, encoding=encoding, errors=errors)


def hook_encoded(encoding, errors=None):
    """An openhook opening each file with the given encoding."""
    def openhook(filename, mode):
        return open(filename, mode, encoding=encoding, errors=errors)
    return openhook
