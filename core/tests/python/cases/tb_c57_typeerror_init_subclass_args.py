class Animal:
    def __init__(self, name):
        self.name = name

class Dog(Animal):
    pass

print(Dog("rex").name)
Dog("rex", "brown")
