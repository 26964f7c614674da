class Interface(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        required = set()
        for b in bases:
            required |= getattr(b, "required", set())
        required |= {k for k, v in ns.items() if getattr(v, "is_required", False)}
        cls.required = required
        missing = [r for r in sorted(required) if getattr(cls, r, None) is None or getattr(getattr(cls, r), "is_required", False)]
        cls.complete = not missing
        return cls


def required(f):
    f.is_required = True
    return f


class Shape(metaclass=Interface):
    @required
    def area(self):
        ...


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2


print(Shape.complete, Square.complete, sorted(Square.required), Square(3).area())
print(Interface.__name__, Square.__class__.__name__, type(Square).__mro__)
