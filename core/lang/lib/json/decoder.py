"""JSON decoding (CPython's json.decoder): JSONDecoder, JSONDecodeError and scanstring.

The scanner (json/scanner.py) follows CPython's C scanner, so values, hooks and every error
message and position are CPython's. JSON escapes of lone UTF-16 surrogates (`"\\ud800"` not
followed by a low surrogate) cannot be decoded: the playground's str cannot hold a surrogate
code point, so they raise NotImplementedError (a surrogate pair is joined as CPython joins it).
"""

import _json

from .scanner import make_scanner, scan_string_chars, _native_ok

__all__ = ["JSONDecoder", "JSONDecodeError"]

NaN = _json.nan
PosInf = float("inf")
NegInf = float("-inf")

_CONSTANTS = {"-Infinity": NegInf, "Infinity": PosInf, "NaN": NaN}


def _constant(name):
    # CPython uses _CONSTANTS.__getitem__; the VM's dict has no bound __getitem__.
    return _CONSTANTS[name]


class JSONDecodeError(ValueError):
    """A ValueError for malformed JSON, with msg (the bare message), doc (the document), pos
    (the index where it went wrong) and lineno/colno (pos as 1-based line and column)."""

    def __init__(self, msg, doc, pos):
        head = doc[:pos]  # the VM's str.count ignores start and end
        lineno = head.count("\n") + 1
        colno = pos - head.rfind("\n")
        ValueError.__init__(self, "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


def scanstring(s, end, strict=True):
    """Scan the string s for a JSON string body starting just after the opening quote at
    index end; return (decoded str, index after the closing quote)."""
    if isinstance(s, str) and type(end) is int:
        r = _json.scanstring(s, end, strict)
        if r is not None:
            if len(r) == 2:
                return r
            raise JSONDecodeError(r[0], s, r[1])
    return scan_string_chars(list(s), s, end, strict)


def _skip_ws(s, i):
    # The index of the first character at or after i that is not JSON whitespace (by slicing
    # and stripping once: indexing a long str character by character is slow in the VM).
    rest = s[i:]
    return i + len(rest) - len(rest.lstrip(" \t\n\r"))


class JSONDecoder(object):
    """Turns JSON text into Python: objects into dicts (or what object_hook/object_pairs_hook
    make of them), arrays into lists, numbers into int and float (or parse_int/parse_float of
    their text), and NaN/Infinity/-Infinity through parse_constant."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}
        self.scan_once = make_scanner(self)
        # decode() scans the whole document natively when nothing it would call is replaced.
        self._native = (_native_ok(self) and type(self).raw_decode is JSONDecoder.raw_decode
                        and type(self).decode is JSONDecoder.decode)
        self._scan = self.scan_once

    def decode(self, s):
        """The value of the JSON document s (whitespace around it allowed, nothing else)."""
        if not isinstance(s, str):
            # CPython's message comes from the regular expression that skips whitespace.
            raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")
        if self._native and self.scan_once is self._scan:
            r = _json.decode(s, 0, self.strict, True)
            if r is not None:
                if len(r) == 2:
                    return r[0]
                raise JSONDecodeError(r[0], s, r[1])
        try:
            obj, end = self.raw_decode(s, _skip_ws(s, 0))
        except NotImplementedError as e:
            # A lone surrogate (see scanner.py): CPython decodes the value, so what follows it
            # may still be the error it reports.
            end = getattr(e, "_json_end", -1)
            if end >= 0 and _skip_ws(s, end) != len(s):
                raise JSONDecodeError("Extra data", s, _skip_ws(s, end)) from None
            raise
        end = _skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """(value, end) for the JSON value starting at s[idx]; text after it is left alone."""
        try:
            obj, end = self.scan_once(s, idx)
        except StopIteration as err:
            # err.value, which the VM's StopIteration lacks: it is the first argument.
            raise JSONDecodeError("Expecting value", s, err.args[0]) from None
        return obj, end
