class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y

def f(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"y={y}"
        case Point(x, 0):
            return f"x={x}"
        case Point(x, y=1):
            return f"x={x} and y is one"
        case Point(a, b):
            return f"general {a} {b}"

for p in [Point(0, 0), Point(0, 3), Point(4, 0), Point(5, 1), Point(2, 2)]:
    print(f(p))

class P3(Point):
    __match_args__ = ("z",)
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

match P3(1, 2, 3):
    case P3(z, x=x):
        print("z first", z, x)

class Prop:
    __match_args__ = ("area",)
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        print("computing area")
        return self.w * self.h

match Prop(2, 3):
    case Prop(6):
        print("area six")
