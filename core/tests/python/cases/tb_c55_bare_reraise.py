def load(key):
    store = {"a": 1}
    try:
        return store[key]
    except KeyError:
        print("missing", key)
        raise

print(load("a"))
load("b")
