# json.dumps of strings: escapes, ensure_ascii, control characters, surrogate pairs.
import json

samples = [
    "plain",
    "",
    'quote " and backslash \\',
    "/slash/ is not escaped",
    "\b\f\n\r\t",
    "".join(chr(i) for i in range(32)),
    "\x7f delete",
    "\x80\xa0\xff",
    "caf\u00e9",
    "\u0105\u0107\u017c",
    "\u2028\u2029",
    "\u20ac euro",
    "\ufeff bom",
    "\uffff",
    "\U00010000",
    "\U0001f600 grin",
    "\U0010ffff",
    "mixed \u00e9\U0001f4a9\n\"x\"",
    "\u4e2d\u6587",
]
for s in samples:
    a = json.dumps(s)
    b = json.dumps(s, ensure_ascii=False)
    print(a)
    print(b)
    print(json.loads(a) == s, json.loads(b) == s, a.isascii())
print(json.dumps(samples))
print(json.dumps(samples, ensure_ascii=False, indent=1))
print(json.dumps({"\u00e9": "\U0001f600", "\n": "\t"}))
print(json.dumps({"\u00e9": "\U0001f600", "\n": "\t"}, ensure_ascii=False))
print(json.dumps({"\u00e9": 1, "e": 2, "\U0001f600": 3}, sort_keys=True))
from json.encoder import encode_basestring, encode_basestring_ascii
for s in ["a\"b", "\u00e9\x00", "\U0001f600", "x" * 5]:
    print(encode_basestring(s), encode_basestring_ascii(s))
print(json.dumps("\U0001f600" * 3))
print(json.loads('"\\ud83d\\ude00\\ud83d\\ude01"'))
print(json.loads('"\\uD834\\uDD1E"') == "\U0001d11e")
