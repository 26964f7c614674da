# json and floats: CPython's repr, integers, NaN/Infinity, parse_float/parse_int texts.
import json

floats = [0.0, -0.0, 1.0, 0.1, 0.5, 1.5, 2.675, 1 / 3, 2 / 3, 100.0, 1e15, 1e16, 1e17, 1e-4,
          1e-5, 123456789.123456789, 3.141592653589793, 1.7976931348623157e308, 5e-324,
          2.2250738585072014e-308, -1e300, 12345678901234567890.0, 0.30000000000000004]
print(json.dumps(floats))
print(json.dumps(floats, indent=1))
back = json.loads(json.dumps(floats))
print(back == floats, [repr(x) for x in back[:6]])
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
print(json.loads("[NaN, Infinity, -Infinity]"))
print(json.dumps({"v": float("inf")}, indent=2))
for text in ["0", "-0", "1", "-1", "10", "1.0", "-1.0", "1e3", "1E3", "1e+3", "1e-3", "-1.5e-10",
             "0.000001", "1.5E+2", "123456789012345678", "9223372036854775807",
             "-9223372036854775807", "0e0", "0.0e-0", "2.5e308", "-2.5e308", "1e-400",
             "3.0000000000000001", "1.7976931348623157e308"]:
    v = json.loads(text)
    print(text, repr(v), type(v).__name__, json.dumps(v))
print(json.loads("[1, 2.0, 3e0, -0.5]", parse_float=str))
print(json.loads("[1, 2.0, 3e0, -0.5, -7]", parse_int=str))
print(json.loads("[1, 2.0, 3e0]", parse_int=float, parse_float=lambda s: "F" + s))
print(json.loads("[NaN, -Infinity, Infinity]", parse_constant=lambda s: "const " + s))
print(json.loads("{\"a\": 12.50}", parse_float=lambda s: (s, float(s))))
print(json.dumps(True), json.dumps(False), json.dumps(None), json.dumps(0), json.dumps(-12))
print(json.dumps([True, 1, 1.0, False, 0, 0.0]))
print(json.dumps({True: 1.0, 1.5: True}))
