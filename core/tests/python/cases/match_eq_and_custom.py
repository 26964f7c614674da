class Always:
    def __eq__(self, other):
        return True

class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __getattr__(self, name):
        if name == "norm":
            return abs(self.x) + abs(self.y)
        raise AttributeError(name)

match Always():
    case 1:
        print("Always() == 1")

match Vec(3, -4):
    case Vec(norm=7):
        print("norm via __getattr__")

match Vec(1, 1):
    case Vec(missing=1):
        print("no")
    case Vec(x, y):
        print("fallback", x, y)

class Boom:
    @property
    def p(self):
        raise ValueError("boom")

try:
    match Boom():
        case Boom(p=1):
            pass
except ValueError as e:
    print("ValueError propagates:", e)
