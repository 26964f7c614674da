X = type("X", (), {"a": 1, "f": lambda self: self.a + 1})
print(X, X.__name__, X.a, X().f(), type(X) is type, X.__mro__)


class Base:
    def hello(self):
        return "hello from " + type(self).__name__


Y = type("Y", (Base,), {"__qualname__": "Custom.Y", "b": 2})
print(Y.__qualname__, Y().hello(), Y.b, issubclass(Y, Base), Y.__bases__)


def init(self, v):
    self.v = v


Z = type("Z", (object,), {"__init__": init, "__repr__": lambda self: "Z(%r)" % self.v})
print(Z(3), [Z(1), Z(2)])

try:
    type("W", 5, {})
except TypeError as e:
    print("TypeError:", e)
try:
    type(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(type(type), type(int), type(X), type(len).__name__)
