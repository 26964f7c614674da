class S:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return 3
print(list(S()), tuple(S()), sorted(S(), reverse=True), sum(S()), [x for x in S()])
for i, x in enumerate(S()):
    print(i, x, end=" ")
print()
