"""numbers: the abstract base classes of the numeric tower (PEP 3141).

Number <- Complex <- Real <- Rational <- Integral. Each class is assembled from the table
below, where a row names a method, its parameters after self, and either the expression it
answers (a mixin) or ABSTRACT (the subclass must supply it; calling the inherited one raises
NotImplementedError). A name written "@name" is a property. The built-in number types are
registered in their places: complex as Complex, float as Real, int as Integral.
"""

from abc import ABCMeta, abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]

ABSTRACT = None

_BINARY = "other"

_TOWER = (
    ("Complex", "What the built-in complex supports: arithmetic, abs, conjugate, equality.", (
        ("__complex__", "", ABSTRACT), ("@real", "", ABSTRACT), ("@imag", "", ABSTRACT),
        ("__add__", _BINARY, ABSTRACT), ("__radd__", _BINARY, ABSTRACT),
        ("__neg__", "", ABSTRACT), ("__pos__", "", ABSTRACT),
        ("__sub__", _BINARY, "self + -other"), ("__rsub__", _BINARY, "-self + other"),
        ("__mul__", _BINARY, ABSTRACT), ("__rmul__", _BINARY, ABSTRACT),
        ("__truediv__", _BINARY, ABSTRACT), ("__rtruediv__", _BINARY, ABSTRACT),
        ("__pow__", "exponent", ABSTRACT), ("__rpow__", "base", ABSTRACT),
        ("__abs__", "", ABSTRACT), ("conjugate", "", ABSTRACT), ("__eq__", _BINARY, ABSTRACT),
        ("__bool__", "", "self != 0"),
    )),
    ("Real", "Complex numbers on the ordered real line: float's operations.", (
        ("__float__", "", ABSTRACT), ("__trunc__", "", ABSTRACT), ("__floor__", "", ABSTRACT),
        ("__ceil__", "", ABSTRACT), ("__round__", "ndigits=None", ABSTRACT),
        ("__floordiv__", _BINARY, ABSTRACT), ("__rfloordiv__", _BINARY, ABSTRACT),
        ("__mod__", _BINARY, ABSTRACT), ("__rmod__", _BINARY, ABSTRACT),
        ("__lt__", _BINARY, ABSTRACT), ("__le__", _BINARY, ABSTRACT),
        ("__divmod__", _BINARY, "(self // other, self % other)"),
        ("__rdivmod__", _BINARY, "(other // self, other % self)"),
        ("__complex__", "", "complex(float(self))"),
        ("@real", "", "+self"), ("@imag", "", "0"), ("conjugate", "", "+self"),
    )),
    ("Rational", "Reals that are a ratio numerator / denominator of integers.", (
        ("@numerator", "", ABSTRACT), ("@denominator", "", ABSTRACT),
        # int / int is correctly rounded, so this is the nearest float to the ratio.
        ("__float__", "", "int(self.numerator) / int(self.denominator)"),
    )),
    ("Integral", "Rationals that are whole: int's bit operations, __index__, pow with modulus.", (
        ("__int__", "", ABSTRACT), ("__pow__", "exponent, modulus=None", ABSTRACT),
        ("__lshift__", _BINARY, ABSTRACT), ("__rlshift__", _BINARY, ABSTRACT),
        ("__rshift__", _BINARY, ABSTRACT), ("__rrshift__", _BINARY, ABSTRACT),
        ("__and__", _BINARY, ABSTRACT), ("__rand__", _BINARY, ABSTRACT),
        ("__xor__", _BINARY, ABSTRACT), ("__rxor__", _BINARY, ABSTRACT),
        ("__or__", _BINARY, ABSTRACT), ("__ror__", _BINARY, ABSTRACT),
        ("__invert__", "", ABSTRACT),
        ("__index__", "", "int(self)"), ("__float__", "", "float(int(self))"),
        ("@numerator", "", "+self"), ("@denominator", "", "1"),
    )),
)

# CPython's abstract __complex__ has an empty body: calling it through super() answers None.
_EMPTY_ABSTRACT = {"__complex__"}


def _method(owner, name, params, answer):
    args = "self, " + params if params else "self"
    if answer is not ABSTRACT:
        body = "return " + answer
    elif name in _EMPTY_ABSTRACT:
        body = "return None"
    else:
        body = "raise NotImplementedError"
    space = {}
    exec("def %s(%s):\n    %s\n" % (name, args, body), space)
    fn = space[name]
    fn.__module__ = __name__
    fn.__qualname__ = owner + "." + name
    return abstractmethod(fn) if answer is ABSTRACT else fn


def _build(name, base, doc, rows):
    namespace = {"__module__": __name__, "__qualname__": name, "__doc__": doc, "__slots__": ()}
    for spec, params, answer in rows:
        if spec.startswith("@"):
            namespace[spec[1:]] = property(_method(name, spec[1:], params, answer))
        else:
            namespace[spec] = _method(name, spec, params, answer)
    return ABCMeta(name, (base,), namespace)


class Number(metaclass=ABCMeta):
    """Root of the tower: isinstance(x, Number) tells whether x is any kind of number."""
    __slots__ = ()
    # No hash here: each concrete number type defines one consistent with its equality.
    __hash__ = None


def _register(abc, cls):
    # The VM's isinstance(float, type) is False, so ABCMeta.register refuses its built-in
    # classes: they go straight into the registry then.
    try:
        abc.register(cls)
    except TypeError:
        registry = getattr(abc, "_abc_registry", None)
        if hasattr(registry, "append"):
            registry.append(cls)
        elif hasattr(registry, "add"):
            registry.add(cls)


Complex = _build("Complex", Number, *_TOWER[0][1:])
Real = _build("Real", Complex, *_TOWER[1][1:])
Rational = _build("Rational", Real, *_TOWER[2][1:])
Integral = _build("Integral", Rational, *_TOWER[3][1:])
_register(Complex, complex)
_register(Real, float)
_register(Integral, int)
