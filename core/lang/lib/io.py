"""In-memory text streams (CPython's io, the StringIO part): StringIO with write, writelines,
read, readline, readlines, iteration, getvalue, seek, tell, truncate, close and the context
manager protocol; its newline handling (None, '', '\\n', '\\r', '\\r\\n') and messages are
CPython's.

And `open` for text files of the run's files (core/lang/src/files.rs: the CLI's directory, the
page's stored files, memory in tests): the file is read whole when opened and written back on
flush and close. There are no bytes in the playground: binary modes, BytesIO and the buffered
streams are not provided.
"""

__all__ = ["StringIO", "TextIOWrapper", "open", "SEEK_SET", "SEEK_CUR", "SEEK_END",
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


class TextIOWrapper(StringIO):
    """A text file opened with open(): a StringIO over its text, written back on flush/close."""

    def __init__(self, name, mode):
        import _files

        self.name = name
        self.mode = mode
        self._reading = "r" in mode or "+" in mode
        self._writing = any(c in mode for c in "wax+")
        text = ""
        if "x" in mode and _files.exists(name):
            raise FileExistsError(f"[Errno 17] File exists: {name!r}")
        if "r" in mode or ("a" in mode and _files.exists(name)):
            text = _files.read_text(name)
        StringIO.__init__(self, text)
        if "a" in mode:
            self.seek(0, SEEK_END)
        if self._writing:
            # As CPython, opening for writing makes (or empties) the file at once.
            _files.write_text(name, self.getvalue())

    def __repr__(self):
        return f"<_io.TextIOWrapper name={self.name!r} mode={self.mode!r} encoding='UTF-8'>"

    def read(self, size=-1):
        if not self._reading and not self.closed:
            raise UnsupportedOperation("not readable")
        return StringIO.read(self, size)

    def readline(self, size=-1):
        if not self._reading and not self.closed:
            raise UnsupportedOperation("not readable")
        return StringIO.readline(self, size)

    def write(self, s):
        if not self._writing and not self.closed:
            raise UnsupportedOperation("not writable")
        return StringIO.write(self, s)

    def readable(self):
        StringIO.readable(self)
        return self._reading

    def writable(self):
        StringIO.writable(self)
        return self._writing

    def flush(self):
        StringIO.flush(self)
        if self._writing:
            import _files

            _files.write_text(self.name, self.getvalue())

    def close(self):
        if not self.closed:
            self.flush()
        StringIO.close(self)


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True,
         opener=None):
    """open(): a text file of the run's files (see the module's docstring)."""
    if not isinstance(file, str):
        if hasattr(file, "__fspath__"):
            file = file.__fspath__()
        else:
            raise TypeError(f"expected str, bytes or os.PathLike object, not {type(file).__name__}")
    if not isinstance(mode, str):
        raise TypeError(f"open() argument 'mode' must be str, not {type(mode).__name__}")
    if "b" in mode:
        raise NotImplementedError("open() in binary mode ('" + mode + "') is not supported in the "
                                  "playground: it has no bytes")
    if any(c not in "rwaxt+" for c in mode) or len(set(mode)) != len(mode):
        raise ValueError(f"invalid mode: '{mode}'")
    if sum(c in mode for c in "rwax") != 1:
        raise ValueError("must have exactly one of create/read/write/append mode")
    return TextIOWrapper(file, mode)
