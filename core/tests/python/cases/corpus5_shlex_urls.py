import shlex
from urllib.parse import urlparse, urlunparse, urlencode, parse_qs, parse_qsl, quote, unquote, quote_plus, unquote_plus, urljoin, urlsplit
print(shlex.split('ls -l "my file.txt" --name=\'x y\' a\\ b'), shlex.quote("it's here"), shlex.quote("safe"), shlex.join(["echo", "a b", "c"]))
print(shlex.split("a # comment", comments=True), shlex.split("x 'unterminated", posix=True) if False else shlex.split('"" x'))
try:
    shlex.split('"unterminated')
except ValueError as e:
    print(e)
u = urlparse("https://user:pw@Example.com:8443/path/to/page.html;params?q=1&q=2&x=hello+world#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.path, u.params, u.query, u.fragment, u.username, u.password)
print(parse_qs(u.query), parse_qsl(u.query), urlunparse(u._replace(fragment="", query="")))
print(urlencode({"a": 1, "b": "x y", "c": "é&="}), urlencode([("k", "1"), ("k", "2")]), urlencode({"l": [1, 2]}, doseq=True))
print(quote("a b/c?d=é"), quote("a/b", safe=""), quote_plus("a b&c"), unquote("%C3%A9%20x"), unquote_plus("a+b%21"))
for rel in ["other.html", "../up.html", "/root", "//cdn.com/x", "?q=2", "#top", "https://abs.com/"]:
    print(rel, "->", urljoin("http://a.com/b/c/d.html?z=1", rel))
s = urlsplit("http://h/p?q#f")
print(s, s.geturl(), urlparse("mailto:x@y.com").path, urlparse("//host/p").netloc, urlparse("relative/path").scheme == "")
def build_url(base, path, **params):
    return f"{base.rstrip('/')}/{path.lstrip('/')}" + ("?" + urlencode(sorted(params.items())) if params else "")
print(build_url("http://api.x/", "/v1/items", page=2, q="red shoes"), build_url("http://api.x", "ping"))
import html
print(html.escape('<a href="x">Tom & "Jerry"</a>'), html.escape("'", quote=False), html.unescape("&lt;p&gt; &amp;amp; &eacute; &#39; &#x41;"))
import fnmatch, posixpath
files = ["main.py", "test_main.py", "README.md", "setup.cfg", "data.json", "test_utils.py"]
print(fnmatch.filter(files, "test_*.py"), fnmatch.fnmatch("a.PY", "*.py"), fnmatch.fnmatchcase("a.PY", "*.py"), [f for f in files if fnmatch.fnmatch(f, "*.[jm]*")])
print(posixpath.join("/usr", "lib", "x.so"), posixpath.split("/a/b/c.txt"), posixpath.splitext("arch.tar.gz"), posixpath.basename("/x/y/"), posixpath.dirname("/x/y/z"))
print(posixpath.normpath("/a/./b/../c//d/"), posixpath.relpath("/a/b/c", "/a/d"), posixpath.isabs("a/b"), posixpath.commonprefix(["/usr/lib", "/usr/local"]), posixpath.commonpath(["/usr/lib", "/usr/local"]))
from pathlib import PurePosixPath
p = PurePosixPath("/home/user/docs/report.final.pdf")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts, p.with_suffix(".txt"), p.with_name("x.md"), p.parent / "img" / "a.png", p.relative_to("/home"))
print(p.match("*.pdf"), PurePosixPath("a/b").is_absolute(), list(p.parents)[:2], PurePosixPath("a") == PurePosixPath("a/"), str(PurePosixPath("a//b/./c")))
