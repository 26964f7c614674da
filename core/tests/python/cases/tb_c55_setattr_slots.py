class P:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x

p = P(1)
print(p.x)
p.y = 2
