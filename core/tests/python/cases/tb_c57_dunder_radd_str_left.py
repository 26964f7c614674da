class V:
    def __init__(self, x): self.x = x
    def __radd__(self, other):
        return V(other + self.x)
print((1 + V(2)).x)
"s" + V(3)
