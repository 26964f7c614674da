class Counter:
    def __init__(self):
        self.count = 0
    def inc(self):
        count += 1
c = Counter()
print(c.count)
class Box:
    def __init__(self):
        self.width = 1
    def area(self):
        return width * 2
Box().area()
