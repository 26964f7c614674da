# tomllib: a full document (tables, arrays of tables, dotted keys, inline tables, strings, numbers, dates), parse_float, load, and CPython's TOMLDecodeError messages and positions.
import tomllib, io, datetime
DOC = '''
# This is a TOML document
title = "TOML Example"
"quoted key" = 'literal \\ backslash'
bare-key_1 = true

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00
utc = 1979-05-27T07:32:00Z
local = 1979-05-27T07:32:00.999999
spaced = 1979-05-27 07:32:00
day = 1979-05-27
clock = 07:32:00.5

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }
nested.deep.value = 0x_DEAD_BEEF_if_invalid
'''
DOC = DOC.replace("0x_DEAD_BEEF_if_invalid", "0xDEAD_BEEF")
DOC += '''
[servers]

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[servers.beta]
ip = "10.0.0.2"
role = """
multi \\
    line "quoted" text"""
raw = \'\'\'
C:\\path\\to
two lines\'\'\'

[[products]]
name = "Hammer"
sku = 738594937

[[products]]

[[products]]
name = "Nail"
sku = 284758393
color = "gray"
numbers = [1_000, +17, -5, 0o17, 0b1101, 1e3, -2.5E-2, 6.626e-34, inf, -inf, 224_617.445_991]
esc = "tab\\tnew\\nuni\\u00e9\\U0001F600 quote\\""
fruit.apple.color = "red"
fruit.apple.taste.sweet = true
'''
d = tomllib.loads(DOC)
for k, v in d.items():
    print(k, "=", v)
nan = tomllib.loads("x = nan\ny = -nan")
print(nan["x"] != nan["x"], type(nan["y"]).__name__)
from decimal import Decimal
print(tomllib.loads("price = 19.99\nn = 3", parse_float=Decimal))
print(tomllib.load(io.BytesIO(b"a = 1\n[b]\nc = 'x'\n")), tomllib.loads(""), tomllib.loads("a = []\nb = {}\nc = [\n  1,\n  2, # comment\n]\n"))
ML = 's1 = """\nline1\nline2"""\ns2 = """one""two"""""\n'
ML += "s3 = " + "'" * 3 + "it's" + "'" * 5 + "\n"
print(ML)
print(tomllib.loads(ML))
bad_docs = ["a = 1\na = 2", "[t]\n[t]", "a = ", "a = 1 b = 2", "= 1", "a = 'unterminated", 'a = "bad \\q escape"', "a = [1, 2", "a = {b = 1,}",
            "a = 01", "a = 1__0", "a = 0x", "a = 2024-13-01", "a = 25:00:00", "[a]\nb = 1\n[a.b]", "a = {b = 1}\n[a]", "x = [1]\n[[x]]",
            "[[t]]\n[t]", "a.b = 1\n[a.b]", "a = tru", "a = +0x10", "[a.b]\nc = 1\n[a]\nb.d = 2", 'k = "line\nbreak"', "a = 1.", "a = .5", "a = 1e", "\x00"]
for doc in bad_docs:
    try:
        print(repr(doc), "->", tomllib.loads(doc))
    except tomllib.TOMLDecodeError as e:
        print(repr(doc), "TOMLDecodeError:", e)
for bad in [lambda: tomllib.load(io.StringIO("a=1")), lambda: tomllib.loads(b"a=1")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(issubclass(tomllib.TOMLDecodeError, ValueError))
for d in ['a = "abc', "a = 'abc", 'a = """abc', "a = '''abc", 'a = "x\\uZZZZ"', 'a = "\\uD800"', 'a = "x\x01"', "a = 'x\x01'", 'a = """x\x7f"""', '[a', '[[a]',
          'a = [1 2]', 'a = {b = 1', 'a = {b = 1 c = 2}', '"""k""" = 1', 'a = 2023-02-30', 'a = 1979-05-27T25:00:00', 'a = 07:32:60', 'a.b = 1\na.b.c = 2',
          'a = {}\na.b = 1', 'a = [{b=1}]\n[[a]]', '[a]\n[a.b]\n[a]', 'a=1 # ok\x01', 'a = "\\ "', 'k = """a\\   \nb"""', 'x = 1979-05-27 # c',
          't = 1979-05-27T07:32:00.1234567+05:30', 'n = -0', 'f = -0.0', 'e = 5e+22', 'h = 0xff', '[x.y]\n[x]\nz = 1', '[a]\nb.c = 1\n[a.b.d]\ne = 2']:
    try:
        print(repr(d), tomllib.loads(d))
    except tomllib.TOMLDecodeError as e:
        print(repr(d), e)
