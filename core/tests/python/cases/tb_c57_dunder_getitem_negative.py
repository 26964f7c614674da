class Ring:
    def __init__(self, items):
        self.items = items
    def __getitem__(self, i):
        if not self.items:
            raise IndexError("ring is empty")
        return self.items[i % len(self.items)]

r = Ring([1, 2, 3])
print(r[4], r[-1])
print(Ring([])[0])
