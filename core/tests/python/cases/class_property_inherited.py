class Shape:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
class Square(Shape):
    def __init__(self, s):
        super().__init__(s, s)
print(Square(3).area, Shape(2, 5).area)
