"""codecs (CPython 3.11's common surface): lookup (CodecInfo), encode, decode, getencoder,
getdecoder, getincrementalencoder/decoder (IncrementalEncoder/IncrementalDecoder that keep an
unfinished character's bytes), iterencode, iterdecode, open, the BOM constants, utf_8_encode/
utf_8_decode, and the codecs the VM's str.encode knows (utf-8, utf-8-sig, ascii, latin-1, cp1252,
utf-16/32 and their -le/-be forms) plus CPython's bytes and text transforms base64, hex, rot13,
unicode_escape and raw_unicode_escape.

Error handlers are the VM's built-in ones (strict, ignore, replace, backslashreplace,
xmlcharrefreplace and what its codecs accept): register_error and register (new codecs)
raise NotImplementedError.
"""

__all__ = ["lookup", "encode", "decode", "getencoder", "getdecoder", "getincrementalencoder",
           "getincrementaldecoder", "iterencode", "iterdecode", "open", "CodecInfo",
           "IncrementalEncoder", "IncrementalDecoder", "BOM", "BOM_BE", "BOM_LE", "BOM_UTF8",
           "BOM_UTF16", "BOM_UTF16_LE", "BOM_UTF16_BE", "BOM_UTF32", "BOM_UTF32_LE",
           "BOM_UTF32_BE", "register", "register_error", "lookup_error"]

BOM_UTF8 = b"\xef\xbb\xbf"
BOM_LE = BOM_UTF16_LE = b"\xff\xfe"
BOM_BE = BOM_UTF16_BE = b"\xfe\xff"
BOM_UTF32_LE = b"\xff\xfe\x00\x00"
BOM_UTF32_BE = b"\x00\x00\xfe\xff"
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE
BOM32_LE = BOM_UTF16_LE
BOM32_BE = BOM_UTF16_BE
BOM64_LE = BOM_UTF32_LE
BOM64_BE = BOM_UTF32_BE


class CodecInfo(tuple):
    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None,
                incrementalencoder=None, incrementaldecoder=None, name=None, *,
                _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return "<%s.%s object for encoding %s at %#x>" % (
            self.__class__.__module__, self.__class__.__qualname__, self.name, id(self))


def _bytes_like(data, what):
    if isinstance(data, (bytes, bytearray)) or type(data).__name__ in ("memoryview", "array"):
        return bytes(data)
    raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)


# name -> (canonical name, the str.encode name, is text)
_TEXT = {
    "utf_8": "utf-8", "utf8": "utf-8", "u8": "utf-8", "utf": "utf-8", "cp65001": "utf-8",
    "utf_8_sig": "utf-8-sig",
    "cp1252": "cp1252", "windows_1252": "cp1252", "1252": "cp1252",
    "ascii": "ascii", "us_ascii": "ascii", "646": "ascii",
    "latin_1": "iso8859-1", "latin1": "iso8859-1", "latin": "iso8859-1", "l1": "iso8859-1",
    "iso_8859_1": "iso8859-1", "iso8859_1": "iso8859-1", "8859": "iso8859-1",
    "cp819": "iso8859-1", "iso_ir_100": "iso8859-1",
    "utf_16": "utf-16", "utf16": "utf-16", "u16": "utf-16",
    "utf_16_le": "utf-16-le", "utf_16le": "utf-16-le",
    "utf_16_be": "utf-16-be", "utf_16be": "utf-16-be",
    "utf_32": "utf-32", "utf32": "utf-32", "u32": "utf-32",
    "utf_32_le": "utf-32-le", "utf_32le": "utf-32-le",
    "utf_32_be": "utf-32-be", "utf_32be": "utf-32-be",
}
_SPECIAL = {"base64": "base64", "base_64": "base64", "base64_codec": "base64",
            "hex": "hex", "hex_codec": "hex", "rot13": "rot-13", "rot_13": "rot-13",
            "unicode_escape": "unicode-escape", "raw_unicode_escape": "raw-unicode-escape"}


def _normalize(encoding):
    return "_".join(encoding.lower().replace("-", " ").replace("_", " ").split())


def _text_codec(name):
    native = {"iso8859-1": "latin-1"}.get(name, name)
    if name == "utf-8-sig":
        def enc(s, errors="strict"):
            return BOM_UTF8 + s.encode("utf-8", errors), len(s)

        def dec(b, errors="strict", final=True):
            b = _bytes_like(b, "decode")
            if b.startswith(BOM_UTF8):
                return b[3:].decode("utf-8", errors), len(b)
            return b.decode("utf-8", errors), len(b)
        return enc, dec

    def enc(s, errors="strict"):
        if not isinstance(s, str):
            raise TypeError("%s() argument 1 must be str, not %s"
                            % (native.replace("-", "_") + "_encode", type(s).__name__))
        return s.encode(native, errors), len(s)

    def dec(b, errors="strict", final=True):
        b = _bytes_like(b, "decode")
        return b.decode(native, errors), len(b)
    return enc, dec


def _rot13(s, errors="strict"):
    out = []
    for c in s:
        o = ord(c)
        if 65 <= o <= 90:
            c = chr((o - 65 + 13) % 26 + 65)
        elif 97 <= o <= 122:
            c = chr((o - 97 + 13) % 26 + 97)
        out.append(c)
    return "".join(out), len(s)


def _b64_encode(b, errors="strict"):
    import base64
    b = _bytes_like(b, "encode")
    return base64.encodebytes(b), len(b)


def _b64_decode(b, errors="strict"):
    import base64
    b = b.encode("ascii") if isinstance(b, str) else _bytes_like(b, "decode")
    return base64.decodebytes(b), len(b)


def _hex_encode(b, errors="strict"):
    import binascii
    b = _bytes_like(b, "encode")
    return binascii.b2a_hex(b), len(b)


def _hex_decode(b, errors="strict"):
    import binascii
    b = b.encode("ascii") if isinstance(b, str) else _bytes_like(b, "decode")
    return binascii.a2b_hex(b), len(b)


def _escape_encode(s, raw):
    out = []
    for c in s:
        o = ord(c)
        if raw:
            if o < 0x100:
                out.append(c)
            elif o < 0x10000:
                out.append("\\u%04x" % o)
            else:
                out.append("\\U%08x" % o)
            continue
        if c == "\\":
            out.append("\\\\")
        elif c == "\t":
            out.append("\\t")
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif 32 <= o < 127:
            out.append(c)
        elif o < 0x100:
            out.append("\\x%02x" % o)
        elif o < 0x10000:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "".join(out).encode("latin-1")


_SIMPLE_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "a": "\a", "b": "\b", "f": "\f", "n": "\n",
                   "r": "\r", "t": "\t", "v": "\v", "\n": ""}


def _escape_decode(b, errors, raw):
    if isinstance(b, str):
        b = b.encode("latin-1")
    s = _bytes_like(b, "decode").decode("latin-1")
    out = []
    i, n = 0, len(s)
    name = "rawunicodeescape" if raw else "unicodeescape"
    while i < n:
        c = s[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        if i + 1 >= n:
            if raw:
                out.append("\\")
                i += 1
                continue
            raise _decode_error(name, b, i, n, "\\ at end of string")
        e = s[i + 1]
        if raw and e not in "uU":
            out.append("\\")
            i += 1
            continue
        if not raw and e in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[e])
            i += 2
        elif not raw and e in "01234567":
            j = i + 1
            while j < n and j < i + 4 and s[j] in "01234567":
                j += 1
            out.append(chr(int(s[i + 1:j], 8)))
            i = j
        elif e in "xuU" and not (raw and e == "x"):
            width = {"x": 2, "u": 4, "U": 8}[e]
            digits = s[i + 2:i + 2 + width]
            if len(digits) < width or any(d not in "0123456789abcdefABCDEF" for d in digits):
                msg = {"x": "truncated \\xXX escape", "u": "truncated \\uXXXX escape",
                       "U": "truncated \\UXXXXXXXX escape"}[e]
                end = i + 2
                while end < n and end < i + 2 + width and s[end] in "0123456789abcdefABCDEF":
                    end += 1
                if errors == "strict":
                    raise _decode_error(name, b, i, end, msg)
                if errors == "replace":
                    out.append("\ufffd")
                i = end
                continue
            code = int(digits, 16)
            if code > 0x10FFFF:
                if errors == "strict":
                    raise _decode_error(name, b, i, i + 2 + width,
                                        "illegal Unicode character")
                if errors == "replace":
                    out.append("\ufffd")
            else:
                out.append(chr(code))
            i += 2 + width
        elif not raw and e == "N":
            raise NotImplementedError("\\N{...} escapes need the Unicode name database, which "
                                      "the playground does not have")
        else:
            out.append("\\" + e)
            i += 2
    return "".join(out), len(b)


class _DecodeError(UnicodeDecodeError):
    """UnicodeDecodeError with CPython's attributes and message (the VM's keeps only its
    arguments and prints them as a tuple)."""

    def __init__(self, encoding, obj, start, end, reason):
        UnicodeDecodeError.__init__(self, encoding, obj, start, end, reason)
        for attr, value in (("encoding", encoding), ("object", obj), ("start", start),
                            ("end", end), ("reason", reason)):
            try:
                setattr(self, attr, value)
            except AttributeError:
                pass

    def __str__(self):
        a = self.args
        if a[3] - a[2] == 1:
            return "'%s' codec can't decode byte 0x%02x in position %d: %s" % (
                a[0], a[1][a[2]], a[2], a[4])
        return "'%s' codec can't decode bytes in position %d-%d: %s" % (a[0], a[2], a[3] - 1,
                                                                         a[4])


_DecodeError.__name__ = "UnicodeDecodeError"
_DecodeError.__qualname__ = "UnicodeDecodeError"
_DecodeError.__module__ = "builtins"


def _decode_error(name, obj, start, end, reason):
    return _DecodeError(name, bytes(obj), start, end, reason)


def lookup(encoding):
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s" % type(encoding).__name__)
    key = _normalize(encoding)
    if key in _TEXT:
        name = _TEXT[key]
        enc, dec = _text_codec(name)
        return CodecInfo(enc, lambda b, errors="strict": dec(b, errors), name=name,
                         incrementalencoder=_incremental_encoder(name),
                         incrementaldecoder=_incremental_decoder(name))
    special = _SPECIAL.get(key)
    if special == "base64":
        return CodecInfo(_b64_encode, _b64_decode, name="base64", _is_text_encoding=False)
    if special == "hex":
        return CodecInfo(_hex_encode, _hex_decode, name="hex", _is_text_encoding=False)
    if special == "rot-13":
        return CodecInfo(_rot13, _rot13, name="rot-13", _is_text_encoding=False)
    if special in ("unicode-escape", "raw-unicode-escape"):
        raw = special == "raw-unicode-escape"

        def enc(s, errors="strict"):
            if not isinstance(s, str):
                raise TypeError("%s_encode() argument 1 must be str, not %s"
                                % (special.replace("-", "_"), type(s).__name__))
            return _escape_encode(s, raw), len(s)

        def dec(b, errors="strict"):
            return _escape_decode(b, errors, raw)
        return CodecInfo(enc, dec, name=special)
    raise LookupError("unknown encoding: %s" % encoding)


def encode(obj, encoding="utf-8", errors="strict"):
    return lookup(encoding).encode(obj, errors)[0]


def decode(obj, encoding="utf-8", errors="strict"):
    return lookup(encoding).decode(obj, errors)[0]


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def getincrementalencoder(encoding):
    encoder = lookup(encoding).incrementalencoder
    if encoder is None:
        raise LookupError(encoding)
    return encoder


def getincrementaldecoder(encoding):
    decoder = lookup(encoding).incrementaldecoder
    if decoder is None:
        raise LookupError(encoding)
    return decoder


class IncrementalEncoder:
    def __init__(self, errors="strict"):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class IncrementalDecoder:
    def __init__(self, errors="strict"):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


def _incremental_encoder(name):
    native = {"iso8859-1": "latin-1"}.get(name, name)

    class _Encoder(IncrementalEncoder):
        def __init__(self, errors="strict"):
            IncrementalEncoder.__init__(self, errors)
            self._first = True

        def encode(self, input, final=False):
            if native == "utf-8-sig":
                data = input.encode("utf-8", self.errors)
                if self._first and (input or final):
                    self._first = False
                    return BOM_UTF8 + data
                return data
            if native in ("utf-16", "utf-32"):
                data = input.encode(native, self.errors)
                if not self._first:
                    data = data[2 if native == "utf-16" else 4:]
                elif input or final:
                    self._first = False
                return data
            return input.encode(native, self.errors)

        def reset(self):
            self._first = True
    _Encoder.__name__ = "IncrementalEncoder"
    return _Encoder


def _utf8_tail(b):
    """How many bytes at the end of b begin a UTF-8 sequence that is not finished."""
    for back in range(1, min(3, len(b)) + 1):
        c = b[-back]
        if c & 0xC0 == 0x80:
            continue
        need = 2 if c & 0xE0 == 0xC0 else 3 if c & 0xF0 == 0xE0 else 4 if c & 0xF8 == 0xF0 else 1
        return back if need > back else 0
    return 0


def _incremental_decoder(name):
    native = {"iso8859-1": "latin-1"}.get(name, name)

    class _Decoder(IncrementalDecoder):
        def __init__(self, errors="strict"):
            IncrementalDecoder.__init__(self, errors)
            self.buffer = b""
            self._first = True

        def decode(self, input, final=False):
            data = self.buffer + _bytes_like(input, "decode")
            if native in ("utf-8", "utf-8-sig"):
                keep = 0 if final else _utf8_tail(data)
            elif native.startswith("utf-16"):
                keep = 0 if final else len(data) % 2
                if not final and keep == 0 and len(data) >= 2:
                    unit = data[-2:]
                    big = native.endswith("be")
                    hi = unit[0] if big else unit[1]
                    if 0xD8 <= hi <= 0xDB:
                        keep = 2
            elif native.startswith("utf-32"):
                keep = 0 if final else len(data) % 4
            else:
                keep = 0
            if self._first and native in ("utf-8-sig", "utf-16", "utf-32") and not final:
                need = {"utf-8-sig": 3, "utf-16": 2, "utf-32": 4}[native]
                if len(data) < need:
                    self.buffer = data
                    return ""
            chunk, self.buffer = (data[:len(data) - keep], data[len(data) - keep:]) if keep \
                else (data, b"")
            if not chunk:
                return ""
            if native == "utf-8-sig":
                if self._first and chunk.startswith(BOM_UTF8):
                    chunk = chunk[3:]
                self._first = False
                return chunk.decode("utf-8", self.errors)
            if native in ("utf-16", "utf-32"):
                if self._first:
                    self._first = False
                    self._order = native
                    if native == "utf-16":
                        if chunk.startswith(BOM_UTF16_BE):
                            self._order = "utf-16-be"
                            chunk = chunk[2:]
                        elif chunk.startswith(BOM_UTF16_LE):
                            self._order = "utf-16-le"
                            chunk = chunk[2:]
                        else:
                            self._order = "utf-16-le"
                    else:
                        if chunk.startswith(BOM_UTF32_BE):
                            self._order = "utf-32-be"
                            chunk = chunk[4:]
                        elif chunk.startswith(BOM_UTF32_LE):
                            self._order = "utf-32-le"
                            chunk = chunk[4:]
                        else:
                            self._order = "utf-32-le"
                return chunk.decode(self._order, self.errors)
            return chunk.decode(native, self.errors)

        def reset(self):
            self.buffer = b""
            self._first = True

        def getstate(self):
            return (self.buffer, 0)
    _Decoder.__name__ = "IncrementalDecoder"
    return _Decoder


def iterencode(iterator, encoding, errors="strict", **kwargs):
    encoder = getincrementalencoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = encoder.encode(input)
        if output:
            yield output
    output = encoder.encode("", True)
    if output:
        yield output


def iterdecode(iterator, encoding, errors="strict", **kwargs):
    decoder = getincrementaldecoder(encoding)(errors, **kwargs)
    for input in iterator:
        output = decoder.decode(input)
        if output:
            yield output
    output = decoder.decode(b"", True)
    if output:
        yield output


def utf_8_encode(s, errors="strict", /):
    return s.encode("utf-8", errors), len(s)


def utf_8_decode(data, errors="strict", final=False, /):
    data = _bytes_like(data, "decode")
    keep = 0 if final else _utf8_tail(data)
    chunk = data[:len(data) - keep]
    return chunk.decode("utf-8", errors), len(chunk)


def open(filename, mode="r", encoding=None, errors="strict", buffering=-1):
    import io
    if encoding is not None and "b" not in mode:
        return io.open(filename, mode, encoding=encoding, errors=errors)
    return io.open(filename, mode)


def register(search_function):
    raise NotImplementedError("codecs.register: the playground's codecs are the VM's own")


def register_error(name, error_handler):
    raise NotImplementedError("codecs.register_error: the playground's codecs use the VM's "
                              "built-in error handlers")


def lookup_error(name):
    if name in ("strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace",
                "namereplace", "surrogateescape", "surrogatepass"):
        def handler(exc):
            raise NotImplementedError("codec error handlers cannot be called directly in the "
                                      "playground")
        handler.__name__ = name + "_errors"
        return handler
    raise LookupError("unknown error handler name '%s'" % name)
