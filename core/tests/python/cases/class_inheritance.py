class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
class Dog(Animal):
    sound = "woof"
class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"
print(Dog("rex").speak(), Puppy("bit").speak(), isinstance(Puppy("x"), Animal), issubclass(Dog, Animal), issubclass(Animal, Dog))
