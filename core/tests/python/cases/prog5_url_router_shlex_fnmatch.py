# url router: urllib.parse, html escaping, shlex and fnmatch
from urllib.parse import urlparse, urlunparse, urlsplit, urljoin, parse_qs, parse_qsl, urlencode, quote, unquote, quote_plus, unquote_plus, urldefrag
import html, shlex, fnmatch, re
urls = ["https://user:pw@example.com:8443/a/b;p?q=1&q=2&x=%20y#frag", "http://example.com", "/relative/path?z", "mailto:ann@example.com", "file:///etc/hosts", "//cdn.example.com/x.js"]
for u in urls:
    p = urlparse(u)
    print(p.scheme or "-", p.netloc or "-", p.path or "-", p.params or "-", p.query or "-", p.fragment or "-", p.hostname, p.port, p.username)
p = urlparse(urls[0])
print(p, p.geturl() == urls[0], p._replace(fragment="").geturl(), urlsplit(urls[0]).path)
print(parse_qs(p.query), parse_qsl("a=1&b=&c", keep_blank_values=True), parse_qs("a=1;b=2", separator=";"))
print(urlencode({"q": "café au lait", "page": 2, "tags": ["a", "b"]}, doseq=True), urlencode([("x", "1 2"), ("y", "&")]), urlencode({"s": "a b"}, quote_via=quote))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%98%95%20x"), unquote_plus("a+b%2B"), quote(b"\xff"))
base = "https://example.com/docs/guide/intro.html"
for rel in ["setup.html", "../api/", "/root", "?page=2", "#top", "https://other.org/x", "//cdn.net/y", "./a/./b/../c"]:
    print(f"{rel:22} -> {urljoin(base, rel)}")
print(urldefrag("http://x/y#z"), urlunparse(("https", "h", "/p", "", "a=1", "f")))
try:
    urlparse("http://host:notaport/").port
except ValueError as e:
    print("ValueError", e)
s = '<a href="x?a=1&b=2">Tom & "Jerry" \'s</a>'
esc = html.escape(s)
print(esc, html.escape(s, quote=False), html.unescape(esc) == s, html.unescape("&lt;&#62;&#x3c;&amp;amp;&copy;&nbsp;|&eacute;&notanentity;"))
cmdline = """deploy --env "prod eu" --tag='v1.2 beta' -x path\\ with\\ space # comment"""
print(shlex.split(cmdline), shlex.split(cmdline, comments=True), shlex.quote("it's here"), shlex.quote("safe"), shlex.join(["a b", "c", "$x"]))
lex = shlex.shlex("a=1, b='two words'; c", posix=True, punctuation_chars=True)
print(list(lex))
lex2 = shlex.shlex("key=val other", posix=True); lex2.whitespace_split = True
print(list(lex2))
try:
    shlex.split('unterminated "quote')
except ValueError as e:
    print("ValueError", e)
names = ["main.py", "test_main.py", "README.md", "data.CSV", "notes.txt", ".hidden", "setup.cfg", "a1.py", "ab.py"]
for pat in ["*.py", "test_*", "?.py", "[a-m]*", "[!a-m]*", "*.[ct][sx][vt]", "*.csv"]:
    print(f"{pat:12} {fnmatch.filter(names, pat)}")
print(fnmatch.fnmatch("DATA.CSV", "*.csv"), fnmatch.fnmatchcase("DATA.CSV", "*.csv"), fnmatch.translate("*.[ch]"), fnmatch.translate("a?[!x]"))
routes = [("GET", "/users/<int:id>"), ("GET", "/users/<name>/posts"), ("POST", "/users")]
def compile_route(path):
    def repl(m):
        kind, _, name = m.group(1).rpartition(":")
        return f"(?P<{name}>\\d+)" if kind == "int" else f"(?P<{name}>[^/]+)"
    return re.compile("^" + re.sub(r"<([^>]+)>", repl, path) + "$")
table = [(m, compile_route(p)) for m, p in routes]
for method, path in [("GET", "/users/42"), ("GET", "/users/ann/posts"), ("POST", "/users"), ("GET", "/users/x"), ("DELETE", "/users")]:
    hit = next(((m, rx.match(path)) for m, rx in table if m == method and rx.match(path)), None)
    print(method, path, "->", hit[1].groupdict() if hit else "404")
