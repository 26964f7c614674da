"""urllib.parse's percent-quoting and query strings (CPython 3.11's behaviour); `urllib.parse`
re-exports everything here."""

_SAFE_BYTES = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
_HEX = frozenset(b"0123456789ABCDEFabcdef")


def _text_args(args):
    from urllib.parse import _as_text
    return _as_text(args)


def quote_from_bytes(bs, safe="/"):
    """Percent-encodes every byte of `bs` except the letters, digits, `_.-~` and those in
    `safe` (only its ASCII characters count)."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ""
    if isinstance(safe, str):
        keep = set(safe.encode("ascii", "ignore"))
    else:
        keep = set(c for c in safe if c < 128)
    keep |= _SAFE_BYTES
    out = []
    for b in bs:
        out.append(chr(b) if b in keep else "%%%02X" % b)
    return "".join(out)


def quote(string, safe="/", encoding=None, errors=None):
    """Percent-encodes a str (encoded first, UTF-8 by default) or bytes for a URL."""
    if isinstance(string, str):
        if not string:
            return string
        string = string.encode(encoding if encoding is not None else "utf-8",
                               errors if errors is not None else "strict")
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe="", encoding=None, errors=None):
    """quote() with spaces given as '+' (HTML forms)."""
    space = " " if isinstance(string, str) else b" "
    if space not in string:
        return quote(string, safe, encoding, errors)
    safe = safe + (" " if isinstance(safe, str) else b" ")
    return quote(string, safe, encoding, errors).replace(" ", "+")


def unquote_to_bytes(string):
    """The bytes of a percent-encoded str (UTF-8 for its other characters) or bytes; a '%' not
    followed by two hex digits stays."""
    if not string:
        string.split
        return b""
    if isinstance(string, str):
        string = string.encode("utf-8")
    string = bytes(string)
    chunks = string.split(b"%")
    out = bytearray(chunks[0])
    for chunk in chunks[1:]:
        if len(chunk) >= 2 and chunk[0] in _HEX and chunk[1] in _HEX:
            out.append(int(chunk[:2].decode("ascii"), 16))
            out += chunk[2:]
        else:
            out += b"%"
            out += chunk
    return bytes(out)


def unquote(string, encoding="utf-8", errors="replace"):
    """Replaces %xx escapes by the characters they encode: each run of escapes is decoded with
    `encoding` (UTF-8, undecodable bytes as U+FFFD by default); other characters stay."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if "%" not in string:
        string.split
        return string
    if encoding is None:
        encoding = "utf-8"
    if errors is None:
        errors = "replace"
    out = []
    i, n = 0, len(string)
    while i < n:
        j = i
        ascii_run = string[i].isascii()
        while j < n and string[j].isascii() == ascii_run:
            j += 1
        part = string[i:j]
        if ascii_run and "%" in part:
            part = unquote_to_bytes(part).decode(encoding, errors)
        out.append(part)
        i = j
    return "".join(out)


def unquote_plus(string, encoding="utf-8", errors="replace"):
    """unquote() with '+' read as a space."""
    return unquote(string.replace("+", " "), encoding, errors)


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=quote_plus):
    """A query string `k1=v1&k2=v2` of a mapping or a sequence of pairs; with doseq, a value
    that is a sequence gives one pair per item."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence or mapping object") from err

    def one(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        if isinstance(x, str):
            return quote_via(x, safe, encoding, errors)
        return quote_via(str(x), safe, encoding, errors)

    pairs = []
    for k, v in query:
        k = one(k)
        if not doseq or isinstance(v, (bytes, str)):
            pairs.append(k + "=" + one(v))
            continue
        try:
            len(v)
        except TypeError:
            pairs.append(k + "=" + one(v))
        else:
            for item in v:
                pairs.append(k + "=" + one(item))
    return "&".join(pairs)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8",
              errors="replace", max_num_fields=None, separator="&"):
    """[(name, value), ...] of a query string, unquoted ('+' as a space)."""
    (qs,), back = _text_args((qs,))
    (separator,), _ = _text_args((separator,))
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        if max_num_fields < 1 + qs.count(separator):
            raise ValueError("Max number of fields exceeded")
    result = []
    for field in (qs.split(separator) if qs else []):
        if not field and not strict_parsing:
            continue
        if "=" in field:
            name, value = field.split("=", 1)
        else:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
            name, value = field, ""
        if value or keep_blank_values:
            name = unquote(name.replace("+", " "), encoding=encoding, errors=errors)
            value = unquote(value.replace("+", " "), encoding=encoding, errors=errors)
            result.append((back(name), back(value)))
    return result


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8",
             errors="replace", max_num_fields=None, separator="&"):
    """{name: [values]} of a query string."""
    out = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors,
                                 max_num_fields, separator):
        if name in out:
            out[name].append(value)
        else:
            out[name] = [value]
    return out
