from functools import cached_property

class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0

    @cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r

c = Circle(2)
print(c.area, c.area, c.computed)
c.r = 10
print(c.area, c.computed)
c.area = 7
print(c.area, c.computed)
d = Circle(1)
print(d.area, c.area, d.computed)

class Data:
    def __init__(self, items):
        self.items = items
    @cached_property
    def total(self):
        print("summing")
        return sum(self.items)
    @cached_property
    def mean(self):
        return self.total / len(self.items)
x = Data([1, 2, 3, 6])
print(x.mean, x.total, x.mean)
y = Data([5])
y.total = 100
print(y.mean, y.total)
