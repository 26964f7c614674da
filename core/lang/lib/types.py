"""Names for built-in types, SimpleNamespace and MappingProxyType (CPython 3.11's types).

The type names are the VM's own classes, taken from objects of each kind (as CPython's module
does), so isinstance checks work: FunctionType/LambdaType, MethodType, BuiltinFunctionType/
BuiltinMethodType, GeneratorType, CoroutineType, AsyncGeneratorType, ModuleType, NoneType,
NotImplementedType, EllipsisType. SimpleNamespace and MappingProxyType are Python classes here.
"""

import sys

__all__ = [
    "FunctionType", "LambdaType", "MethodType", "BuiltinFunctionType", "BuiltinMethodType",
    "GeneratorType", "CoroutineType", "AsyncGeneratorType", "ModuleType", "NoneType",
    "NotImplementedType", "EllipsisType", "GenericAlias", "SimpleNamespace", "MappingProxyType",
    "new_class", "prepare_class", "resolve_bases",
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

del sys, _f, _g, _c, _ag, _C


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


class mappingproxy:
    """A read-only view of a mapping: reads go to the mapping, writes are refused."""

    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__") \
                or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not %s"
                            % type(mapping).__name__)
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        return self._mapping == other

    def __ne__(self, other):
        return not self == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        if not isinstance(other, dict):
            return NotImplemented
        return self._mapping | other

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    __hash__ = None

    def __repr__(self):
        return "mappingproxy(%r)" % (self._mapping,)

    def __str__(self):
        return str(self._mapping)


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
