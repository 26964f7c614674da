"""JSON (CPython's json): dumps, dump, loads, load, JSONEncoder, JSONDecoder, JSONDecodeError.

Output, chunking and error messages are CPython 3.11's (its C encoder for a one-shot `dumps`
without indent, its Python encoder otherwise; its C scanner for decoding). The playground has
no bytes, so `loads` takes a str only; JSON escapes of lone surrogates raise NotImplementedError
(see json/decoder.py).
"""

import _json

from .decoder import JSONDecoder, JSONDecodeError
from .encoder import JSONEncoder, _deeper

__version__ = "2.0.9"
__all__ = ["dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder"]
__author__ = "Bob Ippolito <bob@redivi.com>"

_default_encoder = JSONEncoder(
    skipkeys=False,
    ensure_ascii=True,
    check_circular=True,
    allow_nan=True,
    indent=None,
    separators=None,
    default=None,
)

_default_decoder = JSONDecoder(object_hook=None, object_pairs_hook=None)


def _plain(skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent, separators, default,
           sort_keys, kw):
    # Whether every option is the default one, so the shared default encoder will do.
    return (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None
            and indent is None and separators is None and default is None and not sort_keys
            and not kw)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize obj as JSON to fp, a file-like object with a .write(str) method, chunk by
    chunk. The options are dumps'."""
    if _plain(skipkeys, ensure_ascii, check_circular, allow_nan, cls, indent, separators,
              default, sort_keys, kw):
        iterable = _default_encoder.iterencode(obj)
    else:
        if cls is None:
            cls = JSONEncoder
        iterable = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                       check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                       separators=separators, default=default, sort_keys=sort_keys,
                       **kw).iterencode(obj)
    try:
        for chunk in iterable:
            fp.write(chunk)
    except RecursionError as e:
        raise _deeper(e, " while calling a Python object")


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize obj to a JSON formatted str.

    skipkeys drops dict keys that are not str, int, float, bool or None (else TypeError);
    ensure_ascii escapes every non-ASCII character; check_circular=False skips the check for
    circular references; allow_nan=False makes NaN and infinities a ValueError; indent (an int
    or a str) pretty-prints; separators is an (item_separator, key_separator) pair; default(o)
    returns a serializable version of any other object; sort_keys sorts dicts by key; cls is
    a JSONEncoder subclass to use instead.
    """
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None
            and indent is None and separators is None and default is None and not sort_keys
            and not kw):
        # What _default_encoder.encode(obj) does, without its Python calls when the native
        # encoder takes obj (see JSONEncoder._native).
        text = _json.encode(obj, False, True, True, True, False, None, ": ", ", ")
        if text is not None:
            return text
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize fp.read() (a JSON document) to a Python object; the options are loads'."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)


def detect_encoding(b):
    """The encoding a JSON document's bytes are in, as RFC 4627 lets it be told: a byte order
    mark, else where the zero bytes of its first two ASCII characters fall."""
    if b[:4] in (b"\x00\x00\xfe\xff", b"\xff\xfe\x00\x00"):
        return "utf-32"
    if b[:2] in (b"\xfe\xff", b"\xff\xfe"):
        return "utf-16"
    if b[:3] == b"\xef\xbb\xbf":
        return "utf-8-sig"
    if len(b) >= 4:
        if not b[0]:
            return "utf-16-be" if b[1] else "utf-32-be"
        if not b[1]:
            return "utf-16-le" if b[2] or b[3] else "utf-32-le"
    elif len(b) == 2:
        if not b[0]:
            return "utf-16-be"
        if not b[1]:
            return "utf-16-le"
    return "utf-8"


def _decode_bytes(b):
    """A JSON document's bytes as text, in the encoding detect_encoding tells."""
    encoding = detect_encoding(b)
    if encoding == "utf-8-sig":
        return bytes(b[3:]).decode("utf-8")
    return b.decode(encoding)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize s (a str holding a JSON document) to a Python object.

    object_hook(dict) or object_pairs_hook(list of (key, value) pairs) replaces each decoded
    object; parse_float, parse_int and parse_constant get the text of each float, int and
    NaN/Infinity/-Infinity; strict=False allows control characters inside strings; cls is a
    JSONDecoder subclass to use instead.
    """
    if (type(s) is str and cls is None and object_hook is None and parse_int is None
            and parse_float is None and parse_constant is None and object_pairs_hook is None
            and not kw):
        # What the code below does for a str with every option the default, in one native
        # call (mode 2: the byte order mark refused first), unless it declines.
        r = _json.decode(s, 0, True, 2)
        if r is not None:
            if len(r) == 2:
                return r[0]
            raise JSONDecodeError(r[0], s, r[1])
    if isinstance(s, str):
        if s.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    elif isinstance(s, (bytes, bytearray)):
        s = _decode_bytes(s)
    else:
        raise TypeError(f"the JSON object must be str, bytes or bytearray, "
                        f"not {type(s).__name__}")
    if (cls is None and object_hook is None and parse_int is None and parse_float is None
            and parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw["object_hook"] = object_hook
    if object_pairs_hook is not None:
        kw["object_pairs_hook"] = object_pairs_hook
    if parse_float is not None:
        kw["parse_float"] = parse_float
    if parse_int is not None:
        kw["parse_int"] = parse_int
    if parse_constant is not None:
        kw["parse_constant"] = parse_constant
    return cls(**kw).decode(s)
