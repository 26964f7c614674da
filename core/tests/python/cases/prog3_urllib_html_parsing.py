from urllib.parse import urlparse, urlunparse, urlencode, parse_qs, parse_qsl, quote, unquote, quote_plus, unquote_plus, urljoin, urlsplit, urldefrag
import html
urls = ["https://user:pw@example.com:8080/path/to/page.html?q=python&lang=en&q=rust#section-2", "http://example.com", "mailto:someone@x.org", "/relative/path?x=1", "ftp://[::1]:21/file"]
for u in urls:
    p = urlparse(u)
    print(p.scheme, p.netloc, p.path, p.params, p.query, p.fragment, p.hostname, p.port, p.username)
p = urlparse(urls[0])
print(parse_qs(p.query), parse_qsl(p.query), p._replace(fragment="", query="").geturl(), urlunparse(("https", "a.b", "/c", "", "d=1", "")))
print(urlencode({"q": "a b&c", "n": 5}), urlencode([("k", "v1"), ("k", "v2")]), urlencode({"tags": ["x", "y"]}, doseq=True))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%C3%A9%20x"), unquote_plus("a+b%2B"), quote(b"\xff"))
base = "http://a/b/c/d;p?q"
for rel in ["g", "./g", "g/", "/g", "//g", "?y", "#s", "../g", "../../../g", "https://other/x"]:
    print(rel, "->", urljoin(base, rel))
print(urlsplit("http://x.com/a?b#c"), urldefrag("http://x/y#frag"), parse_qs("a=1&b=&c", keep_blank_values=True))
print(html.escape('<a href="x">Tom & Jerry\'s</a>'), html.escape("<>&", quote=False), html.unescape("&lt;p&gt; &amp;amp; &#39; &#x41; &eacute; &copy; &nbsp;|&bogus;"))
def build_url(base, path, **params):
    q = urlencode(sorted((k, v) for k, v in params.items() if v is not None))
    return urljoin(base, path) + ("?" + q if q else "")
print(build_url("https://api.site/v1/", "users", page=2, per_page=50, filter=None), build_url("https://api.site/v1/", "/health"))
try:
    urlparse("http://[bad").netloc
except ValueError as e:
    print(type(e).__name__, e)
try:
    urlparse("http://x:99999").port
except ValueError as e:
    print(type(e).__name__, e)
