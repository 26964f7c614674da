import json
print(json.dumps({"a": [1, 2.5, None, True, "x\u00e9\n\"", (1, 2)], "b": {}, "c": []}))
print(json.dumps({"a": [1, {"z": 1, "b": [1e300, -0.0, 1e16]}], "b": {}}, indent=2, sort_keys=True))
print(json.dumps({1: 2, 2.5: 3, None: 4, True: 5}, ensure_ascii=False))
print(json.dumps("\U0001f600\x7f\x01"), json.dumps("\U0001f600\x7f\x01", ensure_ascii=False))
print(json.dumps({(1,): 2, "a": 1}, skipkeys=True), json.dumps({(1,): 2}, skipkeys=True, indent=2))
for bad in [lambda: json.dumps({(1,): 2}), lambda: json.dumps(float("nan"), allow_nan=False),
            lambda: json.dumps([float("inf")], allow_nan=False, indent=1), lambda: json.dumps({1: 2, "a": 3}, sort_keys=True)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
l = [1]; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
print(json.dumps(10**30), json.dumps([10**30, -5]))
class C: pass
print(json.dumps([1, C()], default=lambda o: "C!"))
print(json.dumps([1, 2], separators=(",", ":")), json.dumps({"a": 1}, separators=(",", ":")))
print(json.loads('{"a": [1, 2.5, null, true, false, "x\\u00e9\\n\\ud83d\\ude00"], "b": {}, "c": [], "d": -0, "e": 1e400, "f": 123456789012345678901234567890}'))
print(json.loads('[NaN, Infinity, -Infinity, 1E5, 2e-3, 0.5]'))
print(json.loads('"\u00e9\u00e9 x"'), json.loads(' {"\u00e9": "\u00e9"} '))
for doc in ['', '[', '{', '{"a"', '{"a":', '{"a": 1', '{"a": 1,', '[1,]', '[1 2]', '"abc', '"a\\x"', '"\\u12"', '"\\u12zz"', '1 2', '{1: 2}', '"a\tb"', '\n\n  [1,\n 2,\n x]', '"\u00e9\\q"', '-', '-x', '01']:
    try: print(repr(json.loads(doc)))
    except json.JSONDecodeError as e: print(repr(doc), e, e.pos, e.lineno, e.colno)
print(json.loads('"a\tb"', strict=False))
print(json.loads('{"a": 1.5}', parse_float=lambda s: "F" + s), json.loads('{"a": 1}', object_hook=lambda d: list(d.items())))
d = json.JSONDecoder()
print(d.raw_decode('[1, 2] xx'), d.scan_once('  7', 2))
try: d.scan_once('  ', 2)
except StopIteration as e: print("stop", e.args)
print(json.decoder.scanstring('"abc\\n" x', 1), json.encoder.encode_basestring_ascii("\u1234"), json.encoder.encode_basestring("\u1234\""))
print(json.loads('{"a": 1, "a": 2, "b": 3}'))
print(json.dumps([[[]]], indent=0), json.dumps({"a": {"b": [1, {}]}}, indent="\t"))
import json
for doc in ['\ufeff{}', '\ufeff', ' \ufeff1', '"\u00e9\\u00e9"', '{"\u00e9": [1, "a\\"b"]}']:
    try: print(repr(json.loads(doc)))
    except json.JSONDecodeError as e: print(repr(doc), e)
    try: print(repr(json.JSONDecoder().decode(doc)))
    except json.JSONDecodeError as e: print(repr(doc), e)
class S(str): pass
print(json.loads(S('[1]')))
try: json.loads(S('\ufeff[1]'))
except json.JSONDecodeError as e: print(e)
