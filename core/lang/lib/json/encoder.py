"""JSON encoding (CPython's json.encoder): JSONEncoder, encode_basestring and
encode_basestring_ascii.

CPython encodes with its C encoder when it can (`encode` without indent) and with a Python
generator otherwise (`iterencode`, `dump`, any indent); the two differ in how output is cut into
chunks and in the message for NaN/infinity with allow_nan=False. Both are kept here:
`_make_encode_all` builds the one-shot list, `_make_iterencode` yields CPython's chunks.
"""

__all__ = ["JSONEncoder", "encode_basestring", "encode_basestring_ascii"]

import _json

INFINITY = float("inf")

ESCAPE_DCT = {
    "\\": "\\\\",
    '"': '\\"',
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
}
for _i in range(0x20):
    ESCAPE_DCT.setdefault(chr(_i), "\\u%04x" % _i)


def encode_basestring(s):
    """s as a JSON string literal, escaping only what JSON requires."""
    if not isinstance(s, str):
        raise TypeError("first argument must be a string, not %s" % type(s).__name__)
    if '"' not in s and "\\" not in s and s.isprintable():
        return '"' + s + '"'
    out = []
    for c in s:
        e = ESCAPE_DCT.get(c)
        out.append(c if e is None else e)
    return '"' + "".join(out) + '"'


def encode_basestring_ascii(s):
    """s as a JSON string literal in ASCII (\\uXXXX escapes, surrogate pairs past U+FFFF)."""
    if not isinstance(s, str):
        raise TypeError("first argument must be a string, not %s" % type(s).__name__)
    if '"' not in s and "\\" not in s and s.isascii() and s.isprintable():
        return '"' + s + '"'
    out = []
    for c in s:
        e = ESCAPE_DCT.get(c)
        if e is not None:
            out.append(e)
        elif " " <= c <= "~":
            out.append(c)
        else:
            n = ord(c)
            if n < 0x10000:
                out.append("\\u%04x" % n)
            else:
                n -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 | (n >> 10), 0xDC00 | (n & 0x3FF)))
    return '"' + "".join(out) + '"'


py_encode_basestring = encode_basestring
py_encode_basestring_ascii = encode_basestring_ascii
c_encode_basestring = _json.encode_basestring
c_encode_basestring_ascii = _json.encode_basestring_ascii
encode_basestring = c_encode_basestring
encode_basestring_ascii = c_encode_basestring_ascii
c_make_encoder = None


class JSONEncoder(object):
    """Turns dicts, lists, tuples, strs, ints, floats, True, False and None into JSON text.

    Other objects go through ``default(o)``, which a subclass (or the ``default`` argument)
    replaces to return something serializable; the base one raises TypeError.
    """

    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        """Implement this in a subclass such that it returns a serializable object for ``o``,
        or calls the base implementation (to raise a ``TypeError``)."""
        raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

    def encode(self, o):
        """The JSON text of o, as one str."""
        if isinstance(o, str):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            return encode_basestring(o)
        if type(self).iterencode is JSONEncoder.iterencode:
            # What iterencode(o, _one_shot=True) gives, joined (with indent: CPython's Python
            # generator's chunks), without its Python calls when the native encoder takes o.
            indent = self.indent
            if indent is not None and not isinstance(indent, str):
                indent = " " * indent
            text = self._native(o, indent)
            if text is not None:
                return text
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            try:
                chunks = list(chunks)
            except RecursionError as e:
                raise _deeper(e, " while calling a Python object")
        return "".join(chunks)

    def _native(self, o, indent):
        # The native encoder (`_json.encode`) writes it all, or declines (None) before anything
        # is called: instances (default, subclasses of built-in types), sort_keys over keys
        # that are not all strs, deep nesting. Then the Python encoders do it.
        return _json.encode(o, self.skipkeys, self.ensure_ascii, self.check_circular,
                            self.allow_nan, self.sort_keys, indent, self.key_separator,
                            self.item_separator)

    def iterencode(self, o, _one_shot=False):
        """The JSON text of o in chunks (a generator; a one-item list when _one_shot)."""
        if _one_shot and self.indent is None:
            text = self._native(o, None)
            if text is not None:
                return [text]
        markers = {} if self.check_circular else None
        _encoder = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        if _one_shot and self.indent is None:
            out = []
            enc = _make_encode_all(out, markers, self.default, _encoder, self.key_separator,
                                   self.item_separator, self.sort_keys, self.skipkeys,
                                   self.allow_nan)
            try:
                enc(o)
            except RecursionError as e:
                raise _deeper(e, " while encoding a JSON object")
            return ["".join(out)]
        allow_nan = self.allow_nan

        def floatstr(o):
            if o != o:
                text = "NaN"
            elif o == INFINITY:
                text = "Infinity"
            elif o == -INFINITY:
                text = "-Infinity"
            else:
                return float.__repr__(o)
            if not allow_nan:
                raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
            return text

        return _make_iterencode(markers, self.default, _encoder, self.indent, floatstr,
                                self.key_separator, self.item_separator, self.sort_keys,
                                self.skipkeys, _one_shot)(o, 0)


_BARE_RECURSION = "maximum recursion depth exceeded"


def _deeper(e, where):
    # The VM's RecursionError says only _BARE_RECURSION; CPython adds where it happened (its C
    # encoder: "while encoding a JSON object"; its Python one: "while calling a Python object").
    if str(e) == _BARE_RECURSION:
        return RecursionError(_BARE_RECURSION + where)
    return e


def _sorted_items(dct):
    # sorted(dct.items()); where keys cannot be compared, the TypeError names the pair CPython
    # compares first (its list.sort on up to 63 items: a run count, then binary insertion),
    # which the VM's own sort does not.
    items = list(dct.items())
    try:
        return sorted(items)
    except TypeError:
        n = len(items)
        if n >= 64:
            raise
        a = items[:]
        run = 2
        if a[1] < a[0]:
            while run < n and a[run] < a[run - 1]:
                run += 1
            a[:run] = a[run - 1::-1]
        else:
            while run < n and not a[run] < a[run - 1]:
                run += 1
        for start in range(run, n):
            pivot = a[start]
            lo, hi = 0, start
            while lo < hi:
                mid = (lo + hi) >> 1
                if pivot < a[mid]:
                    hi = mid
                else:
                    lo = mid + 1
            a[lo + 1:start + 1] = a[lo:start]
            a[lo] = pivot
        raise


def _c_floatstr(o, allow_nan):
    # The C encoder's float text (its error names no value).
    if o != o:
        text = "NaN"
    elif o == INFINITY:
        text = "Infinity"
    elif o == -INFINITY:
        text = "-Infinity"
    else:
        return float.__repr__(o)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant")
    return text


def _make_encode_all(out, markers, default, encoder, key_sep, item_sep, sort_keys, skipkeys,
                     allow_nan):
    # What CPython's C encoder writes: enc(o) appends o's JSON text to the list out, in pieces.
    # Strings and scalars inside lists and dicts are written in place (a call costs more in
    # the VM than the tests before it); out.append is spelled out, as the VM's fast path for
    # list.append is taken only for that form.
    def enc(o):
        if isinstance(o, str):
            out.append(encoder(o))
        elif o is None:
            out.append("null")
        elif o is True:
            out.append("true")
        elif o is False:
            out.append("false")
        elif isinstance(o, int):
            out.append(int.__repr__(o))
        elif isinstance(o, float):
            out.append(_c_floatstr(o, allow_nan))
        elif isinstance(o, (list, tuple)):
            if not o:
                out.append("[]")
                return
            # A tuple is not marked: the VM's id() of a tuple is not stable (two live tuples
            # can share one), and a cycle through a tuple always passes through a list or dict.
            mark = markers is not None and not isinstance(o, tuple)
            if mark:
                mid = id(o)
                if mid in markers:
                    raise ValueError("Circular reference detected")
                markers[mid] = o
            out.append("[")
            first = True
            for v in o:
                if first:
                    first = False
                else:
                    out.append(item_sep)
                if isinstance(v, str):
                    out.append(encoder(v))
                elif v is None:
                    out.append("null")
                elif v is True:
                    out.append("true")
                elif v is False:
                    out.append("false")
                elif isinstance(v, int):
                    out.append(int.__repr__(v))
                else:
                    enc(v)
            out.append("]")
            if mark:
                del markers[mid]
        elif isinstance(o, dict):
            if not o:
                out.append("{}")
                return
            if markers is not None:
                mid = id(o)
                if mid in markers:
                    raise ValueError("Circular reference detected")
                markers[mid] = o
            out.append("{")
            items = _sorted_items(o) if sort_keys else o.items()
            first = True
            for key, v in items:
                if isinstance(key, str):
                    pass
                elif isinstance(key, float):
                    key = _c_floatstr(key, allow_nan)
                elif key is True:
                    key = "true"
                elif key is False:
                    key = "false"
                elif key is None:
                    key = "null"
                elif isinstance(key, int):
                    key = int.__repr__(key)
                elif skipkeys:
                    continue
                else:
                    raise TypeError(f"keys must be str, int, float, bool or None, "
                                    f"not {type(key).__name__}")
                if first:
                    first = False
                else:
                    out.append(item_sep)
                out.append(encoder(key))
                out.append(key_sep)
                if isinstance(v, str):
                    out.append(encoder(v))
                elif v is None:
                    out.append("null")
                elif v is True:
                    out.append("true")
                elif v is False:
                    out.append("false")
                elif isinstance(v, int):
                    out.append(int.__repr__(v))
                else:
                    enc(v)
            out.append("}")
            if markers is not None:
                del markers[mid]
        else:
            if markers is not None:
                mid = id(o)
                if mid in markers:
                    raise ValueError("Circular reference detected")
                markers[mid] = o
            enc(default(o))
            if markers is not None:
                del markers[mid]

    return enc


def _make_iterencode(markers, _default, _encoder, _indent, _floatstr, _key_separator,
                     _item_separator, _sort_keys, _skipkeys, _one_shot):
    # CPython's pure-Python encoder: a generator of the same chunks.
    if _indent is not None and not isinstance(_indent, str):
        _indent = " " * _indent

    def _iterencode_list(lst, level):
        if not lst:
            yield "[]"
            return
        mark = markers is not None and not isinstance(lst, tuple)  # see _make_encode_all
        if mark:
            markerid = id(lst)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = lst
        buf = "["
        if _indent is not None:
            level += 1
            newline_indent = "\n" + _indent * level
            separator = _item_separator + newline_indent
            buf += newline_indent
        else:
            newline_indent = None
            separator = _item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                buf = separator
            if isinstance(value, str):
                yield buf + _encoder(value)
            elif value is None:
                yield buf + "null"
            elif value is True:
                yield buf + "true"
            elif value is False:
                yield buf + "false"
            elif isinstance(value, int):
                yield buf + int.__repr__(value)
            elif isinstance(value, float):
                yield buf + _floatstr(value)
            else:
                yield buf
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, level)
                else:
                    chunks = _iterencode(value, level)
                yield from chunks
        if newline_indent is not None:
            level -= 1
            yield "\n" + _indent * level
        yield "]"
        if mark:
            del markers[markerid]

    def _iterencode_dict(dct, level):
        if not dct:
            yield "{}"
            return
        if markers is not None:
            markerid = id(dct)
            if markerid in markers:
                raise ValueError("Circular reference detected")
            markers[markerid] = dct
        yield "{"
        if _indent is not None:
            level += 1
            newline_indent = "\n" + _indent * level
            item_separator = _item_separator + newline_indent
            yield newline_indent
        else:
            newline_indent = None
            item_separator = _item_separator
        first = True
        items = _sorted_items(dct) if _sort_keys else dct.items()
        for key, value in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = _floatstr(key)
            elif key is True:
                key = "true"
            elif key is False:
                key = "false"
            elif key is None:
                key = "null"
            elif isinstance(key, int):
                key = int.__repr__(key)
            elif _skipkeys:
                continue
            else:
                raise TypeError(f"keys must be str, int, float, bool or None, "
                                f"not {type(key).__name__}")
            if first:
                first = False
            else:
                yield item_separator
            yield _encoder(key)
            yield _key_separator
            if isinstance(value, str):
                yield _encoder(value)
            elif value is None:
                yield "null"
            elif value is True:
                yield "true"
            elif value is False:
                yield "false"
            elif isinstance(value, int):
                yield int.__repr__(value)
            elif isinstance(value, float):
                yield _floatstr(value)
            else:
                if isinstance(value, (list, tuple)):
                    chunks = _iterencode_list(value, level)
                elif isinstance(value, dict):
                    chunks = _iterencode_dict(value, level)
                else:
                    chunks = _iterencode(value, level)
                yield from chunks
        if newline_indent is not None:
            level -= 1
            yield "\n" + _indent * level
        yield "}"
        if markers is not None:
            del markers[markerid]

    def _iterencode(o, level):
        if isinstance(o, str):
            yield _encoder(o)
        elif o is None:
            yield "null"
        elif o is True:
            yield "true"
        elif o is False:
            yield "false"
        elif isinstance(o, int):
            yield int.__repr__(o)
        elif isinstance(o, float):
            yield _floatstr(o)
        elif isinstance(o, (list, tuple)):
            yield from _iterencode_list(o, level)
        elif isinstance(o, dict):
            yield from _iterencode_dict(o, level)
        else:
            if markers is not None:
                markerid = id(o)
                if markerid in markers:
                    raise ValueError("Circular reference detected")
                markers[markerid] = o
            o = _default(o)
            yield from _iterencode(o, level)
            if markers is not None:
                del markers[markerid]

    return _iterencode
