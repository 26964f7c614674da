class C:
    pass
class D:
    __match_args__ = ("v",)
    def __init__(self, v): self.v = v
def kind(x):
    match x:
        case D(v) if v > 0:
            return "positive D"
        case D(v):
            return "D"
        case C(y):
            return "C"
    return "other"
print(kind(D(1)), kind(D(-1)), kind(3))
kind(C())
