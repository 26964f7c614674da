# urllib.parse + html + shlex + fnmatch for a link checker
from urllib.parse import urlparse, urlunparse, urljoin, urlencode, parse_qs, parse_qsl, quote, unquote, quote_plus, unquote_plus, urlsplit, urldefrag
import html, shlex, fnmatch

urls = ["https://user:pw@Example.com:8443/a/b/c.html;params?q=1&q=2&x=%20y#frag",
        "http://example.com", "mailto:bob@example.com", "/relative/path?z=9", "ftp://[::1]:21/f.txt"]
for u in urls:
    p = urlparse(u)
    print(p.scheme, p.netloc, p.path, p.params, p.query, p.fragment, p.hostname, p.port, p.username)
print(urlparse(urls[0])._replace(fragment="", query="").geturl())
print(urlsplit("http://h/p?q#f"), urlunparse(("https", "h.com", "/x", "", "a=1", "")))
base = "http://site.com/dir/page.html"
for ref in ["other.html", "../up.html", "/root", "//cdn.com/x.js", "?q=1", "#top", "https://abs.org/"]:
    print(ref, "->", urljoin(base, ref))
q = {"name": "Ann Lee", "tags": ["a&b", "c"], "n": 5}
print(urlencode(q), urlencode(q, doseq=True), urlencode([("k", "v w")], quote_via=quote))
print(parse_qs("a=1&a=2&b=&c=x%2By"), parse_qs("b=", keep_blank_values=True), parse_qsl("x=1;y=2" if False else "x=1&y=2"))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("%C3%A9%20x"), unquote_plus("a+b%2B"))
print(urldefrag("http://a/b#c"))
print(html.escape('<a href="x">Tom & "Jerry\'s"</a>'), html.escape("<b>", quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &#169; &#x263A; &nbsp;|&eacute;&notanentity;"))
cmd = 'cp -r "My Files/a b.txt" dest\\ dir --name=\'x y\' # comment'
print(shlex.split(cmd), shlex.split(cmd, comments=True))
print(shlex.quote("safe"), shlex.quote("has space"), shlex.quote("it's"), shlex.quote(""), shlex.join(["a b", "c"]))
lex = shlex.shlex("a=1, b='two words'", posix=True)
lex.whitespace += ","
lex.wordchars += "="
print(list(lex))
files = ["main.py", "test_main.py", "README.md", "setup.cfg", "data.CSV", "lib/util.py", ".hidden"]
print(fnmatch.filter(files, "*.py"), fnmatch.filter(files, "test_*"), fnmatch.filter(files, "[!.]*.??"))
print(fnmatch.fnmatch("data.CSV", "*.csv"), fnmatch.fnmatchcase("data.CSV", "*.csv"), fnmatch.translate("*.p[yw]"))
print([f for f in files if fnmatch.fnmatchcase(f, "*[A-Z]*")], fnmatch.fnmatch("a?c", "a[?]c"))
