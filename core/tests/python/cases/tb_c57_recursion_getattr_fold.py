class Config:
    def __init__(self, parent=None, **values):
        self.parent = parent
        self.values = values
    def get(self, key):
        if key in self.values:
            return self.values[key]
        return self.parent.get(key)

c = Config(color="red")
for i in range(8):
    c = Config(c, level=i)
print(c.get("color"))
print(c.get("level"))
print(c.get("size"))
