"""A mini ORM model layer built from descriptors with __set_name__, validators and change tracking."""


class Field:
    def __init__(self, *, default=None, required=False):
        self.default, self.required = default, required

    def __set_name__(self, owner, name):
        self.name = name
        self.attr = "_f_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.attr, self.default)

    def __set__(self, obj, value):
        value = self.validate(value)
        old = getattr(obj, self.attr, self.default)
        if old != value:
            obj._changes[self.name] = (old, value)
        setattr(obj, self.attr, value)

    def __delete__(self, obj):
        raise AttributeError(f"cannot delete field {self.name!r}")

    def validate(self, value):
        return value


class Integer(Field):
    def __init__(self, *, min=None, max=None, **kw):
        super().__init__(**kw)
        self.min, self.max = min, max

    def validate(self, value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"{self.name} must be int, not {type(value).__name__}")
        if self.min is not None and value < self.min:
            raise ValueError(f"{self.name}={value} is below {self.min}")
        if self.max is not None and value > self.max:
            raise ValueError(f"{self.name}={value} is above {self.max}")
        return value


class String(Field):
    def __init__(self, *, max_len=50, choices=None, **kw):
        super().__init__(**kw)
        self.max_len, self.choices = max_len, choices

    def validate(self, value):
        if not isinstance(value, str):
            raise TypeError(f"{self.name} must be str")
        value = value.strip()
        if len(value) > self.max_len:
            raise ValueError(f"{self.name} longer than {self.max_len}")
        if self.choices and value not in self.choices:
            raise ValueError(f"{self.name} must be one of {sorted(self.choices)}")
        return value


class Model:
    def __init__(self, **kw):
        self._changes = {}
        for name in self._fields:
            if name in kw:
                setattr(self, name, kw.pop(name))
            elif type(self).__dict__[name].required:
                raise TypeError(f"missing required field {name!r}")
        if kw:
            raise TypeError(f"unexpected fields {sorted(kw)}")
        self._changes.clear()

    def __repr__(self):
        return f"{type(self).__name__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self._fields) + ")"

    def dirty(self):
        return dict(self._changes)


class User(Model):
    name = String(required=True, max_len=10)
    age = Integer(min=0, max=150, default=0)
    role = String(choices={"admin", "user"}, default="user")


class readonly_property:
    def __init__(self, fget):
        self.fget = fget
        self.__doc__ = fget.__doc__

    def __get__(self, obj, cls=None):
        return self if obj is None else self.fget(obj)


class Temperature:
    def __init__(self, c):
        self.c = c

    @readonly_property
    def f(self):
        "Fahrenheit."
        return self.c * 9 / 5 + 32


u = User(name="  ada ", age=36)
print(u, u.dirty(), User._fields, type(User.__dict__["age"]).__name__, User.age.min)
u.age = 37
u.role = "admin"
u.name = "ada"
print(u.dirty())
for action in [lambda: setattr(u, "age", -1), lambda: setattr(u, "age", "9"), lambda: setattr(u, "age", True), lambda: setattr(u, "role", "root"),
               lambda: setattr(u, "name", "x" * 11), lambda: delattr(u, "name"), lambda: User(age=3), lambda: User(name="b", email="x")]:
    try:
        action()
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
print(u, User(name="bo"))
t = Temperature(100)
print(t.f, Temperature.f.__doc__, vars(t))
t.f = 5
print(t.f, vars(t))
