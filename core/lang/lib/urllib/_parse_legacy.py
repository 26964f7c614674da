"""urllib.parse's helpers deprecated since 3.8 (each warns, as CPython 3.11's), re-exported by
`urllib.parse`."""

import warnings as _warnings


def _deprecated(name, instead="urlparse"):
    _warnings.warn("urllib.parse.%s() is deprecated as of 3.8, use urllib.parse.%s() instead"
                   % (name, instead), DeprecationWarning, stacklevel=3)


def to_bytes(url):
    _warnings.warn("urllib.parse.to_bytes() is deprecated as of 3.8", DeprecationWarning,
                   stacklevel=2)
    if isinstance(url, str):
        try:
            url.encode("ASCII")
        except UnicodeError:
            raise UnicodeError("URL " + repr(url) + " contains non-ASCII characters")
    return url


def splittype(url):
    """('scheme', rest) of 'scheme:rest' (scheme lowercased), else (None, url)."""
    _deprecated("splittype")
    colon = url.find(":")
    if colon > 0 and "/" not in url[:colon]:
        return url[:colon].lower(), url[colon + 1:]
    return None, url


def splithost(url):
    """('host[:port]', '/path') of '//host[:port]/path', else (None, url)."""
    _deprecated("splithost")
    if not url.startswith("//"):
        return None, url
    rest = url[2:]
    end = len(rest)
    for ch in "/#?":
        k = rest.find(ch)
        if 0 <= k < end:
            end = k
    host, path = rest[:end], rest[end:]
    if path and not path.startswith("/"):
        path = "/" + path
    return host, path


def splituser(host):
    """('user[:passwd]', 'host[:port]') split at the last '@' (user None without one)."""
    _deprecated("splituser")
    at = host.rfind("@")
    if at < 0:
        return None, host
    return host[:at], host[at + 1:]


def splitpasswd(user):
    """('user', 'passwd') split at the first ':' (passwd None without one)."""
    _deprecated("splitpasswd")
    colon = user.find(":")
    if colon < 0:
        return user, None
    return user[:colon], user[colon + 1:]


def splitport(host):
    """('host', 'port') when the text after the last ':' is digits (None when empty), else
    (host, None)."""
    _deprecated("splitport")
    colon = host.rfind(":")
    if colon >= 0 and all(c in "0123456789" for c in host[colon + 1:]):
        return host[:colon], (host[colon + 1:] or None)
    return host, None


def splitnport(host, defport=-1):
    """('host', port as an int; `defport` without one, None if it is not a number)."""
    _deprecated("splitnport")
    colon = host.rfind(":")
    if colon < 0:
        return host, defport
    name, port = host[:colon], host[colon + 1:]
    if not port:
        return name, defport
    return name, (int(port) if port.isdigit() and port.isascii() else None)


def splitquery(url):
    """('/path', 'query') split at the last '?' (query None without one)."""
    _deprecated("splitquery")
    q = url.rfind("?")
    return (url[:q], url[q + 1:]) if q >= 0 else (url, None)


def splittag(url):
    """('/path', 'tag') split at the last '#' (tag None without one)."""
    _deprecated("splittag")
    h = url.rfind("#")
    return (url[:h], url[h + 1:]) if h >= 0 else (url, None)


def splitattr(url):
    """('/path', ['attr=value', ...]) split at each ';'."""
    _deprecated("splitattr")
    first, *rest = url.split(";")
    return first, rest


def splitvalue(attr):
    """('attr', 'value') split at the first '=' (value None without one)."""
    _deprecated("splitvalue", "parse_qsl")
    eq = attr.find("=")
    return (attr[:eq], attr[eq + 1:]) if eq >= 0 else (attr, None)
