import json
from decimal import Decimal
from collections import OrderedDict
s = '{"a": 1.10, "b": [1, 2.5e3], "c": {"d": null}, "a": 2}'
print(json.loads(s), json.loads(s, object_pairs_hook=list))
print(json.loads(s, parse_float=Decimal), json.loads('[1, 2]', parse_int=float), json.loads('[NaN, Infinity, -Infinity]'))
print(json.loads('[NaN]', parse_constant=lambda c: 'const:' + c))
print(json.loads('{"x": {"y": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads(s, object_pairs_hook=OrderedDict))
print(json.loads('"\\u00e9\\ud83d\\ude00\\n"'), json.loads(b'[1]'), json.loads('  7  '), json.loads('-0'), json.loads('-0.0'), json.loads('1E2'))
for bad in ['', '[1,]', '{"a" 1}', '{"a": 1,}', '[1 2]', 'tru', '"abc', '{1: 2}', '[1] x', "'a'", '01', '"\\x"', '"\t"', 'nan', '[-]', '{"a":1', '\ufeff1']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    json.loads('[1,\n  2,\n  x]')
except ValueError as e:
    print(type(e).__name__, e)
d = json.JSONDecoder()
print(d.raw_decode('[1, 2] rest'), d.raw_decode('{"k": "v"}xyz'))
print(json.loads('1.5', parse_float=lambda x: x + '!'), json.loads('{"__complex__": true, "re": 1, "im": 2}', object_hook=lambda d: complex(d['re'], d['im']) if '__complex__' in d else d))
print(json.loads('"a\\/b"'), json.loads('[true,false,null]'), json.loads('1e400'), json.loads('123456789012345678901234567890'))
