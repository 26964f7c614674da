# BaseExceptionGroup and ExceptionGroup (PEP 654), the builtins, and the runtime of `except*`:
# the prelude imports this module and the VM answers the two builtin names from it. The compiler
# turns `try: ... except* T as e: ...` into calls of `_star_begin`, `_star_match`, `_star_raised`
# and `_star_end` (natives naming them, `builtins::matching::helper`), as CPython's
# CHECK_EG_MATCH and PREP_RERAISE_STAR. message and exceptions are plain attributes, not
# read-only properties (a property on a builtin costs every program's attribute reads).

import _traceback


def _is_exc_type(t):
    return isinstance(t, type) and issubclass(t, BaseException)


def _matcher(condition):
    if _is_exc_type(condition):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple):
        for t in condition:
            if not _is_exc_type(t):
                break
        else:
            return lambda e: isinstance(e, condition)
    elif callable(condition) and not isinstance(condition, type):
        return condition
    raise TypeError("expected a function, exception type or tuple of exception types")


def _copy_meta(new, orig):
    _traceback.copy(new, orig)
    for name in ("__traceback__", "__cause__", "__context__"):
        v = getattr(orig, name, None)
        if v is not None:
            setattr(new, name, v)
    notes = getattr(orig, "__notes__", None)
    if notes is not None:
        new.__notes__ = list(notes)
    return new


class BaseExceptionGroup(BaseException):
    __module__ = "builtins"

    def __new__(cls, *args):
        if len(args) != 2:
            raise TypeError(
                "BaseExceptionGroup.__new__() takes exactly 2 arguments (%d given)" % len(args)
            )
        message, excs = args
        if not isinstance(message, str):
            raise TypeError(
                "BaseExceptionGroup.__new__() argument 1 must be str, not " + type(message).__name__
            )
        if not hasattr(excs, "__getitem__") or not hasattr(excs, "__len__") or isinstance(
            excs, (dict, set, frozenset)
        ):
            raise TypeError("second argument (exceptions) must be a sequence")
        items = tuple(excs)
        if not items:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        nested_base = False
        for i, e in enumerate(items):
            if not isinstance(e, BaseException):
                raise ValueError("Item %d of second argument (exceptions) is not an exception" % i)
            if not isinstance(e, Exception):
                nested_base = True
        if cls is BaseExceptionGroup:
            if not nested_base:
                cls = ExceptionGroup
        elif cls is ExceptionGroup:
            if nested_base:
                raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
        elif nested_base and issubclass(cls, Exception):
            raise TypeError("Cannot nest BaseExceptions in '%s'" % cls.__name__)
        self = BaseException.__new__(cls, message, excs)
        self.message = message
        self.exceptions = items
        return self

    def __init__(self, *args, **kwargs):
        pass

    def __str__(self):
        n = len(self.exceptions)
        return "%s (%d sub-exception%s)" % (self.message, n, "" if n == 1 else "s")

    def derive(self, excs):
        return BaseExceptionGroup(self.message, excs)

    def _derived(self, excs):
        return _copy_meta(self.derive(excs), self)

    def _split(self, cond, with_rest):
        if cond(self):
            return self, None
        match, rest = [], []
        for e in self.exceptions:
            if isinstance(e, BaseExceptionGroup):
                m, r = e._split(cond, with_rest)
                if m is not None:
                    match.append(m)
                if r is not None:
                    rest.append(r)
            elif cond(e):
                match.append(e)
            elif with_rest:
                rest.append(e)
        m = self._derived(match) if match else None
        r = self._derived(rest) if rest else None
        return m, r

    def split(self, condition):
        return self._split(_matcher(condition), True)

    def subgroup(self, condition):
        return self._split(_matcher(condition), False)[0]

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)


class ExceptionGroup(BaseExceptionGroup, Exception):
    __module__ = "builtins"


def _generic_alias(cls, item):
    from types import GenericAlias

    return GenericAlias(cls, item)


class _Star:
    # One `try ... except*` in progress: the exception caught, what no clause has matched yet,
    # the groups the clauses were given and what their bodies raised.
    def __init__(self, exc):
        self.orig = exc
        self.rest = exc
        self.matches = []
        self.raised = []


def _star_begin(exc):
    return _Star(exc)


def _star_match(st, typ):
    for t in typ if isinstance(typ, tuple) else (typ,):
        if _is_exc_type(t) and issubclass(t, BaseExceptionGroup):
            raise TypeError(
                "catching ExceptionGroup with except* is not allowed. Use except instead."
            )
        if not _is_exc_type(t):
            raise TypeError(
                "catching classes that do not inherit from BaseException is not allowed"
            )
    rest = st.rest
    if rest is None:
        return None
    if not isinstance(rest, BaseExceptionGroup):
        if not isinstance(rest, typ):
            return None
        match = _copy_meta(BaseExceptionGroup("", (rest,)), rest)
        st.rest = None
    else:
        match, st.rest = rest.split(typ)
        if match is None:
            return None
    st.matches.append(match)
    return match


def _star_raised(st, exc):
    # The clause handled its match, not the whole group: that is what a new exception chains to.
    if st.matches and exc.__context__ is st.orig and exc is not st.matches[-1]:
        exc.__context__ = st.matches[-1]
    st.raised.append(exc)


def _leaves(e, out):
    if isinstance(e, BaseExceptionGroup):
        for x in e.exceptions:
            _leaves(x, out)
    else:
        out.add(id(e))
    return out


def _star_end(st):
    orig = st.orig
    new = []
    kept = set()
    for e in st.raised:
        if any(e is m for m in st.matches):
            _leaves(e, kept)
        else:
            new.append(e)
    if not isinstance(orig, BaseExceptionGroup):
        if new:
            return new[0]
        if kept:
            return st.matches[0]
        return st.rest
    if st.rest is not None:
        _leaves(st.rest, kept)
    reraised = orig.split(lambda e: id(e) in kept)[0] if kept else None
    if not new:
        return reraised
    if reraised is not None:
        new.append(reraised)
    if len(new) == 1:
        return new[0]
    return ExceptionGroup("", new)
