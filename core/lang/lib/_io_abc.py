"""io's abstract stream classes: IOBase, RawIOBase, BufferedIOBase, TextIOBase.

Built from the documented behaviour: a subclass gets readline/readlines/iteration over its read,
writelines over its write, the context manager, `closed`/close, and UnsupportedOperation for what
it does not define. io's concrete classes are registered: StringIO and TextIOWrapper are
TextIOBase, BytesIO and the binary files BufferedIOBase.
"""

import abc
from io import UnsupportedOperation, SEEK_SET


class IOBase(metaclass=abc.ABCMeta):
    """The base of every stream: line reading over read(), the context manager, close()."""

    def _unsupported(self, name):
        raise UnsupportedOperation(name)

    def seek(self, pos, whence=SEEK_SET):
        self._unsupported("seek")

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        self._unsupported("truncate")

    def flush(self):
        self._checkClosed()

    @property
    def closed(self):
        return getattr(self, "_IOBase__closed", False)

    def close(self):
        if not self.closed:
            try:
                self.flush()
            finally:
                self._IOBase__closed = True

    def __del__(self):
        pass

    def seekable(self):
        return False

    def readable(self):
        return False

    def writable(self):
        return False

    def _checkClosed(self, msg=None):
        if self.closed:
            raise ValueError("I/O operation on closed file." if msg is None else msg)

    def _checkReadable(self):
        if not self.readable():
            raise UnsupportedOperation("File or stream is not readable.")

    def _checkWritable(self):
        if not self.writable():
            raise UnsupportedOperation("File or stream is not writable.")

    def _checkSeekable(self):
        if not self.seekable():
            raise UnsupportedOperation("File or stream is not seekable.")

    def __enter__(self):
        self._checkClosed()
        return self

    def __exit__(self, *args):
        self.close()

    def fileno(self):
        self._unsupported("fileno")

    def isatty(self):
        self._checkClosed()
        return False

    def readline(self, size=-1):
        # One byte (or character) at a time up to and including the newline.
        if size is None:
            size = -1
        elif not isinstance(size, int):
            raise TypeError(f"'{type(size).__name__}' object cannot be interpreted as an integer")
        parts = []
        count = 0
        while size < 0 or count < size:
            b = self.read(1)
            if not b:
                break
            parts.append(b)
            count += len(b)
            if b in (b"\n", "\n"):
                break
        if parts and isinstance(parts[0], str):
            return "".join(parts)
        return b"".join(parts)

    def __iter__(self):
        self._checkClosed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=None):
        if hint is None or hint <= 0:
            return list(self)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if total >= hint:
                break
        return lines

    def writelines(self, lines):
        self._checkClosed()
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    """Unbuffered binary streams: read() and readall() over readinto()."""

    def read(self, size=-1):
        if size is None:
            size = -1
        if size < 0:
            return self.readall()
        b = bytearray(size)
        n = self.readinto(b)
        if n is None:
            return None
        del b[n:]
        return bytes(b)

    def readall(self):
        res = bytearray()
        while True:
            data = self.read(8192)
            if not data:
                break
            res += data
        if res:
            return bytes(res)
        return data

    def readinto(self, b):
        self._unsupported("readinto")

    def write(self, b):
        self._unsupported("write")


class BufferedIOBase(IOBase):
    """Buffered binary streams: readinto() over read(); the rest unsupported until defined."""

    def read(self, size=-1):
        self._unsupported("read")

    def read1(self, size=-1):
        self._unsupported("read1")

    def write(self, b):
        self._unsupported("write")

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def readinto1(self, b):
        data = self.read1(len(b))
        n = len(data)
        b[:n] = data
        return n

    def detach(self):
        self._unsupported("detach")


class TextIOBase(IOBase):
    """Text streams: str in and out; encoding, errors and newlines are None here."""

    def read(self, size=-1):
        self._unsupported("read")

    def write(self, s):
        self._unsupported("write")

    def truncate(self, pos=None):
        self._unsupported("truncate")

    def readline(self):
        self._unsupported("readline")

    def detach(self):
        self._unsupported("detach")

    @property
    def encoding(self):
        return None

    @property
    def newlines(self):
        return None

    @property
    def errors(self):
        return None


def _register():
    import io
    for cls in (io.StringIO, io.TextIOWrapper):
        TextIOBase.register(cls)
    for cls in (io.BytesIO, io.BufferedReader, io.BufferedWriter, io.BufferedRandom):
        BufferedIOBase.register(cls)


_register()
for _c in (IOBase, RawIOBase, BufferedIOBase, TextIOBase):
    _c.__module__ = "io"
del _c
