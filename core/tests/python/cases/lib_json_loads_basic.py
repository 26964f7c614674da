# json.loads: every kind of value, whitespace, nesting, duplicate keys, the number grammar.
import json

docs = [
    "null", "true", "false", "0", "-0", "42", "-42", "3.5", "\"\"", "\"text\"", "[]", "{}",
    "[1, 2, 3]", "[1,2,3]", "[ 1 , 2 , 3 ]", "{\"a\": 1}", "{\"a\":1,\"b\":2}",
    " \t\n\r[\n  1,\n  {\"k\": [true, false, null]}\n]\r\n ",
    "[[[[[]]]]]", "{\"a\": {\"b\": {\"c\": {}}}}", "[{}, [], \"\", 0]",
    "{\"dup\": 1, \"dup\": 2, \"other\": 3, \"dup\": 4}",
    "{\"\": \"empty key\"}", "[\"a\", [\"b\", [\"c\"]]]",
    "  \"padded\"  ", "NaN", "Infinity", "-Infinity", "[NaN, Infinity, -Infinity]",
    "{\"a\" : 1 , \"b\" : [ 1 , 2 ] }",
    "[0.5, 10.25, -0.001, 1e2, 1E-2, 5e+0]",
    "[\"\\u00e9\", \"\\n\", \"\\\"\", \"\\\\\", \"\\/\"]",
]
for doc in docs:
    v = json.loads(doc)
    print(repr(doc), "->", repr(v), type(v).__name__)
d = json.loads("{\"z\": 1, \"a\": 2, \"m\": 3}")
print(list(d), list(d.values()))
big = json.loads("[" + ", ".join(str(i) for i in range(300)) + "]")
print(len(big), sum(big), big[-3:])
obj = json.loads("{" + ", ".join("\"k%d\": %d" % (i, i) for i in range(100)) + "}")
print(len(obj), obj["k0"], obj["k99"])
text = "[" + ",".join("{\"id\": %d, \"name\": \"item %d\", \"tags\": [\"x\", \"y\"]}" % (i, i) for i in range(50)) + "]"
items = json.loads(text)
print(len(items), items[7], items[-1]["name"])
print(json.loads("\"a\\tb\""), json.loads("\"" + "long" * 100 + "\"")[:12])
print(json.loads(" [\"x\" , \"y\"]"), json.loads("{\"a\":\"\"}"))
from json import decoder
print(decoder.JSONDecoder().decode("[1]"), json.JSONDecoder().decode(" {} "))
