class Shape:
    def __init__(self, sides):
        if sides < 3:
            raise ValueError(f"a shape needs at least 3 sides, got {sides}")
        self.sides = sides

class Polygon(Shape):
    def __init__(self, sides, name):
        super().__init__(sides)
        self.name = name

class Line(Polygon):
    def __init__(self):
        super().__init__(2, "line")

print(Polygon(4, "square").sides)
Line()
