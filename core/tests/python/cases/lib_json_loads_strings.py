# json.loads strings: every escape, \u escapes and surrogate pairs, strict=False, and the
# invalid ones.
import json

for body in ["plain", "", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
             "\\u0041", "\\u00e9", "\\u00E9", "\\u20ac", "\\uFFFD", "\\u0000", "\\u001f",
             "\\ud83d\\ude00", "\\uD83D\\uDE00", "a\\u0062c", "tab\\there", "x\\\\\\\"y",
             "\\\\n is not a newline", "\u00e9\u4e2d\U0001f600 raw", "end\\\\",
             "\\\"quoted\\\"", "multi\\nline\\ntext", "\\u0022\\u005c", "sp ace"]:
    doc = '"' + body + '"'
    v = json.loads(doc)
    print(repr(doc), repr(v), len(v))
print(json.loads('["a\\"b", "c\\\\", "d"]'))
print(json.loads('{"k\\"ey": "v\\u00e9", "\\u0041": "\\n"}'))
print(json.loads('["\\\\", "\\\\\\"", "\\"\\\\"]'))
print(json.loads('"\\u0000\\u0001"') == "\x00\x01")

# control characters: refused by default, kept with strict=False
for doc in ['"a\tb"', '"a\nb"', '"\x00"', '"\x1f\x7f"', '["x\ry"]', '{"k\x01": 1}']:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print("strict:", e)
    print("lax:", repr(json.loads(doc, strict=False)))
print(json.JSONDecoder(strict=False).decode('"tab\there"'), json.JSONDecoder(strict=False).strict)

for doc in ['"\\a"', '"\\x41"', '"\\0"', '"\\\'"', '"\\U0001f600"', '"\\u"', '"\\u1"',
            '"\\u12"', '"\\u123"', '"\\u123"x', '"\\u12x4"', '"\\ud83d\\uZZZZ"', '"\\ud83d\\u"',
            '"abc\\', '"\\u1234', '"\\u00e9', '"never closed', '"a\\"']:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(repr(doc), e)
from json.decoder import scanstring
print(scanstring('"hello" rest', 1), scanstring('x"a\\nb"', 2), scanstring('"\\u00e9\\t"', 1))
print(scanstring('"a\tb"', 1, False))
try:
    scanstring('"a\tb"', 1)
except json.JSONDecodeError as e:
    print(e)
