"""Abstract Base Classes (CPython's abc).

ABC, abstractmethod, abstractproperty, abstractclassmethod, abstractstaticmethod,
update_abstractmethods, get_cache_token. Instantiating a class derived from ABC that leaves an
abstract method unimplemented raises CPython's TypeError.

ABCMeta is a metaclass (`class A(metaclass=ABCMeta)`, or derive from ABC); it computes
`__abstractmethods__` when the class is made, and the VM refuses to instantiate a class of a
metaclass whose `__abstractmethods__` is not empty, as CPython's object.__new__ does.

isinstance/issubclass call ABCMeta's `__instancecheck__`/`__subclasscheck__`, which consult
`__subclasshook__` and the classes `register`ed. VM note: the VM keeps no `__subclasses__()`, so
a class registered with a subclass of an ABC is not seen as the ABC's (CPython's is).
"""

__all__ = [
    "ABC", "ABCMeta", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
    "abstractproperty", "get_cache_token", "update_abstractmethods",
]


def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def abstractclassmethod(callable):
    """A classmethod that is also abstract (deprecated: use classmethod with abstractmethod)."""
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    """A staticmethod that is also abstract (deprecated)."""
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    """A property that is also abstract (deprecated: use property with abstractmethod).

    In the VM this returns a property (property cannot be subclassed) whose getter is abstract.
    """
    if fget is None:
        def fget(self):
            raise AttributeError("unreadable attribute")
    fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(value):
    if isinstance(value, property):
        for attr in ("fget", "fset", "fdel"):
            part = getattr(value, attr, None)
            if part is not None and getattr(part, "__isabstractmethod__", False) is True:
                return True
        return False
    func = getattr(value, "__func__", value)
    return getattr(func, "__isabstractmethod__", False) is True


def _class_attr(cls, name):
    # The attribute as the class's own __dict__ (or its nearest base's) holds it; a
    # classmethod's is read through the class, as the VM's classmethod hides its function.
    for klass in cls.__mro__:
        d = klass.__dict__
        if name in d:
            value = d[name]
            if type(value).__name__ in ("classmethod", "staticmethod"):
                return getattr(cls, name)
            return value
    return None


def _compute_abstracts(cls):
    names = set()
    for klass in cls.__mro__:
        for name in klass.__dict__:
            if name not in names and _is_abstract(_class_attr(cls, name)):
                names.add(name)
    return frozenset(names)


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    cls.__abstractmethods__ = _compute_abstracts(cls)
    return cls


def _is_class(c):
    # What the built-in issubclass takes as a class: the VM's built-in types and a host's classes
    # (`torch.Tensor`) are no instances of `type`, so `isinstance(c, type)` alone would refuse them.
    try:
        issubclass(c, object)
    except TypeError:
        return False
    return True


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes: a class with abstract methods left cannot
    be instantiated, and `register` records virtual subclasses."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        if not isinstance(subclass, type) and type(subclass) is not type:
            raise TypeError("Can only register classes")
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        """Override for isinstance(instance, cls)."""
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        """Override for issubclass(subclass, cls): real inheritance, `__subclasshook__`, then
        the classes registered with this ABC (and with its subclasses' registries)."""
        if not _is_class(subclass):
            raise TypeError("issubclass() arg 1 must be a class")
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        if cls in getattr(subclass, "__mro__", ()):
            return True
        for rcls in cls._abc_registry:
            if subclass is rcls or issubclass(subclass, rcls):
                return True
        for scls in cls.__subclasses__():
            if subclass is scls or issubclass(subclass, scls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print("Class: %s.%s" % (cls.__module__, cls.__qualname__), file=file)
        print("Inv. counter: 0", file=file)
        print("_abc_registry: %r" % (cls._abc_registry,), file=file)


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using inheritance."""

    __slots__ = ()


def get_cache_token():
    """Returns the current ABC cache token (virtual subclasses are not consulted: always 0)."""
    return 0
