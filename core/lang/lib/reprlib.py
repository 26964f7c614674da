"""reprlib for the playground (the behaviour of CPython 3.11's): Repr with its size limits and
fill text, repr1 picking a `repr_<type name>` method, the shared aRepr and its repr, and the
recursive_repr decorator."""

import builtins
from _thread import get_ident
from itertools import islice

__all__ = ["Repr", "repr", "recursive_repr"]


def recursive_repr(fillvalue="..."):
    # A __repr__ re-entered for the same object on the same thread answers `fillvalue`.
    def decorate(method):
        active = set()

        def guarded(self):
            token = (id(self), get_ident())
            if token in active:
                return fillvalue
            active.add(token)
            try:
                text = method(self)
            finally:
                active.discard(token)
            return text

        for attr, fallback in (("__module__", None), ("__doc__", None), ("__name__", None),
                               ("__qualname__", None)):
            setattr(guarded, attr, getattr(method, attr, fallback))
        guarded.__annotations__ = getattr(method, "__annotations__", {})
        return guarded

    return decorate


def _in_order(items):
    # Sets and dict keys are shown sorted when their members compare, else as iterated.
    try:
        return sorted(items)
    except Exception:
        return list(items)


def _cut(text, limit, fill):
    # Keeps a head and a tail of `text` around `fill` so the kept part is limit - 3 long.
    if len(text) <= limit:
        return text
    head = (limit - 3) // 2
    if head < 0:
        head = 0
    tail = limit - 3 - head
    if tail < 0:
        tail = 0
    return text[:head] + fill + text[len(text) - tail:]


_LIMITS = (("maxlevel", 6), ("maxtuple", 6), ("maxlist", 6), ("maxarray", 5), ("maxdict", 4),
           ("maxset", 6), ("maxfrozenset", 6), ("maxdeque", 6), ("maxstring", 30),
           ("maxlong", 40), ("maxother", 30))


class Repr:
    def __init__(self):
        self.fillvalue = "..."
        for attr, value in _LIMITS:
            setattr(self, attr, value)

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        kind = "_".join(type(x).__name__.split())
        handler = getattr(self, "repr_" + kind, None)
        if handler is None:
            return self.repr_instance(x, level)
        return handler(x, level)

    def _members(self, x, level, opener, closer, most, lone_comma=False):
        # The common shape of every sequence-like container: at most `most` members, each one
        # level deeper, then the fill text when some were left out.
        count = len(x)
        if count and level <= 0:
            return opener + self.fillvalue + closer
        shown = [self.repr1(item, level - 1) for item in islice(x, most)]
        if count > most:
            shown.append(self.fillvalue)
        if lone_comma and count == 1:
            closer = "," + closer
        return opener + ", ".join(shown) + closer

    def repr_tuple(self, x, level):
        return self._members(x, level, "(", ")", self.maxtuple, lone_comma=True)

    def repr_list(self, x, level):
        return self._members(x, level, "[", "]", self.maxlist)

    def repr_array(self, x, level):
        code = x.typecode
        if len(x) == 0:
            return "array(%r)" % code
        return self._members(x, level, "array(%r, [" % code, "])", self.maxarray)

    def repr_set(self, x, level):
        return self._members(_in_order(x), level, "{", "}", self.maxset) if x else "set()"

    def repr_frozenset(self, x, level):
        if len(x) == 0:
            return "frozenset()"
        return self._members(_in_order(x), level, "frozenset({", "})", self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._members(x, level, "deque([", "])", self.maxdeque)

    def repr_dict(self, x, level):
        if len(x) == 0:
            return "{}"
        if level <= 0:
            return "{%s}" % self.fillvalue
        deeper = level - 1
        pairs = []
        for key in islice(_in_order(x), self.maxdict):
            pairs.append(self.repr1(key, deeper) + ": " + self.repr1(x[key], deeper))
        if len(x) > self.maxdict:
            pairs.append(self.fillvalue)
        return "{" + ", ".join(pairs) + "}"

    def repr_str(self, x, level):
        limit = self.maxstring
        text = builtins.repr(x[:limit])
        if len(text) <= limit:
            return text
        # Quoted again from the kept characters only (the quotes may change), then cut.
        head = max(0, (limit - 3) // 2)
        tail = max(0, limit - 3 - head)
        text = builtins.repr(x[:head] + x[len(x) - tail:])
        return text[:head] + self.fillvalue + text[len(text) - tail:]

    def repr_int(self, x, level):
        return _cut(builtins.repr(x), self.maxlong, self.fillvalue)

    def repr_instance(self, x, level):
        try:
            text = builtins.repr(x)
        except Exception:
            return "<%s instance at %#x>" % (x.__class__.__name__, id(x))
        return _cut(text, self.maxother, self.fillvalue)


aRepr = Repr()
repr = aRepr.repr
