"""Loading layered application settings with configparser: defaults, interpolation, type getters."""
import configparser
import io

BASE = """
[DEFAULT]
app = shop
log_dir = /var/log/%(app)s
debug = no

[server]
host = 0.0.0.0
port = 8000
workers = 4
timeout = 2.5

[database]
url = postgres://%(user)s@db/%(app)s
user = admin
pool = 5

[features]
search = on
beta_checkout = off
"""

OVERRIDE = """
[server]
port = 9090
debug = yes

[database]
user = readonly
"""

cfg = configparser.ConfigParser()
cfg.read_string(BASE, source="base.ini")
cfg.read_file(io.StringIO(OVERRIDE), source="override.ini")
print(cfg.sections(), cfg.has_section("server"), cfg.has_option("server", "log_dir"))
srv = cfg["server"]
print(srv.getint("port"), srv.getfloat("timeout"), srv.getboolean("debug"), srv.get("log_dir"))
print(cfg.get("database", "url"), cfg.getint("database", "pool"))
print(cfg.get("database", "url", raw=True), cfg.get("database", "url", vars={"user": "x"}))
print({k: cfg.getboolean("features", k) for k in cfg["features"] if k not in cfg.defaults()})
print(cfg.get("server", "missing", fallback="n/a"), srv.get("missing", "dflt"), cfg.getint("server", "nope", fallback=-1))
print(sorted(cfg.items("server")))
print(dict(cfg.defaults()))

cfg.set("server", "port", "10000")
cfg["cache"] = {"ttl": "60", "backend": "memory"}
cfg.remove_option("features", "beta_checkout")
out = io.StringIO()
cfg.write(out)
print(out.getvalue())

for action in [lambda: cfg.get("nosection", "x"), lambda: cfg.get("server", "nope"), lambda: cfg.getint("server", "host"),
               lambda: cfg.getboolean("server", "workers"), lambda: cfg.add_section("server"),
               lambda: cfg.read_string("[a]\nx=1\n[a]\ny=2\n"), lambda: cfg.read_string("no header\n"),
               lambda: cfg.set("server", "port", 1)]:
    try:
        action()
    except (configparser.Error, ValueError, TypeError) as e:
        print(type(e).__name__, str(e).replace("\n", " / "))

bad = configparser.ConfigParser()
bad.read_string("[x]\na = %(missing)s\nb = %(b)s\nc = 100%%\n")
for key in "abc":
    try:
        print(key, bad.get("x", key))
    except configparser.InterpolationError as e:
        print(type(e).__name__, str(e).replace("\n", " / "))
ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("[paths]\nroot = /srv\ndata = ${root}/data\n[app]\nstore = ${paths:data}/store\n")
print(ext.get("app", "store"))
raw = configparser.RawConfigParser()
raw.read_string("[r]\npct = 50%(x)s\n")
print(raw.get("r", "pct"))
lax = configparser.ConfigParser(allow_no_value=True, delimiters=(":",), comment_prefixes=(";",), inline_comment_prefixes=(";",))
lax.read_string("[flags]\nverbose\nlevel: 3 ; inline\n; comment\n")
print(lax.get("flags", "verbose"), lax.get("flags", "level"))
lax.optionxform = str
