"""Shallow and deep copy operations (CPython's copy).

copy(x) and deepcopy(x[, memo]) handle the built-in containers, classes with __copy__ /
__deepcopy__ / __getstate__ / __setstate__, exceptions, and plain instances (a new instance made
without calling __init__, its attributes copied). A class registered in copyreg.dispatch_table,
or defining its own __reduce_ex__ or __reduce__, is copied from what that returns, as CPython's
copy._reconstruct does; the others take the fast paths here, which give what object's default
reduction would.
"""

__all__ = ["Error", "copy", "deepcopy"]

import sys
from _subclass import base as _base_value


class Error(Exception):
    pass


error = Error

_FunctionType = type(lambda: None)
_BuiltinType = type(len)


class _C:
    def m(self):
        pass


_MethodType = type(_C().m)

_BUILTIN_BASES = (list, dict, set, bytearray, frozenset, tuple, str, bytes, int, float)
_MUTABLE_BASES = (list, dict, set, bytearray)


# A set, as CPython's dispatch dict: a class is found by its hash, not by `==` down a tuple.
_ATOMIC = frozenset((
    type(None), int, float, complex, bool, str, bytes, range, slice, _FunctionType, _BuiltinType,
    type(Ellipsis), type(NotImplemented), type, property,
))


def _is_atomic(cls):
    return cls in _ATOMIC


def _uncopyable(x):
    name = type(x).__name__
    if name in ("generator", "module"):
        raise TypeError("cannot pickle '%s' object" % name)


def _new_instance(cls):
    # An instance made as CPython's reduce protocol makes it (copyreg.__newobj__): the class's
    # __new__, without running __init__. A native type with no __new__ the VM exposes (its
    # iterators: list_iterator, range_iterator...) cannot be rebuilt from Python.
    new = getattr(cls, "__new__", None)
    if new is None:
        raise NotImplementedError("copying a '%s' object" % cls.__name__)
    return new(cls)


def _get_state(x):
    # A user __getstate__'s answer; else the attributes, or None when there are none.
    getstate = getattr(x, "__getstate__", None)
    if getstate is not None and type(getstate) is _MethodType:
        return getstate()
    try:
        state = vars(x)
    except TypeError:
        # No __dict__ (__slots__ all along the MRO): CPython's (None, {slot: value}).
        slots = {}
        for c in type(x).__mro__:
            names = getattr(c, "__dict__", {}).get("__slots__", ())
            for name in (names,) if isinstance(names, str) else names:
                if name not in ("__dict__", "__weakref__") and hasattr(x, name):
                    slots[name] = getattr(x, name)
        return (None, slots) if slots else None
    return state if state else None


def _set_state(y, state):
    setstate = getattr(y, "__setstate__", None)
    if setstate is not None:
        setstate(state)
        return
    if isinstance(state, tuple) and len(state) == 2:
        # (dict state, slots state), as CPython's objects with __slots__ report.
        state, slotstate = state
        if slotstate:
            for k in slotstate:
                setattr(y, k, slotstate[k])
    if state:
        # Into the instance's __dict__, as CPython's copy does: a class's __setattr__ (a frozen
        # dataclass's) is not consulted.
        d = getattr(y, "__dict__", None)
        if d is not None:
            d.update(state)
        else:
            for k in state:
                setattr(y, k, state[k])


def _builtin_base(x):
    # The built-in type an instance's class derives from (a list subclass, a namedtuple), if any.
    for t in _BUILTIN_BASES:
        if isinstance(x, t):
            return t
    return None


_PLAIN = object()
_EXCEPTION = object()
# Each class's kind, found once (its bases do not change): _PLAIN, _EXCEPTION, or the built-in
# type it derives from.
_KINDS = {}


def _kind(x):
    cls = type(x)
    k = _KINDS.get(cls)
    if k is None:
        if isinstance(x, BaseException):
            k = _EXCEPTION
        else:
            k = _builtin_base(x)
            if k is None:
                k = _PLAIN
        _KINDS[cls] = k
    return k


def _reconstruct_instance(x, memo=None):
    # A new instance of x's class, without __init__ (deep when memo is given). An instance of a
    # built-in type's subclass is made as CPython's reduce protocol makes it: an immutable
    # value passed to the class's __new__ (__getnewargs__'s answer, or the value itself), a
    # mutable one empty, filled by _copy_items.
    cls = type(x)
    base = _kind(x)
    if base is _PLAIN:
        return _new_instance(cls)
    if base is _EXCEPTION:
        import copyreg

        return cls(*copyreg._exception_args(x))
    if base in _MUTABLE_BASES:
        return cls.__new__(cls)
    getnewargs = getattr(x, "__getnewargs__", None)
    args = getnewargs() if getnewargs is not None else (_base_value(x),)
    if memo is not None:
        args = deepcopy(args, memo)
    return cls.__new__(cls, *args)


def _copy_items(x, y, memo=None):
    # A list, dict, set or bytearray subclass's items into its new instance (deep-copied when
    # memo is given), after its attributes, as copy._reconstruct adds listitems and dictitems.
    base = _kind(x)
    if base not in _MUTABLE_BASES:
        return
    deep = memo is not None
    if base is dict:
        for key, value in x.items():
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
        return
    if base is bytearray:
        y.extend(x)
        return
    add = y.append if base is list else y.add
    for item in x:
        add(deepcopy(item, memo) if deep else item)


def copy(x):
    """Shallow copy: a new container holding the same items, or a new instance with the same
    attribute values."""
    cls = type(x)
    if _is_atomic(cls) or cls is tuple or cls is frozenset:
        return x
    if cls is list:
        return x.copy()
    if cls is dict:
        return x.copy()
    if cls is set:
        return x.copy()
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return x.__copy__()
    _uncopyable(x)
    if cls is _MethodType:
        return x
    if isinstance(x, type):
        return x
    rv = _reduction(x, cls)
    if rv is not None:
        if isinstance(rv, str):
            return x
        return _reconstruct(x, None, *rv)
    state = _get_state(x)
    y = _reconstruct_instance(x)
    if state is not None:
        _set_state(y, state)
    _copy_items(x, y)
    return y


# Each class: whether it reduces itself (its own __reduce_ex__/__reduce__ on the MRO).
_OWN_REDUCE = {}


def _reduction(x, cls):
    # What CPython's copy would reconstruct x from, for a class registered with copyreg or
    # reducing itself; None for the rest (copied by the paths above, as object's default
    # reduction would).
    copyreg = sys.modules.get("copyreg")
    if copyreg is not None:
        reductor = copyreg.dispatch_table.get(cls)
        if reductor is not None:
            return reductor(x)
    own = _OWN_REDUCE.get(cls)
    if own is None:
        own = False
        for c in cls.__mro__:
            if c is object:
                break
            d = getattr(c, "__dict__", None)
            if d is not None and ("__reduce_ex__" in d or "__reduce__" in d):
                own = True
                break
        _OWN_REDUCE[cls] = own
    if not own:
        return None
    import copyreg
    return copyreg._reduce_for(x, 4)


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y


def _keep_alive(x, memo):
    # CPython keeps the originals alive for the memo's lifetime under memo[id(memo)].
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _deepcopy_object(x, memo):
    # An instance without __deepcopy__: a new one (no __init__ run), its state deep-copied. A
    # class's own __deepcopy__ may call this for the default behaviour.
    _uncopyable(x)
    if isinstance(x, type):
        return x
    rv = _reduction(x, type(x))
    if rv is not None:
        if isinstance(rv, str):
            return x
        return _reconstruct(x, memo, *rv)
    state = _get_state(x)
    y = _reconstruct_instance(x, memo)
    memo[id(x)] = y
    if state is not None:
        state = deepcopy(state, memo)
        _set_state(y, state)
    _copy_items(x, y, memo)
    return y


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy: copy x and, recursively, everything it contains. memo maps id(original) to
    its copy, so shared and recursive structure is reproduced."""
    cls = type(x)
    # An atomic value is its own copy (and never in the memo: only copies made are).
    if cls in _ATOMIC:
        return x
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    # Items that are atomic are kept without a call: the common case, as CPython's dispatch
    # table's `_deepcopy_atomic` answers them.
    if cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(a if type(a) in _ATOMIC else deepcopy(a, memo))
    elif cls is tuple:
        items = [a if type(a) in _ATOMIC else deepcopy(a, memo) for a in x]
        # A recursive tuple may have been copied while copying its items.
        if d in memo:
            return memo[d]
        y = x
        for a, b in zip(items, x):
            if a is not b:
                y = tuple(items)
                break
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            if type(key) not in _ATOMIC:
                key = deepcopy(key, memo)
            y[key] = value if type(value) in _ATOMIC else deepcopy(value, memo)
    elif cls is set:
        y = set()
        memo[d] = y
        for a in x:
            y.add(deepcopy(a, memo))
    elif cls is frozenset:
        y = frozenset([deepcopy(a, memo) for a in x])
    elif cls is _MethodType:
        y = getattr(deepcopy(x.__self__, memo), x.__func__.__name__)
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _deepcopy_object(x, memo)
    if y is not x:
        memo[d] = y
        # CPython keeps the originals alive for the memo's lifetime under memo[id(memo)].
        k = id(memo)
        alive = memo.get(k)
        if alive is None:
            memo[k] = [x]
        else:
            alive.append(x)
    return y
