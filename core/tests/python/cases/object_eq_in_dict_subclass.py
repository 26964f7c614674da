class D(dict):
    def __hash__(self):
        return 7
    __eq__ = object.__eq__
d = D()
print(hash(d), d == D(), d == d)
