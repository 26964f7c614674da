import html
from urllib.parse import urlparse, urlunparse, urlsplit, urljoin, urlencode, quote, quote_plus, unquote, unquote_plus, parse_qs, parse_qsl, urldefrag
print(html.escape('<a href="x">Tom & \'Jerry\'</a>'), html.escape('<"&\'>', quote=False))
print(html.unescape('&lt;p&gt; &amp;amp; &quot;x&quot; &#39; &#x41; &#65; &eacute; &nbsp;| &copy &notanentity; &#0; &#x110000;'))
u = urlparse('https://user:pw@Example.COM:8080/path/to;params?q=1&r=two#frag')
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment)
print(u.geturl(), urlunparse(u._replace(fragment='', query='z=9')))
print(urlsplit('http://[::1]:80/a?b'), urlsplit('http://[::1]:80/a?b').hostname)
print(urlparse('//host/path'), urlparse('path/only?x'), urlparse('mailto:me@x.org'))
for rel in ['b', '../c', '/d', '//other/e', '?q', '#f', 'http://abs/g', '']:
    print(rel, urljoin('http://a/b/c/d;p?q', rel))
print(urlencode({'a': 1, 'b': 'x y', 'c': 'ü&='}), urlencode([('k', 'v1'), ('k', 'v2')]), urlencode({'l': [1, 2]}, doseq=True), urlencode({'l': [1, 2]}))
print(urlencode({'s': 'a b'}, quote_via=quote))
print(quote('a b/c?d=é'), quote('a b/c', safe=''), quote_plus('a b&c/d'), quote(b'\xff'), quote('~-._'))
print(unquote('a%20b%2Fc%C3%A9'), unquote_plus('a+b%2B'), unquote('%zz'), unquote('%E9', encoding='latin-1'))
print(parse_qs('a=1&b=2&a=3&c='), parse_qs('a=1&c=', keep_blank_values=True), parse_qsl('x=1;y=2', separator=';'), parse_qsl('k=a+b%21'))
print(urldefrag('http://x/y#z'), urlparse('HTTP://X.com').scheme, urlparse('http://x.com:abc').netloc)
try:
    urlparse('http://x.com:abc').port
except ValueError as e:
    print('ValueError', e)
print(urlparse('http://x.com/a b').path, urlsplit('https://h/p').port, urlparse('file:///etc/hosts'))
