from urllib.parse import (urlsplit, urlparse, urlunsplit, urlunparse, urldefrag, urljoin,
                          SplitResultBytes)

s = urlsplit(b"http://User:Pw@Host:81/a/b?q=1#f")
print(s)
print(s.username, s.password, s.hostname, s.port, s.geturl())
print(s.decode(), s.decode().geturl())
print(type(s).__name__, type(s.decode()).__name__)
p = urlparse(b"http://h/a;b?c#d")
print(p, p.geturl(), p.decode().encode() == p)
print(urlunsplit((b"http", b"h", b"/p", b"", b"")), urlunparse((b"", b"", b"p", b"x", b"", b"")))
print(urldefrag(b"a#b"), urldefrag(b"ab"), urldefrag(b"x#y").geturl())
print(urljoin(b"http://a/b/c/d", b"../g"), urljoin(b"http://a/b", b"?x"))
print(urlsplit(b"x", "").scheme, urlsplit(b"path", b"file"))
print(SplitResultBytes(b"s", b"n", b"p", b"", b"").geturl())
for bad in [lambda: urlsplit(b"http://h\xff/"), lambda: urlunsplit(("http", b"h", "", "", "")),
            lambda: urlsplit("x", b"ftp"), lambda: urlsplit(b"http://h:x/").port,
            lambda: urlsplit(b"http://[::1/")]:
    try:
        print(bad())
    except (TypeError, ValueError, UnicodeDecodeError) as e:
        print(type(e).__name__, e)
