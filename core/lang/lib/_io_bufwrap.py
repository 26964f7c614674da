"""io.TextIOWrapper over a binary stream (io.TextIOWrapper(io.BytesIO(data), encoding=...)).

Text read is decoded from the rest of the buffer at the first read (decoding errors show then)
and served through a StringIO view, newlines translated as `newline` asks; text written waits in
the wrapper until flush() (at once with write_through, at a line end with line_buffering), then
goes to the buffer encoded. seek()/tell() use byte offsets as cookies, which is what CPython's
cookies are for a stateless encoding; telling inside text whose newlines were translated is refused.
"""

import io
from io import StringIO, TextIOWrapper, UnsupportedOperation

_BOM_ENCODINGS = {"utf-16": "utf-16-le", "utf16": "utf-16-le", "utf-32": "utf-32-le",
                  "utf32": "utf-32-le"}
_NEWLINE_KINDS = {1: "\r", 2: "\n", 4: "\r\n", 3: ("\r", "\n"), 5: ("\r", "\r\n"),
                  6: ("\n", "\r\n"), 7: ("\r", "\n", "\r\n")}


class BufferTextWrapper(TextIOWrapper):
    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False,
                 write_through=False):
        if encoding is not None and not isinstance(encoding, str):
            raise TypeError(f"TextIOWrapper() argument 'encoding' must be str or None, not "
                            f"{type(encoding).__name__}")
        if errors is not None and not isinstance(errors, str):
            raise TypeError(f"TextIOWrapper() argument 'errors' must be str or None, not "
                            f"{type(errors).__name__}")
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"TextIOWrapper() argument 'newline' must be str or None, not "
                            f"{type(newline).__name__}")
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError(f"illegal newline value: {newline}")
        self.encoding = "UTF-8" if encoding is None else encoding
        "".encode(self.encoding)  # LookupError: unknown encoding
        self.errors = "strict" if errors is None else errors
        self._nl = newline
        self._line_buffering = bool(line_buffering)
        self._write_through = bool(write_through)
        self._buffer = buffer
        buffer.readable()
        buffer.writable()
        buffer.seekable()
        self._pending = []
        self._view = None  # the decoded rest of the buffer, once read from
        self._start = 0  # where in the buffer the view begins
        self._raw = None  # the view's text before newline translation
        self._seen = 0
        self._wrote = False

    # -- state

    def _check(self):
        if self._buffer is None:
            raise ValueError("underlying buffer has been detached")
        if self._buffer.closed:
            raise ValueError("I/O operation on closed file.")

    @property
    def buffer(self):
        self._check_detached()
        return self._buffer

    def _check_detached(self):
        if self._buffer is None:
            raise ValueError("underlying buffer has been detached")

    @property
    def closed(self):
        self._check_detached()
        return self._buffer.closed

    @property
    def name(self):
        self._check_detached()
        return self._buffer.name

    @property
    def line_buffering(self):
        return self._line_buffering

    @property
    def write_through(self):
        return self._write_through

    @property
    def newlines(self):
        return _NEWLINE_KINDS.get(self._seen)

    def _encode(self, text):
        enc = self.encoding
        plain = _BOM_ENCODINGS.get(enc.lower().replace("_", "-"))
        if plain and (self._wrote or self._buffer.tell() > 0):
            enc = plain
        self._wrote = True
        return text.encode(enc, self.errors)

    def _load(self):
        # The rest of the buffer, decoded, as a StringIO to read lines from.
        if self._view is not None:
            return self._view
        self.flush()
        self._start = self._buffer.tell() if self._buffer.seekable() else 0
        raw = self._buffer.read().decode(self.encoding, self.errors)
        self._raw = raw
        nl = self._nl
        if nl is None or nl == "":
            crlf = raw.count("\r\n")
            cr = raw.count("\r") - crlf
            lf = raw.count("\n") - crlf
            self._seen |= (1 if cr else 0) | (2 if lf else 0) | (4 if crlf else 0)
        if nl is None:
            text = raw.replace("\r\n", "\n").replace("\r", "\n") if "\r" in raw else raw
            view = StringIO(text, newline="\n")
        elif nl in ("", "\n"):
            view = StringIO(raw, newline=nl)
        else:
            view = StringIO("", newline="\n")
            view.write(raw)
            view.seek(0)
            view._newline = nl
            view._lines = None
        self._view = view
        return view

    def _drop_view(self):
        self._view = None
        self._raw = None

    # -- reading

    def read(self, size=-1):
        self._check()
        if not self._buffer.readable():
            raise UnsupportedOperation("not readable")
        return self._load().read(size)

    def readline(self, size=-1):
        self._check()
        if not self._buffer.readable():
            raise UnsupportedOperation("not readable")
        return self._load().readline(size)

    def readlines(self, hint=-1):
        self._check()
        return self._load().readlines(hint)

    def __next__(self):
        self._check()
        line = self._load().readline()
        if not line:
            raise StopIteration
        return line

    def __iter__(self):
        self._check()
        return self

    # -- writing

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        if not self._buffer.writable():
            raise UnsupportedOperation("not writable")
        if self._view is not None:
            if self._view.tell() < len(self._view.getvalue()):
                raise NotImplementedError("TextIOWrapper.write after a partial read (the "
                                          "playground's wrapper writes only at the end)")
            self._drop_view()
        text = s
        if self._nl in ("\r", "\r\n") and "\n" in text:
            text = text.replace("\n", self._nl)
        self._pending.append(text)
        if self._write_through or (self._line_buffering and ("\n" in s or "\r" in s)):
            self.flush()
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        self._check()
        if self._pending:
            data = self._encode("".join(self._pending))
            self._pending = []
            self._buffer.write(data)
        if hasattr(self._buffer, "flush"):
            self._buffer.flush()

    # -- positions

    def tell(self):
        self._check()
        if not self._buffer.seekable():
            raise UnsupportedOperation("underlying stream is not seekable")
        self.flush()
        if self._view is None:
            return self._buffer.tell()
        pos = self._view.tell()
        if self._view.getvalue() != self._raw:
            raise NotImplementedError("TextIOWrapper.tell after reading text whose newlines "
                                      "were translated")
        return self._start + len(self._raw[:pos].encode(self.encoding, self.errors))

    def seek(self, cookie, whence=0):
        self._check()
        if not isinstance(cookie, int):
            raise TypeError(f"'{type(cookie).__name__}' object cannot be interpreted as an integer")
        if not self._buffer.seekable():
            raise UnsupportedOperation("underlying stream is not seekable")
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self.flush()
            self._drop_view()
            return self._buffer.seek(0, 2)
        if whence != 0:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        if cookie < 0:
            raise ValueError(f"negative seek position {cookie}")
        self.flush()
        self._drop_view()
        self._buffer.seek(cookie)
        return cookie

    def truncate(self, pos=None):
        self._check()
        self.flush()
        if pos is None:
            pos = self.tell()
        self._drop_view()
        return self._buffer.truncate(pos)

    # -- the stream

    def readable(self):
        self._check()
        return self._buffer.readable()

    def writable(self):
        self._check()
        return self._buffer.writable()

    def seekable(self):
        self._check()
        return self._buffer.seekable()

    def isatty(self):
        self._check()
        return False

    def fileno(self):
        self._check()
        return self._buffer.fileno()

    def detach(self):
        self._check_detached()
        self.flush()
        buffer, self._buffer = self._buffer, None
        return buffer

    def close(self):
        if self._buffer is not None and not self._buffer.closed:
            try:
                self.flush()
            finally:
                self._buffer.close()

    def getvalue(self):
        raise AttributeError("'_io.TextIOWrapper' object has no attribute 'getvalue'")

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        pass

    def __repr__(self):
        if self._buffer is None:
            return "<_io.TextIOWrapper>"
        parts = ["<_io.TextIOWrapper"]
        name = getattr(self._buffer, "name", None)
        if name is not None:
            parts.append(f"name={name!r}")
        mode = getattr(self._buffer, "mode", None)
        if mode is not None:
            parts.append(f"mode={mode!r}")
        parts.append(f"encoding={self.encoding!r}>")
        return " ".join(parts)


BufferTextWrapper.__name__ = BufferTextWrapper.__qualname__ = "TextIOWrapper"
BufferTextWrapper.__module__ = "_io"
