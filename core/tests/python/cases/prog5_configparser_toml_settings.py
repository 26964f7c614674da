# configparser + tomllib: layered app settings with interpolation, type getters, and errors
import configparser, tomllib, io
ini = """
[DEFAULT]
base_dir = /srv/app
log_level = info
retries = 3

[server]
host = 0.0.0.0
port = 8080
debug = yes
log_dir = %(base_dir)s/logs
ratio = 0.75

[client]
retries = 5
endpoints =
    https://a.example.com
    https://b.example.com
timeout: 2.5
; a comment
# another
"""
cp = configparser.ConfigParser()
cp.read_string(ini)
print(cp.sections(), list(cp["server"]), cp.defaults()["log_level"])
s = cp["server"]
print(s["log_dir"], s.getint("port"), s.getboolean("debug"), s.getfloat("ratio"), s.get("missing", "fallback"), cp.getint("client", "retries"), cp.getint("server", "retries"))
print(cp.get("client", "endpoints").split(), cp["client"]["timeout"], cp.has_option("client", "host"), cp.has_section("db"), "server" in cp)
print(cp.get("server", "log_dir", raw=True), cp.get("server", "log_dir", vars={"base_dir": "/tmp"}), cp.getboolean("server", "nope", fallback=False))
for bad in (lambda: cp.get("db", "x"), lambda: cp.get("server", "x"), lambda: cp.getint("server", "host"), lambda: cp.add_section("server"), lambda: cp.read_string("[a]\nk=1\nk=2\n"), lambda: cp.read_string("no section header"), lambda: configparser.ConfigParser().read_string("[x]\nv = %(missing)s\n") or None):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
cp2 = configparser.ConfigParser()
cp2.read_string("[x]\nv = %(missing)s\n")
try:
    cp2["x"]["v"]
except configparser.InterpolationMissingOptionError as e:
    print("InterpolationMissingOptionError", str(e).splitlines()[0])
ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("[paths]\nroot = /opt\nbin = ${root}/bin\n[tool]\npath = ${paths:bin}/tool\n")
print(ext["tool"]["path"], ext["paths"]["bin"])
cp.set("server", "port", "9090"); cp["new"] = {"a": "1", "B": "two"}
cp.remove_option("server", "ratio")
out = io.StringIO(); cp.write(out)
print(out.getvalue().strip().splitlines()[-8:])
raw = configparser.RawConfigParser(); raw.optionxform = str
raw.read_string("[S]\nCamelKey = %notinterp\n")
print(dict(raw["S"]), raw.get("S", "CamelKey"))
toml = b'''
title = "App"
version = "1.2.0"
[owner]
name = "Tom"
dob = 1979-05-27T07:32:00-08:00
[database]
ports = [8000, 8001, 8002]
limits = { cpu = 2.5, mem = "4G" }
enabled = true
[[servers]]
name = "alpha"
ip = "10.0.0.1"
[[servers]]
name = "beta"
roles = ["db", "cache"]
multiline = """
line one
line two"""
hexa = 0xFF
big = 1_000_000
inf = inf
lit = 'C:\\path\\no escapes'
'''
cfg = tomllib.loads(toml.decode())
print(cfg["title"], cfg["owner"]["dob"], type(cfg["owner"]["dob"]).__name__, cfg["database"]["limits"], [s["name"] for s in cfg["servers"]])
print(cfg["servers"][1]["roles"], repr(cfg["servers"][1]["multiline"]), cfg["servers"][1]["hexa"], cfg["servers"][1]["big"], cfg["servers"][1]["inf"], cfg["servers"][1]["lit"])
print(tomllib.load(io.BytesIO(b"a = 1\nb = [1.5, 2]")), tomllib.loads("x = 1", parse_float=str) if False else "")
for bad in ('a = 1\na = 2', 'a = ', '[t]\nx=1\n[t]\ny=2', 'k = "unterminated', 'x = 1979-13-01'):
    try:
        tomllib.loads(bad)
    except tomllib.TOMLDecodeError as e:
        print("TOMLDecodeError", e)
