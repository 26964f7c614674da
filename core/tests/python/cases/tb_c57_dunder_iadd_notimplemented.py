class Acc:
    def __init__(self): self.items = []
    def __iadd__(self, other):
        if not isinstance(other, list):
            return NotImplemented
        self.items += other
        return self
a = Acc()
a += [1]
print(a.items)
a += 5
