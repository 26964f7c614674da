import json, io
from decimal import Decimal
from collections import OrderedDict
import enum
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        if isinstance(o, Decimal): return str(o)
        return super().default(o)
print(json.dumps({'s': {3, 1}, 'd': Decimal('1.10')}, cls=Enc), Enc(indent=1).encode([1, {2}]))
print(list(Enc().iterencode({'a': [1, 2]})), list(json.JSONEncoder(indent=2).iterencode([1, [2]])))
try:
    json.dumps(Decimal(1))
except TypeError as e:
    print('TypeError', e)
try:
    Enc().encode(object())
except TypeError as e:
    print('TypeError', str(e).split(' at ')[0])
try:
    json.dumps({'b': 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
print(json.dumps({'a': float('inf')}), json.dumps([1e-5, 1e21, 123.0, 1.0e+16, 2 ** 0.5, 1 / 3]))
class S(str): pass
class I(int):
    def __repr__(self): return 'I!'
class Fl(float):
    def __repr__(self): return 'F!'
print(json.dumps([S('x'), I(5), Fl(2.5), True, {S('k'): I(1)}]), json.dumps({I(3): 1, Fl(1.5): 2}))
class Col(enum.Enum):
    R = 1
try:
    json.dumps(Col.R)
except TypeError as e:
    print('TypeError', e)
class StrE(str, enum.Enum):
    A = 'aa'
class FlE(float, enum.Enum):
    H = 0.5
print(json.dumps([StrE.A, FlE.H, {StrE.A: 1}]))
buf = io.StringIO(); json.dump({'x': [1, 2]}, buf, indent=1); print(buf.getvalue()); buf.seek(0); print(json.load(buf))
print(json.dumps({'a': 1}, check_circular=False), json.dumps(OrderedDict([('z', 1), ('a', 2)])), json.dumps((1, (2,))), json.dumps(range(0) if False else []))
print(json.dumps("\u2028\u2029\x7f\x80", ensure_ascii=True))
print(repr(json.loads('"\\ud83d\\ude00x"')), json.loads('{"a":{"a":{"a":[]}}}'), json.loads('[1.0, 1e0, 10e-1, -1.5E+2]'))
print(json.loads('{"a": 1, "a": 2}', object_pairs_hook=lambda p: p), json.loads('[]', object_hook=print), json.loads('{}', object_hook=lambda d: 'empty'))
dec = json.JSONDecoder(strict=False); print(repr(dec.decode('"a\tb"')))
try:
    json.loads('"a\tb"')
except json.JSONDecodeError as e:
    print(e)
try:
    json.loads('[1, 2', )
except json.JSONDecodeError as e:
    print(e, e.doc, repr(e.args))
print(json.dumps([[1, 2], {'k': [3, {'m': []}]}], indent=2, separators=(', ', ': ')))
print(json.dumps({'a': 1, 'b': 2}, indent=None, separators=(' ,', ' : ')), json.dumps(1.0), json.dumps(-1e-300), json.dumps(5e-324))
