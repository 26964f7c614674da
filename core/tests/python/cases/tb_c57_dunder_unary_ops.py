class N:
    def __init__(self, v): self.v = v
    def __neg__(self): return N(-self.v)
    def __abs__(self): return N(abs(self.v))
    def __invert__(self): return N(~self.v)
print((-N(2)).v, abs(N(-3)).v, (~N(0)).v)
print((~N(1.5)).v)
