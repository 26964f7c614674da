class Scale:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x * self.k
s = Scale(3)
print(s(5), list(map(s, [1, 2])), callable(s), callable(3))
