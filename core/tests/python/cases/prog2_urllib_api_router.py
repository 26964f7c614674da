"""A tiny REST router: parsing URLs and query strings with urllib.parse, building links, matching routes."""
import re
from urllib.parse import (urlsplit, urlunsplit, urlparse, parse_qs, parse_qsl, urlencode, quote, quote_plus, unquote, unquote_plus, urljoin, urldefrag)

ROUTES = []


def route(pattern):
    regex = re.compile("^" + re.sub(r"<(\w+)(?::(\w+))?>", lambda m: f"(?P<{m[1]}>{'[0-9]+' if m[2] == 'int' else '[^/]+'})", pattern) + "/?$")
    def deco(fn):
        ROUTES.append((regex, fn))
        return fn
    return deco


@route("/users/<uid:int>")
def get_user(uid, query):
    return {"user": int(uid), "fields": query.get("fields", ["all"])}


@route("/search")
def search(query):
    return {"q": query.get("q", [""])[0], "page": int(query.get("page", ["1"])[0]), "tags": query.get("tag", [])}


@route("/files/<name>")
def get_file(name, query):
    return {"file": unquote(name)}


def handle(url):
    parts = urlsplit(url)
    query = parse_qs(parts.query, keep_blank_values=True)
    for regex, fn in ROUTES:
        m = regex.match(parts.path)
        if m:
            return fn(**m.groupdict(), query=query)
    raise LookupError(f"404 no route for {parts.path}")


for url in ["https://api.example.com/users/42?fields=name&fields=email", "/search?q=caf%C3%A9+au+lait&page=2&tag=x&tag=y",
            "/files/annual%20report%20%232.pdf", "/users/abc", "/search/?q=", "/admin"]:
    try:
        print(url, "->", handle(url))
    except (LookupError, ValueError) as e:
        print(url, "->", type(e).__name__, e)

u = urlsplit("https://ana:s3cret@Example.COM:8443/a/b;p?x=1&y=2#frag")
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.query, u.fragment)
print(urlunsplit(u._replace(query=urlencode({"page": 3, "q": "a b&c"}), fragment="")), urlparse("http://h/p;params?q").params)
print(urlencode({"name": "Zoë", "tags": ["a", "b"]}, doseq=True), urlencode([("k", "v1"), ("k", "v2")]), urlencode({"s": "x y"}, quote_via=quote))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("%E2%9C%93%20ok"), unquote_plus("a+b%2Bc"))
print(parse_qsl("a=1&b=&c=3&a=4", keep_blank_values=True), parse_qs("a=1;b=2", separator=";"), parse_qs("x=%20y&z"))
base = "https://example.com/docs/guide/intro.html"
for ref in ["setup.html", "../api/", "/root", "//cdn.example.com/x.js", "?v=2", "#top", "https://other.org/"]:
    print(f"{ref:26} {urljoin(base, ref)}")
print(urldefrag("http://x/y#sec"), urlsplit("mailto:ana@example.com"), urlsplit("//host:80/p").port)
for bad in ["http://host:99999/", "http://host:abc/", "http://[::1/"]:
    try:
        print(urlsplit(bad).port)
    except ValueError as e:
        print("ValueError", e)
try:
    parse_qs("a=1&b", strict_parsing=True)
except ValueError as e:
    print("ValueError", e)
