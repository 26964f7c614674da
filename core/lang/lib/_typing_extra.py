"""The rest of typing (CPython 3.11's behaviour), loaded by typing.py as it finishes:
ParamSpec (with .args/.kwargs), ParamSpecArgs, ParamSpecKwargs, Concatenate, TypeVarTuple,
Unpack, TypeGuard, Required, NotRequired, the Supports* runtime protocols, IO/TextIO/BinaryIO,
Pattern/Match, AsyncContextManager, the predefined type variables (T, KT, VT, T_co, V_co,
VT_co, T_contra, CT_co), assert_never, assert_type, reveal_type, dataclass_transform and
is_typeddict. Every name here is typing's (`typing.X` in reprs)."""

from abc import abstractmethod
from typing import (_GenericAlias, _SpecialForm, _single_getitem, _special, _type_check,
                    AnyStr, Generic, Protocol, TypedDict, TypeVar, Union, runtime_checkable)

__all__ = [
    "ParamSpec", "ParamSpecArgs", "ParamSpecKwargs", "Concatenate", "TypeVarTuple", "Unpack",
    "TypeGuard", "Required", "NotRequired", "SupportsAbs", "SupportsBytes", "SupportsComplex",
    "SupportsFloat", "SupportsIndex", "SupportsInt", "SupportsRound", "IO", "TextIO",
    "BinaryIO", "Pattern", "Match", "AsyncContextManager", "assert_never", "assert_type",
    "reveal_type", "dataclass_transform", "is_typeddict",
]


# ---- ParamSpec

class ParamSpecArgs:
    """The type of P.args for a ParamSpec P (its `__origin__`)."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + ".args"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    __hash__ = None


class ParamSpecKwargs:
    """The type of P.kwargs for a ParamSpec P (its `__origin__`)."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + ".kwargs"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    __hash__ = None


class ParamSpec:
    """A parameter specification variable: P = ParamSpec('P'), printed as ~P; stands for a
    callable's whole parameter list (Callable[P, int]), with P.args and P.kwargs."""

    _is_param_expr = True
    _is_type_param = True

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound else None

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

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


class _ConcatenateAlias(_GenericAlias):
    _is_param_expr = True


def _concatenate_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    last = parameters[-1]
    if not (last is Ellipsis or isinstance(last, ParamSpec)):
        raise TypeError("The last parameter to Concatenate should be a ParamSpec variable or "
                        "ellipsis.")
    msg = "Concatenate[arg, ...]: each arg must be a type."
    parameters = tuple([_type_check(p, msg) for p in parameters[:-1]]) + (last,)
    alias = _ConcatenateAlias(self, parameters, "Concatenate")
    alias.__parameters__ = tuple([p for p in parameters if isinstance(p, (TypeVar, ParamSpec))])
    return alias


Concatenate = _SpecialForm("Concatenate", _concatenate_getitem,
                           "Used with Callable and ParamSpec to add, remove or transform the "
                           "parameters of a callable.")


# ---- TypeVarTuple and Unpack

class _UnpackAlias(_GenericAlias):
    _is_type_param = True

    def __repr__(self):
        return "*" + repr(self.__args__[0])


def _unpack_getitem(self, parameters):
    item = _type_check(parameters, "typing.Unpack accepts only single type.")
    return _UnpackAlias(self, (item,), "Unpack")


Unpack = _SpecialForm("Unpack", _unpack_getitem, "Type unpack operator: Unpack[Ts] is *Ts.")


class TypeVarTuple:
    """A variadic type variable: Ts = TypeVarTuple('Ts'), used unpacked (*Ts, Unpack[Ts])."""

    _is_type_param = True

    def __init__(self, name):
        self.__name__ = name

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


# ---- TypeGuard, Required, NotRequired

TypeGuard = _SpecialForm("TypeGuard", _single_getitem,
                         "Special typing form used to annotate the return type of a "
                         "user-defined type guard function.")


def _required_getitem(self, parameters):
    item = _type_check(parameters, self._name + " accepts only a single type.")
    return _GenericAlias(self, (item,), self._name)


Required = _SpecialForm("Required", _required_getitem,
                        "A special typing construct to mark a key of a total=False TypedDict "
                        "as required.")
NotRequired = _SpecialForm("NotRequired", _required_getitem,
                           "A special typing construct to mark a key of a TypedDict as "
                           "potentially missing.")


def _typeddict_keys(cls, total, bases, own):
    # A TypedDict class's __required_keys__ and __optional_keys__: its TypedDict bases' and, for
    # each own key, Required/NotRequired (also under Annotated) or else the class's totality.
    from typing import Annotated, get_args, get_origin

    required, optional = set(), set()
    for base in bases:
        required |= set(getattr(base, "__required_keys__", ()))
        optional |= set(getattr(base, "__optional_keys__", ()))
    for key, tp in own.items():
        origin = get_origin(tp)
        if origin is Annotated:
            args = get_args(tp)
            if args:
                origin = get_origin(args[0])
        if origin is Required:
            is_required = True
        elif origin is NotRequired:
            is_required = False
        else:
            is_required = total
        if is_required:
            required.add(key)
            optional.discard(key)
        else:
            optional.add(key)
            required.discard(key)
    cls.__required_keys__ = frozenset(required)
    cls.__optional_keys__ = frozenset(optional)


# ---- The predefined type variables

T = TypeVar("T")
KT = TypeVar("KT")
VT = TypeVar("VT")
T_co = TypeVar("T_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)
VT_co = TypeVar("VT_co", covariant=True)
T_contra = TypeVar("T_contra", contravariant=True)
CT_co = TypeVar("CT_co", covariant=True, bound=type)


# ---- The Supports* protocols

@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    __slots__ = ()

    @abstractmethod
    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    __slots__ = ()

    @abstractmethod
    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()

    @abstractmethod
    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()

    @abstractmethod
    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    __slots__ = ()

    @abstractmethod
    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()

    @abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()

    @abstractmethod
    def __round__(self, ndigits=0):
        pass


# ---- IO

class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO: the methods of a file object."""
    __slots__ = ()

    @property
    @abstractmethod
    def mode(self):
        pass

    @property
    @abstractmethod
    def name(self):
        pass

    @abstractmethod
    def close(self):
        pass

    @property
    @abstractmethod
    def closed(self):
        pass

    @abstractmethod
    def fileno(self):
        pass

    @abstractmethod
    def flush(self):
        pass

    @abstractmethod
    def isatty(self):
        pass

    @abstractmethod
    def read(self, n=-1):
        pass

    @abstractmethod
    def readable(self):
        pass

    @abstractmethod
    def readline(self, limit=-1):
        pass

    @abstractmethod
    def readlines(self, hint=-1):
        pass

    @abstractmethod
    def seek(self, offset, whence=0):
        pass

    @abstractmethod
    def seekable(self):
        pass

    @abstractmethod
    def tell(self):
        pass

    @abstractmethod
    def truncate(self, size=None):
        pass

    @abstractmethod
    def writable(self):
        pass

    @abstractmethod
    def write(self, s):
        pass

    @abstractmethod
    def writelines(self, lines):
        pass

    @abstractmethod
    def __enter__(self):
        pass

    @abstractmethod
    def __exit__(self, type, value, traceback):
        pass


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()

    @abstractmethod
    def write(self, s):
        pass

    @abstractmethod
    def __enter__(self):
        pass


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()

    @property
    @abstractmethod
    def buffer(self):
        pass

    @property
    @abstractmethod
    def encoding(self):
        pass

    @property
    @abstractmethod
    def errors(self):
        pass

    @property
    @abstractmethod
    def line_buffering(self):
        pass

    @property
    @abstractmethod
    def newlines(self):
        pass

    @abstractmethod
    def __enter__(self):
        pass


# ---- Aliases whose class is another module's (named when asked: typing._lazy_origin)

Pattern = _special(None, 1, "Pattern")
Match = _special(None, 1, "Match")
AsyncContextManager = _special(None, 1, "AsyncContextManager")


# ---- Functions

def assert_never(arg, /):
    """Statically assert that a line of code is unreachable: raises AssertionError."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError("Expected code to be unreachable, but got: " + value)


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that val has type typ; returns val."""
    return val


def reveal_type(obj, /):
    """Print the run-time type of obj on stderr and return obj."""
    import sys

    print("Runtime type is %r" % type(obj).__name__, file=sys.stderr)
    return obj


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator marking an object as providing dataclass-like behaviour."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def is_typeddict(tp):
    """Whether tp is a TypedDict class."""
    from typing import _TypedDictMeta
    return isinstance(tp, _TypedDictMeta)


for _obj in (ParamSpecArgs, ParamSpecKwargs, ParamSpec, TypeVarTuple, SupportsInt,
             SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex, SupportsAbs,
             SupportsRound, IO, BinaryIO, TextIO, assert_never, assert_type, reveal_type,
             dataclass_transform, is_typeddict):
    try:
        _obj.__module__ = "typing"
    except (AttributeError, TypeError):
        pass
del _obj


def _resolve_refs(value, owner, globalns, localns, depth):
    # The forward references inside a hint (Optional["Node"], list["Node"]) evaluated as the
    # hint's own string would be, the alias rebuilt around them.
    if depth > 20:
        return value
    import types
    from typing import (Annotated, ForwardRef, Union, _AnnotatedAlias, _eval_hint,
                        _GenericAlias, _LiteralAlias, _UnionAlias)
    if isinstance(value, ForwardRef):
        return _resolve_refs(_eval_hint(value.__forward_arg__, owner, globalns, localns), owner,
                             globalns, localns, depth + 1)
    if isinstance(value, types.GenericAlias):
        args = tuple(_resolve_refs(ForwardRef(a) if isinstance(a, str) else a, owner, globalns,
                                   localns, depth + 1) for a in value.__args__)
        if any(a is not b for a, b in zip(args, value.__args__)):
            return types.GenericAlias(value.__origin__, args)
        return value
    if isinstance(value, _AnnotatedAlias):
        inner = _resolve_refs(value.__origin__, owner, globalns, localns, depth + 1)
        if inner is not value.__origin__:
            return Annotated[(inner,) + tuple(value.__metadata__)]
        return value
    if (isinstance(value, _GenericAlias) and not isinstance(value, _LiteralAlias)
            and not value._special and value.__args__):
        args = tuple(_resolve_refs(a, owner, globalns, localns, depth + 1)
                     for a in value.__args__)
        if all(a is b for a, b in zip(args, value.__args__)):
            return value
        if isinstance(value, _UnionAlias):
            return Union[args]
        import copy
        new = copy.copy(value)
        new.__args__ = args
        return new
    return value
