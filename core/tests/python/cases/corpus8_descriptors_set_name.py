# Data and non-data descriptors, __set_name__, __delete__, instance dict shadowing.
class Desc:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = "_" + name
    def __get__(self, obj, typ=None):
        if obj is None:
            return "class-access"
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, v): setattr(obj, self.name, v * 2)
    def __delete__(self, obj):
        print("delete")
        delattr(obj, self.name)


class A:
    x = Desc()
    y = Desc()


a = A()
print(a.x, A.x)
a.x = 5
print(a.x, a.__dict__)
del a.x
print(a.x)
a.__dict__["x"] = "shadow?"
print(a.x)


class ND:
    def __get__(self, obj, typ=None): return "nd"


class B:
    z = ND()


b = B()
print(b.z)
b.__dict__["z"] = "inst"
print(b.z, B.z)
b.z = "set"
print(b.z, vars(b))


class Late:
    pass


d = Desc()
Late.w = d
print(getattr(d, "name", "no set_name for late assignment"))
