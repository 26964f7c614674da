class ConfigError(Exception):
    pass

class Loader:
    def __init__(self, data):
        self.data = data
    def port(self):
        try:
            return int(self.data["port"])
        except (KeyError, ValueError) as e:
            raise ConfigError(f"bad port in {self.data}") from e

print(Loader({"port": "80"}).port())
Loader({"port": "eighty"}).port()
