def fetch(d):
    try:
        return d["key"]
    finally:
        d["log"].append("fetched")

print(fetch({"key": 1, "log": []}))
fetch({"key": 2})
