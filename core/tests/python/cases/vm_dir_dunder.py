# dir(obj) calls the class's __dir__ and sorts what it returns; a metaclass's __dir__ answers
# for its classes.
class D:
    def __dir__(self):
        return ["b", "a", "c"]


class T:
    def __dir__(self):
        return ("z", "y")


class G:
    def __dir__(self):
        return (n for n in "qp")


class Bad:
    def __dir__(self):
        return 5


class Meta(type):
    def __dir__(cls):
        return ["m2", "m1"]


class WithMeta(metaclass=Meta):
    pass


class Sub(D):
    pass


print(dir(D()))
print(dir(T()), type(dir(T())).__name__)
print(dir(G()))
print(dir(Sub()))
print(dir(WithMeta))
print("__dir__" in dir(D), "a" in dir(D))
try:
    dir(Bad())
except TypeError as e:
    print(type(e).__name__, e)
