class Index:
    def __init__(self):
        self.data = {}
    def __contains__(self, key):
        return self.data[key] is not None

idx = Index()
idx.data["a"] = 1
print("a" in idx)
print("b" in idx)
