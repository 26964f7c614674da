import pprint, configparser, io
cfg_text = """
[DEFAULT]
timeout = 30
debug = no

[server]
host = example.com
port = 8080
paths = /a, /b,
    /c

[client]
retries = 3
debug = yes
ratio = 0.75
"""
cp = configparser.ConfigParser()
cp.read_string(cfg_text)
print(cp.sections(), list(cp["server"]), cp["server"]["host"], cp.getint("server", "port"), cp.getboolean("client", "debug"), cp.getboolean("server", "debug"))
print(cp.getfloat("client", "ratio"), cp.get("client", "timeout"), cp.get("server", "missing", fallback="fb"), cp.has_option("client", "host"), "server" in cp)
print(repr(cp["server"]["paths"]), [p.strip() for p in cp["server"]["paths"].replace("\n", "").split(",") if p.strip()])
try:
    cp.getint("server", "host")
except ValueError as e:
    print(e)
try:
    cp["nope"]
except KeyError as e:
    print("KeyError", e)
try:
    cp.get("server", "absent")
except configparser.NoOptionError as e:
    print(e)
cp["new"] = {"a": "1", "b": "two"}
cp.set("client", "retries", "5")
buf = io.StringIO()
cp.write(buf)
print(buf.getvalue())
data = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 31, "tags": list(range(12))}}, {"name": "bob", "roles": [], "meta": {}}], "version": (1, 2, 3), "flags": {"b": True, "a": False}}
pprint.pprint(data)
pprint.pprint(data, width=40, sort_dicts=False)
pprint.pprint(data, depth=2)
print(pprint.pformat(list(range(30)), width=50, compact=True))
print(pprint.pformat({"short": 1}), pprint.pformat("x" * 10), pprint.isreadable([1, {"a": 2}]), pprint.saferepr([1, 2]))
nested = [[i] * i for i in range(1, 6)]
pprint.pprint(nested, width=20)
pprint.pp({"z": 1, "a": [1, 2, {"k": "v" * 30}]}, width=30)
