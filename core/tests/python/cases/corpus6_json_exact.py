import json
from collections import OrderedDict
from decimal import Decimal

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

obj = {"name": "Zoë", "tags": ["a", "b"], "n": 1.0, "big": 10**20, "neg": -0.0, "tiny": 1e-7, "e": 1e16, "nested": {"t": (1, 2), "empty": {}, "el": []}, "ok": True, "none": None}
t("default", lambda: json.dumps(obj))
t("ascii false", lambda: json.dumps(obj, ensure_ascii=False))
print(json.dumps(obj, indent=2))
print(json.dumps(obj, indent="\t", sort_keys=True))
print(json.dumps([1, [2, [3, {}]], []], indent=0))
print(json.dumps({"a": [1, 2]}, indent=-1))
t("separators", lambda: (json.dumps(obj["nested"], separators=(",", ":")), json.dumps([1, 2], separators=(" ; ", " = ")), json.dumps({"a": 1}, indent=2, separators=(",", ": "))))
t("keys", lambda: json.dumps({1: "i", 2.5: "f", True: "b", None: "n", "s": "s"}))
t("sort mixed", lambda: json.dumps({1: 1, "a": 2}, sort_keys=True))
t("bad key", lambda: json.dumps({(1, 2): 3}))
t("skipkeys", lambda: json.dumps({(1, 2): 3, "ok": 4}, skipkeys=True))
t("nan", lambda: json.dumps([float("nan"), float("inf"), -float("inf")]))
t("nan strict", lambda: json.dumps([float("nan")], allow_nan=False))
t("floats", lambda: json.dumps([0.1, 1/3, 1e22, 1e-300, 5e-324, 100.0, 2.5e-5, 123456789.0]))
t("escapes", lambda: (json.dumps("a\"b\\c\n\t\x00\x1f\x7f/é😀"), json.dumps("é😀", ensure_ascii=False), json.dumps("\u2028")))
t("not serial", lambda: json.dumps({"s": {1, 2}}))
t("not serial obj", lambda: json.dumps(Decimal("1.5")))
t("default fn", lambda: json.dumps({"s": {3, 1, 2}, "d": Decimal("1.5")}, default=lambda o: sorted(o) if isinstance(o, set) else str(o)))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)
t("encoder cls", lambda: json.dumps({"z": 1 + 2j}, cls=Enc))
t("encoder cls fail", lambda: json.dumps({"z": object}, cls=Enc))
t("circular", lambda: (lambda l: json.dumps(l))((lambda l: (l.append(l), l)[1])([])))
t("loads", lambda: json.loads('{"a": [1, 2.5, "x", null, true, false], "b": {"c": -1e3}, "u": "\\u00e9\\ud83d\\ude00"}'))
t("loads dup", lambda: json.loads('{"a": 1, "a": 2}'))
t("loads hooks", lambda: (json.loads('{"b": 1, "a": {"c": 2}}', object_pairs_hook=OrderedDict), json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())), json.loads('[1.1, 2]', parse_float=Decimal, parse_int=float)))
t("loads const", lambda: json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: "<" + s + ">"))
t("loads nan", lambda: json.loads("NaN"))
t("loads bytes", lambda: json.loads(b'{"k": "v"}'))
t("loads ws", lambda: json.loads(' \n [ 1 , 2 ] \t'))
for bad in ['{"a": 1,}', "[1, 2", "", "{'a': 1}", '{"a" 1}', "[1] x", '"abc', '{"a":\n  tru}', "01", '"\\x"', "-", "[1,]", '{"a": 1 "b": 2}', "\n\n  @"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
t("decode err type", lambda: issubclass(json.JSONDecodeError, ValueError))
t("raw_decode", lambda: json.JSONDecoder().raw_decode('{"a": 1} trailing'))
t("loads type", lambda: json.loads(5))
t("roundtrip", lambda: json.loads(json.dumps({"k": [1, {"z": None}], "f": 0.1})) == {"k": [1, {"z": None}], "f": 0.1})
t("tuple keys dump", lambda: json.dumps([(1, 2), {"a": (3,)}]))
t("int subclass", lambda: json.dumps([True, False, 1]))
t("str subclass", lambda: json.dumps({type("S", (str,), {})("k"): type("S2", (str,), {})("v")}))
t("big indent", lambda: json.dumps({"a": {"b": [1]}}, indent=3, sort_keys=True).splitlines())
