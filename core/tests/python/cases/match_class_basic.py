class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x=x, y=0):
            return f"on x axis at {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(1, 1), (0, 0), None]:
    print(where(p))

class Sub(Point):
    pass

print(where(Sub(0, 7)))

class Partial:
    pass
pp = Partial()
pp.x = 0
match pp:
    case Partial(x=0, y=_):
        print("has y?")
    case Partial(x=0):
        print("only x")
