class ConfigError(Exception):
    pass

def get_port(cfg):
    try:
        return int(cfg["port"])
    except (KeyError, ValueError) as e:
        raise ConfigError("bad port in config") from e

print(get_port({"port": "80"}))
get_port({"port": "eighty"})
