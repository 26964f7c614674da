import math


class Base:
    kind = "base"

    def hello(self):
        return "hi"


class Point(Base):
    """A point."""

    dims = 2

    def __init__(self, x, y):
        self.x, self.y = x, y

    def norm(self):
        return math.hypot(self.x, self.y)


p = Point(3, 4)
print([n for n in dir(p) if not n.startswith("_")])
print([n for n in dir(Point) if not n.startswith("_")])
print(dir(p) == sorted(dir(p)), "x" in dir(p), "__init__" in dir(p), "__class__" in dir(p))
print([n for n in dir(math) if n in ("pi", "sqrt", "floor")])
