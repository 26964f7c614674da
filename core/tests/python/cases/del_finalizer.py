class A:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


class B(A):
    pass


a = A("a")
del a
print("after del")
b = A("b")
b = A("b2")
print("after rebind")


def f():
    x = B("local")
    print("in f")


f()
print("after f")
xs = [A("l1"), A("l2")]
xs.pop()
print("popped")
xs = None
print("list gone")


class E:
    def __del__(self):
        print("E del")
        raise ValueError("in del")


e = E()
e = None
print("after E")
keep = A("kept")
_private = A("private")
last = B("last")
print("end")
