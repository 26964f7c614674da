"""Abstract Base Classes (CPython's abc).

ABC, abstractmethod, abstractproperty, abstractclassmethod, abstractstaticmethod,
update_abstractmethods, get_cache_token. Instantiating a class derived from ABC that leaves an
abstract method unimplemented raises CPython's TypeError.

VM notes: the VM has no metaclasses, so ABCMeta cannot be used (`metaclass=` is a syntax error
and calling ABCMeta raises NotImplementedError): derive from ABC. Virtual subclasses
(`register`, `__subclasshook__`) would need ABCMeta's __instancecheck__, so register raises
NotImplementedError. The check runs in ABC.__new__, which makes the instance itself (the VM has no
object.__new__) and calls __init__ (the VM does not after a Python __new__). A class's
__abstractmethods__ is computed when its first instance is made, not when the class is made.
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
    if not hasattr(cls, "__abstractmethods__") and not issubclass(cls, ABC):
        return cls
    setattr(cls, "__abstractmethods__", _compute_abstracts(cls))
    return cls


def _abstracts(cls):
    cached = cls.__dict__.get("__abstractmethods__")
    if cached is None:
        cached = _compute_abstracts(cls)
        setattr(cls, "__abstractmethods__", cached)
    return cached


def _noop_init(self, *args, **kwargs):
    pass


_ABSENT = object()


def _new_bare(cls, owner):
    # An instance of cls made without running any __init__ and without owner.__new__ (this
    # __new__), since the VM has no object.__new__: both are set aside for one call of cls().
    saved_new = owner.__dict__["__new__"]
    own_init = cls.__dict__.get("__init__", _ABSENT)
    delattr(owner, "__new__")
    setattr(cls, "__init__", _noop_init)
    try:
        return cls()
    finally:
        if own_init is _ABSENT:
            delattr(cls, "__init__")
        else:
            setattr(cls, "__init__", own_init)
        setattr(owner, "__new__", saved_new)


class ABC:
    """Helper class that provides a standard way to create an ABC using inheritance."""

    def __new__(cls, *args, **kwargs):
        abstracts = _abstracts(cls)
        if abstracts:
            names = sorted(abstracts)
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, "" if len(names) == 1 else "s",
                               ", ".join(names)))
        obj = _new_bare(cls, ABC)
        obj.__init__(*args, **kwargs)
        return obj

    @classmethod
    def register(cls, subclass):
        raise NotImplementedError(
            "ABC.register: virtual subclasses need ABCMeta's __instancecheck__, and the VM has "
            "no metaclasses")


class ABCMeta:
    """Metaclass for defining Abstract Base Classes: not usable in the VM (no metaclasses)."""

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError("ABCMeta: the VM has no metaclasses; derive from abc.ABC")


def get_cache_token():
    """Returns the current ABC cache token (virtual subclasses are not supported: always 0)."""
    return 0
