from urllib.parse import (urlsplit, urlparse, urldefrag, SplitResult, ParseResult,
                          DefragResult)

for u in ["http://user:pw@Host.COM:8080/p", "http://u@h", "http://h:", "https://[::1]:443/",
          "http://[Fe80::1%Eth0]/", "http://@h:/", "http://a:b:c@h", "ftp://h:21",
          "//x:1", "/p", "http://u:@h", "http://H%Zz.COM"]:
    r = urlsplit(u)
    print(u, r.username, r.password, r.hostname, r.port)
    p = urlparse(u)
    print("  ", (p.username, p.password, p.hostname, p.port) == (r.username, r.password, r.hostname, r.port))
for u in ["http://h:99999", "http://h:x1", "http://h:-1", "http://h:65536", "http://h:\u0661"]:
    try:
        print(urlsplit(u).port)
    except ValueError as e:
        print("ValueError", e)
print(urlsplit("http://h:65535").port, urlsplit("http://h:0").port, urlsplit("http://h:007").port)

r = urlsplit("http://h/p?q#f")
print(r.scheme, r[1], r._fields, len(r), tuple(r), isinstance(r, tuple))
print(r._replace(fragment="", query="x=1").geturl())
print(SplitResult("a", "b", "c", "d", "e").geturl(), SplitResult._make(["", "", "p", "", ""]))
p = ParseResult("http", "h", "/p", "x", "q", "f")
print(p, p.geturl(), p._asdict())
print(urldefrag("http://x/y#z"), urldefrag("http://x/y;p?q"), urldefrag("http://x/y;p?q#f"))
d = urldefrag("a/b#c")
print(d.url, d.fragment, d.geturl(), DefragResult("u", "").geturl())
print(r.encode(), p.encode("utf-8"), d.encode())
print(type(r).__name__, type(r.encode()).__name__, type(r.encode()).__module__)
print(r == ("http", "h", "/p", "q", "f"), hash(r) == hash(tuple(r)))
a, b, c, d2, e = r
print(a, b, c, d2, e)
try:
    r.scheme = "x"
except AttributeError as e:
    print("AttributeError")
from urllib.parse import unwrap
for u in ["<URL:type://host/path>", " <http://x> ", "URL:abc", "plain", "<>", "<URL: x >"]:
    print(repr(unwrap(u)))
