class ConfigError(Exception):
    pass
try:
    {}["lr"]
except KeyError as e:
    raise ConfigError("missing setting") from e
