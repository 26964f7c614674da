class Store:
    def __init__(self):
        self.data = {"a": [1, 2]}
    def lookup(self, key):
        return self.data

s = Store()
print(s.lookup("a")["a"][1])
print(s.lookup("a")["a"][5])
