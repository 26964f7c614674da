class E:
    def __getitem__(self, i):
        if i == 2:
            raise ValueError("boom")
        return i
for v in E():
    print(v)
