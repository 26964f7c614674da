class R:
    def __index__(self): return 3
    def __round__(self, n=None): return "r" + n
print(list(range(R())), [1, 2, 3, 4][R()])
round(R(), 2)
