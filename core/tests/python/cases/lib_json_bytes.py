# json.loads of bytes and bytearray: UTF-8 (with or without its byte order mark), UTF-16 and
# UTF-32 in either order, told by the mark or by where the zero bytes fall, as CPython's.
import json

doc = '{"name": "café", "n": [1, 2.5, null, true], "s": "\\u00e9"}'
for enc in ("utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"):
    print(enc, json.loads(doc.encode(enc)))
print(json.loads(b"\xef\xbb\xbf[1, 2]"))
print(json.loads(bytearray(b'{"a": [3]}')))
print(json.loads(b"7"), json.loads("8".encode("utf-16-le")), json.loads(b'""'))
for bad in (b"[1,", b"\xff\xff\xff", 3):
    try:
        json.loads(bad)
    except Exception as e:
        print(type(e).__name__, e)
