"""Container datatypes (CPython's collections): deque, defaultdict, Counter, OrderedDict,
namedtuple and ChainMap.

defaultdict, OrderedDict and Counter derive from dict, and namedtuple's classes from tuple, as in
CPython; their Python methods work on the dict or tuple the instance carries (`_data`, `_tuple`:
`_subclass.base`, the same object). deque wraps a list.
Each class spells out the dunders programs use, with CPython's results and messages; what
differs is listed in `README.md`.
"""

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString",
           "defaultdict", "deque", "namedtuple"]

import keyword as _keyword
from _subclass import base as _base
from _subclass import tuplegetter as _tuplegetter


_MISSING = object()


def _type_name(obj):
    # The name CPython's messages give a type: the C types of this module print as
    # 'collections.deque', 'collections.defaultdict' and 'collections.OrderedDict'.
    t = type(obj)
    if t is deque or t is defaultdict or t is OrderedDict:
        return "collections." + t.__name__
    return t.__name__


def _unhashable(self):
    # __hash__ of the unhashable classes here (CPython's is None): the message names the C types
    # as CPython does; collections.abc's Hashable reads the marker as it reads None.
    raise TypeError("unhashable type: '%s'" % _type_name(self))


_unhashable.unhashable = True


def _as_index(n):
    # CPython's "n" argument (PyNumber_AsSsize_t): an int, or anything whose type has __index__.
    if isinstance(n, int):
        return n
    convert = getattr(type(n), "__index__", None)
    if convert is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % _type_name(n))
    return convert(n)


def _is_mapping(obj):
    return isinstance(obj, (dict, ChainMap))


def _plain(obj):
    # A dict with a mapping's items (the VM's dict() only reads real dicts as mappings).
    if isinstance(obj, _DICT_CLASSES):
        return obj._data
    if isinstance(obj, dict):
        return obj
    return {k: obj[k] for k in obj}


def _update_pairs(src):
    # The (key, value) pairs dict.update(src) would store: a mapping's items when src has
    # keys(), else the pairs src yields (with dict()'s messages).
    if isinstance(src, _DICT_CLASSES):
        return src._data.items()
    if isinstance(src, dict):
        return src.items()
    if hasattr(src, "keys"):
        return [(k, src[k]) for k in src.keys()]
    return dict(src).items()


def _unsupported(op, a, b):
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                     % (op, _type_name(a), _type_name(b)))


def _not_ordered(op, a, b):
    return TypeError("'%s' not supported between instances of '%s' and '%s'"
                     % (op, _type_name(a), _type_name(b)))


def _seq_repeat(items, n):
    if not isinstance(n, int):
        raise TypeError("can't multiply sequence by non-int of type '%s'" % _type_name(n))
    return items * n if n > 0 else []


# ---------------------------------------------------------------------------------------------
# deque


class deque:
    """A list-like sequence optimized for data accesses near its endpoints."""
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: a `case [...]` pattern matches it

    # The items are self._items[self._head:]: popleft and appendleft move _head, so both
    # ends cost O(1) amortized; the slots before _head hold None.

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._maxlen = maxlen
        self._state = 0
        self._items = []
        self._head = 0
        if iterable != ():
            self.extend(iterable)

    def _get_maxlen(self):
        return self._maxlen

    def _set_maxlen(self, value):
        raise AttributeError("attribute 'maxlen' of 'collections.deque' objects is not writable")

    maxlen = property(_get_maxlen, _set_maxlen)

    def _flat(self):
        # Drop the free slots, so the items are the whole of self._items.
        if self._head:
            self._items[:self._head] = []
            self._head = 0
        return self._items

    def _drop_left(self):
        items = self._items
        head = self._head
        value = items[head]
        items[head] = None
        head += 1
        if head == len(items):
            items.clear()
            head = 0
        elif head >= 64 and head * 2 >= len(items):
            items[:head] = []
            head = 0
        self._head = head
        return value

    def append(self, x):
        """Add an element to the right side of the deque."""
        self._state += 1
        items = self._items
        items.append(x)
        if self._maxlen is not None and len(items) - self._head > self._maxlen:
            self._drop_left()

    def appendleft(self, x):
        """Add an element to the left side of the deque."""
        self._state += 1
        items = self._items
        if self._head == 0:
            room = max(8, len(items))
            items[:0] = [None] * room
            self._head = room
        self._head -= 1
        items[self._head] = x
        if self._maxlen is not None and len(items) - self._head > self._maxlen:
            items.pop()

    def pop(self):
        """Remove and return the rightmost element."""
        items = self._items
        if len(items) == self._head:
            raise IndexError("pop from an empty deque")
        self._state += 1
        value = items.pop()
        if len(items) == self._head:
            items.clear()
            self._head = 0
        return value

    def popleft(self):
        """Remove and return the leftmost element."""
        if len(self._items) == self._head:
            raise IndexError("pop from an empty deque")
        self._state += 1
        return self._drop_left()

    def extend(self, iterable):
        """Extend the right side of the deque with elements from the iterable."""
        new = list(iterable)
        self._state += 1
        items = self._items
        items.extend(new)
        m = self._maxlen
        if m is not None and len(items) - self._head > m:
            items[self._head:len(items) - m] = []

    def extendleft(self, iterable):
        """Extend the left side of the deque with elements from the iterable."""
        new = list(iterable)
        new.reverse()
        self._state += 1
        items = self._flat()
        items[:0] = new
        m = self._maxlen
        if m is not None and len(items) > m:
            items[m:] = []

    def rotate(self, n=1):
        """Rotate the deque n steps to the right (default n=1).  If n is negative, rotates left."""
        n = _as_index(n)
        items = self._flat()
        if len(items) > 1:
            k = n % len(items)
            if k:
                self._state += 1
                items[:] = items[-k:] + items[:-k]

    def clear(self):
        """Remove all elements from the deque."""
        self._state += 1
        self._items.clear()
        self._head = 0

    def count(self, value):
        """Return number of occurrences of value."""
        return self._flat().count(value)

    def index(self, value, start=0, stop=9223372036854775807):
        """Return first index of value.

        Raises ValueError if the value is not present.
        """
        start = _as_index(start)
        stop = _as_index(stop)
        items = self._flat()
        n = len(items)
        if start < 0:
            start = max(start + n, 0)
        if stop < 0:
            stop = max(stop + n, 0)
        for i in range(start, min(stop, n)):
            if items[i] == value:
                return i
        raise ValueError(repr(value) + " is not in deque")

    def insert(self, index, value):
        """Insert value before index."""
        index = _as_index(index)
        items = self._flat()
        if self._maxlen is not None and len(items) >= self._maxlen:
            raise IndexError("deque already at its maximum size")
        self._state += 1
        items.insert(index, value)

    def remove(self, value):
        """Remove first occurrence of value."""
        items = self._flat()
        for i in range(len(items)):
            if items[i] == value:
                self._state += 1
                del items[i]
                return
        raise ValueError(repr(value) + " is not in deque")

    def reverse(self):
        """Reverse *IN PLACE*."""
        self._state += 1
        self._flat().reverse()

    def copy(self):
        """Return a shallow copy of a deque."""
        return type(self)(self._items[self._head:], self._maxlen)

    __copy__ = copy

    def __reduce__(self):
        # CPython's: no arguments, the items after maxlen (when set) as an iterator.
        extra = {k: v for k, v in vars(self).items()
                 if k not in ("_maxlen", "_state", "_items", "_head")}
        args = () if self._maxlen is None else ((), self._maxlen)
        return type(self), args, extra or None, iter(list(self))

    def _position(self, i):
        if not isinstance(i, int):
            raise TypeError("sequence index must be integer, not '%s'" % _type_name(i))
        n = len(self._items) - self._head
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("deque index out of range")
        return self._head + i

    def __getitem__(self, i):
        return self._items[self._position(i)]

    def __setitem__(self, i, value):
        self._items[self._position(i)] = value

    def __delitem__(self, i):
        i = self._position(i) - self._head
        self._state += 1
        del self._flat()[i]

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def __contains__(self, value):
        return value in self._flat()

    def __iter__(self):
        state = self._state
        items = self._items
        head = self._head
        for i in range(head, len(items)):
            if self._state != state:
                raise RuntimeError("deque mutated during iteration")
            yield items[i]
        if self._state != state:
            raise RuntimeError("deque mutated during iteration")

    def __reversed__(self):
        state = self._state
        items = self._items
        head = self._head
        for i in range(len(items) - 1, head - 1, -1):
            if self._state != state:
                raise RuntimeError("deque mutated during iteration")
            yield items[i]
        if self._state != state:
            raise RuntimeError("deque mutated during iteration")

    def __repr__(self):
        name = type(self).__name__
        if id(self) in _repr_running:
            return "[...]"
        _repr_running.add(id(self))
        try:
            body = repr(self._items[self._head:])
        finally:
            _repr_running.discard(id(self))
        if self._maxlen is None:
            return "%s(%s)" % (name, body)
        return "%s(%s, maxlen=%d)" % (name, body, self._maxlen)

    __hash__ = _unhashable

    def _compare(self, other, op):
        if not isinstance(other, deque):
            raise _not_ordered(op, self, other)
        a = self._items[self._head:]
        b = other._items[other._head:]
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        return a >= b

    def __eq__(self, other):
        if isinstance(other, deque):
            return self._items[self._head:] == other._items[other._head:]
        return self is other

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        return self._compare(other, "<")

    def __le__(self, other):
        return self._compare(other, "<=")

    def __gt__(self, other):
        return self._compare(other, ">")

    def __ge__(self, other):
        return self._compare(other, ">=")

    def __add__(self, other):
        if not isinstance(other, deque):
            # CPython's deque has no nb_add: other's __radd__ answers before the concat error.
            for klass in type(other).__mro__:
                if klass.__module__ == "builtins":
                    break
                radd = klass.__dict__.get("__radd__")
                if radd is not None:
                    result = radd(other, self)
                    if result is not NotImplemented:
                        return result
                    break
            raise TypeError('can only concatenate deque (not "%s") to deque' % _type_name(other))
        new = self.copy()
        new.extend(other._items[other._head:])
        return new

    def __radd__(self, other):
        if isinstance(other, (list, tuple, str)):
            raise TypeError('can only concatenate %s (not "%s") to %s'
                            % (type(other).__name__, _type_name(self), type(other).__name__))
        raise _unsupported("+", other, self)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def _repeat(self, n):
        items = _seq_repeat(self._items[self._head:], n)
        m = self._maxlen
        if m is not None and len(items) > m:
            items[:len(items) - m] = []
        return items

    def __mul__(self, n):
        new = self.copy()
        new._items = self._repeat(n)
        new._head = 0
        return new

    __rmul__ = __mul__

    def __imul__(self, n):
        items = self._repeat(n)
        self._state += 1
        self._items[:] = items
        self._head = 0
        return self


_repr_running = set()


# ---------------------------------------------------------------------------------------------
# The dict-like classes


class _DictMethods:
    # The mapping methods of dict over self._data, shared by defaultdict, Counter and
    # OrderedDict. Each of those derives from dict alone, as in CPython (its __mro__ says so),
    # and its `_data` is the dict it carries (`_subclass.base`), so isinstance(d, dict),
    # dict(d), {**d} and json see its items; _with_dict_methods copies these methods into each.
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING: a `case {...}` pattern matches it

    _data = property(_base)

    def __len__(self):
        return len(self._data)

    def __bool__(self):
        return len(self._data) > 0

    def __iter__(self):
        return iter(self._data)

    def __reversed__(self):
        return reversed(list(self._data))

    def __contains__(self, key):
        return key in self._data

    def __getitem__(self, key):
        value = self._data.get(key, _MISSING)
        if value is _MISSING:
            return self.__missing__(key)
        return value

    def __missing__(self, key):
        raise KeyError(key)

    def __setitem__(self, key, value):
        self._data[key] = value

    def __delitem__(self, key):
        del self._data[key]

    def keys(self):
        return self._data.keys()

    def values(self):
        return self._data.values()

    def items(self):
        return self._data.items()

    def get(self, key, default=None):
        return self._data.get(key, default)

    def pop(self, key, *default):
        if len(default) > 1:
            raise TypeError("pop expected at most 2 arguments, got %d" % (len(default) + 1))
        return self._data.pop(key, *default)

    def popitem(self):
        return self._data.popitem()

    def setdefault(self, key, default=None):
        return self._data.setdefault(key, default)

    def update(*args, **kwds):
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("update expected at most 1 argument, got %d" % len(args))
        data = self._data
        if args:
            for k, v in _update_pairs(args[0]):
                data[k] = v
        for k in kwds:
            data[k] = kwds[k]

    def clear(self):
        self._data.clear()

    def __eq__(self, other):
        if _is_mapping(other):
            return self._data == _plain(other)
        return False

    def __ne__(self, other):
        return not self == other

    __hash__ = _unhashable

    def __or__(self, other):
        # dict's | takes only dicts; with a ChainMap, the ChainMap's reflected | answers.
        if isinstance(other, ChainMap):
            return other.__ror__(self)
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            raise _unsupported("|", other, self)
        new = self.copy()
        new.clear()
        new.update(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def _repr_data(self, text):
        if id(self) in _repr_running:
            return "..."
        _repr_running.add(id(self))
        try:
            return text(self)
        finally:
            _repr_running.discard(id(self))


def _with_dict_methods(cls):
    # A class decorator: _DictMethods' methods, where the class does not define its own.
    own = vars(cls)
    for name, value in vars(_DictMethods).items():
        if name not in own and name not in ("__dict__", "__module__", "__doc__", "__weakref__",
                                            "__qualname__"):
            setattr(cls, name, value)
    return cls


@_with_dict_methods
class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    The default factory is called without arguments to produce a new value when a key is not
    present, in __getitem__ only.
    """

    def __init__(*args, **kwds):
        self, args = args[0], args[1:]
        factory = None
        if args:
            factory = args[0]
            if factory is not None and not callable(factory):
                raise TypeError("first argument must be callable or None")
            args = args[1:]
        if len(args) > 1:
            raise TypeError("dict expected at most 1 argument, got %d" % len(args))
        self.default_factory = factory
        self.update(*args, **kwds)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._data[key] = value
        return value

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self._data)

    __copy__ = copy

    def __reduce__(self):
        # CPython's: the factory (if any) as the argument, the items as an iterator.
        args = () if self.default_factory is None else (self.default_factory,)
        return type(self), args, None, None, iter(list(self._data.items()))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        new = cls()
        for k in iterable:
            new._data[k] = value
        return new

    def __repr__(self):
        # Inside its own repr the dict part is {...}, as CPython's dict repr marks it.
        name = type(self).__name__
        if id(self) in _repr_running:
            return "%s(%s, {...})" % (name, repr(self.default_factory))
        _repr_running.add(id(self))
        try:
            return "%s(%s, %s)" % (name, repr(self.default_factory), repr(self._data))
        finally:
            _repr_running.discard(id(self))


@_with_dict_methods
class OrderedDict(dict):
    """Dictionary that remembers insertion order, with move_to_end and popitem(last=)."""

    def __reduce__(self):
        # CPython's: no arguments, the instance's attributes as state, the items an iterator.
        extra = {k: v for k, v in vars(self).items() if k != "_data"}
        return type(self), (), extra or None, None, iter(list(self._data.items()))

    def __init__(*args, **kwds):
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("expected at most 1 arguments, got %d" % len(args))
        self.update(*args, **kwds)

    def update(*args, **kwds):
        self, args = args[0], args[1:]
        # MutableMapping.update: a source without keys() yields pairs, each unpacked.
        if len(args) > 1:
            raise TypeError("update() takes at most 1 positional argument (%d given)"
                            % len(args))
        data = self._data
        if args:
            src = args[0]
            if isinstance(src, dict) or hasattr(src, "keys"):
                for k, v in _update_pairs(src):
                    data[k] = v
            else:
                for item in src:
                    pair = list(item)
                    if len(pair) != 2:
                        if len(pair) > 2:
                            raise ValueError("too many values to unpack (expected 2)")
                        raise ValueError("need more than %d value%s to unpack"
                                         % (len(pair), "" if len(pair) == 1 else "s"))
                    data[pair[0]] = pair[1]
        for k in kwds:
            data[k] = kwds[k]

    def __iter__(self):
        # CPython's iterator ends quietly once it has given the last key, and otherwise
        # names the OrderedDict when the dict changed under it.
        data = self._data
        it = iter(data)
        total = len(data)
        given = 0
        while True:
            try:
                key = next(it)
            except StopIteration:
                return
            except RuntimeError:
                if given >= total:
                    return
                raise RuntimeError("OrderedDict mutated during iteration")
            given += 1
            yield key

    def keys(self):
        return odict_keys(self)

    def values(self):
        return odict_values(self)

    def items(self):
        return odict_items(self)

    def popitem(self, last=True):
        """Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false.
        """
        data = self._data
        if not data:
            raise KeyError("dictionary is empty")
        if last:
            return data.popitem()
        key = next(iter(data))
        return (key, data.pop(key))

    def move_to_end(self, key, last=True):
        """Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist.
        """
        data = self._data
        if key not in data:
            raise KeyError(key)
        value = data.pop(key)
        if last:
            data[key] = value
        else:
            rest = list(data.items())
            data.clear()
            data[key] = value
            for k, v in rest:
                data[k] = v

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        return type(self)(self._data)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values set to value."""
        new = cls()
        for k in iterable:
            new._data[k] = value
        return new

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return list(self._data.items()) == list(other._data.items())
        return _DictMethods.__eq__(self, other)

    __hash__ = _DictMethods.__hash__

    def __repr__(self):
        if not self._data:
            return "%s()" % type(self).__name__
        return self._repr_data(lambda s: "%s(%s)" % (type(s).__name__, repr(list(s._data.items()))))


class _OrderedView:
    # The live views OrderedDict.keys(), values() and items() return.

    def __init__(self, od):
        self._od = od

    def __len__(self):
        return len(self._od._data)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, repr(list(self)))

    def __reversed__(self):
        return reversed(list(self))


class _SetLikeView(_OrderedView):
    def __eq__(self, other):
        if isinstance(other, (set, frozenset, _SetLikeView, type({}.keys()), type({}.items()))):
            return len(self) == len(other) and all(x in self for x in other)
        return False

    def __ne__(self, other):
        return not self == other

    def __and__(self, other):
        return set(self) & set(other)

    def __or__(self, other):
        return set(self) | set(other)

    def __sub__(self, other):
        return set(self) - set(other)

    def __xor__(self, other):
        return set(self) ^ set(other)

    def __rand__(self, other):
        return set(other) & set(self)

    def __ror__(self, other):
        return set(other) | set(self)

    def __rsub__(self, other):
        return set(other) - set(self)

    def __rxor__(self, other):
        return set(other) ^ set(self)

    def isdisjoint(self, other):
        return not any(x in self for x in other)


class odict_keys(_SetLikeView):
    def __iter__(self):
        return iter(self._od._data)

    def __contains__(self, key):
        return key in self._od._data


class odict_values(_OrderedView):
    def __iter__(self):
        return iter(self._od._data.values())

    def __contains__(self, value):
        return value in self._od._data.values()


class odict_items(_SetLikeView):
    def __iter__(self):
        return iter(self._od._data.items())

    def __contains__(self, item):
        if not isinstance(item, tuple) or len(item) != 2:
            return False
        data = self._od._data
        key, value = item
        if key not in data:
            return False
        v = data[key]
        return v is value or v == value


@_with_dict_methods
class Counter(dict):
    """Dict subclass for counting hashable items (a bag or multiset): elements are keys, their
    counts the values.  A missing element counts 0.
    """

    def __reduce__(self):
        return type(self), (dict(self._data),)

    def __init__(*args, **kwds):
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("Counter.__init__() takes from 1 to 2 positional arguments but %d "
                            "were given" % (len(args) + 1))
        self.update(*args, **kwds)

    def __missing__(self, key):
        return 0

    def __delitem__(self, key):
        if key in self._data:
            del self._data[key]

    def total(self):
        """Sum of the counts"""
        return sum(self._data.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts from the most common to the least.
        If n is None, then list all element counts.
        """
        items = self._data.items()
        if n is None:
            return sorted(items, key=_count_of, reverse=True)
        # The steps of heapq.nlargest, which CPython uses here (so a bad n fails as there).
        if n == 1:
            return [max(items, key=_count_of)] if items else []
        if n >= len(items):
            return sorted(items, key=_count_of, reverse=True)[:n]
        n = _as_index(n)
        if n <= 0:
            return []
        return sorted(items, key=_count_of, reverse=True)[:n]

    def elements(self):
        """Iterator over elements repeating each as many times as its count."""
        for elem, count in list(self._data.items()):
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(*args, **kwds):
        """Like dict.update() but add counts instead of replacing them."""
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("Counter.update() takes from 1 to 2 positional arguments but %d "
                            "were given" % (len(args) + 1))
        data = self._data
        if args and args[0] is not None:
            src = args[0]
            if _is_mapping(src):
                if data:
                    for elem in src:
                        data[elem] = data.get(elem, 0) + src[elem]
                else:
                    for elem in src:
                        data[elem] = src[elem]
            else:
                for elem in src:
                    data[elem] = data.get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(*args, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them."""
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("Counter.subtract() takes from 1 to 2 positional arguments but %d "
                            "were given" % (len(args) + 1))
        data = self._data
        if args and args[0] is not None:
            src = args[0]
            if _is_mapping(src):
                for elem in src:
                    data[elem] = data.get(elem, 0) - src[elem]
            else:
                for elem in src:
                    data[elem] = data.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return type(self)(self)

    __copy__ = copy

    def __repr__(self):
        if not self._data:
            return "%s()" % type(self).__name__

        def text(s):
            try:
                d = dict(s.most_common())
            except TypeError:
                d = s._data
            return "%s(%s)" % (type(s).__name__, repr(d))

        return self._repr_data(text)

    # Multiset comparisons (missing elements count 0).
    def _zero_eq(self, other, op, shown):
        if not isinstance(other, Counter):
            raise _not_ordered(shown, self, other)
        a, b = self._data, other._data
        for e in a:
            if not _compare(op, a[e], b.get(e, 0)):
                return False
        for e in b:
            if e not in a and not _compare(op, 0, b[e]):
                return False
        return True

    def __eq__(self, other):
        if isinstance(other, Counter):
            return self._zero_eq(other, "==", "==")
        return _DictMethods.__eq__(self, other)

    def __le__(self, other):
        return self._zero_eq(other, "<=", "<=")

    def __lt__(self, other):
        return self._zero_eq(other, "<=", "<") and self != other

    def __ge__(self, other):
        return self._zero_eq(other, ">=", ">=")

    def __gt__(self, other):
        return self._zero_eq(other, ">=", ">") and self != other

    __hash__ = _DictMethods.__hash__

    # Multiset arithmetic: results keep positive counts only.
    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._data.items():
            new = count + other[elem]
            if new > 0:
                result._data[elem] = new
        for elem, count in other._data.items():
            if elem not in self._data and count > 0:
                result._data[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._data.items():
            new = count - other[elem]
            if new > 0:
                result._data[elem] = new
        for elem, count in other._data.items():
            if elem not in self._data and count < 0:
                result._data[elem] = 0 - count
        return result

    def __or__(self, other):
        if isinstance(other, Counter):
            result = Counter()
            for elem, count in self._data.items():
                other_count = other[elem]
                new = other_count if count < other_count else count
                if new > 0:
                    result._data[elem] = new
            for elem, count in other._data.items():
                if elem not in self._data and count > 0:
                    result._data[elem] = count
            return result
        if isinstance(other, _DICT_CLASSES + (ChainMap,)):
            # Counter.__or__ declines other mappings, whose reflected | answers.
            return other.__ror__(self)
        if isinstance(other, dict):
            # Counter.__or__ declines a plain dict; dict's own | then merges the two.
            merged = dict(self._data)
            merged.update(other)
            return merged
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, dict):
            merged = dict(other)
            merged.update(self._data)
            return merged
        return NotImplemented

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self._data.items():
            other_count = other[elem]
            new = count if count < other_count else other_count
            if new > 0:
                result._data[elem] = new
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self._data.items():
            if count > 0:
                result._data[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self._data.items():
            if count < 0:
                result._data[elem] = 0 - count
        return result

    def _keep_positive(self):
        data = self._data
        for elem in [e for e, c in data.items() if not c > 0]:
            del data[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self._data.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _count_of(item):
    return item[1]


def _compare(op, a, b):
    if op == "==":
        return a == b
    if op == "<=":
        return a <= b
    return a >= b


# ---------------------------------------------------------------------------------------------
# Views for the Python mappings (collections.abc's KeysView, ValuesView, ItemsView)


class _MappingView:
    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, repr(self._mapping))


class KeysView(_MappingView):
    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        if isinstance(other, (set, frozenset, KeysView, ItemsView, type({}.keys()),
                              type({}.items()))):
            return len(self) == len(other) and all(x in self for x in other)
        return False

    def __and__(self, other):
        return set(self) & set(other)

    def __or__(self, other):
        return set(self) | set(other)

    def __sub__(self, other):
        return set(self) - set(other)

    def __xor__(self, other):
        return set(self) ^ set(other)


class ValuesView(_MappingView):
    def __iter__(self):
        m = self._mapping
        for key in m:
            yield m[key]

    def __contains__(self, value):
        m = self._mapping
        for key in m:
            v = m[key]
            if v is value or v == value:
                return True
        return False


class ItemsView(KeysView):
    def __iter__(self):
        m = self._mapping
        for key in m:
            yield (key, m[key])

    def __contains__(self, item):
        if not isinstance(item, tuple) or len(item) != 2:
            return False
        key, value = item
        m = self._mapping
        if key not in m:
            return False
        v = m[key]
        return v is value or v == value


# ---------------------------------------------------------------------------------------------
# ChainMap


# The dict subclasses whose items live in `_data`.
_DICT_CLASSES = (defaultdict, OrderedDict, Counter)


class ChainMap:
    """A ChainMap groups multiple dicts (or other mappings) together to create a single,
    updateable view.  Lookups search the mappings in order; writes, updates and deletions only
    operate on the first mapping.
    """
    __abc_tpflags__ = 1 << 6  # Py_TPFLAGS_MAPPING: a `case {...}` pattern matches it

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        keys = set()
        for mapping in self.maps:
            for k in mapping:
                keys.add(k)
        return len(keys)

    def __iter__(self):
        order = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                order[k] = None
        return iter(order)

    def __contains__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return True
        return False

    def __bool__(self):
        for mapping in self.maps:
            if mapping:
                return True
        return False

    def __repr__(self):
        if id(self) in _repr_running:
            return "..."
        _repr_running.add(id(self))
        try:
            return "%s(%s)" % (type(self).__name__, ", ".join([repr(m) for m in self.maps]))
        finally:
            _repr_running.discard(id(self))

    @classmethod
    def fromkeys(cls, iterable, *args):
        """Create a ChainMap with a single dict created from the iterable."""
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """New ChainMap or subclass with a new copy of maps[0] and refs to maps[1:]"""
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """New ChainMap with a new map followed by all previous maps.
        If no map is provided, an empty dict is used.
        Keyword arguments update the map or new empty dict.
        """
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        """New ChainMap from maps[1:]."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError("Key not found in the first mapping: " + repr(key))

    def popitem(self):
        """Remove and return an item pair from maps[0]. Raise KeyError is maps[0] is empty."""
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.")

    def pop(self, key, *args):
        """Remove *key* from maps[0] and return its value. Raise KeyError if *key* not in
        maps[0]."""
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError("Key not found in the first mapping: " + repr(key))

    def clear(self):
        """Clear maps[0], leaving maps[1:] intact."""
        self.maps[0].clear()

    def keys(self):
        return KeysView(self)

    def values(self):
        return ValuesView(self)

    def items(self):
        return ItemsView(self)

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def update(*args, **kwds):
        self, args = args[0], args[1:]
        if len(args) > 1:
            raise TypeError("MutableMapping.update() takes from 1 to 2 positional arguments "
                            "but %d were given" % (len(args) + 1))
        if args:
            for k, v in _update_pairs(args[0]):
                self[k] = v
        for k in kwds:
            self[k] = kwds[k]

    def __eq__(self, other):
        if _is_mapping(other):
            return _plain(self) == _plain(other)
        return False

    def __ne__(self, other):
        return not self == other

    __hash__ = _unhashable

    def __or__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        new = self.copy()
        new.maps[0].update(_plain(other))
        return new

    def __ror__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        merged = dict(_plain(other))
        for mapping in reversed(self.maps):
            merged.update(_plain(mapping))
        return type(self)(merged)

    def __ior__(self, other):
        self.maps[0].update(_plain(other) if _is_mapping(other) else other)
        return self


# ---------------------------------------------------------------------------------------------
# namedtuple


def _nt_values(cls, args, kwargs):
    # A namedtuple's field values from its call's arguments, with CPython's messages.
    fields = cls._fields
    defaults = cls._field_defaults
    where = cls.__name__ + ".__new__()"
    n = len(fields)
    if len(args) > n:
        low = n - len(defaults) + 1
        if low == n + 1:
            takes = "%d positional argument%s" % (n + 1, "" if n == 0 else "s")
        else:
            takes = "from %d to %d positional arguments" % (low, n + 1)
        raise TypeError("%s takes %s but %d were given" % (where, takes, len(args) + 1))
    for name in kwargs:
        if name not in fields:
            raise TypeError("%s got an unexpected keyword argument '%s'" % (where, name))
        if fields.index(name) < len(args):
            raise TypeError("%s got multiple values for argument '%s'" % (where, name))
    values = list(args)
    missing = []
    for name in fields[len(args):]:
        if name in kwargs:
            values.append(kwargs[name])
        elif name in defaults:
            values.append(defaults[name])
        else:
            missing.append(name)
    if missing:
        raise TypeError("%s missing %d required positional argument%s: %s"
                        % (where, len(missing), "" if len(missing) == 1 else "s",
                           _names_list(missing)))
    return tuple(values)


def _names_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


class _NamedTupleBase(tuple):
    # What the classes namedtuple() makes add to tuple (namedtuple() copies these into each
    # class, whose only base is tuple, as in CPython; typing.NamedTuple derives from this one).
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: a `case [...]` pattern matches it
    __slots__ = ()

    # The instance's tuple itself, for the field getters.
    _tuple = property(_base)

    def __new__(cls, *args, **kwargs):
        if kwargs or len(args) != len(cls._fields):
            args = _nt_values(cls, args, kwargs)
        return tuple.__new__(cls, args)

    def __init__(self, *args, **kwargs):
        # tuple takes its items in __new__.
        pass

    def __repr__(self):
        parts = [f + "=" + repr(v) for f, v in zip(self._fields, self._tuple)]
        return "%s(%s)" % (type(self).__name__, ", ".join(parts))

    @classmethod
    def _make(cls, iterable):
        """Make a new object from a sequence or iterable"""
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError("Expected %d arguments, got %d" % (len(cls._fields), len(values)))
        return cls(*values)

    def _replace(self, **kwds):
        """Return a new object replacing specified fields with new values"""
        values = []
        for name, value in zip(self._fields, self._tuple):
            values.append(kwds.pop(name) if name in kwds else value)
        if kwds:
            raise ValueError("Got unexpected field names: " + repr(list(kwds)))
        return self._make(values)

    def _asdict(self):
        """Return a new dict which maps field names to their values."""
        return dict(zip(self._fields, self._tuple))

    def __getnewargs__(self):
        """Return self as a plain tuple.  Used by copy and pickle."""
        return self._tuple


def _read_only(self, value):
    raise AttributeError("can't set attribute")


def _undeletable(self):
    raise AttributeError("can't delete attribute")


def _field_getter(i):
    # A native getter (CPython's _tuplegetter): the VM reads the field without a call.
    return property(_tuplegetter(i), _read_only, _undeletable, "Alias for field number %d" % i)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new tuple-like class with named fields.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> p = Point(11, y=22)
    >>> p
    Point(x=11, y=22)
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    names = [str(f) for f in field_names]
    typename = str(typename)
    if rename:
        seen = set()
        for i, name in enumerate(names):
            if (not name.isidentifier() or _keyword.iskeyword(name) or name.startswith("_")
                    or name in seen):
                names[i] = "_%d" % i
            seen.add(name)
    for name in [typename] + names:
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid identifiers: " + repr(name))
        if _keyword.iskeyword(name):
            raise ValueError("Type names and field names cannot be a keyword: " + repr(name))
    seen = set()
    for name in names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: " + repr(name))
        if name in seen:
            raise ValueError("Encountered duplicate field name: " + repr(name))
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(names):
            raise TypeError("Got more default values than field names")
        for name, value in zip(names[len(names) - len(defaults):], defaults):
            field_defaults[name] = value

    namespace = {k: v for k, v in vars(_NamedTupleBase).items()
                 if k not in ("__dict__", "__module__", "__weakref__", "__qualname__")}
    cls = type(typename, (tuple,), namespace)
    cls._fields = tuple(names)
    cls._field_defaults = field_defaults
    cls.__match_args__ = tuple(names)
    cls.__doc__ = "%s(%s)" % (typename, ", ".join(names))
    cls.__module__ = "__main__" if module is None else module
    for i, name in enumerate(names):
        setattr(cls, name, _field_getter(i))
    return cls


# `collections.abc` is reachable after a plain `import collections`, as in CPython.
import collections.abc as abc

abc.MutableSequence.register(deque)


def __getattr__(name):
    # UserDict, UserList and UserString live in `_user.py`, loaded on first use (PEP 562; a star
    # import asks here for what `__all__` names).
    if name not in ("UserDict", "UserList", "UserString"):
        raise AttributeError("module 'collections' has no attribute '" + name + "'")
    import collections
    import collections._user as user

    for n in ("UserDict", "UserList", "UserString"):
        setattr(collections, n, getattr(user, n))
    return getattr(user, name)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(deque, "collections.deque")
_subclass.c_type_name(OrderedDict, "collections.OrderedDict")
_subclass.c_type_name(defaultdict, "collections.defaultdict")
del _subclass

# deque[int], Counter[str], defaultdict[str, list]...: a types.GenericAlias, as CPython's.
for _cls in (deque, defaultdict, OrderedDict, Counter, ChainMap):
    _cls.__class_getitem__ = classmethod(type(list[int]))
del _cls
