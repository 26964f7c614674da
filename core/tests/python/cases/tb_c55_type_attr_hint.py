class Car:
    color = "red"
    def drive(self):
        return "vroom"
print(Car.color)
print(Car().drive())
print(Car.colr)
