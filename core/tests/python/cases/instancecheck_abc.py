# ABCMeta.register and __subclasshook__ are seen by isinstance/issubclass.
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...


class Square(Shape):
    def area(self):
        return 4


class Circle:
    def area(self):
        return 3


print(isinstance(Square(), Shape), isinstance(Circle(), Shape), issubclass(Circle, Shape))
Shape.register(Circle)
print(isinstance(Circle(), Shape), issubclass(Circle, Shape), issubclass(int, Shape))
Shape.register(int)
print(isinstance(3, Shape), issubclass(int, Shape), isinstance("s", Shape))
print(isinstance(Circle(), (str, Shape)), isinstance(1.5, Shape))


class Sized(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented


class Box:
    def __len__(self):
        return 0


class Empty:
    pass


print(isinstance(Box(), Sized), isinstance(Empty(), Sized), issubclass(Box, Sized))


class Meta(type):
    def __instancecheck__(cls, obj):
        print("check", type(obj).__name__)
        return obj == 42

    def __subclasscheck__(cls, sub):
        return sub is int


class Answer(metaclass=Meta):
    pass


print(isinstance(42, Answer), isinstance(41, Answer), isinstance(Answer(), Answer))
print(issubclass(int, Answer), issubclass(str, Answer))
try:
    issubclass(3, Shape)
except TypeError as e:
    print(e)
