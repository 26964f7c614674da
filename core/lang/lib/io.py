"""In-memory streams (CPython's io): StringIO with write, writelines, read, readline, readlines,
iteration, getvalue, seek, tell, truncate, close and the context manager protocol, its newline
handling (None, '', '\\n', '\\r', '\\r\\n') and messages CPython's; BytesIO the same over a
bytearray (getbuffer is a memoryview of it).

And `open` for the run's files (core/lang/src/files.rs: the CLI's directory, the page's stored
files, memory in tests), as text (TextIOWrapper over a StringIO) or bytes (BufferedReader,
BufferedWriter, BufferedRandom over a BytesIO): the file is read whole when opened and written
back on flush and close.
"""

__all__ = ["StringIO", "BytesIO", "TextIOWrapper", "open", "SEEK_SET", "SEEK_CUR", "SEEK_END",
           "UnsupportedOperation"]

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2

DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


def _split_keep(text, sep):
    # text cut after each sep, the seps kept (no empty last piece).
    pieces = text.split(sep)
    last = pieces.pop()
    out = [piece + sep for piece in pieces]
    if last:
        out.append(last)
    return out


def _as_size(size):
    # CPython's size argument: None or an int (negative meaning "no limit").
    if size is None:
        return -1
    if isinstance(size, int):
        return size
    raise TypeError(f"argument should be integer or None, not '{type(size).__name__}'")


class StringIO:
    """Text I/O over an in-memory str buffer."""

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError(f"illegal newline value: {newline!r}")
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not "
                            f"{type(initial_value).__name__}")
        self._newline = newline
        self._buf = ""
        self._tail = []  # strs written at the end, not yet joined onto _buf
        self._len = 0
        self._pos = 0
        self._lines = None  # readline's cut of the buffer (see _line_index)
        self._chars = None  # read's list of the buffer's characters, for long buffers
        self._li = 0  # the line readline looks at first
        self._closed = False
        if initial_value:
            self._write(initial_value)
            self._pos = 0

    # -- internals

    def _check(self):
        if self._closed:
            raise ValueError("I/O operation on closed file")

    def _value(self):
        if self._tail:
            self._buf = self._buf + "".join(self._tail)
            self._tail = []
        return self._buf

    def _translate(self, s):
        nl = self._newline
        if nl is None:
            if "\r" in s:
                s = s.replace("\r\n", "\n").replace("\r", "\n")
        elif nl == "\r" or nl == "\r\n":
            if "\n" in s:
                s = s.replace("\n", nl)
        return s

    def _write(self, s):
        s = self._translate(s)
        n = len(s)
        if not n:
            return
        self._lines = None
        self._chars = None
        pos = self._pos
        if pos == self._len:
            self._tail.append(s)
            self._len += n
        else:
            buf = self._value()
            if pos > self._len:
                buf = buf + "\0" * (pos - self._len)
            buf = buf[:pos] + s + buf[pos + n:]
            self._buf = buf
            self._len = len(buf)
        self._pos = pos + n

    def _line_index(self):
        # (lines, starts): the buffer cut into lines as readline sees them, and where each
        # starts. Built once per buffer contents: the VM's str.find and slicing from an index
        # cost time in proportion to the whole str, so each readline must not touch the buffer.
        if self._lines is None:
            buf = self._value()
            nl = self._newline
            if nl == "":
                lines = []
                for seg in _split_keep(buf, "\n"):
                    pieces = _split_keep(seg, "\r")
                    if len(pieces) > 1 and pieces[-1] == "\n":
                        pieces[-2] += "\n"
                        pieces.pop()
                    lines.extend(pieces)
            else:
                lines = _split_keep(buf, "\n" if nl is None else nl)
            starts = []
            p = 0
            for line in lines:
                starts.append(p)
                p += len(line)
            self._lines = (lines, starts)
        return self._lines

    # -- the stream

    @property
    def closed(self):
        return self._closed

    @property
    def line_buffering(self):
        self._check()
        return False

    @property
    def newlines(self):
        self._check()
        return None

    def getvalue(self):
        """The whole buffer, wherever the position is."""
        self._check()
        return self._value()

    def write(self, s):
        """Write s at the position (padding with NULs past the end); return len(s)."""
        self._check()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        self._write(s)
        return len(s)

    def writelines(self, lines):
        self._check()
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        """At most size characters from the position (all of the rest by default)."""
        self._check()
        size = _as_size(size)
        pos = self._pos
        if pos >= self._len:
            return ""
        buf = self._value()
        end = self._len if size < 0 else min(self._len, pos + size)
        self._pos = end
        if pos == 0 and end == self._len:
            return buf
        if self._len > 4096:
            # slicing a long str costs its whole length in the VM; a list slice costs the part
            if self._chars is None:
                self._chars = list(buf)
            return "".join(self._chars[pos:end])
        return buf[pos:end]

    def readline(self, size=-1):
        """The next line, with its line ending (at most size characters)."""
        self._check()
        size = _as_size(size)
        pos = self._pos
        if pos >= self._len:
            return ""
        lines, starts = self._line_index()
        li = self._li
        n = len(starts)
        if not (li < n and starts[li] <= pos and (li + 1 == n or pos < starts[li + 1])):
            # not the line after the last one read (a seek or a read came between): search
            lo, hi = 0, n - 1
            while lo < hi:
                mid = (lo + hi + 1) >> 1
                if starts[mid] <= pos:
                    lo = mid
                else:
                    hi = mid - 1
            li = lo
        line = lines[li]
        off = pos - starts[li]
        li += 1
        if off:
            line = line[off:]
            if line == "\n" and self._newline == "\r\n" and li < n:
                # between the two characters of a "\r\n": the line runs to the next one
                line += lines[li]
                li += 1
        if 0 <= size < len(line):
            line = line[:size]
            li -= 1  # still inside that line (a hint: checked before use)
        self._li = li
        self._pos = pos + len(line)
        return line

    def readlines(self, hint=-1):
        """The remaining lines as a list (stopping once hint characters are read, if > 0)."""
        self._check()
        hint = _as_size(hint)
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            if 0 < hint < total + len(line):
                break
            total += len(line)
        return lines

    def seek(self, pos, whence=0):
        """Move to pos (whence 0), or stay (1) or go to the end (2) with pos 0."""
        self._check()
        if not isinstance(pos, int):
            raise TypeError(f"'{type(pos).__name__}' object cannot be interpreted as an integer")
        if whence not in (0, 1, 2):
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        if pos < 0 and whence == 0:
            raise ValueError(f"Negative seek position {pos}")
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 2:
            self._pos = self._len
        elif whence == 0:
            self._pos = pos
        return self._pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        """Cut the buffer to size characters (the position by default); return size."""
        self._check()
        if size is None:
            size = self._pos
        elif not isinstance(size, int):
            raise TypeError(f"'{type(size).__name__}' object cannot be interpreted as an integer")
        if size < 0:
            raise ValueError(f"Negative size value {size}")
        if size < self._len:
            self._buf = self._value()[:size]
            self._len = size
            self._lines = None
            self._chars = None
        return size

    def close(self):
        self._closed = True
        self._buf = ""
        self._tail = []
        self._lines = None
        self._chars = None

    def flush(self):
        self._check()

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def isatty(self):
        self._check()
        return False

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        self._check()
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __exit__(self, *exc):
        self.close()


def _int(v):
    if isinstance(v, int):
        return v
    raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")


def _bytes_like(b):
    if isinstance(b, (bytes, bytearray)):
        return b
    if isinstance(b, memoryview):
        return b.tobytes()
    raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")


class BytesIO:
    """Binary I/O over an in-memory bytearray."""

    def __init__(self, initial_bytes=None):
        self._buf = bytearray(b"" if initial_bytes is None else _bytes_like(initial_bytes))
        self._pos = 0
        self._closed = False

    def _check(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def closed(self):
        return self._closed

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def getbuffer(self):
        # A view of the buffer (a write that resizes it is not refused, as CPython's is).
        self._check()
        return memoryview(self._buf)

    def write(self, b):
        self._check()
        b = _bytes_like(b)
        buf = self._buf
        pos = self._pos
        n = len(b)
        if pos > len(buf):
            buf.extend(bytes(pos - len(buf)))
        if pos == len(buf):
            buf.extend(b)
        else:
            buf[pos:pos + n] = b
        self._pos = pos + n
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check()
        size = _as_size(size)
        pos = self._pos
        end = len(self._buf) if size < 0 else min(len(self._buf), pos + size)
        if end <= pos:
            return b""
        self._pos = end
        return bytes(self._buf[pos:end])

    read1 = read

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        self._check()
        size = _as_size(size)
        buf = self._buf
        pos = self._pos
        end = buf.find(b"\n", pos) + 1 or len(buf)
        if 0 <= size < end - pos:
            end = pos + size
        if end <= pos:
            return b""
        self._pos = end
        return bytes(buf[pos:end])

    def readlines(self, hint=-1):
        hint = _as_size(hint)
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                return lines

    def seek(self, pos, whence=0):
        self._check()
        pos = _int(pos)
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek value {pos}")
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        self._pos = pos
        return pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        size = self._pos if size is None else _int(size)
        if size < 0:
            raise ValueError(f"negative size value {size}")
        del self._buf[size:]
        return size

    def close(self):
        self._closed = True

    def readable(self):
        self._check()
        return True

    writable = seekable = readable
    flush = StringIO.flush
    isatty = StringIO.isatty

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    __enter__ = StringIO.__enter__
    __exit__ = StringIO.__exit__


class _File:
    # What a file adds to its stream: its name and mode, the mode's refusals, and the write back.
    def _open(self, name, mode, read):
        import _files

        self.name = name
        self.mode = mode
        self._reading = "r" in mode or "+" in mode
        self._writing = any(c in mode for c in "wax+")
        if "x" in mode and _files.exists(name):
            raise FileExistsError(f"[Errno 17] File exists: {name!r}")
        if "r" in mode or ("a" in mode and _files.exists(name)):
            try:
                return read(name)
            except OSError as e:
                err = e
            # CPython's args (errno, strerror) and filename, not the message alone.
            if err.errno is None or err.strerror is None or len(err.args) != 1:
                raise err
            raise type(err)(err.errno, err.strerror, err.filename)

    def _check(self):
        if self._closed and not self._binary:
            raise ValueError("I/O operation on closed file.")
        super()._check()

    def _refuse(self, doing):
        if not self.closed:
            raise UnsupportedOperation(doing if self._binary else f"not {doing.rstrip('e')}able")

    def read(self, size=-1):
        if not self._reading:
            self._refuse("read")
        return super().read(size)

    def readline(self, size=-1):
        if not self._reading:
            self._refuse("read")
        return super().readline(size)

    def write(self, s):
        if not self._writing:
            self._refuse("write")
        return super().write(s)

    def readable(self):
        super().readable()
        return self._reading

    def writable(self):
        super().writable()
        return self._writing

    def flush(self):
        super().flush()
        if self._writing:
            import _files

            (_files.write_bytes if self._binary else _files.write_text)(self.name,
                                                                        self.getvalue())

    def close(self):
        if not self.closed:
            self.flush()
        super().close()

    def __del__(self):
        # As CPython's, a file dropped unclosed (`open(p, 'w').write(s)`) is written back.
        try:
            self.close()
        except Exception:
            pass

    def __repr__(self):
        if self._binary:
            return f"<_io.{type(self).__name__} name={self.name!r}>"
        return f"<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding={self.encoding!r}>"


class TextIOWrapper(_File, StringIO):
    """A text file opened with open(): a StringIO over its text, written back on flush/close."""

    _binary = False

    def __new__(cls, *args, **kwargs):
        # TextIOWrapper(buffer, encoding=...) over a binary stream (a BytesIO, a binary file):
        # the wrapper of _io_bufwrap. open() makes this class over a file's name.
        target = args[0] if args else kwargs.get("buffer")
        if cls is TextIOWrapper and not isinstance(target, str):
            from _io_bufwrap import BufferTextWrapper
            return object.__new__(BufferTextWrapper)
        return object.__new__(cls)

    def __init__(self, name, mode, encoding=None):
        import _files

        # The name as given (CPython's default, the locale's, is UTF-8 here); the text is UTF-8.
        self.encoding = "UTF-8" if encoding is None else encoding

        StringIO.__init__(self, self._open(name, mode, _files.read_text))
        if "a" in mode:
            self.seek(0, SEEK_END)
        if self._writing:
            # As CPython, opening for writing makes (or empties) the file at once.
            self.flush()


class BufferedReader(_File, BytesIO):
    """A binary file opened with open(): a BytesIO over its bytes, written back on flush/close."""

    _binary = True

    def __init__(self, name, mode="rb"):
        import _files

        if not isinstance(name, str):
            raise NotImplementedError(f"io.{type(self).__name__} over a raw stream (the "
                                      "playground's buffered classes open a file by name)")

        BytesIO.__init__(self, self._open(name, mode, _files.read_bytes))
        if "a" in mode:
            self.seek(0, SEEK_END)
        if self._writing:
            self.flush()


class BufferedWriter(BufferedReader):
    pass


class BufferedRandom(BufferedReader):
    pass


for _c in (StringIO, BytesIO, TextIOWrapper, BufferedReader, BufferedWriter, BufferedRandom):
    _c.__module__ = "_io"


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True,
         opener=None):
    """open(): a file of the run's files (see the module's docstring)."""
    if not isinstance(file, str):
        if hasattr(file, "__fspath__"):
            file = file.__fspath__()
        else:
            raise TypeError(f"expected str, bytes or os.PathLike object, not {type(file).__name__}")
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    if any(c not in "rwaxtb+" for c in mode) or len(set(mode)) != len(mode):
        raise ValueError(f"invalid mode: '{mode}'")
    if sum(c in mode for c in "rwax") != 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    if "b" not in mode:
        return TextIOWrapper(file, mode, encoding)
    if "t" in mode:
        raise ValueError("can't have text and binary mode at once")
    for v, what in ((encoding, "n encoding"), (errors, "n errors"), (newline, " newline")):
        if v is not None:
            raise ValueError(f"binary mode doesn't take a{what} argument")
    if "+" in mode:
        return BufferedRandom(file, mode)
    return (BufferedReader if "r" in mode else BufferedWriter)(file, mode)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(StringIO, "_io.StringIO")
_subclass.c_type_name(BytesIO, "_io.BytesIO")
del _subclass


def __getattr__(name):
    # The abstract stream classes, loaded when first named (_io_abc.py).
    if name in ("IOBase", "RawIOBase", "BufferedIOBase", "TextIOBase"):
        import _io_abc
        return getattr(_io_abc, name)
    raise AttributeError(f"module 'io' has no attribute '{name}'")
