"""Support for type hints (CPython's typing, its run-time side).

Every name an annotation uses exists and can be subscripted; the results print as CPython's
(`typing.Optional[int]`, `typing.Dict[str, int]`, `typing.Callable[[int], str]`) and carry
`__origin__` and `__args__`. TypeVar, Generic and Protocol (as base classes), NamedTuple (class
syntax and functional form, instances as collections.namedtuple's), TypedDict (instances are plain
dicts), cast, overload, final, no_type_check, get_type_hints, TYPE_CHECKING.

VM notes: `Generic[T]`, `Protocol[T]` and a user generic class subscripted (`Box[int]`) are the
class itself (not an alias with `__orig_class__`); `List[int]` and the other aliases work as bases
through `__mro_entries__`, as CPython's. With no __init_subclass__ or metaclass, a class-syntax NamedTuple reads its fields when
its first instance is made (or on `_make`). isinstance()/issubclass() against a @runtime_checkable
Protocol check its members (`_typing_protocol.py`). ParamSpec, Concatenate, TypeVarTuple, Unpack,
TypeGuard, Required, NotRequired, the Supports* protocols, IO/TextIO/BinaryIO, Pattern/Match and the
predefined type variables are in `_typing_extra.py`, loaded on first use.
"""

import sys
import collections as _collections

TYPE_CHECKING = False

__all__ = [
    "Annotated", "Any", "Callable", "ClassVar", "Final", "ForwardRef", "Generic", "Literal",
    "Optional", "Protocol", "Tuple", "Type", "TypeVar", "Union", "AbstractSet", "ByteString",
    "Container", "ContextManager", "Hashable", "ItemsView", "Iterable", "Iterator", "KeysView",
    "Mapping", "MappingView", "MutableMapping", "MutableSequence", "MutableSet", "Sequence",
    "Sized", "ValuesView", "Awaitable", "AsyncIterator", "AsyncIterable", "Coroutine",
    "Collection", "AsyncGenerator", "Reversible", "ChainMap", "Counter", "Deque", "Dict",
    "DefaultDict", "List", "OrderedDict", "Set", "FrozenSet", "NamedTuple", "TypedDict",
    "Generator", "AnyStr", "cast", "final", "get_args", "get_origin", "get_type_hints",
    "NewType", "no_type_check", "overload", "runtime_checkable", "Text", "TYPE_CHECKING",
    "NoReturn", "Never", "Self", "LiteralString", "TypeAlias", "get_overloads",
    "clear_overloads",
]

_NoneType = type(None)


def _type_repr(obj):
    # CPython's typing._type_repr: a class as module.qualname (a builtin one bare), `...`,
    # a function by its name, anything else by its repr.
    if obj is Ellipsis:
        return "..."
    if obj is _NoneType:
        return "NoneType"
    text = repr(obj)
    if text.startswith("<class '") and text.endswith("'>"):
        text = text[8:-2]
        if text.startswith("builtins."):
            text = text[9:]
        return text
    if text.startswith("<function ") and hasattr(obj, "__name__"):
        return obj.__name__
    return text


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg):
    # CPython's check of a type argument: ClassVar[...] / Final[...] and the plain special forms
    # are refused, and so is a tuple; anything else passes.
    arg = _type_convert(arg)
    if isinstance(arg, _GenericAlias) and (arg.__origin__ is ClassVar or arg.__origin__ is Final
                                           or arg.__origin__ is Generic):
        raise TypeError(repr(arg) + " is not valid as type argument")
    if isinstance(arg, _SpecialForm) and arg._name in ("Any", "NoReturn", "Never", "Self",
                                                        "LiteralString", "TypeAlias"):
        return arg
    if isinstance(arg, _SpecialForm) or arg is Generic or arg is Protocol:
        raise TypeError("Plain %s is not valid as type argument" % _type_repr(arg))
    if type(arg) is tuple:
        raise TypeError("%s Got %s." % (msg, repr(arg)[:100]))
    return arg


def _short_repr(obj):
    text = repr(obj)
    if len(text) > 80:
        text = text[:77] + "..."
    return text


def _is_param_expr(arg):
    # A ParamSpec or Concatenate[...] (`_typing_extra`): a Callable's whole parameter list.
    return getattr(type(arg), "_is_param_expr", False)


def _caller_module(depth=2):
    # The module that called the caller (CPython names a TypeVar's or NewType's module so).
    try:
        return sys._getframe(depth).f_globals.get("__name__", "__main__")
    except (AttributeError, ValueError):
        return None


def _params(params):
    return params if isinstance(params, tuple) else (params,)


class ForwardRef:
    """A string annotation, not yet evaluated."""

    def __init__(self, arg):
        if not isinstance(arg, str):
            raise TypeError("Forward reference must be a string -- got " + repr(arg))
        self.__forward_arg__ = arg

    def __repr__(self):
        return "ForwardRef(" + repr(self.__forward_arg__) + ")"

    def __eq__(self, other):
        return isinstance(other, ForwardRef) and self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)


class _SpecialForm:
    # Any, Union, Optional, ClassVar, Final, Literal, ...: printed as typing.Name.

    def __init__(self, name, getitem, doc=""):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, parameters):
        if self._name == "Any":
            raise TypeError("type 'Any' is not subscriptable")
        if self._getitem is None:
            raise TypeError(repr(self) + " is not subscriptable")
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwargs):
        if self._name == "Any":
            raise TypeError("Any cannot be instantiated")
        raise TypeError("Cannot instantiate " + repr(self))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _GenericAlias:
    # A subscripted (or bare) generic: List[int], Callable[[int], str], Union[int, str], ...

    def __init__(self, origin, args, name=None, special=False):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._special = special

    def __repr__(self):
        name = "typing." + self._name
        if self._special:
            return name
        return name + "[" + ", ".join([_type_repr(a) for a in self.__args__]) + "]"

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ is other.__origin__ and self._name == other._name
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash((self._name, self.__args__))

    def __call__(self, *args, **kwargs):
        origin = self.__origin__
        if isinstance(origin, _SpecialForm):
            return origin(*args, **kwargs)  # Cannot instantiate typing.X
        if not getattr(self, "_inst", False) or origin is None:
            raise TypeError("Type %s cannot be instantiated; use %s() instead"
                            % (self._name, _type_repr(origin)))
        return origin(*args, **kwargs)

    def __getitem__(self, params):
        if self._special:
            return self._subscript(params)
        # List[T][int], Dict[K, List[V]][str, int]: the alias's type variables substituted.
        own = self.__parameters__
        if not own:
            raise TypeError(repr(self) + " is not a generic class")
        params = _params(params)
        _check_generic(self, params, len(own))
        subst = dict(zip(own, params))
        return self._copy_with(tuple([_subst(a, subst) for a in self.__args__]))

    def _copy_with(self, args):
        alias = type(self).__new__(type(self))
        alias.__dict__.update(self.__dict__)
        alias.__dict__.pop("_own_parameters", None)
        alias.__args__ = args
        return alias

    def _subscript(self, params):
        params = tuple([_type_check(p, "Parameters to generic types must be types.")
                        for p in _params(params)])
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError("Too %s arguments for %s; actual %d, expected %d" % (
                "many" if len(params) > self._nparams else "few", repr(self), len(params),
                self._nparams))
        alias = _GenericAlias(self.__origin__, params, self._name)
        alias._inst = getattr(self, "_inst", False)
        return alias

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        # A bare alias (List, Sequence) checks against its class; a subscripted one refuses.
        if self._special:
            origin = self.__origin__
            if origin is None and self._name:
                origin = _lazy_origin(self._name)
            if isinstance(origin, type):
                return issubclass(cls, origin)
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    @property
    def __parameters__(self):
        # The type variables in the arguments, in their first order (List[Tuple[K, V]]: K, V),
        # unless a maker set its own.
        own = self.__dict__.get("_own_parameters")
        return _collect_params(self.__args__) if own is None else own

    @__parameters__.setter
    def __parameters__(self, value):
        self._own_parameters = value

    def __mro_entries__(self, bases):
        # A class statement's base `List[int]`: the class it stands for, then Generic unless a
        # later base brings it (CPython's _BaseGenericAlias).
        origin = self.__origin__
        if origin is Generic or origin is Protocol:
            # Generic[T] / Protocol[T] stand for themselves (the class keeps the alias in
            # __orig_bases__, where Generic.__init_subclass__ reads the parameters).
            # A later subscripted base brings Generic itself (CPython's rule).
            if origin is Generic and Protocol in bases:
                return ()
            for b in bases[bases.index(self) + 1:]:
                if isinstance(b, _GenericAlias) and b is not self or b is origin:
                    return ()
            return (origin,)
        if origin is None and self._name:
            origin = _lazy_origin(self._name)
        if isinstance(origin, _SpecialForm) or not isinstance(origin, type):
            raise TypeError("Cannot subclass " + repr(self))
        res = []
        if origin not in bases:
            res.append(origin)
        for b in bases[bases.index(self) + 1:]:
            if isinstance(b, _GenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def _lazy_origin(name):
    # The collections.abc aliases (Sequence[int]) and the contextlib ones name their class only
    # when asked, so that importing typing does not load those modules.
    if name in ("ContextManager", "AsyncContextManager"):
        import contextlib
        return getattr(contextlib, "Abstract" + name)
    if name in ("Pattern", "Match"):
        import re
        return getattr(re, name)
    import collections.abc
    return getattr(collections.abc, name, None)


def _special(origin, nparams, name, inst=True):
    alias = _GenericAlias(origin, (), name, special=True)
    alias._nparams = nparams
    alias._inst = inst
    return alias


# ---- Special forms.

Any = _SpecialForm("Any", None, "Special type indicating an unconstrained type.")
NoReturn = _SpecialForm("NoReturn", None)
Never = _SpecialForm("Never", None)
Self = _SpecialForm("Self", None)
LiteralString = _SpecialForm("LiteralString", None)
TypeAlias = _SpecialForm("TypeAlias", None)


_UnionType = type(int | str)  # types.UnionType, what `X | Y` of classes makes


class _UnionAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[1] is _NoneType:
            return "typing.Optional[" + _type_repr(args[0]) + "]"
        if len(args) == 2 and args[0] is _NoneType:
            return "typing.Optional[" + _type_repr(args[1]) + "]"
        return "typing.Union[" + ", ".join([_type_repr(a) for a in args]) + "]"

    def __eq__(self, other):
        # Union[int, str] == int | str, as CPython's: the same members in any order.
        if not isinstance(other, (_UnionAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def _copy_with(self, args):
        # Optional[T][int] is Optional[int]; Union[T, int][int] collapses to int.
        return Union[args]

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        # isinstance(x, Optional[int]) checks each member (a subscripted one still refuses).
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    params = []
    for p in _params(parameters):
        p = _type_check(p, "Union[arg, ...]: each arg must be a type.")
        if isinstance(p, (_UnionAlias, _UnionType)):
            members = p.__args__
        else:
            members = (p,)
        for m in members:
            if m not in params:
                params.append(m)
    if len(params) == 1:
        return params[0]
    return _UnionAlias(Union, tuple(params), "Union")


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, "typing.Optional requires a single type.")
    return Union[arg, _NoneType]


Union = _SpecialForm("Union", _union_getitem)
Optional = _SpecialForm("Optional", _optional_getitem)


def _single_getitem(self, parameters):
    what = self._name
    item = _type_check(parameters, "typing.%s accepts only single type." % what)
    alias = _GenericAlias(self, (item,), what)
    if what == "ClassVar":
        alias._dataclasses_classvar = True
    return alias


ClassVar = _SpecialForm("ClassVar", _single_getitem)
ClassVar._dataclasses_classvar = True
Final = _SpecialForm("Final", _single_getitem)


def _literal_getitem(self, parameters):
    values = []
    flat = []
    for p in _params(parameters):
        # A nested Literal gives its values (Literal[Literal[1, 2], 3] is Literal[1, 2, 3]).
        flat.extend(p.__args__ if isinstance(p, _LiteralAlias) else (p,))
    for p in flat:
        # 1 and True are different literals.
        if not any([type(v) is type(p) and v == p for v in values]):
            values.append(p)
    return _LiteralAlias(self, tuple(values), "Literal")


class _LiteralAlias(_GenericAlias):
    def __repr__(self):
        return "typing.Literal[" + ", ".join([repr(a) for a in self.__args__]) + "]"

    def _typed_values(self):
        return {(v, type(v)) for v in self.__args__}

    def __eq__(self, other):
        # Literal[1, 2] == Literal[2, 1]: the values (each with its type) as a set.
        if not isinstance(other, _LiteralAlias):
            return NotImplemented
        return self._typed_values() == other._typed_values()

    def __hash__(self):
        return hash(frozenset(self._typed_values()))


Literal = _SpecialForm("Literal", _literal_getitem)


class _AnnotatedAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def _copy_with(self, args):
        return Annotated[(args[0],) + tuple(self.__metadata__)]

    def __repr__(self):
        return "typing.Annotated[%s, %s]" % (
            _type_repr(self.__origin__), ", ".join([repr(a) for a in self.__metadata__]))


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments "
                        "(a type and an annotation).")
    origin, metadata = params[0], params[1:]
    if isinstance(origin, _AnnotatedAlias):
        # Annotated[Annotated[T, x], y] is Annotated[T, x, y].
        origin, metadata = origin.__origin__, origin.__metadata__ + metadata
    alias = _AnnotatedAlias(origin, (origin,), "Annotated")
    alias.__metadata__ = metadata
    alias._inst = True  # Annotated[int, x]() is int()
    return alias


class Annotated:
    """Annotated[T, x, ...]: T with context-specific metadata (a class, as CPython's)."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        return _annotated_getitem(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        # CPython names the would-be subclass's module here.
        raise TypeError("Cannot subclass %s.Annotated" % cls.__module__)


# ---- Generic aliases of builtins and of collections.abc.

class _CallableAlias(_GenericAlias):
    def __repr__(self):
        if self._special:
            return "typing.Callable"
        args = self.__args__
        if len(args) == 2 and (args[0] is Ellipsis or _is_param_expr(args[0])):
            return "typing.Callable[%s, %s]" % (_type_repr(args[0]), _type_repr(args[1]))
        return "typing.Callable[[%s], %s]" % (
            ", ".join([_type_repr(a) for a in args[:-1]]), _type_repr(args[-1]))

    def _subscript(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        result = _type_check(result, "Callable[args, result]: result must be a type.")
        if args is Ellipsis or _is_param_expr(args):
            flat = (args, result)
        else:
            if isinstance(args, list):
                args = tuple(args)
            elif not isinstance(args, tuple):
                args = (args,)
            flat = tuple([_type_convert(a) for a in args]) + (result,)
        return _CallableAlias(self.__origin__, flat, "Callable")


Callable = _CallableAlias(None, (), "Callable", special=True)
Callable._nparams = 2


class _TupleAlias(_GenericAlias):
    def __repr__(self):
        if self._special:
            return "typing.Tuple"
        if self.__args__ == ():
            return "typing.Tuple[()]"
        return "typing.Tuple[" + ", ".join([_type_repr(a) for a in self.__args__]) + "]"

    def _subscript(self, params):
        if params == ():
            return _TupleAlias(tuple, (), "Tuple")
        params = _params(params)
        if len(params) == 2 and params[1] is Ellipsis:
            return _TupleAlias(tuple, (_type_check(params[0], "Tuple[t, ...]: t must be a type."),
                                       Ellipsis), "Tuple")
        return _TupleAlias(tuple, tuple([_type_check(p, "Tuple[t0, t1, ...]: each t must be a type.")
                                         for p in params]), "Tuple")


Tuple = _TupleAlias(tuple, (), "Tuple", special=True)
Tuple._nparams = -1

List = _special(list, 1, "List", inst=False)
Dict = _special(dict, 2, "Dict", inst=False)
Set = _special(set, 1, "Set", inst=False)
FrozenSet = _special(frozenset, 1, "FrozenSet", inst=False)
Type = _special(type, 1, "Type", inst=False)
Deque = _special(_collections.deque, 1, "Deque")
DefaultDict = _special(_collections.defaultdict, 2, "DefaultDict")
OrderedDict = _special(_collections.OrderedDict, 2, "OrderedDict")
Counter = _special(_collections.Counter, 1, "Counter")
ChainMap = _special(_collections.ChainMap, 2, "ChainMap")

# collections.abc is not in the library yet: these aliases have no class of origin.
Iterable = _special(None, 1, "Iterable")
Iterator = _special(None, 1, "Iterator")
Reversible = _special(None, 1, "Reversible")
Generator = _special(None, 3, "Generator")
Container = _special(None, 1, "Container")
Collection = _special(None, 1, "Collection")
Sequence = _special(None, 1, "Sequence")
MutableSequence = _special(None, 1, "MutableSequence")
Mapping = _special(None, 2, "Mapping")
MutableMapping = _special(None, 2, "MutableMapping")
AbstractSet = _special(None, 1, "AbstractSet")
MutableSet = _special(None, 1, "MutableSet")
MappingView = _special(None, 1, "MappingView")
KeysView = _special(None, 1, "KeysView")
ItemsView = _special(None, 2, "ItemsView")
ValuesView = _special(None, 1, "ValuesView")
Awaitable = _special(None, 1, "Awaitable")
Coroutine = _special(None, 3, "Coroutine")
AsyncIterable = _special(None, 1, "AsyncIterable")
AsyncIterator = _special(None, 1, "AsyncIterator")
AsyncGenerator = _special(None, 2, "AsyncGenerator")
ContextManager = _special(None, 1, "ContextManager")
Hashable = _special(None, 0, "Hashable")
Sized = _special(None, 0, "Sized")
ByteString = _special(None, 0, "ByteString")

Text = str


# ---- TypeVar, Generic, Protocol.

class TypeVar:
    """A type variable: T = TypeVar('T'), printed as ~T (+T covariant, -T contravariant)."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__constraints__ = tuple([_type_check(c, "TypeVar(name, constraint, ...): "
                                                     "constraints must be types.")
                                      for c in constraints])
        self.__bound__ = None if bound is None else _type_check(
            bound, "Bound must be a type.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        module = _caller_module()
        if module is not None and module != "typing":
            self.__module__ = module

    def __repr__(self):
        if self.__covariant__:
            return "+" + self.__name__
        if self.__contravariant__:
            return "-" + self.__name__
        return "~" + self.__name__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


AnyStr = TypeVar("AnyStr")
AnyStr.__constraints__ = (str,)  # CPython's (bytes, str): the VM has no bytes


class Generic:
    """Abstract base class for generic types: class Box(Generic[T]): ..."""
    __slots__ = ()

    def __class_getitem__(cls, params):
        params = _params(params)
        if cls is Generic or cls is Protocol:
            if not params:
                raise TypeError("Parameter list to %s[...] cannot be empty" % cls.__qualname__)
            for p in params:
                if not isinstance(p, TypeVar) and not getattr(type(p), "_is_type_param", False):
                    raise TypeError("Parameters to %s[...] must all be type variables or "
                                    "parameter specification variables." % cls.__qualname__)
            if len(set(params)) != len(params):
                raise TypeError("Parameters to %s[...] must all be unique" % cls.__qualname__)
            return _GenericAlias(cls, params, cls.__qualname__)
        _check_generic(cls, params, len(cls.__dict__.get("__parameters__", ())))
        return _ClassAlias(cls, params)

    @classmethod  # (explicit: the VM does not make it one, and super() calls reach it)
    def __init_subclass__(cls, *args, **kwargs):
        # The class's type parameters (CPython's Generic.__init_subclass__): those of its
        # Generic[...] base when it has one (every other type variable must be among them),
        # else every type variable of its subscripted bases in their first order.
        super().__init_subclass__(*args, **kwargs)
        orig = cls.__dict__.get("__orig_bases__")
        if orig is None:
            cls.__parameters__ = ()
            return
        if Generic in orig and cls.__name__ != "Protocol":
            raise TypeError("Cannot inherit from plain Generic")
        tvars = _collect_params(orig)
        gvars = None
        for base in orig:
            if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                if gvars is not None:
                    raise TypeError("Cannot inherit from Generic[...] multiple times.")
                gvars = base.__args__
        if gvars is not None:
            missing = [t for t in tvars if t not in gvars]
            if missing:
                raise TypeError("Some type variables (%s) are not listed in Generic[%s]" % (
                    ", ".join([str(t) for t in missing]), ", ".join([str(g) for g in gvars])))
            tvars = gvars
        cls.__parameters__ = tuple(tvars)


def _collect_params(args):
    # The type variables among args and inside their aliases, each once, in their first order.
    out = []
    for a in args:
        if isinstance(a, TypeVar) or getattr(type(a), "_is_type_param", False):
            found = (a,)
        elif isinstance(a, type):
            found = ()
        else:
            found = getattr(a, "__parameters__", ())
            if not isinstance(found, tuple):
                found = ()
        for p in found:
            if p not in out:
                out.append(p)
    return tuple(out)


def _check_generic(cls, params, expected):
    if not expected:
        raise TypeError("%r is not a generic class" % (cls,))
    if len(params) != expected:
        raise TypeError("Too %s arguments for %r; actual %d, expected %d" % (
            "many" if len(params) > expected else "few", cls, len(params), expected))


class _ClassAlias(_GenericAlias):
    # A user generic class subscripted, Box[int]: calling it makes a Box and records the alias
    # as the instance's __orig_class__; its other attributes are the class's (CPython's
    # _GenericAlias over a Generic subclass).

    def __init__(self, origin, args):
        super().__init__(origin, args, origin.__name__)

    def __repr__(self):
        return _type_repr(self.__origin__) + "[" + ", ".join([_type_repr(a) for a in self.__args__]) + "]"

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return result

    def __getattr__(self, name):
        if name in ("__name__", "__qualname__"):
            return getattr(self.__origin__, name)
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __getitem__(self, params):
        # Box[T][int]: the alias's own type variables substituted.
        params = _params(params)
        own = self.__parameters__
        if not own:
            raise TypeError(repr(self) + " is not a generic class")
        _check_generic(self, params, len(own))
        subst = dict(zip(own, params))
        return _ClassAlias(self.__origin__, tuple([_subst(a, subst) for a in self.__args__]))

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _subst(arg, subst):
    if arg in subst if isinstance(arg, TypeVar) else False:
        return subst[arg]
    inner = getattr(arg, "__parameters__", ())
    if isinstance(inner, tuple) and inner and not isinstance(arg, type):
        return arg[tuple([subst.get(p, p) for p in inner])]
    return arg


from _typing_protocol import _ProtocolMeta, _protocol_init_subclass


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural types): isinstance/issubclass check the
    members of a @runtime_checkable protocol, as CPython's."""
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    @classmethod
    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        _protocol_init_subclass(cls, Protocol)


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol: isinstance() and issubclass() check its
    members."""
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or \
            not cls.__dict__.get("_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r"
                        % (cls,))
    cls._is_runtime_protocol = True
    return cls


# ---- NamedTuple and TypedDict.

def _namedtuple_setup(cls):
    # Reads a class-syntax NamedTuple's fields from its annotations, once.
    if "_fields" in cls.__dict__:
        return
    annotations = cls.__dict__.get("__annotations__", {})
    names = list(annotations)
    defaults = {}
    for name in names:
        if name in cls.__dict__:
            defaults[name] = cls.__dict__[name]
        elif defaults:
            raise TypeError("Non-default namedtuple field %s cannot follow default field%s %s"
                            % (name, "s" if len(defaults) > 1 else "",
                               ", ".join(list(defaults))))
    for name in names:
        if name.startswith("_"):
            raise ValueError("Field names cannot start with an underscore: " + repr(name))
    cls._fields = tuple(names)
    cls._field_defaults = defaults
    cls.__match_args__ = tuple(names)
    # CPython makes the class with namedtuple(): its instances take no new attributes.
    cls.__slots__ = ()
    for i, name in enumerate(names):
        setattr(cls, name, _collections._field_getter(i))


class NamedTuple(_collections._NamedTupleBase):
    """Typed version of namedtuple: class syntax (fields from annotations, defaults from the
    class body) or NamedTuple('Point', [('x', int), ('y', int)])."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            return _namedtuple_functional(*args, **kwargs)
        _namedtuple_setup(cls)
        return _collections._NamedTupleBase.__new__(cls, *args, **kwargs)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if NamedTuple in cls.__bases__:
            _namedtuple_setup(cls)

    @classmethod
    def _make(cls, iterable):
        _namedtuple_setup(cls)
        return _collections._NamedTupleBase._make.__func__(cls, iterable)


def _namedtuple_functional(typename, fields=None, **kwargs):
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, "
                        "not both")
    fields = list(fields)
    names = [n for n, t in fields]
    cls = _collections.namedtuple(typename, names)
    cls.__annotations__ = dict([(n, _type_check(t, "field %s annotation must be a type" % n))
                                for n, t in fields])
    return cls


_TYPEDDICT_CHECKS = "TypedDict does not support instance and class checks"


class _TypedDictMeta(type):
    # A TypedDict class is a plain dict subclass (its MRO is the class, dict, object) whose
    # annotations merge its TypedDict bases'; calling it builds a plain dict.
    def __new__(mcls, name, bases, ns, total=True):
        generic = False
        for base in bases:
            if base is Generic:
                generic = True
            elif type(base) is not _TypedDictMeta:
                raise TypeError("cannot inherit from both a TypedDict type and a non-TypedDict "
                                "base class")
        tp = type.__new__(mcls, name, (Generic, dict) if generic else (dict,), ns)
        own = {}
        for key, t in ns.get("__annotations__", {}).items():
            own[key] = _type_check(t, "TypedDict('Name', {f0: t0, f1: t1, ...}); "
                                      "Values must be types.")
        merged = {}
        for base in bases:
            if base is not Generic:
                merged.update(base.__dict__.get("__annotations__", {}))
        merged.update(own)
        tp.__annotations__ = merged
        from _typing_extra import _typeddict_keys
        _typeddict_keys(tp, total, [b for b in bases if b is not Generic], own)
        tp.__total__ = total
        return tp

    def __init__(cls, name, bases, ns, total=True):
        super().__init__(name, bases, ns)

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __instancecheck__(cls, obj):
        raise TypeError(_TYPEDDICT_CHECKS)

    def __subclasscheck__(cls, other):
        raise TypeError(_TYPEDDICT_CHECKS)


_TypedDict = type.__new__(_TypedDictMeta, "TypedDict", (), {})


class _TypedDictFunction:
    # CPython's TypedDict is a function whose __mro_entries__ puts the TypedDict root in a class
    # statement's bases; the VM reads __mro_entries__ from the type, so this is a callable object.
    __name__ = __qualname__ = "TypedDict"
    __module__ = "typing"

    def __call__(self, typename, fields=None, /, *, total=True, **kwargs):
        if fields is None:
            fields = kwargs
        elif kwargs:
            raise TypeError("TypedDict takes either a dict or keyword arguments, but not both")
        ns = {"__annotations__": dict(fields)}
        try:
            ns["__module__"] = sys._getframe(1).f_globals.get("__name__", "__main__")
        except (AttributeError, ValueError):
            pass
        return _TypedDictMeta(typename, (), ns, total=total)

    def __mro_entries__(self, bases):
        return (_TypedDict,)

    def __repr__(self):
        return "typing.TypedDict"


TypedDict = _TypedDictFunction()
TypedDict.__doc__ = ("A dict with a fixed set of typed keys; instances are plain dicts. Class "
                     "syntax (`class Movie(TypedDict, total=False): ...`) or "
                     "TypedDict('Movie', {'name': str}).")


# ---- Functions.

def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. A series of @overload-decorated "
        "functions outside a stub module should always be followed by an implementation that "
        "is not @overload-ed.")


# module -> qualname -> first line -> the @overload-decorated function (get_overloads reads it).
_overload_registry = {}


def overload(func):
    """Decorator for overloaded functions/methods."""
    f = getattr(func, "__func__", func)
    try:
        by_name = _overload_registry.setdefault(f.__module__, {}).setdefault(f.__qualname__, {})
        by_name[f.__code__.co_firstlineno] = func
    except AttributeError:
        # Not a function (no __code__ / __qualname__): nothing to remember.
        pass
    return _overload_dummy


def get_overloads(func):
    """The @overload definitions recorded for func, in definition order."""
    f = getattr(func, "__func__", func)
    by_name = _overload_registry.get(getattr(f, "__module__", None), {}).get(
        getattr(f, "__qualname__", None))
    return [] if by_name is None else list(by_name.values())


def clear_overloads():
    """Forget every recorded @overload definition."""
    _overload_registry.clear()


def final(f):
    """Decorator marking a method or class final."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator indicating that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    return decorator


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead: calling it returns
    its argument; it prints as `module.Name` and refuses to be subclassed."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        module = _caller_module()
        if module != "typing":
            self.__module__ = module

    def __mro_entries__(self, bases):
        # The class statement's own name goes into the error, as CPython's.
        supercls_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subcls_name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{subcls_name} = NewType({subcls_name!r}, {supercls_name})`")

        return (Dummy,)

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def get_origin(tp):
    """Get the unsubscripted version of a type: get_origin(List[int]) is list,
    get_origin(list[int]) is list, get_origin(int | str) is types.UnionType."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, _GenericAlias):
        if tp.__origin__ is None and tp._name:
            return _lazy_origin(tp._name)
        return tp.__origin__
    if tp is Generic:
        return Generic
    import types
    if isinstance(tp, types.GenericAlias):
        return tp.__origin__
    if isinstance(tp, types.UnionType):
        return types.UnionType
    from _typing_extra import ParamSpecArgs, ParamSpecKwargs
    if isinstance(tp, (ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed: get_args(Dict[int, str])."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableAlias) and not tp._special:
        args = tp.__args__
        if args[0] is Ellipsis or _is_param_expr(args[0]):
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, _GenericAlias) and not tp._special:
        return tp.__args__
    import types
    if isinstance(tp, types.GenericAlias):
        args = tp.__args__
        from collections.abc import Callable as _AbcCallable
        if tp.__origin__ is _AbcCallable and not (len(args) == 2 and (
                args[0] is Ellipsis or _is_param_expr(args[0]))):
            return (list(args[:-1]), args[-1])
        return args
    if isinstance(tp, types.UnionType):
        return tp.__args__
    return ()


def _strip_annotated(tp):
    # Annotated[T, ...], Required[T] and NotRequired[T] are T in plain type hints.
    if isinstance(tp, _AnnotatedAlias):
        return _strip_annotated(tp.__origin__)
    if isinstance(tp, _GenericAlias) and getattr(tp.__origin__, "_name", None) in (
            "Required", "NotRequired"):
        return _strip_annotated(tp.__args__[0])
    return tp


def _eval_hint(text, owner, globalns, localns):
    # Evaluated as CPython does: in the globals of the module that defined the owner (a
    # function's __globals__, a class's module), with a class's own names beside them.
    if globalns is None:
        if isinstance(owner, type):
            mod = sys.modules.get(owner.__module__)
            globalns = dict(vars(mod)) if mod is not None else {}
        else:
            while hasattr(owner, "__wrapped__"):
                owner = owner.__wrapped__
            globalns = getattr(owner, "__globals__", {})
    if localns is None and isinstance(owner, type):
        localns = dict(vars(owner))
    value = eval(text, globalns, localns)
    return _NoneType if value is None else value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return the type hints of a class (its annotations and its bases', None as NoneType), a
    function or a module; string annotations are evaluated where their owner was defined."""
    if getattr(obj, "__no_type_check__", False):
        return {}
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            ann = getattr(base, "__dict__", {}).get("__annotations__", {})
            for name, value in ann.items():
                hints[name] = (value, base)
    else:
        ann = getattr(obj, "__annotations__", None)
        if ann is None:
            raise TypeError(repr(obj) + " is not a module, class, method, or function.")
        hints = {name: (value, obj) for name, value in ann.items()}
    result = {}
    for name, (value, owner) in hints.items():
        if value is None:
            value = _NoneType
        if isinstance(value, str):
            value = _eval_hint(value, owner, globalns, localns)
        if isinstance(value, str):
            value = ForwardRef(value)
        from _typing_extra import _resolve_refs
        value = _resolve_refs(value, owner, globalns, localns, 0)
        result[name] = value if include_extras else _strip_annotated(value)
    return result


# ParamSpec, Concatenate, the Supports* protocols, IO, ... (`_typing_extra.py`) load on first use
# (PEP 562; a star import asks `__getattr__` for what `__all__` names): most programs that import
# typing name none of them, and compiling them cost each `import typing` a third more.
_EXTRA_PUBLIC = (
    "ParamSpec", "ParamSpecArgs", "ParamSpecKwargs", "Concatenate", "TypeVarTuple", "Unpack",
    "TypeGuard", "Required", "NotRequired", "SupportsAbs", "SupportsBytes", "SupportsComplex",
    "SupportsFloat", "SupportsIndex", "SupportsInt", "SupportsRound", "IO", "TextIO",
    "BinaryIO", "Pattern", "Match", "AsyncContextManager", "assert_never", "assert_type",
    "reveal_type", "dataclass_transform", "is_typeddict",
)
_EXTRA = frozenset(_EXTRA_PUBLIC + ("T", "KT", "VT", "T_co", "V_co", "VT_co", "T_contra", "CT_co"))
__all__ += list(_EXTRA_PUBLIC)


def __getattr__(name):
    if name not in _EXTRA:
        raise AttributeError("module 'typing' has no attribute '" + name + "'")
    import _typing_extra
    import typing

    for n in _EXTRA:
        setattr(typing, n, getattr(_typing_extra, n))
    return getattr(_typing_extra, name)
