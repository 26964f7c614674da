# json on 150 random documents, some mutated into errors (seeded, written once): each decoded
# natively and by the Python scanner, encoded natively and by the Python encoder, the two
# required to agree (run raises otherwise), and the outcomes printed against CPython's.
import json
TEXTS = [
    '1.5e+300',
    '/{}',
    '-0.0',
    '{"a": ["", [[10000000000000000000000000, "\\007f", -0.0], [null, "s\\u00e9\\n\\", -0.0, true]], null, false], "": {"a": [0.1]}}',
    '',
    '{"\\u00e9": {"a": {"b": ["s\\u00e9\\n\\"", 10000000000000000000000000,false], "a": true}, "": 1.5e+300}, "z": {"z": [-0.0, {"z": 1.5e+300, "": 0.1}], "a": [-0.0, {"b":',
    '{"b": [e10000000000000000000000000, [{"b": false, "\\u00e9": 10000000000000000000000000}], [[null, -0.0], 10000000000000000000000000], false], "": {"a": [{}, {}], "z": {"": {"\\u00e9": 0.1, "b": "\\u007f", "a": 1.5e+300}}, "b": -7}}',
    '[\n 0.1,\n [\n  "\x7f"\n ],\n false,\n [\n  [\n   1.5e+300,\n   [],\n   {\n    "": 1.5e+300\n   },\n   false\n  ],\n  [],\n  [\n   [\n    -0.0,\n    1,\n    "sé\\n\\"",\n    -0.0\n   ],\n   [\n    -0.0,\n    7,\n    -7,\n    "\x7f"\n   ]\n  ],\n  0.1\n ]\n]',
    '{\n "": {\n  "z": -0.0\n },\n "z": []\n}',
    '"s1é\\n\\:""',
    'false',
    '[["\\u007f", null], [{"\\u00e9": [-0.0, 10000000000000000000000000], "a": {"\\u00e9": true}}, {"z": 0.1, "": [1, 1.5e+300]}, []]]',
    '{}',
    '',
    'NaN{',
    '[\n[\n ',
    '{\n😀 "b": "',
    '[\n 1.5e+3400,\n fal[se\n]',
    'tue',
    'Esén\\""',
    '[\n [\n  null,\n  {\n   "b": "\\u007f",\n   "": [\n    0.1,\n    -7,\n    1,\n    -7\n   ]\n  },\n  {\n   "a": 1.5e+300\n  },\n  []\n ]\n]',
    '"[[false, {"": 0.1, "a',
    '{"\\u00e9": false, "a": [{"\\u00e9": "", "": -0.0}]}',
    '{"',
    ']-',
    '"s\\u00e9\\n\\"u"',
    '{\n "": [],\n "a": {\n  "z": -"sé\\n\\"",\n  "é": {\n   "z": [\n    "",\n    1.5e+300\n   ],\n   "b": 0.1\n . }\n },\n "z',
    'u[\n 0.1,\n [\n  1',
    '',
    '{\n "a":sé\\n\\""\n}',
    'true',
    'false',
    '"-"',
    '{\n "z":"sé\\n\\"",\n "": false\n}',
    '"s\\00e9\\n\\""',
    'I}\\',
    '[\n {} ,\n {\n  "b": 0.1,\n  "z":{ ""\n }\n]',
    '[false',
    '[\n [\n  null,\n  {\n   "a": {}\n  },\n  "\\u0-Infinty07f"\n ],\n -7\n]',
    '{"a": {"8a": [true, {}, -0.0, true], "z": {"b": true, "z": [""],"a": {"\\u00e9": "s\\u00e9\\n\\""}}}, "b": [1.5e+300]}',
    '[]',
    '10000000000000000000000000',
    '{"a": -7}',
    '1.5e+300',
    '2-7',
    '"s\\u00e9\\n\\""',
    '{\n "é": "sé\\n\\"",\n "a": false,\n "": [\n  true,\n  [\n   []\n  ],\n  [\n   [\n    "",\n    1,\n    -7\n   ],\n   {\n    "z": null,\n    "b": true\n   },\n   {\n    "a": true,\n    "": false,\n    "b": 1\n   }\n  ]\n ]\n}',
    '[\n {\n  "b[": 1.5e+300\n },\n []\n]',
    '{"\\u0',
    '{}',
    'fase',
    '',
    '',
    'r""\x7f"',
    '1.5e+300',
    '{\n "\\u00e9": {\n  "b": [\n   [\n    10000000000000000000000000,\n    1.5e+300\n   ],\n   [\n    true,\n    "s\\u00e9\\n\\""\n   ],\n   0.1,\n   null\n  ],\n  "z": [\n   [],\n   0.1,\n   [\n    null,\n    null,\n    null\n   ],\n   -0.0\n  ]\n },\n "z": -7,\n "a": 0.1\n}',
    '{\n "b": ""\n}',
    '10000000000000000000000000',
    '-7',
    '',
    '1.5e300',
    '}1{3',
    '-0.I0',
    '[{"": "sé\\n\\""}, [{}, true, {"a": {"b": -0.0, "é": 1, "a": "\x7f"}, "é": {"": "sé\\n\\""}, "b": 0.1}',
    'rue',
    '{\n "é": {},\n "b": ull,\n "z": nul\n}',
    't',
    '{"é": 1, "": 1, "a": -0.0, "z": [{"é": [true, "", false, 7], "": {"é": tr2ue, "a": ""}, "a": "sé\\n\\""}]}',
    '{"z": [',
    '[\n nul\nl,\n {\n  "a": 1.5e+300:\n }\n]',
    '[]',
    '1',
    '{"": [{"a": [-Infinitytrue, false], "b": {"z": -0.0}, ": 1, "u00e9": true}], "b": []}',
    '[{"z": 1.5e+300, "a": {"z": [1.5e+300]}, "é": [["", false], 10000000000000000000000000, true]}, [["\x7f", {"b": null, "z": -7}, ["sé\\n\\"", 1]], -7, {"": {"a": "sé\\n\\"", "": 1.5e+300, "b": false}}], 1.5e+300, true]',
    '[\n {\n  "b": [\n   [\n    -0.0,\n    "s\\u00e9\\n\\"",\n    1.e+300\n   ]\n  ],\n  "z": []\n },\n [\n  {\n   "z": -7\n  }\n],\n {},\n null\n]',
    '{}',
    '1',
    '[\n {\n  "a": true\n },\n [\n  "",\n  false\n ],\n {\n  "b": null,\n  "z": "sé\\n\\"",\n  "é": flse\n }\n]',
    '100000000000000000',
    '1',
    '',
    '[{}, "", [1.5e+300], {"a": [{}, [-0.0, true, true, 1], ["", false, 0.1, ""], [true]], "\\u00e9": {"\\u00e9": [1.5e+300, null]}}]',
    '-0',
    '"\x7f"',
    '\x01',
    '[\n "sé\\n\\"",\n -7,\n false,\n [\n  -7,\n  {\n   "b": -\n0.0,\n   "é": {\n    "é": 1,\n    "": -7,\n    "a": -7\n   }\n  }\n ]\n]',
    '[{"a": "',
    '{\n "z": -0.',
    'r-7',
    '-0.0',
    '-7',
    '10000000',
    '4-0].0',
    's',
    '-0.',
    '1',
    '{}',
    '0.1',
    'ull',
    '',
    '{}',
    '{\n "b":{},\n "z": {}\n-}',
    '1',
    'tr',
    '-0.0',
    '0.\\',
    '"',
    '[1, {"é": true, "a": {"é": [0.1]}, "b": {"": -0.0}, "": {"b": ["\x7f"]}}, {"a": null, "": []}, false]',
    '1:0000000000000000',
    '0.1',
    'null1.5e+300',
    '{\n "a": {  "z": {\n   "a": {\n    "z": -7,\n    "": 1,\n    "\\u00e9": 10000000000000000000000000\n   }\n  },\n  "b": -7\n },\n "\\u00e9": {\n  "\\u00e9": {\n   "a": 0.1,\n  "\\u00e9": true,\n   "b": true\n  },\n  "b": true,\n  "z": []\n }\n}',
    '0.1',
    '"s\\u00e9\\n\\""',
    '01e',
    '"\\7f"',
    '[[null\\ud83d\\ude00, .1], [null, 1000000000000',
    'b[',
    '{\n "\\u0e',
    '[u]',
    '{',
    '[null, "", 1]',
    '[[{"b": {"z": -7, "": 0.1, "a": null}}, -0.0, {"b": "s\\u00e9\\n\\"", "\\u00e9": {"z": 0.1, "\\u00e9": 10000000000000000000000000, "": true, "b": -7}, "": -7, "a": []}, {"": "s\\u00e9\\n\\"", "z": {"a": 10000000000000000000000000, "b": 0.1, "": 1.5e+300}}], [[0.1], -0.0, 0.1], [[], ["\\u007f", "s\\u00e9\\n\\"", "s\\u00e9\\n\\"", [10000000000000000000000000, true, 10000000000000000000000000, -7]], {}], [10000000000000000000000000, -7, {"a": {"\\u00e9": "s\\u00e9\\n\\"", "z": -0.0, "b": ""}, "": "s\\u00e9\\n\\""}, "\\u007f"]]',
    '\nnul',
    '"[e',
    '.1',
    '[[{"b": 10000000000000000000000000}, {"": false, false"b": {"": -7, "é":{ true}}, [-0.0]]]',
    '\t-.0',
    '{\n "b": "sé\\n\\"",\n "a" 1.5e+3',
    '\n "é":é null}',
    '"s\\u00e9\\n\\""',
    '[10000000000000000000000000, {"z": {"é": {"": 10000000000000000000000000, "a": "\x7f", "b": null}, "": [true, -7, 1, ""], "z": {"b": -0.0, "é": true, "z": "\x7f", "": ""}}}, ["\x7f", "", [["\x7f"]], {"é": -0.0, "b": ["\x7f"]}], [1000000000000000000000',
    '[.\n "s\\u00e9\\n\\""\n]',
    '-0.0',
    '\\u00e9flse',
    '[\n {\n  "é": faslse,\n  "z": [\n   null,\n   {\n    "": "",\n    "é": -0.0\n   },\n   1,\n   true\n  ],\n  "b": 1.5e+300,\n  "": {\n   "a": {\n    "": 1.5e+300,\n    "é": null\n   }\n  }\n },\n null\n]',
    '{',
    '',
    '"\\u00f"',
    '{"": false, "z": 10000000000000000000000000}',
    '"sén\\"f"',
    '[{"a": {}, "z": 0.1, "": ""}, 1.5e+300, {"": []}, -7]',
    '',
    '{"a": {"b": null, "a": e{}}, "b": "\\u007f", "": {"a": {"a": null, "": ""}, "b": 10000000000000000000000000, "z" -7}, "z": 1}',
    '1.e+30-0',
    '[]',
    '"y-',
    '[{"": 1.5e+300, "\\u00e9": {"": [null, null], "b": false}, "b": "s\\u00e9\\n\\""}, "s\\u00e9\\n\\""]',
    '{}',
    '"\\u00e9sé\\n\\""',
]


class Py(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        return super().iterencode(o, False)

def outcome(f):
    try:
        return repr(f())
    except (ValueError, TypeError, RecursionError, NotImplementedError) as e:
        return type(e).__name__ + ": " + str(e)

def same(a, b, what):
    if a != b:
        raise RuntimeError("mismatch: json " + what + " differs: " + a + " / " + b)

def run(TEXT):
    for strict in (True, False):
        native = outcome(lambda: json.loads(TEXT, strict=strict))
        same(native, outcome(lambda: json.loads(TEXT, strict=strict, object_pairs_hook=dict)), "decoding")
        if native.startswith(("ValueError", "JSONDecodeError", "NotImplementedError", "RecursionError")):
            continue
        v = json.loads(TEXT, strict=strict)
        for kw in ({}, {"indent": 2}, {"sort_keys": True}, {"ensure_ascii": False, "separators": (",", ":")}):
            same(outcome(lambda: json.dumps(v, **kw)), outcome(lambda: json.dumps(v, cls=Py, **kw)), "encoding")
for T in TEXTS:
    run(T)
    for strict in (True, False):
        print(outcome(lambda: json.loads(T, strict=strict)))
        try: v = json.loads(T, strict=strict)
        except Exception: continue
        for kw in ({}, {"indent": 2}, {"sort_keys": True}, {"ensure_ascii": False, "separators": (",", ":")}):
            print(outcome(lambda: json.dumps(v, **kw)))
