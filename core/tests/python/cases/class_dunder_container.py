class Bag:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = v
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)
b = Bag("abc")
b[0] = "z"
print(len(b), b[1], "z" in b, "a" in b, list(b), [c for c in b], bool(b), bool(Bag([])))
