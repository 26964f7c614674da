"""Names for built-in types, SimpleNamespace and MappingProxyType (CPython 3.11's types).

The type names are the VM's own classes, taken from objects of each kind (as CPython's module
does), so isinstance checks work: FunctionType/LambdaType, MethodType, BuiltinFunctionType/
BuiltinMethodType, GeneratorType, CoroutineType, AsyncGeneratorType, ModuleType, NoneType,
NotImplementedType, EllipsisType. SimpleNamespace and MappingProxyType are Python classes here.
"""

import sys
import _prelude

__all__ = [
    "FunctionType", "LambdaType", "MethodType", "BuiltinFunctionType", "BuiltinMethodType",
    "GeneratorType", "CoroutineType", "AsyncGeneratorType", "ModuleType", "NoneType",
    "NotImplementedType", "EllipsisType", "GenericAlias", "SimpleNamespace", "MappingProxyType",
    "new_class", "prepare_class", "resolve_bases", "CodeType", "FrameType", "TracebackType",
    "CellType", "UnionType", "WrapperDescriptorType", "MethodWrapperType",
    "MethodDescriptorType", "ClassMethodDescriptorType", "GetSetDescriptorType",
    "MemberDescriptorType", "DynamicClassAttribute", "coroutine",
]


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_coro = _c()
CoroutineType = type(_coro)
_coro.close()
del _coro


async def _ag():
    yield 1


AsyncGeneratorType = type(_ag())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(sys)
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)
GenericAlias = type(list[int])
UnionType = type(int | str)
# The descriptor types are the VM's own classes of what CPython's module takes them from (the VM
# gives `builtin_function_or_method` for most: isinstance answers as it does for those objects).
WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__str__)
MethodDescriptorType = type(str.join)
ClassMethodDescriptorType = type(dict.fromkeys)


class _Slotted:
    __slots__ = ("slot",)


MemberDescriptorType = type(_Slotted.slot)
# (The VM has no getset descriptors of its own: its attributes of that kind are members.)
GetSetDescriptorType = MemberDescriptorType


def _kind_instancecheck(cls, obj):
    # (The VM's namespaces have no __name__; their repr names them. A function's `__code__`
    # and `compile`'s result are the VM's own class `code`.)
    t = type(obj)
    return t is cls or (t is ModuleType and repr(obj) == "<module '" + cls.__name__ + "'>") or (
        t.__name__ == cls.__name__ and t.__module__ == "builtins")


class _VMKind(type):
    # The VM's code, frame and cell objects are namespaces (modules named `code`, `frame`,
    # `cell`): the classes below answer isinstance for them as for their own instances.
    def __instancecheck__(cls, obj):
        return _kind_instancecheck(cls, obj)

    def __subclasscheck__(cls, sub):
        return sub is cls

    def __repr__(cls):
        return "<class '" + cls.__name__ + "'>"


class code(metaclass=_VMKind):
    """A code object: the VM's are namespaces; this class's instances are the code of a finished
    traceback's frames (co_name, co_qualname, co_filename only)."""

    def __init__(self, *args, **kwargs):
        if args or kwargs or not hasattr(self, "co_name"):
            raise NotImplementedError("types.CodeType: the playground cannot make code objects")

    def __repr__(self):
        return '<code object %s at %#x, file "%s">' % (self.co_name, id(self), self.co_filename)


def _code(name, filename):
    c = CodeType.__new__(CodeType)
    c.co_name = c.co_qualname = name
    c.co_filename = filename
    return c


class frame(metaclass=_VMKind):
    """A frame: the VM's live frames (`sys._getframe`) are namespaces; this class's instances
    are the frames of a finished traceback, which keep no globals or locals."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'frame' instances")

    f_trace = None
    f_lasti = -1

    def _gone(name):
        def get(self):
            raise NotImplementedError("frame.%s: the playground keeps no globals or locals for "
                                      "a finished traceback's frames" % name)
        return property(get)

    f_globals, f_locals, f_builtins = map(_gone, ("f_globals", "f_locals", "f_builtins"))
    del _gone

    def clear(self):
        pass

    def __repr__(self):
        return "<frame at %#x, file '%s', line %d, code %s>" % (
            id(self), self.f_code.co_filename, self.f_lineno, self.f_code.co_name)


def _frame(code, lineno, back):
    f = object.__new__(FrameType)
    f.f_code = code
    f.f_lineno = lineno
    f.f_back = back
    return f


_missing = object()


def _as_int(n):
    if isinstance(n, int):
        return int(n)
    if hasattr(type(n), "__index__"):
        return type(n).__index__(n)
    raise TypeError(f"'{type(n).__name__}' object cannot be interpreted as an integer")


class traceback:
    """A traceback entry, as CPython's TracebackType(tb_next, tb_frame, tb_lasti, tb_lineno).
    The VM's exceptions keep their traceback natively (`exc.__traceback__` reads it): the
    `traceback` module and `sys.exc_info()` make these from it."""

    def __init__(self, tb_next=_missing, tb_frame=_missing, tb_lasti=_missing,
                 tb_lineno=_missing):
        given = (tb_next, tb_frame, tb_lasti, tb_lineno)
        for pos, name in enumerate(("tb_next", "tb_frame", "tb_lasti", "tb_lineno")):
            if given[pos] is _missing:
                raise TypeError(f"TracebackType() missing required argument '{name}' "
                                f"(pos {pos + 1})")
        if tb_next is not None and not isinstance(tb_next, TracebackType):
            raise TypeError("expected traceback object or None, got '%s'"
                            % type(tb_next).__name__)
        if not isinstance(tb_frame, FrameType):
            raise TypeError("TracebackType() argument 'tb_frame' must be frame, not %s"
                            % type(tb_frame).__name__)
        self.tb_next = tb_next
        self.tb_frame = tb_frame
        self.tb_lasti = _as_int(tb_lasti)
        self.tb_lineno = _as_int(tb_lineno)

    def __repr__(self):
        return "<traceback object at %#x>" % id(self)


traceback.__module__ = "builtins"
CodeType = code
FrameType = frame
TracebackType = traceback
# (Only the *Type names are the module's, as in CPython.)
del code, frame, traceback


def _cell_of(*value):
    # A real closure cell, empty when no value is given.
    if value:
        x = value[0]

    def inner():
        return x

    return inner.__closure__[0]


# The prelude's `cell`, what `f.__closure__` holds.
CellType = type(_cell_of(None))

del sys, _f, _g, _c, _ag, _C, _Slotted


class SimpleNamespace:
    """A plain attribute holder: SimpleNamespace(**kwargs), with a readable repr and equality."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        active = _repr_active
        key = id(self)
        if key in active:
            return name + "(...)"
        active.add(key)
        try:
            parts = ["%s=%r" % (k, v) for k, v in self.__dict__.items()]
        finally:
            active.discard(key)
        return "%s(%s)" % (name, ", ".join(parts))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None

    def __reduce__(self):
        return (type(self), (), self.__dict__)


_repr_active = set()


# The class of a class's `__dict__` (the VM makes them through `_prelude`).
mappingproxy = _prelude.mappingproxy


# CPython's class is named mappingproxy (its type errors and repr say so).
MappingProxyType = mappingproxy


def resolve_bases(bases):
    """bases with each non-class that has __mro_entries__ replaced by what it returns."""
    new_bases = list(bases)
    updated = False
    shift = 0
    for i, base in enumerate(bases):
        if isinstance(base, type) or not hasattr(base, "__mro_entries__"):
            continue
        new_base = base.__mro_entries__(bases)
        updated = True
        if not isinstance(new_base, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new_bases[i + shift:i + shift + 1] = new_base
        shift += len(new_base) - 1
    if not updated:
        return bases
    return tuple(new_bases)


def _calculate_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class must be a "
                        "(non-strict) subclass of the metaclasses of all its bases")
    return winner


def prepare_class(name, bases=(), kwds=None):
    """(metaclass, namespace, remaining keywords) for a class statement's header."""
    kwds = {} if kwds is None else dict(kwds)
    if "metaclass" in kwds:
        meta = kwds.pop("metaclass")
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    if hasattr(meta, "__prepare__"):
        ns = meta.__prepare__(name, bases, **kwds)
    else:
        ns = {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class as a class statement would: exec_body(ns) fills its namespace."""
    resolved_bases = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved_bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved_bases is not bases:
        ns["__orig_bases__"] = bases
    return meta(name, resolved_bases, ns, **kwds)


class DynamicClassAttribute:
    """A property whose class-level access raises AttributeError, so the class's metaclass
    `__getattr__` answers instead (enum's members named like a property)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, "__doc__", None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, "__isabstractmethod__", False))

    def __set_name__(self, owner, name):
        self._name = name

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            # CPython's attribute lookup then asks the metaclass's __getattr__; the VM's does
            # not, so it is asked here.
            name = getattr(self, "_name", None)
            meta_getattr = getattr(type(ownerclass), "__getattr__", None)
            if name is not None and meta_getattr is not None:
                return meta_getattr(ownerclass, name)
            raise AttributeError()
        if self.fget is None:
            raise AttributeError("unreadable attribute")
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def _copy(self, fget, fset, fdel):
        doc = getattr(fget, "__doc__", None) if self.overwrite_doc else self.__doc__
        result = type(self)(fget, fset, fdel, doc)
        result.overwrite_doc = self.overwrite_doc
        return result

    def getter(self, fget):
        return self._copy(fget, self.fset, self.fdel)

    def setter(self, fset):
        return self._copy(self.fget, fset, self.fdel)

    def deleter(self, fdel):
        return self._copy(self.fget, self.fset, fdel)


class _GeneratorWrapper:
    # A generator made awaitable by types.coroutine (CPython flags the generator's code
    # instead; the VM's await wants an __await__).
    def __init__(self, gen):
        self.__wrapped = gen
        self.__name__ = getattr(gen, "__name__", None)
        self.__qualname__ = getattr(gen, "__qualname__", None)

    def send(self, val):
        return self.__wrapped.send(val)

    def throw(self, *args):
        return self.__wrapped.throw(*args)

    def close(self):
        return self.__wrapped.close()

    @property
    def gi_frame(self):
        return self.__wrapped.gi_frame

    @property
    def gi_running(self):
        return self.__wrapped.gi_running

    @property
    def gi_yieldfrom(self):
        return self.__wrapped.gi_yieldfrom

    cr_frame = gi_frame
    cr_running = gi_running
    cr_await = gi_yieldfrom

    def __next__(self):
        return next(self.__wrapped)

    def __iter__(self):
        return self.__wrapped

    __await__ = __iter__


def coroutine(func):
    """Makes a generator function usable with `await` (a function returning a generator:
    its generators are wrapped to be awaitable)."""
    if not callable(func):
        raise TypeError("types.coroutine() expects a callable")
    import functools

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        coro = func(*args, **kwargs)
        if isinstance(coro, GeneratorType):
            return _GeneratorWrapper(coro)
        return coro

    return wrapped
