import json, math
class RoundEnc(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        if isinstance(o, float):
            yield format(o, '.2f')
        elif isinstance(o, list):
            yield '[' + ', '.join(''.join(self.iterencode(x)) for x in o) + ']'
        else:
            yield from super().iterencode(o, _one_shot)
print(json.dumps([1.23456, [2.5, 'x']], cls=RoundEnc))
class E2(json.JSONEncoder):
    item_separator = ';'
    key_separator = '='
print(E2().encode({'a': [1, 2]}), json.JSONEncoder().item_separator, repr(json.JSONEncoder(indent=2).item_separator), json.JSONEncoder(separators=(',', ':')).key_separator)
e = json.JSONEncoder(sort_keys=True, indent=1, ensure_ascii=False, allow_nan=False, skipkeys=True)
print(e.sort_keys, e.indent, e.ensure_ascii, e.allow_nan, e.skipkeys, e.check_circular, e.encode({'b': 'é', 'a': [], 3: 2}) if False else e.encode({'b': 'é', 'a': [], (1,): 2, 'c': None}) if False else e.encode({'b': 'é', 'a': []}))
class Enc3(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex): return {'re': o.real, 'im': o.imag}
        if hasattr(o, '__dict__'): return vars(o)
        return super().default(o)
class P:
    def __init__(self): self.x = 1; self.z = 2j
print(json.dumps({'p': P(), 'c': [1j]}, cls=Enc3, sort_keys=True))
print(json.dumps(float('nan')), json.dumps(math.inf), json.dumps({'k': -math.inf}))
def default(o):
    return str(o)
print(json.dumps({'set': {1}, 'b': b'x', 'r': range(2)}, default=default))
class Strish:
    def __str__(self): return 'S'
try:
    json.dumps({Strish(): 1})
except TypeError as e:
    print('TypeError', e)
print(json.encoder.py_encode_basestring('a"b\n'), json.encoder.py_encode_basestring_ascii('é"'), json.decoder.scanstring('"ab\\n" rest', 1))
