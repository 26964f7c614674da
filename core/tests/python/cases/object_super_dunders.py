class C:
    def __init__(self, x):
        self.x = x
    def __hash__(self):
        return super().__hash__() * 0 + self.x
    def __eq__(self, o):
        return super().__eq__(o)
    def __repr__(self):
        return "C!" + object.__repr__(self)[:11]
    def __str__(self):
        return "strC"
c = C(5)
print(hash(c), c == c, c == C(5), c.__eq__(1), object.__ne__(c, c))
print(repr(c), str(c), object.__str__(c), object.__format__(c, ""), format(c), f"{c}")
