from urllib.parse import urlsplit, urlparse, urlunsplit, urlunparse

urls = [
    "http://www.example.com/path/to/page.html?x=1&y=2#frag",
    "HTTPS://User:Pw@Host.Example.COM:8443/a/b;p1;p2?q#f",
    "ftp://ftp.example.org/pub/file.txt",
    "mailto:someone@example.com",
    "file:///etc/hosts",
    "//netloc.only/path",
    "relative/path?q=1",
    "/absolute/path#top",
    "path:80",
    "1http://x",
    " \t http://a\nb.com/p\r?q#f",
    "http://[::1]:8080/x",
    "http://h/a;b/c;d?q",
    "news:comp.lang.python",
    "tel:+1-555;ext=1",
    "",
    "?only=query",
    "#only-frag",
    "http://x/#a#b",
    "svn+ssh://host/repo",
]
for u in urls:
    print(repr(u))
    s = urlsplit(u)
    p = urlparse(u)
    print("  ", s)
    print("  ", p)
    print("  ", repr(urlunsplit(s)), repr(urlunparse(p)), repr(s.geturl()))

print(urlsplit("path/x", scheme="http"))
print(urlsplit("http://x/y#z", allow_fragments=False))
print(urlparse("http://x/y;p#z", "ftp", False))
for parts in [("http", "", "x", "", ""), ("", "", "//x", "", ""), ("file", "", "/x", "", ""),
              ("mailto", "", "a@b", "", ""), ("", "", "", "", ""), ("http", "h", "p", "q", "f"),
              ("", "h", "", "", "f")]:
    print(parts, repr(urlunsplit(parts)))
print(repr(urlunparse(("http", "x", "/p", "pp", "q", "f"))))
print(repr(urlunparse(["", "", "p", "a", "", ""])))
for bad in ["http://[::1/x", "http://a]b/", "http://[zz]/x", "http://[1.2.3.4]/",
            "http://[v1x.y]/", "http://[::1%]/", "http://[1::2::3]/", "http://a\uff03b/"]:
    try:
        print(urlsplit(bad))
    except ValueError as e:
        print("ValueError", e)
for good in ["http://[v1.x]/", "http://[::ffff:1.2.3.4]/", "http://[fe80::1%25en0]:1/",
             "http://[1:2:3:4:5:6:7:8]/"]:
    print(urlsplit(good).hostname)
try:
    urlsplit("http://x", b"ftp")
except TypeError as e:
    print("TypeError", e)
