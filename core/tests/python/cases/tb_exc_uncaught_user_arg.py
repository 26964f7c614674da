class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


def check(p):
    if p.x < 0:
        raise ValueError(p)


check(Point(1, 2))
check(Point(-1, 5))
