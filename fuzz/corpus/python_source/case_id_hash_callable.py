a = [1]
print(id(a) == id(a), hash(1), hash(True), hash("a") == hash("a"), callable(len), callable(None))
