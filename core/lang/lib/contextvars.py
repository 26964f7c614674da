"""contextvars (CPython 3.11's): ContextVar (get, set, reset, name, default), Token (var,
old_value, MISSING), Context (run, copy, the read-only mapping), copy_context. asyncio's tasks
each run in a copy of the context current when the task was made, as CPython's do."""

__all__ = ("Context", "ContextVar", "Token", "copy_context")

_MISSING = object()


class Context:
    def __init__(self):
        self._data = {}
        self._entered = False

    def run(self, callable, /, *args, **kwargs):
        global _current
        if self._entered:
            raise RuntimeError("cannot enter context: %r is already entered" % (self,))
        saved = _current
        self._entered = True
        _current = self
        try:
            return callable(*args, **kwargs)
        finally:
            _current = saved
            self._entered = False

    def copy(self):
        new = Context()
        new._data = dict(self._data)
        return new

    def __getitem__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError("a ContextVar key was expected, got %r" % (var,))
        return self._data[var]

    def get(self, var, default=None):
        if not isinstance(var, ContextVar):
            raise TypeError("a ContextVar key was expected, got %r" % (var,))
        return self._data.get(var, default)

    def __contains__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError("a ContextVar key was expected, got %r" % (var,))
        return var in self._data

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(list(self._data))

    def keys(self):
        return list(self._data.keys())

    def values(self):
        return list(self._data.values())

    def items(self):
        return list(self._data.items())

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._data == other._data

    __hash__ = None

    def __repr__(self):
        return "<Context object at %#x>" % id(self)


_current = Context()


def copy_context():
    return _current.copy()


class ContextVar:
    __slots__ = ("_name", "_default")

    def __init__(self, name, *, default=_MISSING):
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        self._name = name
        self._default = default

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    @property
    def name(self):
        return self._name

    def get(self, *args):
        if len(args) > 1:
            raise TypeError("get expected at most 1 argument, got %d" % len(args))
        data = _current._data
        if self in data:
            return data[self]
        if args:
            return args[0]
        if self._default is not _MISSING:
            return self._default
        raise LookupError(self)

    def set(self, value):
        data = _current._data
        old = data.get(self, Token.MISSING)
        data[self] = value
        return Token(_current, self, old)

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError("expected an instance of Token, got %r" % (token,))
        if token._used:
            raise RuntimeError("%r has already been used once" % (token,))
        if token._var is not self:
            raise ValueError("%r was created by a different ContextVar" % (token,))
        if token._ctx is not _current:
            raise ValueError("%r was created in a different Context" % (token,))
        token._used = True
        if token._old is Token.MISSING:
            _current._data.pop(self, None)
        else:
            _current._data[self] = token._old

    def __repr__(self):
        default = ""
        if self._default is not _MISSING:
            default = " default=%r" % (self._default,)
        return "<ContextVar name=%r%s at %#x>" % (self._name, default, id(self))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class _Missing:
    def __repr__(self):
        return "<Token.MISSING>"


class Token:
    MISSING = _Missing()

    def __init__(self, ctx, var, old):
        self._ctx = ctx
        self._var = var
        self._old = old
        self._used = False

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old

    def __repr__(self):
        used = " used" if self._used else ""
        return "<Token%s var=%r at %#x>" % (used, self._var, id(self))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)
