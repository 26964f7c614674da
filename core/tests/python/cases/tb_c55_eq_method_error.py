class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        return self.k == other.k
    def __hash__(self):
        return hash(self.k)

keys = [Key(1), Key(2)]
print(Key(1) in keys)
print(3 in keys)
