# __getattribute__ on a user class: every lookup goes through it; object.__getattribute__ and
# super().__getattribute__ do the ordinary lookup; __getattr__ runs when it raises AttributeError.
class Logged:
    def __init__(self):
        self.x = 1

    def method(self):
        return "method"

    def __getattribute__(self, name):
        print("get", name)
        return object.__getattribute__(self, name)


o = Logged()
print(o.x)
print(o.method())
m = o.method
print(m())
try:
    o.missing
except AttributeError as e:
    print("AttributeError:", e)


class Upper:
    def __getattribute__(self, name):
        if name.startswith("up_"):
            return name[3:].upper()
        return super().__getattribute__(name)

    def __getattr__(self, name):
        return f"fallback {name}"


u = Upper()
u.a = 5
print(u.up_hello, u.a, u.nothing)
print(getattr(u, "up_x"), getattr(u, "zzz"), hasattr(u, "anything"))


class Strict:
    def __getattribute__(self, name):
        raise AttributeError(f"no {name} here")


s = Strict()
print(hasattr(s, "x"), getattr(s, "x", "default"))
try:
    s.y
except AttributeError as e:
    print(e)


class Base:
    def __getattribute__(self, name):
        if name == "magic":
            return 42
        return object.__getattribute__(self, name)


class Child(Base):
    def __init__(self):
        self.v = "v"


c = Child()
print(c.magic, c.v, type(c).__name__)
try:
    c.nope
except AttributeError as e:
    print(e)


class Other(Base):
    def __getattr__(self, name):
        raise KeyError(name)


try:
    Other().absent
except KeyError as e:
    print("KeyError", e)
