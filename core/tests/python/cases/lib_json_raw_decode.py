# JSONDecoder.raw_decode, scan_once and decode: where a value ends, and what follows it.
import json

dec = json.JSONDecoder()
for doc in ['[1, 2] tail', '{"a": 1}{"b": 2}', '"str" 123', '123abc', 'null,', 'true]',
            '-5.5e2 x', '  [1]', 'NaN!', '[]', '""', '{"a": [1, {"b": null}]}   ']:
    try:
        print(repr(doc), dec.raw_decode(doc))
    except json.JSONDecodeError as e:
        print(repr(doc), "JSONDecodeError:", e)
print(dec.raw_decode('xx[1, 2]', 2), dec.raw_decode('{"a": 1}', 6))
try:
    dec.raw_decode("[1]", -1)
except ValueError as e:
    print("ValueError:", e)
try:
    dec.raw_decode("[1]", 3)
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
stream = '{"id": 1} {"id": 2}\n{"id": 3}  [4]'
pos = 0
values = []
while pos < len(stream):
    while pos < len(stream) and stream[pos] in " \n":
        pos += 1
    if pos >= len(stream):
        break
    v, pos = dec.raw_decode(stream, pos)
    values.append((v, pos))
print(values)
print(dec.scan_once('[1, "x"]', 0), dec.scan_once('  7', 2))
try:
    dec.scan_once("   ", 1)
except StopIteration as e:
    print("StopIteration", e.args)
try:
    dec.scan_once("[1, ?]", 0)
except StopIteration as e:
    print("StopIteration", e.args)
print(dec.decode('  {"a": "b"}\n\t '), dec.decode('"\\u00e9"'))
for doc in ['[1] x', ' [1] \n x', '[1]\n\n]']:
    try:
        dec.decode(doc)
    except json.JSONDecodeError as e:
        print(repr(doc), e.msg, e.pos, e.lineno, e.colno)
for v in [1, None, [1]]:
    for f in [json.JSONDecoder().decode, json.JSONDecoder().raw_decode, json.loads]:
        try:
            f(v)
        except TypeError as e:
            print("TypeError:", e)
