import shlex, fnmatch, html, urllib.parse as up, base64, binascii, uuid
print(up.urlparse('https://user:pw@host.com:8080/p/a;params?q=1&r=2#frag'))
u = up.urlparse('https://user:pw@Host.com:8080/p?q=1'); print(u.hostname, u.port, u.username, u.password, u.netloc, u.geturl(), u._replace(scheme='http').geturl())
print(up.urlsplit('//example.com/x'), up.urlunsplit(('a', 'b', '/c', 'd', 'e')), up.urljoin('http://a/b/c/d;p?q', '../g'), up.urljoin('http://a/b/', 'http://x/y'), up.urldefrag('http://a/b#c'))
print(up.parse_qs('a=1&a=2&b=&c', keep_blank_values=True), up.parse_qsl('x=1;y=2' if False else 'x=1&y=%20z+w'), up.urlencode({'a': [1, 2], 'b': 'x y'}, doseq=True), up.urlencode([('k', 'é')]))
print(up.quote('a b/c?d=é'), up.quote('a b/c', safe=''), up.quote_plus('a b&c'), up.unquote('%E2%82%AC%20x'), up.unquote_plus('a+b%2Bc'), up.quote(b'\xff'), up.unquote_to_bytes('%ff'))
try:
    up.urlparse('http://[::1').hostname
except ValueError as e:
    print('ValueError', e)
try:
    up.urlparse('http://h:99999').port
except ValueError as e:
    print('ValueError', e)
print(html.escape('<a href="x">&\'</a>'), html.escape('"q"', quote=False), html.unescape('&lt;&gt;&amp;&quot;&#39;&#x41;&copy;&nbsp;|&notanentity;&amp'))
print(fnmatch.fnmatch('file.TXT', '*.txt'), fnmatch.fnmatchcase('file.TXT', '*.txt'), fnmatch.filter(['a.py', 'b.c', 'c.py'], '*.py'), fnmatch.translate('*.[ch]?'), fnmatch.fnmatch('x', '[!a-c]'))
print(uuid.UUID('12345678-1234-5678-1234-567812345678'), uuid.UUID(int=1), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid3(uuid.NAMESPACE_URL, 'x'), uuid.UUID('{12345678-1234-5678-1234-567812345678}').hex)
u2 = uuid.UUID('12345678123456781234567812345678'); print(u2.version, u2.variant, u2.fields, u2.urn, repr(u2), u2.bytes[:4], uuid.UUID(bytes=bytes(16)) == uuid.UUID(int=0))
print(base64.a85encode(b'\x00\x00\x00\x00xyz', foldspaces=True), base64.a85decode(b'<~z~>', adobe=True), base64.b85encode(b'\x00' * 4, pad=True), base64.a85encode(b'hello world', wrapcol=5, adobe=True))
print(binascii.b2a_hex(b'\x01\xff', b':', 1), binascii.a2b_hex(b'AbCd'), binascii.crc_hqx(b'abc', 0), binascii.b2a_base64(b'\xff\xfe'), binascii.a2b_base64(b'//4=\n'))
