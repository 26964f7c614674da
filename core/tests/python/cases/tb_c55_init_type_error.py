class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Segment:
    def __init__(self, a, b):
        self.a = Point(*a)
        self.b = Point(*b)

s = Segment((0, 0), (1, 1))
print(s.b.x)
s2 = Segment((0, 0), (1, 2, 3))
