class Base:
    def __init__(self, name):
        self.name = name

class Child(Base):
    def __init__(self, name, age):
        super().__init__(name, age)
        self.age = age

print(Base("b").name)
Child("c", 3)
