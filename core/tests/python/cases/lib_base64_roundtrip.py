import base64
msg = "Grüße, 世界!".encode("utf-8")
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.b32encode, base64.b32decode), (base64.b16encode, base64.b16decode), (base64.a85encode, base64.a85decode), (base64.b85encode, base64.b85decode)]:
    e = enc(msg)
    print(enc.__name__, e, dec(e) == msg)
print(base64.b64encode(b"\xfb\xef", altchars=b"-_"), base64.b64decode(b"++//", validate=True), base64.b32decode(b"mzxw6===", casefold=True))
print(base64.a85encode(b"\x00\x00\x00\x00 spaces    ", foldspaces=True), base64.a85encode(b"hello world", adobe=True, wrapcol=10))
print(base64.b16decode(b"ff", casefold=True), base64.decodebytes(b"aGk=\n"))
