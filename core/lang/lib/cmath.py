"""Mathematical functions for complex numbers, as CPython 3.11's cmath.

The algorithms are cmathmodule.c's, step for step over `math`'s functions (glibc's results, as
CPython's libm calls give them), so results match CPython's digit for digit. Non-finite arguments
take C99 Annex G's special values: the tables below give each function's value for the seven
kinds of a part (-inf, negative, -0, +0, positive, +inf, nan), as CPython's do (`!` marks a
ValueError, `.` a case computed, `?` one handled before the table). A C errno becomes the same
exception: EDOM a ValueError, ERANGE an OverflowError.
"""

import math as _math
from _cmath import hypot as _hypot

__all__ = [
    "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "e", "exp", "inf", "infj",
    "isclose", "isfinite", "isinf", "isnan", "log", "log10", "nan", "nanj", "phase", "pi",
    "polar", "rect", "sin", "sinh", "sqrt", "tan", "tanh", "tau",
]

pi = _math.pi
e = _math.e
tau = _math.tau
inf = _math.inf
nan = _math.nan
infj = complex(0.0, inf)
nanj = complex(0.0, nan)

_DBL_MAX = 1.7976931348623157e308
_DBL_MIN = 2.2250738585072014e-308
_LARGE = _DBL_MAX / 4.0
_SQRT_LARGE = _math.sqrt(_LARGE)
_LOG_LARGE = _math.log(_LARGE)
_SQRT_DBL_MIN = _math.sqrt(_DBL_MIN)
_LN2 = 0.6931471805599453094
_LN10 = 2.302585092994045684
_SCALE_UP = 53
_SCALE_DOWN = -27

_SYMS = {"0": 0.0, "-0": -0.0, "i": inf, "-i": -inf, "n": nan, "p": pi, "-p": -pi,
         "h": pi / 2, "-h": -pi / 2, "q": pi / 4, "-q": -pi / 4, "t": 3 * pi / 4,
         "-t": -3 * pi / 4, "1": 1.0, "-1": -1.0}


def _table(text):
    out = []
    for cell in text.split():
        if "," in cell:
            a, b = cell.split(",")
            out.append(complex(_SYMS[a], _SYMS[b]))
        else:
            out.append(cell)
    return out


def _kind(x):
    # The row or column of a part: -inf, negative, -0, +0, positive, +inf, nan.
    if x != x:
        return 6
    if x == inf:
        return 5
    if x == -inf:
        return 0
    if x == 0.0:
        return 3 if _math.copysign(1.0, x) > 0 else 2
    return 4 if x > 0 else 1


def _special(table, x, y):
    v = table[_kind(x) * 7 + _kind(y)]
    if v == "!":
        raise ValueError("math domain error")
    return v


def _finite(x, y):
    return _math.isfinite(x) and _math.isfinite(y)


# Generated from CPython 3.11's results.
_EXP = _table("0,0 ? 0,-0 0,0 ? 0,0 0,0 ! . . . . ! n,n ! . . . . ! n,n ! . . . . ! n,n ! . . . . ! n,n ! ? i,-0 i,0 ? ! i,n n,n n,n n,-0 n,0 n,n n,n n,n")
_LOG = _table("i,-t i,-p i,-p i,p i,p i,t i,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-q i,-0 i,-0 i,0 i,0 i,q i,n i,n n,n n,n n,n n,n i,n n,n")
_SQRT = _table("i,-i 0,-i 0,-i 0,i 0,i i,i n,i i,-i . . . . i,i n,n i,-i . . . . i,i n,n i,-i . . . . i,i n,n i,-i . . . . i,i n,n i,-i i,-0 i,-0 i,0 i,0 i,i i,n i,-i n,n n,n n,n n,n i,i n,n")
_ACOS = _table("t,i p,i p,i p,-i p,-i t,-i n,i h,i . . . . h,-i n,n h,i . . . . h,-i h,n h,i . . . . h,-i h,n h,i . . . . h,-i n,n q,i 0,i 0,i 0,-i 0,-i q,-i n,i n,i n,n n,n n,n n,n n,-i n,n")
_ACOSH = _table("i,-t i,-p i,-p i,p i,p i,t i,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-q i,-0 i,-0 i,0 i,0 i,q i,n i,n n,n n,n n,n n,n i,n n,n")
_ASINH = _table("-i,-q -i,-0 -i,-0 -i,0 -i,0 -i,q -i,n -i,-h . . . . -i,h n,n -i,-h . . . . -i,h n,n i,-h . . . . i,h n,n i,-h . . . . i,h n,n i,-q i,-0 i,-0 i,0 i,0 i,q i,n i,n n,n n,-0 n,0 n,n i,n n,n")
_ATANH = _table("-0,-h -0,-h -0,-h -0,h -0,h -0,h -0,n -0,-h . . . . -0,h n,n -0,-h . . . . -0,h -0,n 0,-h . . . . 0,h 0,n 0,-h . . . . 0,h n,n 0,-h 0,-h 0,-h 0,h 0,h 0,h 0,n 0,-h n,n n,n n,n n,n 0,h n,n")
_COSH = _table("! ? i,0 i,-0 ? ! i,n ! . . . . ! n,n ! . . . . ! n,0 ! . . . . ! n,0 ! . . . . ! n,n ! ? i,-0 i,0 ? ! i,n n,n n,n n,0 n,0 n,n n,n n,n")
_SINH = _table("! ? -i,-0 -i,0 ? ! i,n ! . . . . ! n,n ! . . . . ! 0,n ! . . . . ! 0,n ! . . . . ! n,n ! ? i,-0 i,0 ? ! i,n n,n n,n n,-0 n,0 n,n n,n n,n")
_TANH = _table("-1,0 ? -1,-0 -1,0 ? -1,0 -1,0 ! . . . . ! n,n ! . . . . ! n,n ! . . . . ! n,n ! . . . . ! n,n 1,0 ? 1,-0 1,0 ? 1,0 1,0 n,n n,n n,-0 n,0 n,n n,n n,n")
_RECT = _table("! ? -i,0 -i,-0 ? ! i,n ! . . . . ! n,n 0,0 . . . . 0,0 0,0 0,0 . . . . 0,0 0,0 ! . . . . ! n,n ! ? i,-0 i,0 ? ! i,n n,n n,n n,0 n,0 n,n n,n n,n")


def _c(z):
    # An argument as a complex: a complex, its __complex__, else a real number's float.
    if type(z) is complex:
        return z
    if isinstance(z, (int, float)):
        return complex(float(z), 0.0)
    t = type(z)
    m = getattr(t, "__complex__", None)
    if m is not None:
        r = m(z)
        if not isinstance(r, complex):
            raise TypeError(f"__complex__ returned non-complex (type {type(r).__name__})")
        return r
    if hasattr(t, "__float__") or hasattr(t, "__index__"):
        return complex(float(z), 0.0)
    raise TypeError(f"must be real number, not {t.__name__}")


def _real(x):
    # A real argument (rect's, the tolerances), as math's functions take one.
    if isinstance(x, float):
        return x
    if isinstance(x, int):
        return float(x)
    t = type(x)
    if not isinstance(x, complex) and (hasattr(t, "__float__") or hasattr(t, "__index__")):
        return float(x)
    raise TypeError(f"must be real number, not {t.__name__}")


def _overflow(x, y):
    if _math.isinf(x) or _math.isinf(y):
        raise OverflowError("math range error")
    return complex(x, y)


def _sqrt(x, y):
    if not _finite(x, y):
        return _special(_SQRT, x, y)
    if x == 0.0 and y == 0.0:
        return complex(0.0, y)
    ax = _math.fabs(x)
    ay = _math.fabs(y)
    if ax < _DBL_MIN and ay < _DBL_MIN:
        ax = _math.ldexp(ax, _SCALE_UP)
        s = _math.ldexp(_math.sqrt(ax + _hypot(ax, _math.ldexp(ay, _SCALE_UP))), _SCALE_DOWN)
    else:
        ax /= 8.0
        s = 2.0 * _math.sqrt(ax + _hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if x >= 0.0:
        return complex(s, _math.copysign(d, y))
    return complex(d, _math.copysign(s, y))


def sqrt(z, /):
    """Return the square root of z."""
    z = _c(z)
    return _sqrt(z.real, z.imag)


def _log_raw(x, y):
    # log(z) and whether it is a domain error (log(0)), as CPython's c_log with its errno.
    if not _finite(x, y):
        return _special(_LOG, x, y), False
    ax = _math.fabs(x)
    ay = _math.fabs(y)
    if ax > _LARGE or ay > _LARGE:
        re = _math.log(_hypot(ax / 2.0, ay / 2.0)) + _LN2
    elif ax < _DBL_MIN and ay < _DBL_MIN:
        if ax > 0.0 or ay > 0.0:
            re = _math.log(_hypot(_math.ldexp(ax, 53), _math.ldexp(ay, 53))) - 53 * _LN2
        else:
            return complex(-inf, _math.atan2(y, x)), True
    else:
        h = _hypot(ax, ay)
        if 0.71 <= h <= 1.73:
            am = ax if ax > ay else ay
            an = ay if ax > ay else ax
            re = _math.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            re = _math.log(h)
    return complex(re, _math.atan2(y, x)), False


def _quot(a, b):
    # CPython's _Py_c_quot, with its zero divisor as a flag.
    ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    abs_br = _math.fabs(br)
    abs_bi = _math.fabs(bi)
    if abs_br >= abs_bi:
        if abs_br == 0.0:
            return complex(0.0, 0.0), True
        ratio = bi / br
        denom = br + bi * ratio
        return complex((ar + ai * ratio) / denom, (ai - ar * ratio) / denom), False
    if abs_bi >= abs_br:
        ratio = br / bi
        denom = br * ratio + bi
        return complex((ar * ratio + ai) / denom, (ai * ratio - ar) / denom), False
    return complex(nan, nan), False


_NO_BASE = object()


def log(x, base=_NO_BASE, /):
    """log(z[, base]) -> the logarithm of z to the given base.

    If the base is not specified, returns the natural logarithm (base e) of z."""
    x = _c(x)
    r, edom = _log_raw(x.real, x.imag)
    if base is not _NO_BASE:
        b = _c(base)
        lb, edom = _log_raw(b.real, b.imag)
        # CPython's errno is set again by the base's logarithm: log(0, b) is no error.
        r, zero = _quot(r, lb)
        edom = edom or zero
    if edom:
        raise ValueError("math domain error")
    return r


def log10(z, /):
    """Return the base-10 logarithm of z."""
    z = _c(z)
    r, edom = _log_raw(z.real, z.imag)
    if edom:
        raise ValueError("math domain error")
    return complex(r.real / _LN10, r.imag / _LN10)


def exp(z, /):
    """Return the exponential value e**z."""
    z = _c(z)
    x, y = z.real, z.imag
    if not _finite(x, y):
        if _math.isinf(x) and _math.isfinite(y) and y != 0.0:
            if x > 0:
                r = complex(_math.copysign(inf, _math.cos(y)), _math.copysign(inf, _math.sin(y)))
            else:
                r = complex(_math.copysign(0.0, _math.cos(y)), _math.copysign(0.0, _math.sin(y)))
        else:
            r = _special(_EXP, x, y)
        return r
    try:
        if x > _LOG_LARGE:
            l = _math.exp(x - 1.0)
            return _overflow(l * _math.cos(y) * e, l * _math.sin(y) * e)
        l = _math.exp(x)
        return _overflow(l * _math.cos(y), l * _math.sin(y))
    except OverflowError:
        raise OverflowError("math range error") from None


def _cosh(x, y):
    if not _finite(x, y):
        if _math.isinf(x) and _math.isfinite(y) and y != 0.0:
            if x > 0:
                return complex(_math.copysign(inf, _math.cos(y)), _math.copysign(inf, _math.sin(y)))
            return complex(_math.copysign(inf, _math.cos(y)), -_math.copysign(inf, _math.sin(y)))
        return _special(_COSH, x, y)
    try:
        if _math.fabs(x) > _LOG_LARGE:
            xm1 = x - _math.copysign(1.0, x)
            return _overflow(_math.cos(y) * _math.cosh(xm1) * e, _math.sin(y) * _math.sinh(xm1) * e)
        return _overflow(_math.cos(y) * _math.cosh(x), _math.sin(y) * _math.sinh(x))
    except OverflowError:
        raise OverflowError("math range error") from None


def _sinh(x, y):
    if not _finite(x, y):
        if _math.isinf(x) and _math.isfinite(y) and y != 0.0:
            if x > 0:
                return complex(_math.copysign(inf, _math.cos(y)), _math.copysign(inf, _math.sin(y)))
            return complex(-_math.copysign(inf, _math.cos(y)), _math.copysign(inf, _math.sin(y)))
        return _special(_SINH, x, y)
    try:
        if _math.fabs(x) > _LOG_LARGE:
            xm1 = x - _math.copysign(1.0, x)
            return _overflow(_math.cos(y) * _math.sinh(xm1) * e, _math.sin(y) * _math.cosh(xm1) * e)
        return _overflow(_math.cos(y) * _math.sinh(x), _math.sin(y) * _math.cosh(x))
    except OverflowError:
        raise OverflowError("math range error") from None


def _tanh(x, y):
    if not _finite(x, y):
        if _math.isinf(x) and _math.isfinite(y) and y != 0.0:
            im = _math.copysign(0.0, 2.0 * _math.sin(y) * _math.cos(y))
            return complex(1.0 if x > 0 else -1.0, im)
        return _special(_TANH, x, y)
    if _math.fabs(x) > _LOG_LARGE:
        return complex(_math.copysign(1.0, x),
                       4.0 * _math.sin(y) * _math.cos(y) * _math.exp(-2.0 * _math.fabs(x)))
    tx = _math.tanh(x)
    ty = _math.tan(y)
    cx = 1.0 / _math.cosh(x)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return complex(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)


def cosh(z, /):
    """Return the hyperbolic cosine of z."""
    z = _c(z)
    return _cosh(z.real, z.imag)


def sinh(z, /):
    """Return the hyperbolic sine of z."""
    z = _c(z)
    return _sinh(z.real, z.imag)


def tanh(z, /):
    """Return the hyperbolic tangent of z."""
    z = _c(z)
    return _tanh(z.real, z.imag)


def cos(z, /):
    """Return the cosine of z."""
    z = _c(z)
    return _cosh(-z.imag, z.real)


def sin(z, /):
    """Return the sine of z."""
    z = _c(z)
    s = _sinh(-z.imag, z.real)
    return complex(s.imag, -s.real)


def tan(z, /):
    """Return the tangent of z."""
    z = _c(z)
    s = _tanh(-z.imag, z.real)
    return complex(s.imag, -s.real)


def _asinh(x, y):
    if not _finite(x, y):
        return _special(_ASINH, x, y)
    if _math.fabs(x) > _LARGE or _math.fabs(y) > _LARGE:
        if y >= 0.0:
            re = _math.copysign(_math.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, x)
        else:
            re = -_math.copysign(_math.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, -x)
        return complex(re, _math.atan2(y, _math.fabs(x)))
    s1 = _sqrt(1.0 + y, -x)
    s2 = _sqrt(1.0 - y, x)
    return complex(_math.asinh(s1.real * s2.imag - s2.real * s1.imag),
                   _math.atan2(y, s1.real * s2.real - s1.imag * s2.imag))


def asinh(z, /):
    """Return the inverse hyperbolic sine of z."""
    z = _c(z)
    return _asinh(z.real, z.imag)


def asin(z, /):
    """Return the arc sine of z."""
    z = _c(z)
    s = _asinh(-z.imag, z.real)
    return complex(s.imag, -s.real)


def acos(z, /):
    """Return the arc cosine of z."""
    z = _c(z)
    x, y = z.real, z.imag
    if not _finite(x, y):
        return _special(_ACOS, x, y)
    if _math.fabs(x) > _LARGE or _math.fabs(y) > _LARGE:
        re = _math.atan2(_math.fabs(y), x)
        if x < 0.0:
            im = -_math.copysign(_math.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, y)
        else:
            im = _math.copysign(_math.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, -y)
        return complex(re, im)
    s1 = _sqrt(1.0 - x, -y)
    s2 = _sqrt(1.0 + x, y)
    return complex(2.0 * _math.atan2(s1.real, s2.real),
                   _math.asinh(s2.real * s1.imag - s2.imag * s1.real))


def acosh(z, /):
    """Return the inverse hyperbolic cosine of z."""
    z = _c(z)
    x, y = z.real, z.imag
    if not _finite(x, y):
        return _special(_ACOSH, x, y)
    if _math.fabs(x) > _LARGE or _math.fabs(y) > _LARGE:
        return complex(_math.log(_hypot(x / 2.0, y / 2.0)) + _LN2 * 2.0, _math.atan2(y, x))
    s1 = _sqrt(x - 1.0, y)
    s2 = _sqrt(x + 1.0, y)
    return complex(_math.asinh(s1.real * s2.real + s1.imag * s2.imag),
                   2.0 * _math.atan2(s1.imag, s2.real))


def _atanh(x, y):
    if not _finite(x, y):
        return _special(_ATANH, x, y)
    if x < 0.0:
        r = _atanh(-x, -y)
        return complex(-r.real, -r.imag)
    ay = _math.fabs(y)
    if x > _SQRT_LARGE or ay > _SQRT_LARGE:
        h = _hypot(x / 2.0, y / 2.0)
        return complex(x / 4.0 / h / h, -_math.copysign(pi / 2.0, -y))
    if x == 1.0 and ay < _SQRT_DBL_MIN:
        if ay == 0.0:
            raise ValueError("math domain error")
        return complex(-_math.log(_math.sqrt(ay) / _math.sqrt(_hypot(ay, 2.0))),
                       _math.copysign(_math.atan2(2.0, -ay) / 2, y))
    return complex(_math.log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0,
                   -_math.atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0)


def atanh(z, /):
    """Return the inverse hyperbolic tangent of z."""
    z = _c(z)
    return _atanh(z.real, z.imag)


def atan(z, /):
    """Return the arc tangent of z."""
    z = _c(z)
    s = _atanh(-z.imag, z.real)
    return complex(s.imag, -s.real)


def _phase(x, y, errno_range=False):
    if x != x or y != y:
        return nan
    if _math.isinf(y):
        if _math.isinf(x):
            return _math.copysign((0.25 if x > 0 else 0.75) * pi, y)
        return _math.copysign(0.5 * pi, y)
    if _math.isinf(x) or y == 0.0:
        return _math.copysign(0.0 if _math.copysign(1.0, x) == 1.0 else pi, y)
    r = _math.atan2(y, x)
    if r == 0.0 and errno_range:
        # glibc's atan2 sets ERANGE when a nonzero y underflows to a zero angle; phase reports it.
        raise OverflowError("math range error")
    return r


def _abs(x, y):
    if _math.isinf(x) or _math.isinf(y):
        return inf
    if x != x or y != y:
        return nan
    r = _hypot(x, y)
    if _math.isinf(r):
        raise OverflowError("math range error")
    return r


def phase(z, /):
    """Return argument, also known as the phase angle, of a complex."""
    z = _c(z)
    return _phase(z.real, z.imag, True)


def polar(z, /):
    """Convert a complex from rectangular coordinates to polar coordinates.

    r is the distance from 0 and phi the phase angle."""
    z = _c(z)
    phi = _phase(z.real, z.imag)
    return _abs(z.real, z.imag), phi


def rect(r, phi, /):
    """Convert from polar coordinates to rectangular coordinates."""
    r = _real(r)
    phi = _real(phi)
    if not _finite(r, phi):
        if _math.isinf(r) and _math.isfinite(phi) and phi != 0.0:
            if r > 0:
                return complex(_math.copysign(inf, _math.cos(phi)), _math.copysign(inf, _math.sin(phi)))
            return complex(-_math.copysign(inf, _math.cos(phi)), -_math.copysign(inf, _math.sin(phi)))
        return _special(_RECT, r, phi)
    if phi == 0.0:
        return complex(r, r * phi)
    return complex(r * _math.cos(phi), r * _math.sin(phi))


def isfinite(z, /):
    """Return True if both the real and imaginary parts of z are finite, else False."""
    z = _c(z)
    return _math.isfinite(z.real) and _math.isfinite(z.imag)


def isnan(z, /):
    """Checks if the real or imaginary part of z not a number (NaN)."""
    z = _c(z)
    return _math.isnan(z.real) or _math.isnan(z.imag)


def isinf(z, /):
    """Checks if the real or imaginary part of z is infinite."""
    z = _c(z)
    return _math.isinf(z.real) or _math.isinf(z.imag)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    """Determine whether two complex numbers are close in value."""
    a = _c(a)
    b = _c(b)
    rel_tol = _real(rel_tol)
    abs_tol = _real(abs_tol)
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError("tolerances must be non-negative")
    if a.real == b.real and a.imag == b.imag:
        return True
    if _math.isinf(a.real) or _math.isinf(a.imag) or _math.isinf(b.real) or _math.isinf(b.imag):
        return False
    d = a - b
    diff = _abs(d.real, d.imag)
    return (diff <= rel_tol * _abs(b.real, b.imag) or diff <= rel_tol * _abs(a.real, a.imag)
            or diff <= abs_tol)
