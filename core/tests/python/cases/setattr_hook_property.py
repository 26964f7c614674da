# A class's __setattr__ runs before a property's setter; object.__setattr__ then runs the setter.
class A:
    def __init__(self):
        self._v = 0

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, x):
        print("setter", x)
        self._v = x

    def __setattr__(self, name, value):
        print("setattr", name)
        object.__setattr__(self, name, value)


a = A()
a.v = 5
print(a.v)
super(A, a).__setattr__("v", 7)
print(a.v)
