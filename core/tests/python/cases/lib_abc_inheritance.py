# ABCs deep in a hierarchy, with mixins, __init__ chains and dataclasses.
from abc import ABC, abstractmethod
from dataclasses import dataclass


class Animal(ABC):
    def __init__(self, name):
        self.name = name

    @abstractmethod
    def sound(self):
        ...

    def speak(self):
        return "%s says %s" % (self.name, self.sound())


class Mammal(Animal):
    def __init__(self, name, legs=4):
        super().__init__(name)
        self.legs = legs


class Dog(Mammal):
    def sound(self):
        return "woof"


class Puppy(Dog):
    def __init__(self, name):
        super().__init__(name, legs=4)
        self.young = True

    def sound(self):
        return "yip"


for cls in (Animal, Mammal):
    try:
        cls("x")
    except TypeError as e:
        print("TypeError:", e)
d = Dog("rex")
p = Puppy("bit")
print(d.speak(), d.legs, p.speak(), p.young, p.legs, isinstance(p, Animal))
print([type(a).__name__ for a in (d, p)], Dog("a", legs=3).legs)


class Loggable:
    def log(self):
        return "log:" + self.describe()


class Describable(ABC):
    @abstractmethod
    def describe(self):
        ...


class Thing(Loggable, Describable):
    def describe(self):
        return "thing"


class Broken(Loggable, Describable):
    pass


print(Thing().log(), isinstance(Thing(), Loggable), isinstance(Thing(), Describable))
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Model(ABC):
    name: str
    size: int = 1

    @abstractmethod
    def forward(self, x):
        ...


@dataclass
class Linear(Model):
    scale: int = 2

    def forward(self, x):
        return x * self.scale * self.size


try:
    Model("m")
except TypeError as e:
    print("TypeError:", e)
lin = Linear("lin", 3)
print(lin, lin.forward(5), lin == Linear("lin", 3), Linear("l", scale=10).forward(1))
try:
    Linear()
except TypeError as e:
    print("TypeError:", e)


class Counter(ABC):
    instances = 0

    def __init__(self):
        Counter.instances += 1

    @abstractmethod
    def value(self):
        ...


class One(Counter):
    def value(self):
        return 1


ones = [One() for _ in range(3)]
print(Counter.instances, sum(o.value() for o in ones))


class Redeclared(Dog):
    @abstractmethod
    def sound(self):
        ...


try:
    Redeclared("r")
except TypeError as e:
    print("TypeError:", e)
import copy

pc = copy.deepcopy(p)
print(type(pc).__name__, pc.name, pc.young, pc.speak(), copy.copy(lin) == lin)
Broken()
