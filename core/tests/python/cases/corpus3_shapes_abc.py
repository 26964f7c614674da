from abc import ABC, abstractmethod
import math

class Shape(ABC):
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self): ...

    @abstractmethod
    def perimeter(self): ...

    def describe(self):
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r

class Rect(Shape):
    def __init__(self, w, h, name="rect"):
        super().__init__(name)
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s, name="square")
    def describe(self):
        return super().describe() + f" side={self.w}"

try:
    Shape("x")
except TypeError as e:
    print("TypeError:", e)

class Half(Shape):
    def area(self):
        return 0
try:
    Half("h")
except TypeError as e:
    print("TypeError:", e)

shapes = [Circle(1.5), Rect(2, 5), Square(3), Circle(0.5)]
for s in sorted(shapes):
    print(s.describe())
print(Shape.count, [type(s).__name__ for s in shapes])
print(isinstance(shapes[2], Rect), Square.__bases__, Square.__mro__)
print(max(shapes).name, min(shapes, key=lambda s: s.perimeter()).name)
print(sorted(Shape.__abstractmethods__))
