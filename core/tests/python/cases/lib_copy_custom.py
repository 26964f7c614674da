import copy

class Base:
    def __init__(self, a):
        self.a = a

class Child(Base):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
        print("Child.__init__ ran")

c = Child([1], {"k": "v"})
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
print(type(c2).__name__, c2.a is c.a, c2.b is c.b)
print(type(c3).__name__, c3.a == c.a, c3.a is c.a, c3.b == c.b)
print(isinstance(c3, Base))

class Slotted:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
s = Slotted([1], 2)
s2 = copy.deepcopy(s)
print(s2.x, s2.y, s2.x is s.x)

class Registry:
    instances = []
    def __init__(self, name):
        self.name = name
        Registry.instances.append(name)
r = Registry("first")
r2 = copy.copy(r)
r3 = copy.deepcopy(r)
print(Registry.instances, r2.name, r3.name)

class WithCopy:
    def __init__(self, items):
        self.items = items
    def __copy__(self):
        return WithCopy(list(self.items))
    def __deepcopy__(self, memo):
        print("deepcopy memo has", len(memo), "entries")
        return WithCopy([copy.deepcopy(i, memo) for i in self.items])
w = WithCopy([[1], [2]])
w2 = copy.copy(w)
print(w2.items == w.items, w2.items is w.items, w2.items[0] is w.items[0])
w3 = copy.deepcopy({"one": w, "two": w})
print(w3["one"] is w3["two"], w3["one"].items[0] is w.items[0])

class Err(Exception):
    def __init__(self, msg, code):
        super().__init__(msg, code)
        self.code = code
e = Err("failed", 42)
e2 = copy.copy(e)
e3 = copy.deepcopy(e)
print(type(e2).__name__, e2.args, e2.code, e3.args, e3.code)

config = {"db": {"host": "localhost", "ports": [5432, 5433]}, "debug": False}
test_config = copy.deepcopy(config)
test_config["db"]["ports"].append(9999)
test_config["debug"] = True
print(config)
print(test_config)
matrix = [[0] * 3] * 2
m2 = copy.deepcopy(matrix)
m2[0][0] = 1
print(matrix, m2)
print(copy.copy([]) == [], copy.deepcopy({}) == {}, copy.deepcopy(()) == ())
