import json
from decimal import Decimal
data = {'name': 'Zoë', 'n': [1, 2.5, None, True], 'nested': {'b': 1, 'a': [], 'c': {}}, 'big': 10**20, 'f': 1e-7}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps(data, indent='\t', separators=(',', ': ')))
print(json.dumps(data, separators=(',', ':'), sort_keys=True))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}))
print(json.dumps({'b': 1, 'a': 2}, sort_keys=True, indent=1))
print(json.dumps(float('inf')), json.dumps(float('nan')), json.dumps(-0.0), json.dumps(1.0), json.dumps(123456789.123456789))
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print('ValueError', e)
class Pt:
    def __init__(self, x, y): self.x, self.y = x, y
print(json.dumps({'p': Pt(1, 2), 'd': Decimal('1.5')}, default=lambda o: vars(o) if isinstance(o, Pt) else str(o)))
try:
    json.dumps({'s': {1, 2}})
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print('TypeError', e)
print(json.dumps({(1, 2): 3, 'a': 1}, skipkeys=True))
print(json.dumps('\u2603\n\t"\\', ensure_ascii=True), json.dumps('\U0001f600'))
s = '{"a": 1.10, "b": [1, 2, {"c": "d"}], "e": 1e400, "n": NaN}'
print(json.loads(s))
print(json.loads(s, parse_float=Decimal))
print(json.loads(s, parse_int=str, parse_constant=lambda c: 'CONST:' + c))
print(json.loads('{"__complex__": true, "re": 1, "im": 2}', object_hook=lambda d: complex(d['re'], d['im']) if '__complex__' in d else d))
print(json.loads('[{"a": 1, "a": 2}]', object_pairs_hook=list))
for bad in ['{"a": 1,}', '[1, 2', '{"a" 1}', '\n\n  [1, 2,, 3]', '"abc', '', 'nul', '{"a": 1} x', "{'a': 1}", '[1e]', '"\\x"', '[\n  "a",\n  tru\n]']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e, '|', e.msg, e.pos, e.lineno, e.colno)
print(json.loads(' \n 42 \n'), json.loads('"\\ud83d\\ude00"'), json.loads('-0'), json.loads('-0.0'), json.loads('1E2'))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} trailing'), dec.raw_decode('[1]  ', 0))
enc = json.JSONEncoder(indent=1, sort_keys=True)
print(list(enc.iterencode({'b': [1], 'a': None})))
print(json.dumps([]), json.dumps({}), json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({'s': {3, 1, 2}}, cls=E))
try:
    json.dumps(object(), cls=E)
except TypeError as e:
    print('TypeError', str(e)[:40])
l = []; l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print('ValueError', e)
