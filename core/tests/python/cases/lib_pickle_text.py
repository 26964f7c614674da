# pickle: str (every protocol's form; protocol 0's raw-unicode-escape), bytes (protocol <3's
# _codecs.encode reduction) and bytearray.
import pickle

texts = ["", "a", "hello", "a\\b\nc\r\x00\x1a", "caf\xe9", "\u20ac\u1234", "\U0001f600 x",
         "\\u1234 not an escape", "x" * 300]
blobs = [b"", b"a", b"\x00\xff\x80abc", b"z" * 300]
arrays = [bytearray(), bytearray(b"xy\x80"), bytearray(b"q" * 300)]
for p in range(6):
    print("protocol", p)
    for v in texts + blobs + arrays:
        data = pickle.dumps(v, p)
        back = pickle.loads(data)
        ok = back == v and type(back) is type(v)
        print(" ", repr(v)[:24], data if len(data) < 90 else (len(data), data[:30]), ok)
# A bytes value shared inside one pickle is written once.
b = b"shared"
for p in (0, 2, 3, 4):
    print(p, pickle.dumps([b, b], p))
# Protocol 0's escapes read back.
print(pickle.loads(b"V\\u005cx\\u000a\\u1234\\U0001f600\xe9\n."))
print(pickle.loads(b"X\x03\x00\x00\x00\xe2\x82\xac."), pickle.loads(b"\x8c\x02hi."))
