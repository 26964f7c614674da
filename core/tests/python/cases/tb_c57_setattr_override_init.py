class Strict:
    allowed = ("x", "y")
    def __init__(self, x, y, z=None):
        self.x = x
        self.y = y
        if z is not None:
            self.z = z
    def __setattr__(self, name, value):
        if name not in self.allowed:
            raise AttributeError(f"cannot set {name!r} on {type(self).__name__}")
        super().__setattr__(name, value)

print(vars(Strict(1, 2)))
Strict(1, 2, 3)
