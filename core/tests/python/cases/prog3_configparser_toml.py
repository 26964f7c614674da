import configparser, tomllib, io
text = """
[DEFAULT]
base = /srv
debug = false

[paths]
data = %(base)s/data
logs = ${data}/logs

[server]
host = 0.0.0.0
port = 8080
ratio = 0.75
debug = yes
names = a, b,
    c
"""
cp = configparser.ConfigParser()
cp.read_string(text)
print(cp.sections(), cp.defaults(), cp["paths"]["data"], cp.get("paths", "logs", raw=True))
print(cp.getint("server", "port"), cp.getfloat("server", "ratio"), cp.getboolean("server", "debug"), cp.getboolean("paths", "debug"), repr(cp["server"]["names"]))
print(cp.get("server", "missing", fallback="fb"), cp.has_option("server", "base"), "server" in cp, sorted(cp["server"]))
try:
    cp.getint("server", "host")
except ValueError as e:
    print(type(e).__name__, e)
try:
    cp.get("nope", "x")
except configparser.NoSectionError as e:
    print(type(e).__name__, e)
try:
    cp.get("server", "nope")
except configparser.NoOptionError as e:
    print(type(e).__name__, e)
ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("[a]\nx = 1\ny = ${x}2\n[b]\nz = ${a:y}3\n")
print(ext["b"]["z"])
cp.add_section("new"); cp.set("new", "k", "v"); cp["server"]["port"] = "9090"
buf = io.StringIO(); cp.write(buf)
print(buf.getvalue().split("[server]")[1].strip().splitlines()[:3])
try:
    configparser.ConfigParser().read_string("[s]\nk=1\nk=2\n")
except configparser.DuplicateOptionError as e:
    print(type(e).__name__, e)
toml = b'''
title = "Example"
[owner]
name = "Tom"
dob = 1979-05-27
[database]
ports = [8000, 8001, 8002]
enabled = true
limits = { cpu = 1.5, mem = "2G" }
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
name = "Nail"
color = "gray"
'''
cfg = tomllib.loads(toml.decode())
print(cfg["title"], cfg["owner"], cfg["database"], cfg["products"], type(cfg["owner"]["dob"]).__name__)
print(tomllib.load(io.BytesIO(b'a.b.c = 1\n"q k" = 0x1F\nm = """\nline1\nline2"""')))
try:
    tomllib.loads("x = [1, 2")
except tomllib.TOMLDecodeError as e:
    print(type(e).__name__)
