class Rec:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, Rec) and o.v == self.v
print(Rec(1) == Rec(1))
cache = {Rec(1): "x"}
