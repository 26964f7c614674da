class Dataset:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError("out of range")
        return i * 10
ds = Dataset(3)
print([x for x in ds], len(ds), ds[2])
