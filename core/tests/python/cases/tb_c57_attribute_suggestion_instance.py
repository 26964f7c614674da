class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height
    def area(self):
        return self.width * self.heigth

print(Rectangle(2, 3).width)
Rectangle(2, 3).area()
