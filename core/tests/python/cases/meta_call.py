class Counted(type):
    def __call__(cls, *args, **kwargs):
        cls.made = getattr(cls, "made", 0) + 1
        print("making", cls.__name__, args, kwargs)
        return super().__call__(*args, **kwargs)


class Point(metaclass=Counted):
    def __init__(self, x, y=0):
        self.x, self.y = x, y


p = Point(1, y=2)
q = Point(3)
print(p.x, p.y, q.x, q.y, Point.made)


class SingletonMeta(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=SingletonMeta):
    def __init__(self):
        print("Config made once")
        self.values = {}


a = Config()
b = Config()
a.values["k"] = 1
print(a is b, b.values)
