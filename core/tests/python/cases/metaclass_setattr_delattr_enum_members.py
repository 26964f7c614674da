class Meta(type):
    def __setattr__(cls, name, value):
        print("set", cls.__name__, name, value)
        super().__setattr__(name, value)
    def __delattr__(cls, name):
        print("del", cls.__name__, name)
        super().__delattr__(name)
class A(metaclass=Meta):
    x = 1
A.y = 2
print(A.y)
del A.y
print(hasattr(A, "y"))
a = A()
a.z = 3
print(a.z)
class Frozen(type):
    def __setattr__(cls, name, value):
        raise AttributeError(f"{cls.__name__} is frozen")
class F(metaclass=Frozen):
    k = 1
try:
    F.k = 2
except AttributeError as e:
    print("AttributeError", e)
print(F.k)
import enum
class Weekday(enum.Enum):
    MON = 1
    TUE = 2
try:
    Weekday.MON = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    del Weekday.TUE
except AttributeError as e:
    print("AttributeError", e)
print(list(Weekday))
Weekday.extra = 7
print(Weekday.extra)
