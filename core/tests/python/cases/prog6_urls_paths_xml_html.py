from urllib.parse import urlparse, urlunparse, urlencode, quote, unquote, quote_plus, parse_qs, parse_qsl, urljoin, urlsplit, urldefrag
import uuid, mimetypes, pathlib, os, tempfile, shutil, glob
from xml.dom import minidom
from html.parser import HTMLParser
u = urlparse("https://user:pw@Example.com:8080/a/b;p?q=1&r=two+words&q=3#frag")
print(u, u.hostname, u.port, u.username, u.password, u.netloc, u._replace(fragment="").geturl())
print(urlencode({"a": "x y", "b": ["1", "2"]}, doseq=True), urlencode([("k", "é&")]), quote("a b/c?d"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%82%AC%20x"))
print(parse_qs("a=1&a=2&b=&c"), parse_qs("a=1&b=", keep_blank_values=True), parse_qsl("x=1;y=2" if False else "x=1&y=%20"), urljoin("http://a/b/c/d;p?q", "../g"), urljoin("http://a/b/", "/z"), urljoin("http://a/b", "//c/d"))
print(urlsplit("http://h/p?q#f"), urldefrag("http://h/p#sec"), urlunparse(("https", "h", "/p", "", "a=1", "")))
print(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid3(uuid.NAMESPACE_URL, "x"), uuid.UUID("12345678123456781234567812345678").hex, uuid.UUID(int=5), repr(uuid.UUID("{12345678-1234-5678-1234-567812345678}")), uuid.UUID(bytes=b"\x00" * 16).version)
print(mimetypes.guess_type("a.tar.gz"), mimetypes.guess_type("x.json"), mimetypes.guess_extension("image/png"), mimetypes.guess_type("noext"))
p = pathlib.PurePosixPath("/usr/local/lib/python3.11/site.tar.gz")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts[:3], p.with_suffix(".zip"), p.relative_to("/usr"), p.match("*.gz"), p.is_absolute(), p / "x", list(p.parents)[:2], p.anchor)
d = tempfile.mkdtemp(); base = pathlib.Path(d)
(base / "a.txt").write_text("hello\nworld\n"); (base / "b.log").write_text("x"); (base / "c.txt").write_bytes(b"\x00\x01")
print(sorted(x.name for x in base.iterdir()), sorted(x.name for x in base.glob("*.txt")), (base / "a.txt").read_text().splitlines(), (base / "a.txt").stat().st_size, (base / "zz").exists())
print(sorted(os.path.basename(g) for g in glob.glob(os.path.join(d, "*.txt"))), [os.path.basename(r) == os.path.basename(d) for r, ds, fs in os.walk(d)])
shutil.copy(base / "a.txt", base / "a2.txt"); print((base / "a2.txt").read_text() == "hello\nworld\n"); (base / "a2.txt").rename(base / "a3.txt"); print(sorted(x.name for x in base.iterdir()))
with tempfile.NamedTemporaryFile("w+", suffix=".tmp", delete=True) as tf:
    tf.write("temp data"); tf.seek(0); print(tf.read(), tf.name.endswith(".tmp"))
with tempfile.TemporaryDirectory() as td: (pathlib.Path(td) / "f").write_text("1"); print(os.path.exists(os.path.join(td, "f")))
doc = minidom.parseString("<root><item id='1'>A &amp; B</item><item id='2'/></root>")
print(doc.toprettyxml(indent="  "), [i.getAttribute("id") for i in doc.getElementsByTagName("item")], doc.documentElement.firstChild.firstChild.data)
class LinkParser(HTMLParser):
    def __init__(self): super().__init__(); self.links = []; self.text = []; self.stack = []
    def handle_starttag(self, tag, attrs): self.stack.append(tag); self.links += [v for k, v in attrs if k == "href"]
    def handle_endtag(self, tag): self.stack.pop() if self.stack and self.stack[-1] == tag else None
    def handle_data(self, data): self.text.append(data.strip()) if data.strip() else None
    def handle_entityref(self, name): self.text.append(f"&{name};")
    def handle_comment(self, data): self.text.append(f"<!--{data}-->")
lp = LinkParser(); lp.feed("<html><body><a href='/x'>X &amp; Y</a><!-- c --><br><A HREF=\"/y\">Y</A><p>caf&eacute; &lt;3</p></body></html>"); lp.close()
print(lp.links, lp.text, lp.stack)
