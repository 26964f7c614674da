class V:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.v == o.v
print(object.__ne__(V(1), V(1)), object.__ne__(V(1), V(2)), object.__ne__(V(1), 3))
print(V(1) != V(1), V(1) != V(2), V(1) != 3)
