import inspect
import functools


def greet(name, greeting="Hello", *args, punct="!", **kwargs) -> str:
    """Greets someone."""
    return f"{greeting}, {name}{punct}"


class Shape:
    """Base shape."""
    sides = 0

    def __init__(self, name):
        self.name = name

    def area(self):
        raise NotImplementedError

    @classmethod
    def make(cls, *a):
        return cls(*a)

    @staticmethod
    def helper(x):
        return x

    @property
    def label(self):
        return self.name.upper()


class Square(Shape):
    sides = 4

    def __init__(self, side):
        super().__init__("square")
        self.side = side

    def area(self):
        return self.side ** 2


sig = inspect.signature(greet)
print(sig)
for p in sig.parameters.values():
    print(f"  {p.name:<9} {str(p.kind):<22} default={p.default!r}")
print(sig.return_annotation, greet.__annotations__)
b = sig.bind("Ann", punct="?")
b.apply_defaults()
print(b.arguments)
print(greet.__name__, greet.__qualname__, greet.__doc__, greet.__defaults__, greet.__kwdefaults__)
print(greet.__code__.co_argcount, greet.__code__.co_varnames[:4], greet.__code__.co_kwonlyargcount)

sq = Square.make(3)
print(type(sq).__name__, type(sq).__mro__)
print(isinstance(sq, Shape), issubclass(Square, Shape), Square.__bases__, Shape.__subclasses__())
print(sorted(vars(sq)), sq.__dict__)
print([n for n in dir(sq) if not n.startswith("_")])
print(hasattr(sq, "label"), getattr(sq, "missing", "default"), sq.label)
print(inspect.isclass(Square), inspect.isfunction(Square.area), inspect.ismethod(sq.area), inspect.ismethod(Square.make))
print(inspect.getdoc(Square), inspect.getdoc(Shape))
print(type(Shape.__dict__["make"]).__name__, type(Shape.__dict__["helper"]).__name__, type(Shape.__dict__["label"]).__name__)
print(sq.area.__self__ is sq, sq.area.__func__ is Square.area, Square.area.__qualname__)
members = inspect.getmembers(Square, predicate=inspect.isfunction)
print([m[0] for m in members])
setattr(sq, "color", "red")
print(sq.color, sq.__dict__)
delattr(sq, "color")
print("color" in vars(sq))
print(callable(sq), callable(Square), callable(sq.area), callable(None))
print(Square.__name__, Square.__qualname__, Square.__module__, Square.__doc__)


def make_counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count
    return inc


c = make_counter()
c(); c()
print(c.__closure__[0].cell_contents, c.__code__.co_freevars, c.__qualname__)
p = functools.partial(greet, greeting="Hi")
print(p("Bo"), p.func is greet, p.args, p.keywords)
print(inspect.signature(p))
print(inspect.signature(Square))
print(inspect.signature(Square.area), inspect.signature(sq.area))
print(inspect.signature(lambda a, /, b, *, c=3: None))
print(type(None).__name__, type(print).__name__, type(len), type(greet), type(sq.area))
print(id(sq) == id(sq), sq is not Square(3), type(type), type.__name__)
x = 5
print(eval("x + 1"), eval("a*b", {"a": 2, "b": 3}))
ns = {}
exec("def f(y):\n    return y * 2\nz = f(21)", ns)
print(ns["z"], sorted(k for k in ns if k != "__builtins__"))
print(globals()["x"], "greet" in globals(), sorted(locals().keys())[:3])
