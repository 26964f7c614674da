# json.loads errors: every message of CPython's scanner with its msg, pos, lineno and colno.
import json

bad = [
    "", " ", "\n\n", "x", "[", "]", "{", "}", "[1", "[1,", "[1,]", "[,1]", "[1 2]", "[1;2]",
    "{\"a\"}", "{\"a\" 1}", "{\"a\": }", "{\"a\": 1,}", "{\"a\": 1 \"b\": 2}", "{a: 1}",
    "{'a': 1}", "{1: 2}", "{\"a\": 1", "{\"a\": 1,", "{,}", "[1] [2]", "1 2", "nul", "tru",
    "fals", "nulll", "True", "None", "NULL", "nan", "inf", "-", "--1", "-a", "+1", ".5", "1.",
    "1.e5", "01", "00", "-01", "1e", "1e+", "1E-", "0x10", "1_000", "[1, 2, 3]x",
    "{\"a\": [1, 2}", "[{\"a\": 1]", "\"abc", "\"abc\\", "\"\\", "\"\\q\"", "\"\\x41\"",
    "\"\\u\"", "\"\\u12\"", "\"\\u12345", "\"\\u12g4\"", "\"\\uXYZW\"", "\"a\nb\"", "\"a\tb\"",
    "\"a\x00b\"", "\"\x1f\"", "[\"ok\", \"bad\x01\"]", "\ufeff[1]", "\ufeff", "[1]\n\n  x",
    "{\n  \"a\": 1,\n  \"b\" 2\n}", "[\n1,\n2,\n]", "\n\n\n   ]", "[1,\n\n   \"unterminated]",
    "{\"a\":1}\n{\"b\":2}", "  \n  \"x\"  \n  y", "[\"\\ud83d\\u12\"]", "\"\\ud83d\\ude0",
    "[Infinit]", "[-Infinit]", "[NaN1]", "[truefalse]", "{\"a\":1}}", "[]]", "\"\"\"",
]
for doc in bad:
    try:
        v = json.loads(doc)
        print(repr(doc), "parsed", repr(v))
    except json.JSONDecodeError as e:
        print(repr(doc), "|", e, "|", repr(e.msg), e.pos, e.lineno, e.colno, e.doc == doc)

try:
    json.loads("[1,\n 2,\n oops]")
except ValueError as e:
    print(type(e).__name__, isinstance(e, json.JSONDecodeError), e.args)
    print(e.msg, e.lineno, e.colno, e.pos)
err = json.JSONDecodeError("Custom message", "line one\nline two\nthree", 14)
print(err, err.msg, err.pos, err.lineno, err.colno)
print(json.JSONDecodeError("At end", "abc", 3), json.JSONDecodeError("Start", "", 0))
print(issubclass(json.JSONDecodeError, ValueError), json.decoder.JSONDecodeError is json.JSONDecodeError)
for nonstr in [1, None, [1], {"a": 1}, 2.5]:
    try:
        json.loads(nonstr)
    except TypeError as e:
        print("TypeError:", e)
try:
    json.loads("{\"a\": [1, 2,, 3]}")
except ValueError as e:
    print("ValueError:", e)
