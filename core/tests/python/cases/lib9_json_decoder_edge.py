import json
class Cfg:
    def __init__(self, **kw): self.__dict__.update(kw)
def hook(d):
    return Cfg(**d) if 'kind' in d else d
obj = json.loads('{"kind": "db", "port": 5432, "opts": {"kind": "ssl", "on": true}, "list": [{"kind": "x"}, {"y": 1}]}', object_hook=hook)
print(type(obj).__name__, obj.port, type(obj.opts).__name__, obj.opts.on, [type(v).__name__ for v in obj.list])
seen = []
json.loads('{"a": {"b": {"c": 1}}, "d": [ {"e": 2} ]}', object_pairs_hook=lambda pairs: seen.append([k for k, _ in pairs]) or dict(pairs))
print(seen)
print(json.loads('{"b": 1, "a": 2}', object_hook=lambda d: 'hook', object_pairs_hook=lambda p: 'pairs'))
print(json.loads('[1.5, 2, 1e2, -0.0, 3.000]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[Infinity, -Infinity, NaN]', parse_constant=lambda c: {'Infinity': 'inf', '-Infinity': '-inf', 'NaN': 'nan'}[c]))
for doc in ['{"a": 1} {"b": 2}', '[1, 2]\n\n', '\n [1]', '{"a": [1, 2, {"b": }]}', '{"a": "\\ud83d"}' if False else '{"a": "x\\u00"}', '"\\uZZZZ"', '[1, 2, 3,]', '{,}', '[01]', '[1.]', '[.5]', '[1e]', '[-]', '["a\\qb"]', '{"a": 1 "b": 2}', 'True', 'null', '  "x"  ', '[\n1,\n2\n,\n]']:
    try:
        print(repr(doc), '->', repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(repr(doc), '->', e.msg, '@', e.pos, (e.lineno, e.colno))
dec = json.JSONDecoder(object_hook=lambda d: sorted(d))
print(dec.decode('{"z": 1, "a": 2}'), dec.raw_decode('  {"k": 0} tail'.lstrip()))
try:
    dec.raw_decode('  [1]')
except json.JSONDecodeError as e:
    print(e)
print(json.loads(bytearray(b'{"x": 1}')), json.loads('[1]'.encode('utf-8-sig')), json.loads('[1]'.encode('utf-16')))
try:
    json.loads('\ufeff[1]')
except json.JSONDecodeError as e:
    print(e)
