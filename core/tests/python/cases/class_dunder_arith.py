class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, o):
        return self.x == o.x and self.y == o.y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
a = Vec(1, 2)
b = Vec(3, 4)
print(a + b, b - a, a * 3, 2 * a, -a, a == Vec(1, 2), a != b)
