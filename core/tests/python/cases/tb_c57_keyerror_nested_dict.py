config = {"db": {"host": "x", "port": 5432}, "cache": {}}
print(config["db"]["port"])
print(config["cache"]["ttl"])
