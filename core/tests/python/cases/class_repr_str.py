class V:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"V({self.v})"
class W(V):
    def __str__(self):
        return f"<{self.v}>"
print(V(1), [V(2)], repr(V(3)), str(W(4)), [W(5)], f"{W(6)}", f"{V(7)!r}")
