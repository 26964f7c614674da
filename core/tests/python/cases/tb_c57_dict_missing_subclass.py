class Defaults(dict):
    def __missing__(self, key):
        if key.startswith("_"):
            raise KeyError(f"private key {key!r}")
        return key.upper()

d = Defaults(a=1)
print(d["a"], d["b"])
print(d["_secret"])
