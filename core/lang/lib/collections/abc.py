"""Abstract base classes for containers (CPython's collections.abc), as plain base classes.

A class that derives from one of these and defines its abstract methods gets the mixin methods:
Mapping's get/keys/items/values/__contains__/__eq__, MutableMapping's pop/popitem/clear/update/
setdefault, Sequence's __iter__/__contains__/__reversed__/index/count, MutableSequence's
append/extend/pop/remove/reverse/clear/__iadd__, Set's comparisons and `& | - ^`/isdisjoint,
MutableSet's add-based forms, Iterator's __iter__, Generator's __next__/close, the views.
The abstract methods, where one is called, do what CPython's do (Sized.__len__ answers 0,
Sequence.__getitem__ raises IndexError, ...).

Each is an ABCMeta class (abc.py): isinstance/issubclass ask the `__subclasshook__`s (a class
that defines `__iter__` is an Iterable), real inheritance, and the registered classes, with the
built-in types registered as CPython registers them (list is a MutableSequence, dict a
MutableMapping, ...). The abstract methods are CPython's (a class that leaves one undefined cannot
be instantiated); `X[int]` answers X itself (no GenericAlias).
The mixins themselves accept the built-in containers where CPython's would (a set where a Set is
expected, a dict where a Mapping is).
"""

import sys
from abc import ABCMeta, abstractmethod

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible",
           "Sized", "Container", "Callable", "Collection",
           "Set", "MutableSet",
           "Mapping", "MutableMapping",
           "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence", "ByteString"]

_MARKER = object()

_dict_keys = type({}.keys())
_dict_values = type({}.values())
_dict_items = type({}.items())

# The built-in types CPython registers with each ABC, for the mixins' own type tests.
_BUILTIN_SETS = (set, frozenset, _dict_keys, _dict_items)
_BUILTIN_MAPPINGS = (dict,)


def _is_set(x):
    return isinstance(x, Set) or isinstance(x, _BUILTIN_SETS)


def _is_mapping(x):
    return isinstance(x, Mapping) or isinstance(x, _BUILTIN_MAPPINGS)


def _is_iterable(x):
    if isinstance(x, Iterable):
        return True
    try:
        iter(x)
    except TypeError:
        return False
    return True


try:
    StopAsyncIteration
except NameError:
    # The VM has no async machinery; the default __anext__ still raises something of that name.
    class StopAsyncIteration(Exception):
        pass

# What `object` defines, which the VM's vars(object) does not list.
_OBJECT_METHODS = ("__hash__", "__eq__", "__ne__", "__repr__", "__str__", "__init__",
                   "__format__", "__getattribute__", "__setattr__", "__delattr__", "__dir__",
                   "__reduce__", "__reduce_ex__", "__sizeof__", "__init_subclass__",
                   "__subclasshook__", "__lt__", "__le__", "__gt__", "__ge__", "__new__")


def _check_methods(C, *methods):
    # Whether C's MRO defines each method (not set to None), as CPython's subclass hooks ask.
    mro = getattr(C, "__mro__", None)
    if mro is None:
        # Not a class: its attributes answer (the unhashable ones by name, their __hash__ being
        # None in CPython).
        for method in methods:
            if method == "__hash__":
                if C in _UNHASHABLE:
                    return NotImplemented
            elif not hasattr(C, method):
                return NotImplemented
        return True
    for method in methods:
        for B in mro:
            if B is object:
                if method in _OBJECT_METHODS:
                    break
                continue
            try:
                d = vars(B)
            except TypeError:
                # A built-in type (int, in its own __mro__): its attributes answer.
                if method == "__hash__" and B in _UNHASHABLE:
                    return NotImplemented
                if method == "__hash__" or hasattr(B, method):
                    break
                continue
            if method in d:
                if d[method] is None or getattr(d[method], "unhashable", False):
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


_UNHASHABLE = (list, dict, set, bytearray, _dict_keys, _dict_items)


class _CallableMeta(ABCMeta):
    # The VM's functions and types show no __call__: callable() answers for Callable itself.
    def __instancecheck__(cls, instance):
        if cls is Callable:
            return callable(instance)
        return super().__instancecheck__(instance)


_GenericAlias = type(list[int])


class _ABC(metaclass=ABCMeta):
    # X[...] is a types.GenericAlias (collections.abc.Sequence[int]), as CPython's.

    def __class_getitem__(cls, item):
        return _GenericAlias(cls, item)


class _CallableGenericAlias(_GenericAlias):
    # Callable[[int, str], bool]: the arguments flattened into __args__ (int, str, bool), the
    # list drawn back in the repr.

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and (args[0] is Ellipsis or _is_param_expr(args[0])):
            return super().__repr__()
        shown = ", ".join(_type_repr(a) for a in args[:-1])
        return f"collections.abc.Callable[[{shown}], {_type_repr(args[-1])}]"


def _callable_alias(origin, args):
    if not (isinstance(args, tuple) and len(args) == 2):
        raise TypeError("Callable must be used as Callable[[arg, ...], result].")
    params, result = args
    if isinstance(params, (list, tuple)):
        flat = tuple(params) + (result,)
    elif params is Ellipsis or _is_param_expr(params):
        flat = (params, result)
    else:
        raise TypeError("Expected a list of types, an ellipsis, ParamSpec, or Concatenate. "
                        f"Got {params!r}")
    return _CallableGenericAlias(origin, flat)


def _is_param_expr(obj):
    name = type(obj).__name__
    return name in ("ParamSpec", "_ConcatenateGenericAlias") or (
        name == "_GenericAlias" and getattr(obj, "_name", None) == "Concatenate")


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, _GenericAlias):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is Ellipsis:
        return "..."
    return repr(obj)


# -- one-trick ponies --

class Hashable(_ABC):

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(_ABC):

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented


class Coroutine(Awaitable):

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, "__await__", "send", "throw", "close")
        return NotImplemented


class AsyncIterable(_ABC):

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented


class AsyncIterator(AsyncIterable):

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError("asynchronous generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, "__aiter__", "__anext__", "asend", "athrow", "aclose")
        return NotImplemented


class Iterable(_ABC):

    @abstractmethod
    def __iter__(self):
        return
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented


class Iterator(Iterable):

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, "__iter__", "__next__")
        return NotImplemented


class Reversible(Iterable):

    @abstractmethod
    def __reversed__(self):
        return
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw", "close")
        return NotImplemented


class Sized(_ABC):

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(_ABC):

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented


class Collection(Sized, Iterable, Container):

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


class Callable(_ABC, metaclass=_CallableMeta):

    def __class_getitem__(cls, item):
        return _callable_alias(cls, item)

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented


# -- sets --

class Set(Collection):
    """A finite, iterable container: define __contains__, __iter__ and __len__.

    The comparisons and the set operators come from those; the operators build their result
    with the class method _from_iterable (the class itself by default: override it if the
    constructor takes something else than one iterable).
    """

    def __le__(self, other):
        if not _is_set(other):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not _is_set(other):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not _is_iterable(other):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not _is_iterable(other):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """A hash for a set from its items, independent of their order (CPython's algorithm)."""
        MAX = 9223372036854775807  # sys.maxsize
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    """A Set that can change: define add and discard as well."""

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not _is_set(it):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


# -- mappings --

class Mapping(Collection):
    """A read-only mapping: define __getitem__, __iter__ and __len__."""
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING: a `case {...}` pattern matches it

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(list(self.items())) == dict(list(other.items()))

    __reversed__ = None


class MappingView(Sized):

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._mapping)


class KeysView(MappingView, Set):

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        for key in self._mapping:
            yield key


class ItemsView(MappingView, Set):

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    """A Mapping that can change: define __setitem__ and __delitem__ as well."""

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MARKER):
        try:
            value = self[key]
        except KeyError:
            if default is _MARKER:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# -- sequences --

class Sequence(Reversible, Collection):
    """A read-only sequence: define __getitem__ (ints from 0, IndexError past the end) and
    __len__."""
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: a `case [...]` pattern matches it

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        n = 0
        for v in self:
            if v is value or v == value:
                n += 1
        return n


class MutableSequence(Sequence):
    """A Sequence that can change: define __setitem__, __delitem__ and insert as well."""

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


class ByteString(Sequence):
    """The ABC of bytes and bytearray (which the VM does not have)."""


# The built-in types CPython registers (the one-trick ABCs find theirs by their methods).
def _register_builtins():
    for abc_, types in ((Set, (frozenset,)), (MutableSet, (set,)), (MutableMapping, (dict,)),
                        # (A memoryview's type is not the VM's `memoryview` object: both.)
                        (Sequence, (tuple, str, range, memoryview, type(memoryview(b"")))),
                        (MutableSequence, (list, bytearray)),
                        (ByteString, (bytes, bytearray)), (KeysView, (_dict_keys,)),
                        (ItemsView, (_dict_items,)), (ValuesView, (_dict_values,))):
        for t in types:
            abc_.register(t)
    for t in (_dict_keys, _dict_values, _dict_items):
        Reversible.register(t)
    for it in ([], (), "", range(0), {}, set(), b"", bytearray(), {}.keys(), {}.values(),
               {}.items(), reversed([]), zip(), map(len, ()), filter(None, ()), enumerate(())):
        t = type(iter(it))
        if not issubclass(t, Iterator):
            Iterator.register(t)
    Generator.register(type((x for x in ())))

    async def _coroutine():
        pass

    coro = _coroutine()
    Coroutine.register(type(coro))  # (its methods are the instances', not the type's)
    coro.close()


_register_builtins()
# Only the ABCs are the module's names, as in CPython's dir(collections.abc).
del ABCMeta, abstractmethod, sys
