"""Loading a service's TOML configuration with tomllib, validating it and merging environment overrides."""
import tomllib
from dataclasses import dataclass, field
from datetime import datetime, timedelta

CONFIG = b'''
# service configuration
name = "inventory-api"
version = "2.3.1"
debug = false
started = 2024-03-01T08:00:00Z

[server]
host = "0.0.0.0"
port = 8_080
workers = 4
timeouts = { read = 2.5, write = 5.0 }

[database]
url = "postgres://db:5432/inv"
pool = { min = 2, max = 10 }
replicas = ["db-r1", "db-r2"]

[[routes]]
path = "/items"
methods = ["GET", "POST"]
rate_limit = 100

[[routes]]
path = "/items/{id}"
methods = ["GET", "PUT", "DELETE"]

[features]
search.enabled = true
search.backend = 'elastic'
beta = ["bulk-import"]
'''


class ConfigError(Exception):
    pass


@dataclass
class Route:
    path: str
    methods: list
    rate_limit: int = 60


@dataclass
class Settings:
    name: str
    port: int
    workers: int
    read_timeout: timedelta
    pool: tuple
    routes: list = field(default_factory=list)
    features: dict = field(default_factory=dict)


def require(d, key, kind, where):
    if key not in d:
        raise ConfigError(f"{where}: missing {key!r}")
    if not isinstance(d[key], kind):
        raise ConfigError(f"{where}.{key}: expected {kind.__name__}, got {type(d[key]).__name__}")
    return d[key]


def build(raw):
    server = require(raw, "server", dict, "config")
    port = require(server, "port", int, "server")
    if not 0 < port < 65536:
        raise ConfigError(f"server.port: {port} out of range")
    pool = require(raw, "database", dict, "config")["pool"]
    if pool["min"] > pool["max"]:
        raise ConfigError("database.pool: min > max")
    routes = [Route(**r) for r in raw.get("routes", [])]
    for r in routes:
        bad = set(r.methods) - {"GET", "POST", "PUT", "DELETE", "PATCH"}
        if bad:
            raise ConfigError(f"route {r.path}: unknown methods {sorted(bad)}")
    return Settings(require(raw, "name", str, "config"), port, require(server, "workers", int, "server"),
                    timedelta(seconds=server["timeouts"]["read"]), (pool["min"], pool["max"]), routes, raw.get("features", {}))


def merged(base, overrides):
    out = dict(base)
    for k, v in overrides.items():
        out[k] = merged(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


raw = tomllib.loads(CONFIG.decode())
s = build(raw)
print(s.name, s.port, s.workers, s.read_timeout, s.pool)
for r in s.routes:
    print(f"  {r.path:12} {','.join(r.methods):16} limit={r.rate_limit}")
print(s.features, raw["started"].isoformat(), raw["started"] + timedelta(days=30) > datetime(2024, 3, 1).astimezone(raw["started"].tzinfo))
env = tomllib.loads('server.port = 9090\nserver.timeouts.read = 10.0\ndatabase.pool.max = 20\ndebug = true')
print(env)
s2 = build(merged(raw, env))
print(s2.port, s2.read_timeout, s2.pool, merged(raw, env)["debug"], raw["debug"])
broken = [
    'name = "x"\n[server]\nport = 70000\nworkers = 1\ntimeouts = {read = 1}\n[database]\npool = {min = 1, max = 2}',
    'name = "x"\n[server]\nport = "80"\nworkers = 1',
    'name = "x"\n[server]\nport = 80\nworkers = 1\ntimeouts = {read = 1}\n[database]\npool = {min = 5, max = 2}',
    'name = "x"\n[server]\nport = 80\nworkers = 1\ntimeouts = {read = 1}\n[database]\npool = {min = 1, max = 2}\n[[routes]]\npath = "/"\nmethods = ["FETCH"]',
    '[server]\nport = 80',
    'name = "x"\nname = "y"',
    '[server]\nport = 80\n[server]\nworkers = 2',
    'port = 8080x',
]
for text in broken:
    try:
        build(tomllib.loads(text))
    except (ConfigError, tomllib.TOMLDecodeError) as e:
        print(type(e).__name__, e)
