"""urllib.parse as CPython 3.11's: splitting URLs into parts and joining them back (RFC 3986
resolution for urljoin), percent-quoting and query strings.

Every function takes str or bytes (bytes are ASCII: they are decoded, worked on as text and
encoded back, as CPython does); mixing the two raises CPython's TypeError.
"""

from collections import namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit",
           "urlencode", "parse_qs", "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes", "DefragResult", "ParseResult",
           "SplitResult", "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

# The schemes CPython lists (facts of the module's public tables).
uses_relative = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp",
                 "mms", "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"]
uses_netloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms",
               "https", "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh",
               "sftp", "nfs", "git", "git+ssh", "ws", "wss"]
uses_params = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu",
               "sip", "sips", "mms", "sftp", "tel"]
non_hierarchical = ["gopher", "hdl", "mailto", "news", "telnet", "wais", "imap", "snews", "sip",
                    "sips"]
uses_query = ["", "http", "wais", "imap", "https", "shttp", "mms", "gopher", "rtsp", "rtspu",
              "sip", "sips"]
uses_fragment = ["", "ftp", "hdl", "http", "gopher", "news", "nntp", "wais", "https", "shttp",
                 "snews", "file", "prospero"]

scheme_chars = ("abcdefghijklmnopqrstuvwxyz"
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                "0123456789"
                "+-.")

_STRIP_CHARS = "".join(chr(i) for i in range(33))  # C0 controls and space (WHATWG)
_UNSAFE = "\t\r\n"
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ALWAYS_SAFE = frozenset(_LETTERS + "0123456789_.-~")
_HEXDIG = "0123456789ABCDEFabcdef"
# The code points whose NFKC form holds one of '/?#@:' (the VM's unicodedata has no NFKC).
_NFKC_BAD = frozenset(chr(c) for c in (
    0x2047, 0x2048, 0x2049, 0x2100, 0x2101, 0x2105, 0x2106, 0x2A74, 0xFE13, 0xFE16, 0xFE55,
    0xFE56, 0xFE5F, 0xFE6B, 0xFF03, 0xFF0F, 0xFF1A, 0xFF1F, 0xFF20))


def clear_cache():
    """Nothing is cached here; kept for CPython's API."""


# ---- str / bytes coercion -------------------------------------------------------------------

def _as_text(args, encoding="ascii", errors="strict"):
    """(texts, back): the first argument's kind (str or not) decides; another argument that is
    not empty must be of the same kind. Bytes are decoded (ASCII) and `back` encodes a result
    again."""
    is_str = isinstance(args[0], str)
    for a in args[1:]:
        if a and isinstance(a, str) != is_str:
            raise TypeError("Cannot mix str and non-str arguments")
    if is_str:
        return list(args), _same
    return [a.decode(encoding, errors) if a else "" for a in args], _encoder(encoding, errors)


def _same(x):
    return x


def _encoder(encoding, errors):
    def back(x):
        return x.encode(encoding, errors)
    return back


# ---- result types ---------------------------------------------------------------------------

class _NetlocMixin:
    """username, password, hostname and port, read from the netloc."""
    __slots__ = ()

    def _userinfo(self):
        netloc = self.netloc
        at = self._c("@")
        if at in netloc:
            info = netloc[:netloc.rfind(at)]
            colon = self._c(":")
            if colon in info:
                i = info.find(colon)
                return info[:i], info[i + 1:]
            return info, None
        return None, None

    def _hostinfo(self):
        netloc = self.netloc
        at = self._c("@")
        hostinfo = netloc[netloc.rfind(at) + 1:] if at in netloc else netloc
        ob, cb, colon = self._c("["), self._c("]"), self._c(":")
        if ob in hostinfo:
            rest = hostinfo[hostinfo.find(ob) + 1:]
            if cb in rest:
                host, after = rest[:rest.find(cb)], rest[rest.find(cb) + 1:]
            else:
                host, after = rest, rest[:0]
            port = after[after.find(colon) + 1:] if colon in after else after[:0]
        elif colon in hostinfo:
            i = hostinfo.find(colon)
            host, port = hostinfo[:i], hostinfo[i + 1:]
        else:
            host, port = hostinfo, hostinfo[:0]
        return host, (port if port else None)

    @property
    def username(self):
        return self._userinfo()[0]

    @property
    def password(self):
        return self._userinfo()[1]

    @property
    def hostname(self):
        host = self._hostinfo()[0]
        if not host:
            return None
        pct = self._c("%")
        if pct in host:
            i = host.find(pct)
            return host[:i].lower() + host[i:]
        return host.lower()

    @property
    def port(self):
        port = self._hostinfo()[1]
        if port is None:
            return None
        text = port if isinstance(port, str) else port.decode("latin-1")
        if text.isdigit() and text.isascii():
            value = int(text)
        else:
            raise ValueError(f"Port could not be cast to integer value as {port!r}")
        if not 0 <= value <= 65535:
            raise ValueError("Port out of range 0-65535")
        return value


class _StrMixin:
    __slots__ = ()

    @staticmethod
    def _c(ch):
        return ch

    def encode(self, encoding="ascii", errors="strict"):
        return self._bytes_type(*(x.encode(encoding, errors) for x in self))


class _BytesMixin:
    __slots__ = ()

    @staticmethod
    def _c(ch):
        return ch.encode("ascii")

    def decode(self, encoding="ascii", errors="strict"):
        return self._str_type(*(x.decode(encoding, errors) for x in self))


_Defrag = namedtuple("DefragResult", "url fragment")
_Split = namedtuple("SplitResult", "scheme netloc path query fragment")
_Parse = namedtuple("ParseResult", "scheme netloc path params query fragment")


class DefragResult(_Defrag, _StrMixin):
    __slots__ = ()

    def geturl(self):
        return self.url + "#" + self.fragment if self.fragment else self.url


class SplitResult(_Split, _NetlocMixin, _StrMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_Parse, _NetlocMixin, _StrMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_Defrag, _BytesMixin):
    __slots__ = ()

    def geturl(self):
        return self.url + b"#" + self.fragment if self.fragment else self.url


class SplitResultBytes(_Split, _NetlocMixin, _BytesMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_Parse, _NetlocMixin, _BytesMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._bytes_type = _b
    _b._str_type = _s
    _s.__module__ = _b.__module__ = "urllib.parse"
del _s, _b


def _result(cls_str, cls_bytes, back, parts):
    if back is _same:
        return cls_str(*parts)
    return cls_bytes(*(back(p) for p in parts))


# ---- splitting --------------------------------------------------------------------------------

def _ipv4_ok(text):
    parts = text.split(".")
    if len(parts) != 4:
        return False
    for p in parts:
        if not p or len(p) > 3 or not (p.isdigit() and p.isascii()):
            return False
        if len(p) > 1 and p[0] == "0":
            return False
        if int(p) > 255:
            return False
    return True


def _ipv6_ok(text):
    if "%" in text:
        text, scope = text.split("%", 1)
        if not scope or "%" in scope:
            return False
    groups_allowed = 8
    if "." in text[text.rfind(":") + 1:]:
        tail = text[text.rfind(":") + 1:]
        if not _ipv4_ok(tail):
            return False
        text = text[:text.rfind(":") + 1] + "0:0"
    if text.count("::") > 1 or ":::" in text:
        return False
    parts = text.split(":")
    if len(parts) < 3:
        return False
    if "::" in text:
        if text.startswith("::"):
            parts = parts[1:]
        if text.endswith("::"):
            parts = parts[:-1]
        if len([p for p in parts if p]) > groups_allowed - 1:
            return False
    else:
        if len(parts) != groups_allowed:
            return False
    for p in parts:
        if p == "":
            continue
        if len(p) > 4 or any(c not in _HEXDIG for c in p):
            return False
    return True


def _check_bracketed(host):
    if host.startswith("v"):
        rest = host[1:]
        dot = rest.find(".")
        hexpart = rest[:dot] if dot >= 0 else ""
        ok = (dot > 0 and all(c in _HEXDIG for c in hexpart) and len(rest) > dot + 1
              and "\n" not in rest[dot + 1:])
        if not ok:
            raise ValueError("IPvFuture address is invalid")
        return
    if _ipv6_ok(host):
        return
    if _ipv4_ok(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    raise ValueError(f"{host!r} does not appear to be an IPv4 or IPv6 address")


def _check_netloc(netloc):
    if not netloc or netloc.isascii():
        return
    plain = netloc.replace("@", "").replace(":", "").replace("#", "").replace("?", "")
    if any(c in _NFKC_BAD for c in plain):
        raise ValueError(f"netloc '{netloc}' contains invalid characters under NFKC normalization")


def urlsplit(url, scheme="", allow_fragments=True):
    """SplitResult(scheme, netloc, path, query, fragment) of the URL."""
    (url, scheme), back = _as_text((url, scheme))
    url = url.lstrip(_STRIP_CHARS)
    scheme = scheme.strip(_STRIP_CHARS)
    for ch in _UNSAFE:
        url = url.replace(ch, "")
        scheme = scheme.replace(ch, "")
    netloc = query = fragment = ""
    colon = url.find(":")
    if colon > 0 and url[0].isascii() and url[0].isalpha():
        if all(c in scheme_chars for c in url[:colon]):
            scheme, url = url[:colon].lower(), url[colon + 1:]
    if url[:2] == "//":
        end = len(url)
        for ch in "/?#":
            k = url.find(ch, 2)
            if 0 <= k < end:
                end = k
        netloc, url = url[2:end], url[end:]
        if ("[" in netloc) != ("]" in netloc):
            raise ValueError("Invalid IPv6 URL")
        if "[" in netloc and "]" in netloc:
            inside = netloc[netloc.find("[") + 1:]
            _check_bracketed(inside[:inside.find("]")] if "]" in inside else inside)
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    _check_netloc(netloc)
    return _result(SplitResult, SplitResultBytes, back, (scheme, netloc, url, query, fragment))


def _split_params(path):
    start = path.rfind("/") if "/" in path else 0
    i = path.find(";", start)
    if i < 0:
        return path, ""
    return path[:i], path[i + 1:]


def urlparse(url, scheme="", allow_fragments=True):
    """ParseResult(scheme, netloc, path, params, query, fragment) of the URL."""
    (url, scheme), back = _as_text((url, scheme))
    s = urlsplit(url, scheme, allow_fragments)
    path, params = s.path, ""
    if s.scheme in uses_params and ";" in path:
        path, params = _split_params(path)
    return _result(ParseResult, ParseResultBytes, back,
                   (s.scheme, s.netloc, path, params, s.query, s.fragment))


def urlunsplit(components):
    """The URL of a (scheme, netloc, path, query, fragment) tuple."""
    scheme, netloc, url, query, fragment = components
    (scheme, netloc, url, query, fragment), back = _as_text(
        (scheme, netloc, url, query, fragment))
    if netloc or (scheme and scheme in uses_netloc and url[:2] != "//"):
        if url and not url.startswith("/"):
            url = "/" + url
        url = "//" + netloc + url
    if scheme:
        url = scheme + ":" + url
    if query:
        url = url + "?" + query
    if fragment:
        url = url + "#" + fragment
    return back(url)


def urlunparse(components):
    """The URL of a (scheme, netloc, path, params, query, fragment) tuple."""
    scheme, netloc, url, params, query, fragment = components
    (scheme, netloc, url, params, query, fragment), back = _as_text(
        (scheme, netloc, url, params, query, fragment))
    if params:
        url = url + ";" + params
    return back(urlunsplit((scheme, netloc, url, query, fragment)))


def _remove_dots(segments):
    """RFC 3986 5.2.4: `.` dropped, `..` drops the segment before it (if any); a path ending in
    one of them ends with a slash."""
    out = []
    for seg in segments:
        if seg == "..":
            if out:
                out.pop()
        elif seg != ".":
            out.append(seg)
    if segments and segments[-1] in (".", ".."):
        out.append("")
    return out


def urljoin(base, url, allow_fragments=True):
    """Resolves `url` against `base` (RFC 3986 section 5.2, as CPython 3.11)."""
    if not base:
        return url
    if not url:
        return base
    (base, url), back = _as_text((base, url))
    b = urlparse(base, "", allow_fragments)
    u = urlparse(url, b.scheme, allow_fragments)
    scheme, netloc, path, params, query, fragment = u
    if scheme != b.scheme or scheme not in uses_relative:
        return back(url)
    if scheme in uses_netloc:
        if netloc:
            return back(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = b.netloc
    if not path and not params:
        path, params = b.path, b.params
        if not query:
            query = b.query
        return back(urlunparse((scheme, netloc, path, params, query, fragment)))
    if path.startswith("/"):
        segments = path.split("/")
    else:
        base_segments = b.path.split("/")
        if base_segments[-1] != "":
            base_segments.pop()
        segments = base_segments + path.split("/")
        # a relative reference's empty segments between the first and the last are
        # dropped (CPython's rule; an absolute path keeps its '//')
        if len(segments) > 1:
            segments = segments[:1] + [s for s in segments[1:-1] if s] + segments[-1:]
    joined = "/".join(_remove_dots(segments))
    return back(urlunparse((scheme, netloc, joined or "/", params, query, fragment)))


def urldefrag(url):
    """DefragResult(url without its fragment, fragment)."""
    (url,), back = _as_text((url,))
    if "#" in url:
        p = urlparse(url)
        defrag = urlunparse((p.scheme, p.netloc, p.path, p.params, p.query, ""))
        frag = p.fragment
    else:
        defrag, frag = url, ""
    return _result(DefragResult, DefragResultBytes, back, (defrag, frag))


from urllib._parse_quote import (quote, quote_plus, quote_from_bytes, unquote, unquote_plus,  # noqa: E402
                                 unquote_to_bytes, urlencode, parse_qs, parse_qsl)


def unwrap(url):
    """The URL inside `<URL:...>` or `<...>` (and a leading `URL:`), spaces stripped."""
    url = str(url).strip()
    if url.startswith("<") and url.endswith(">"):
        url = url[1:-1].strip()
    if url.startswith("URL:"):
        url = url[4:].strip()
    return url


from urllib._parse_legacy import (to_bytes, splittype, splithost, splituser,  # noqa: E402
                                  splitpasswd, splitport, splitnport, splitquery, splittag,
                                  splitattr, splitvalue)
