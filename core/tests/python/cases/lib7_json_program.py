import json, io
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from enum import Enum
class Level(Enum):
    LOW = 1
    HIGH = 2
@dataclass
class Reading:
    sensor: str
    when: date
    value: float
    level: Level
class Enc(json.JSONEncoder):
    def default(self, o):
        if is_dataclass(o):
            return asdict(o)
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Enum):
            return o.name
        return super().default(o)
rs = [Reading('t1', date(2024, 1, 2), 21.5, Level.LOW), Reading('t2', date(2024, 1, 3), 30.25, Level.HIGH)]
text = json.dumps(rs, cls=Enc, indent=2)
print(text)
back = json.loads(text)
print(back[1]['when'], type(back[0]['value']).__name__)
def hook(d):
    if 'when' in d:
        d['when'] = date.fromisoformat(d['when'])
    return d
print(json.loads(text, object_hook=hook)[0])
buf = io.StringIO()
json.dump({'a': [1, 2], 'b': {'c': None}}, buf, sort_keys=True, indent=4)
print(buf.getvalue())
buf.seek(0); print(json.load(buf))
print(json.dumps({'k': Level.LOW.value, 'i': 3 == 3.0, 'tuple': (1, 2)}))
print(json.dumps([1.5, 2.0, 1e16, 1.23e-5, 3.0e100, 0.1 + 0.2, 1/3, -1e-320]))
print(json.loads('[1.0, 2e3, -0, 1E-2, 12345678901234567890, 1.7976931348623157e308]'))
print(json.dumps('tab\there "q" back\\slash \x00 \x1f \u00e9 \u20ac'))
print(json.dumps({'z': 1, 'a': {'y': 2, 'b': 3}}, sort_keys=True, separators=(', ', ': ')))
print(json.dumps(list(range(3)), indent=' '))
print(json.dumps({'a': 1}, indent=-1), json.dumps([[1, 2], {'x': []}], indent=3))
class IntSub(int): pass
class FloatSub(float): pass
class StrSub(str): pass
print(json.dumps([IntSub(5), FloatSub(1.5), StrSub('s'), True, False, None]))
print(json.dumps({IntSub(1): 'i', FloatSub(2.5): 'f', False: 'b'}))
try:
    json.loads('{"a": [1, 2, 3}')
except json.JSONDecodeError as e:
    print(e.msg, '@', e.lineno, e.colno, e.pos, repr(e.doc[:5]))
try:
    json.loads('[1, 2]\n\n x')
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.loads(b'{"a": 1}'.decode() + '\x00')
except json.JSONDecodeError as e:
    print(e)
print(json.loads(b'[1, "\xc3\xa9"]'), json.loads('"\\u00e9\\n\\/"'), json.loads('{"":""}'))
try:
    json.loads('"control \x01 char"')
except json.JSONDecodeError as e:
    print(e)
print(json.loads('"control \x01 char"', strict=False))
d = json.JSONDecoder(object_pairs_hook=lambda pairs: {k.upper(): v for k, v in pairs})
print(d.decode('{"a": {"b": 1}}'))
print(json.dumps(float('1e22')), json.dumps(1e21), json.dumps(123e-20), json.dumps(5e-324))
