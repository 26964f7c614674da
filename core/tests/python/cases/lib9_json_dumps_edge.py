import json
print(json.dumps([1.0, 1e16, 1e-7, 0.1 + 0.2, -0.0, 1e300 * 10, -1e300 * 10, float('nan'), 12345678901234567890]))
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print('ValueError', e)
print(json.dumps({'b': [1, {'c': None}], 'a': (True, False)}, indent=2, sort_keys=True))
print(json.dumps([[], {}, [[]], {'k': {}}], indent='\t'))
print(json.dumps({'a': 1, 'b': [1, 2]}, separators=(',', ':')), json.dumps([1, 2], indent=0))
print(json.dumps('héllo ☃ \U0001f600 \x00 \x1f "q" \\ /'), json.dumps('héllo ☃ \U0001f600', ensure_ascii=False))
print(json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}), json.dumps({(1, 2): 3}, skipkeys=True))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps(object)
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps({1, 2})
except TypeError as e:
    print('TypeError', e)
print(json.dumps({1, 2} and sorted({2, 1}), default=list), json.dumps({'s': {3}}, default=sorted))
l = []; l.append(l)
try:
    json.dumps(l)
except ValueError as e:
    print('ValueError', e)
print(json.dumps(''), json.dumps([]), json.dumps({}, indent=4), json.dumps([], indent=4), json.dumps(None), json.dumps(3 + True))
import enum
class E(enum.IntEnum):
    A = 3
print(json.dumps([E.A, {E.A: 1}]))
class F(float): pass
print(json.dumps([F(1.5)]), json.dumps({'x': 1}, indent=3, separators=(',', ' = ')))
