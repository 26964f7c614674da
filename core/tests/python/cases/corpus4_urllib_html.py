from urllib.parse import urlparse, urlunparse, urlsplit, urljoin, parse_qs, parse_qsl, urlencode, quote, unquote, quote_plus, unquote_plus, urldefrag
import html, base64, binascii, hashlib, shlex
u = urlparse("https://user:pw@Example.com:8080/a/b;p?q=1&r=two&q=3#frag")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment, u.geturl())
print(urlsplit("http://x.org/p?a=1"), urlunparse(("http", "h", "/p", "", "a=1", "f")))
print(parse_qs(u.query), parse_qsl("a=1&b=&c=3", keep_blank_values=True), parse_qs("a=1&a=2"))
print(urlencode({"q": "hello world", "lang": "en&fr"}), urlencode([("x", 1), ("x", 2)]), urlencode({"l": [1, 2]}, doseq=True))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%C3%A9%20x"), unquote_plus("a+b%2Bc"))
for base, rel in [("http://a/b/c/d;p?q", "g"), ("http://a/b/c/d;p?q", "../g"), ("http://a/b/c/d;p?q", "/g"), ("http://a/b/c/d", "//x/y"), ("http://a/b/", "?y"), ("http://a/b/c", "#s")]:
    print(urljoin(base, rel))
print(urldefrag("http://a/b#c"), urlparse("mailto:me@x.org"), urlparse("//host/path").netloc, urlparse("noscheme").path)
print(html.escape("<a href='x'>Tom & \"Jerry\"</a>"), html.escape("<&>", quote=False), html.unescape("&lt;p&gt; &amp;amp; &#39; &#x263a; &copy; &nbsp;|"))
print(base64.b64encode(b"hello world!"), base64.b64decode("aGVsbG8="), base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"ab"), base64.b16encode(b"\x01\xab"))
print(base64.b64encode("é".encode()).decode(), base64.standard_b64decode(b"YQ=="), base64.b85encode(b"abc") if hasattr(base64, "b85encode") else "")
try:
    base64.b64decode("abc")
except binascii.Error as e:
    print("binascii.Error:", e)
print(binascii.hexlify(b"\x00\xff"), binascii.unhexlify("cafe"), binascii.crc32(b"hello"), hex(binascii.crc32(b"")))
print(hashlib.md5(b"abc").hexdigest(), hashlib.sha1(b"abc").hexdigest(), hashlib.sha256(b"").hexdigest()[:16])
h = hashlib.sha256()
h.update(b"part1")
h.update(b"part2")
print(h.hexdigest() == hashlib.sha256(b"part1part2").hexdigest(), h.digest_size, h.name, hashlib.new("md5", b"x").hexdigest())
print(shlex.split('cmd --opt "quoted arg" \'single q\' esc\\ aped'), shlex.quote("it's"), shlex.quote("safe"), shlex.join(["a b", "c"]))
