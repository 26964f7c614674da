"""JSON scanner (CPython's json.scanner): make_scanner builds the scan_once a JSONDecoder uses.

It follows CPython's C scanner (Modules/_json.c) in what it accepts, what it calls (hooks,
parse_float/parse_int/parse_constant with the number's text) and where each error points.

Speed in the VM: indexing or slicing a long str costs time in proportion to its length, so a
document is scanned as a list of its characters, and the bodies of strings come from one
`split('"')` of the whole document: a string without backslashes or control characters is a
piece of that split, taken without looking at its characters one by one.
"""

__all__ = ["make_scanner"]

import _json

_WS = " \t\n\r"
_DIGITS = "0123456789"
_HEX = {}
for _i, _c in enumerate("0123456789abcdef"):
    _HEX[_c] = _i
    _HEX[_c.upper()] = _i
_SIMPLE_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
                   "t": "\t"}


def _error(msg, doc, pos):
    from .decoder import JSONDecodeError
    return JSONDecodeError(msg, doc, pos)


_BARE_RECURSION = "maximum recursion depth exceeded"


def _deeper(e, kind):
    # The VM's RecursionError says only _BARE_RECURSION; CPython's scanner names what it was
    # decoding (the innermost container, here the one whose scan ran out of stack).
    if str(e) == _BARE_RECURSION:
        return RecursionError(_BARE_RECURSION + " while decoding a JSON " + kind +
                              " from a unicode string")
    return e


def _has_control(body):
    # Whether body holds a character below U+0020 (which strict mode refuses in a string).
    if body.isprintable():
        return False
    for c in body:
        if c < " ":
            return True
    return False


def _hex4(cs, i):
    # The value of the four hex digits cs[i:i+4], or -1.
    v = 0
    for k in range(i, i + 4):
        d = _HEX.get(cs[k], -1)
        if d < 0:
            return -1
        v = v * 16 + d
    return v


def _lone_surrogate(begin, code, end=-1):
    # The error for a JSON string that decodes to a lone surrogate, which the VM's str cannot
    # hold. Its `_json_end` is where the value holding it ended (-1 if unknown), so decode can
    # still report "Extra data" as CPython does.
    e = NotImplementedError(
        "json: the string starting at char %d holds the lone surrogate \\u%04x, which the "
        "playground's str cannot hold" % (begin, code))
    e._json_end = end
    return e


def scan_string_chars(cs, doc, end, strict, lone=None, n=-1):
    """Decode the JSON string body that starts at index end of the character list cs (just
    after its opening quote); doc is the document, for errors. Returns (str, index after the
    closing quote). CPython's scanstring, step for step.

    A lone surrogate escape raises NotImplementedError once the string is scanned (errors
    later in it come first, as in CPython); with a list `lone`, its (start, code) is appended
    there instead and '?' stands in for it, so the caller can let later errors come first.
    n, if given, is the document's length (cs may end with a sentinel)."""
    if n < 0:
        n = len(cs)
    if end < 0 or end > n:
        raise ValueError("end is out of bounds")
    begin = end - 1
    chunks = []
    first_lone = None
    while True:
        nxt = end
        c = ""
        while nxt < n:
            c = cs[nxt]
            if c == '"' or c == "\\":
                break
            if strict and c < " ":
                raise _error("Invalid control character at", doc, nxt)
            nxt += 1
        if nxt >= n:
            raise _error("Unterminated string starting at", doc, begin)
        if nxt > end:
            chunks.append("".join(cs[end:nxt]))
        nxt += 1
        if c == '"':
            end = nxt
            break
        if nxt == n:
            raise _error("Unterminated string starting at", doc, begin)
        c = cs[nxt]
        if c != "u":
            end = nxt + 1
            ch = _SIMPLE_ESCAPES.get(c)
            if ch is None:
                raise _error("Invalid \\escape", doc, end - 2)
            chunks.append(ch)
            continue
        nxt += 1
        end = nxt + 4
        if end >= n:
            raise _error("Invalid \\uXXXX escape", doc, nxt - 1)
        code = _hex4(cs, nxt)
        if code < 0:
            raise _error("Invalid \\uXXXX escape", doc, end - 5)
        if 0xD800 <= code <= 0xDBFF and end + 6 < n and cs[end] == "\\" and cs[end + 1] == "u":
            end += 6
            low = _hex4(cs, end - 4)
            if low < 0:
                raise _error("Invalid \\uXXXX escape", doc, end - 5)
            if 0xDC00 <= low <= 0xDFFF:
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            else:
                end -= 6
        if 0xD800 <= code <= 0xDFFF:
            # CPython keeps the lone surrogate; the VM's str cannot.
            if first_lone is None:
                first_lone = (begin, code)
            chunks.append("?")
        else:
            chunks.append(chr(code))
    if first_lone is not None:
        if lone is None:
            raise _lone_surrogate(first_lone[0], first_lone[1])
        lone.append(first_lone)
    return "".join(chunks), end


def make_scanner(context):
    """Return scan_once(string, idx) -> (value, end) for the decoder context, raising
    StopIteration(idx) where no JSON value starts at idx: the native scanner of `_json` where
    the context has no hooks (CPython's C scanner handles hooks too; this one declines them),
    with the Python one behind it for what it declines (lone surrogates, deep nesting)."""
    py_scan = py_make_scanner(context)
    if not _native_ok(context):
        return py_scan
    strict = context.strict

    def scan_once(string, idx):
        r = _json.decode(string, idx, strict, False)
        if r is None:
            return py_scan(string, idx)
        if len(r) == 2:
            return r
        if r[0] is None:
            raise StopIteration(r[1])
        raise _error(r[0], string, r[1])

    return scan_once


def _native_ok(context):
    # Whether the native scanner decodes as this context would: no hooks, the default parsers.
    from .decoder import _constant
    return (context.object_hook is None and context.object_pairs_hook is None
            and context.parse_float is float and context.parse_int is int
            and context.parse_constant is _constant)


def py_make_scanner(context):
    """The Python scanner: scan_once for any context, hooks included."""
    strict = context.strict
    object_hook = context.object_hook
    object_pairs_hook = context.object_pairs_hook
    parse_float = context.parse_float
    parse_int = context.parse_int
    parse_constant = context.parse_constant

    def scan_once(string, idx):
        if not isinstance(string, str):
            raise TypeError("first argument must be a string, not %s" % type(string).__name__)
        if idx < 0:
            raise ValueError("idx cannot be negative")
        cs = list(string)
        n = len(cs)
        # A sentinel past the end, which no test below accepts (not whitespace, a digit or
        # punctuation), so loops need no bounds check; strings are scanned with the real n.
        cs.append("\0")
        # Quote k of the document lies between the pieces parts[k] and parts[k + 1] of its split;
        # qk is the first quote not yet passed and qp its index in the document.
        parts = string.split('"')
        np = len(parts)
        qk = 0
        qp = len(parts[0])
        lone = []  # lone surrogates met, raised once the value is scanned

        def scan_string(i):
            # The string whose opening quote is at i: the piece after that quote when it has
            # no backslash or refused control character, else scanned character by character.
            nonlocal qk, qp
            while qp < i:
                qk += 1
                qp += len(parts[qk]) + 1
            if qk + 2 < np:
                body = parts[qk + 1]
                if "\\" not in body and (body.isprintable() or not strict
                                          or not _has_control(body)):
                    qk += 1
                    qp = i + len(body) + 1
                    return body, qp + 1
            return scan_string_chars(cs, string, i + 1, strict, lone, n)

        def scan_number(i):
            start = i
            if cs[i] == "-":
                i += 1
                if i >= n:
                    raise StopIteration(start)
            c = cs[i]
            if "1" <= c <= "9":
                i += 1
                while cs[i] in _DIGITS:
                    i += 1
            elif c == "0":
                i += 1
            else:
                raise StopIteration(start)
            is_float = False
            if i < n - 1 and cs[i] == "." and cs[i + 1] in _DIGITS:
                is_float = True
                i += 2
                while cs[i] in _DIGITS:
                    i += 1
            if i < n - 1 and (cs[i] == "e" or cs[i] == "E"):
                e = i
                i += 1
                if i < n - 1 and (cs[i] == "-" or cs[i] == "+"):
                    i += 1
                d = i
                while cs[i] in _DIGITS:
                    i += 1
                if i > d:
                    is_float = True
                else:
                    i = e
            text = "".join(cs[start:i])
            if is_float:
                return parse_float(text), i
            return parse_int(text), i

        def scan_value(i):
            if i >= n:
                raise StopIteration(i)
            c = cs[i]
            if c == '"':
                return scan_string(i)
            if c == "{":
                try:
                    return scan_object(i + 1)
                except RecursionError as e:
                    raise _deeper(e, "object")
            if c == "[":
                try:
                    return scan_array(i + 1)
                except RecursionError as e:
                    raise _deeper(e, "array")
            if c == "n":
                if i + 3 < n and cs[i + 1] == "u" and cs[i + 2] == "l" and cs[i + 3] == "l":
                    return None, i + 4
            elif c == "t":
                if i + 3 < n and cs[i + 1] == "r" and cs[i + 2] == "u" and cs[i + 3] == "e":
                    return True, i + 4
            elif c == "f":
                if (i + 4 < n and cs[i + 1] == "a" and cs[i + 2] == "l" and cs[i + 3] == "s"
                        and cs[i + 4] == "e"):
                    return False, i + 5
            elif c == "N":
                if i + 2 < n and cs[i + 1] == "a" and cs[i + 2] == "N":
                    return parse_constant("NaN"), i + 3
            elif c == "I":
                if i + 7 < n and "".join(cs[i:i + 8]) == "Infinity":
                    return parse_constant("Infinity"), i + 8
            elif c == "-":
                if i + 8 < n and "".join(cs[i:i + 9]) == "-Infinity":
                    return parse_constant("-Infinity"), i + 9
            return scan_number(i)

        def scan_array(i):
            values = []
            while cs[i] in _WS:
                i += 1
            if cs[i] != "]":
                while True:
                    v, i = scan_value(i)
                    values.append(v)
                    while cs[i] in _WS:
                        i += 1
                    if cs[i] == "]":
                        break
                    if cs[i] != ",":
                        raise _error("Expecting ',' delimiter", string, i)
                    i += 1
                    while cs[i] in _WS:
                        i += 1
            return values, i + 1

        def scan_object(i):
            nonlocal qk, qp
            pairs = []
            obj = {}
            while cs[i] in _WS:
                i += 1
            if cs[i] != "}":
                while True:
                    if cs[i] != '"':
                        raise _error("Expecting property name enclosed in double quotes",
                                     string, i)
                    # scan_string's quick case, inline (most keys are plain)
                    if qp == i and qk + 2 < np:
                        key = parts[qk + 1]
                        if "\\" not in key and key.isprintable():
                            qk += 1
                            qp = i + len(key) + 1
                            i = qp + 1
                        else:
                            key, i = scan_string(i)
                    else:
                        key, i = scan_string(i)
                    while cs[i] in _WS:
                        i += 1
                    if cs[i] != ":":
                        raise _error("Expecting ':' delimiter", string, i)
                    i += 1
                    while cs[i] in _WS:
                        i += 1
                    v, i = scan_value(i)
                    if object_pairs_hook is not None:
                        pairs.append((key, v))
                    else:
                        obj[key] = v
                    while cs[i] in _WS:
                        i += 1
                    if cs[i] == "}":
                        break
                    if cs[i] != ",":
                        raise _error("Expecting ',' delimiter", string, i)
                    i += 1
                    while cs[i] in _WS:
                        i += 1
            if object_pairs_hook is not None:
                return object_pairs_hook(pairs), i + 1
            if object_hook is not None:
                return object_hook(obj), i + 1
            return obj, i + 1

        result = scan_value(idx)
        if lone:
            raise _lone_surrogate(lone[0][0], lone[0][1], result[1])
        return result

    return scan_once
