class Car:
    def __init__(self):
        self.speed = 10
        self.colour = "red"

c = Car()
print(c.speed)
print(c.color)
