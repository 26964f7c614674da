class Seq:
    def __init__(self, d): self.d = d
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Seq(self.d[i])
        return self.d[i]
    def __len__(self): return len(self.d)
s = Seq([1, 2, 3])
print(s[1:].d, s[-1], 2 in s)
print("x" in Seq([1, None]))
print(s[5])
