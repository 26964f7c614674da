# splitlines boundaries and encode/decode error handlers.
print("a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l".splitlines(), "a\nb\n".splitlines(True), "".splitlines(), "\n".splitlines())
print(b"a\x0bb\x1cc\nd\r\ne".splitlines(), b"x\r".splitlines(keepends=True))
print("héllo".encode("ascii", "replace"), "héllo".encode("ascii", "ignore"), "héllo".encode("ascii", "xmlcharrefreplace"), "héllo".encode("ascii", "backslashreplace"), "h\U0001f600".encode("ascii", "backslashreplace"), "é".encode("latin-1"), "€".encode("utf-16"), "€".encode("utf-16-le"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(e)
print(b"a\xffb".decode("utf-8", "replace"), b"a\xffb".decode("utf-8", "ignore"), b"a\xffb".decode("utf-8", "backslashreplace"), b"a\xffb".decode("latin-1"))
