from urllib.parse import urljoin

# RFC 3986 section 5.4: normal and abnormal examples
base = "http://a/b/c/d;p?q"
normal = ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x",
          "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g"]
abnormal = ["../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
            "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
            "g?y/../x", "g#s/./x", "g#s/../x", "http:g"]
for r in normal + abnormal:
    print(repr(r), "->", urljoin(base, r))

others = [
    ("http://a/b/c/d", "../../../../x"),
    ("http://a/b/", "c//d/./e/.."),
    ("http://a/b//c/", "d"),
    ("http://a", "b"),
    ("http://a/", ".."),
    ("http://a/b?q", ""),
    ("", "x"),
    ("http://a/b", "https://c/d"),
    ("mailto:x@y", "z"),
    ("http://a/b/c", "ftp:/x"),
    ("a/b/c", "../d"),
    ("a/b", "../../../d"),
    ("/a/b/c", "./."),
    ("http://a/b/c", "g#f"),
    ("http://a/b/c#x", "#y"),
    ("http://a/b/c?x", "?"),
    ("svn://a/b/", "c"),
    ("http://a/b/c", "http:d"),
    ("http://a/b/c", "//h"),
    ("file:///tmp/a", "b/c"),
]
for b, r in others:
    print(repr(b), repr(r), "->", repr(urljoin(b, r)))
print(urljoin("http://a/b#f", "c", allow_fragments=False))
print(urljoin(b"http://a/b/c", b"../d"))
print(urljoin(b"", "x"), urljoin("http://a", b""))
try:
    urljoin("http://x", b"y")
except TypeError as e:
    print("TypeError", e)
# an absolute path keeps its empty segments; a relative one loses those in the middle
for b, r in [("/", "a//b"), ("http://a/b/c", "/x//y"), ("http://a/b", "/x//y/.."), ("http://a/b/", "c//d"),
             ("http://a/b//", "../c"), ("//h/a//b/", "./c")]:
    print(repr(b), repr(r), "->", repr(urljoin(b, r)))
