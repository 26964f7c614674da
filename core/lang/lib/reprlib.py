"""reprlib (CPython 3.11's): Repr (the max* limits, fillvalue, repr1 dispatching to repr_<type>
methods), aRepr, repr, and recursive_repr."""

import builtins
from itertools import islice

__all__ = ["Repr", "repr", "recursive_repr"]


def recursive_repr(fillvalue="..."):
    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        wrapper.__module__ = getattr(user_function, "__module__", None)
        wrapper.__doc__ = getattr(user_function, "__doc__", None)
        wrapper.__name__ = getattr(user_function, "__name__", None)
        wrapper.__qualname__ = getattr(user_function, "__qualname__", None)
        wrapper.__wrapped__ = user_function
        return wrapper

    return decorating_function


def _sorted_if_possible(x):
    try:
        return sorted(x)
    except Exception:
        return list(x)


class Repr:
    def __init__(self):
        self.fillvalue = "..."
        self.maxlevel = 6
        self.maxtuple = 6
        self.maxlist = 6
        self.maxarray = 5
        self.maxdict = 4
        self.maxset = 6
        self.maxfrozenset = 6
        self.maxdeque = 6
        self.maxstring = 30
        self.maxlong = 40
        self.maxother = 30

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        typename = "_".join(type(x).__name__.split())
        method = getattr(self, "repr_" + typename, None)
        if method is not None:
            return method(x, level)
        return self.repr_instance(x, level)

    def _shorten(self, s, limit):
        if len(s) > limit:
            i = max(0, (limit - 3) // 2)
            j = max(0, limit - 3 - i)
            s = s[:i] + self.fillvalue + s[len(s) - j:]
        return s

    def _repr_iterable(self, x, level, left, right, maxiter, trail=""):
        n = len(x)
        if level <= 0 and n:
            s = self.fillvalue
        else:
            pieces = [self.repr1(elem, level - 1) for elem in islice(x, maxiter)]
            if n > maxiter:
                pieces.append(self.fillvalue)
            s = ", ".join(pieces)
            if n == 1 and trail:
                right = trail + right
        return left + s + right

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, "(", ")", self.maxtuple, ",")

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, "[", "]", self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return "array('%s')" % x.typecode
        header = "array('%s', [" % x.typecode
        return self._repr_iterable(x, level, header, "])", self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return "set()"
        return self._repr_iterable(_sorted_if_possible(x), level, "{", "}", self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return "frozenset()"
        return self._repr_iterable(_sorted_if_possible(x), level, "frozenset({", "})",
                                   self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, "deque([", "])", self.maxdeque)

    def repr_dict(self, x, level):
        n = len(x)
        if n == 0:
            return "{}"
        if level <= 0:
            return "{" + self.fillvalue + "}"
        pieces = []
        for key in islice(_sorted_if_possible(x), self.maxdict):
            pieces.append("%s: %s" % (self.repr1(key, level - 1), self.repr1(x[key], level - 1)))
        if n > self.maxdict:
            pieces.append(self.fillvalue)
        return "{%s}" % ", ".join(pieces)

    def repr_str(self, x, level):
        s = builtins.repr(x[:self.maxstring])
        if len(s) > self.maxstring:
            s = self._shorten(builtins.repr(x), self.maxstring)
        return s

    def repr_int(self, x, level):
        return self._shorten(builtins.repr(x), self.maxlong)

    def repr_instance(self, x, level):
        try:
            s = builtins.repr(x)
        except Exception:
            return "<%s instance at %#x>" % (x.__class__.__name__, id(x))
        return self._shorten(s, self.maxother)


aRepr = Repr()
repr = aRepr.repr
