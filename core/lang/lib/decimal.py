"""decimal (CPython 3.11's core): Decimal with a Context (prec 28, ROUND_HALF_EVEN, Emin/Emax,
the eight rounding modes, flags and traps, getcontext/setcontext/localcontext), the signals as
CPython's exception classes, exact construction from int/str/float/tuple, correctly rounded
+ - * / (and // % divmod, integral ** , sqrt), quantize, to_integral*, normalize, comparisons and
hashes equal to int's and float's, str/repr/format as CPython's, as_tuple, adjusted and the
predicates.

A Decimal is a sign, an integer coefficient and an exponent (or a special: Infinity, NaN, sNaN).
exp, ln, log10, general powers, fma, the logical_* operations, rotate/shift/scaleb, next_* and
the other less common methods are in `_decimal_math` (and its parts `_decimal_pow`,
`_decimal_bits`). Decimal with float operands in arithmetic is a TypeError as in CPython.
"""

import math as _math
import _decimal_kernel
from collections import namedtuple as _namedtuple

__all__ = ["Decimal", "Context", "DecimalTuple", "DefaultContext", "BasicContext",
           "ExtendedContext", "DecimalException", "Clamped", "InvalidOperation",
           "DivisionByZero", "Inexact", "Rounded", "Subnormal", "Overflow", "Underflow",
           "FloatOperation", "DivisionImpossible", "InvalidContext", "ConversionSyntax",
           "DivisionUndefined", "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN",
           "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP",
           "setcontext", "getcontext", "localcontext", "MAX_PREC", "MAX_EMAX", "MIN_EMIN",
           "MIN_ETINY", "HAVE_THREADS", "HAVE_CONTEXTVAR"]

__version__ = "1.70"
__libmpdec_version__ = "2.5.1"

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP,
              ROUND_HALF_DOWN, ROUND_05UP)


def _check_rounding(value):
    if value not in _ROUNDINGS:
        raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, "
                        "ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, "
                        "ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")


MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# The signals a Context keeps flags and traps for, in CPython's order.
_SIGNALS = [InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
            Inexact, Rounded, Clamped]
# A condition raises as the signal that carries it (ConversionSyntax is an InvalidOperation).
_SIGNAL_OF = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation,
              DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}

DecimalTuple = _namedtuple("DecimalTuple", "sign digits exponent", module="decimal")


class Context:
    def __reduce__(self):
        # CPython's: the settings positionally, the set flags and traps as lists.
        flags = [s for s in _SIGNALS if self.flags[s]]
        traps = [s for s in _SIGNALS if self.traps[s]]
        return (self.__class__, (self.prec, self.rounding, self.Emin, self.Emax,
                                 self.capitals, self.clamp, flags, traps))

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
                 clamp=None, flags=None, traps=None):
        base = DefaultContext if "DefaultContext" in globals_ and prec is None else None
        self.prec = prec if prec is not None else (base.prec if base else 28)
        self.rounding = rounding if rounding is not None else (
            base.rounding if base else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else (base.Emin if base else -999999)
        self.Emax = Emax if Emax is not None else (base.Emax if base else 999999)
        self.capitals = capitals if capitals is not None else 1
        self.clamp = clamp if clamp is not None else 0
        if traps is None:
            self.traps = dict(base.traps) if base else {s: s in (InvalidOperation,
                                                                 DivisionByZero, Overflow)
                                                        for s in _SIGNALS}
        elif isinstance(traps, dict):
            self.traps = {s: bool(traps.get(s, False)) for s in _SIGNALS}
        else:
            self.traps = {s: s in traps for s in _SIGNALS}
        if flags is None:
            self.flags = {s: False for s in _SIGNALS}
        elif isinstance(flags, dict):
            self.flags = {s: bool(flags.get(s, False)) for s in _SIGNALS}
        else:
            self.flags = {s: s in flags for s in _SIGNALS}

    def __setattr__(self, name, value):
        if name == "prec":
            if not isinstance(value, int):
                raise TypeError("an integer is required")
            if not 1 <= value <= MAX_PREC:
                raise ValueError("valid range for prec is [1, MAX_PREC]")
        elif name == "rounding":
            _check_rounding(value)
        elif name == "Emin":
            if not MIN_EMIN <= value <= 0:
                raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        elif name == "Emax":
            if not 0 <= value <= MAX_EMAX:
                raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        elif name in ("capitals", "clamp"):
            if value not in (0, 1):
                raise ValueError("valid values for %s are 0 or 1" % name)
        elif name in ("traps", "flags") and not isinstance(value, dict):
            raise TypeError("argument must be a signal dict")
        object.__setattr__(self, name, value)

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals,
                       self.clamp, dict(self.flags), dict(self.traps))

    __copy__ = copy

    def clear_flags(self):
        for s in self.flags:
            self.flags[s] = False
        self.__dict__["_bits"] = set()

    def clear_traps(self):
        for s in self.traps:
            self.traps[s] = False

    def _raise(self, condition, result=None):
        """Record `condition`; raise it if its signal is trapped, else give `result`."""
        signal = _SIGNAL_OF.get(condition, condition)
        self.flags[signal] = True
        self.__dict__.setdefault("_bits", set()).add(_BIT[condition])
        if self.traps.get(signal):
            raise signal([condition])
        return result

    def _signal(self, bits):
        """Records the conditions of `bits` (libmpdec's status bits) in _fix's order, raising
        the first trapped one."""
        if bits == 4160:    # Inexact and Rounded: most rounded results
            flags = self.flags
            flags[Inexact] = True
            flags[Rounded] = True
            self.__dict__.setdefault("_bits", set()).update((64, 4096))
            traps = self.traps
            if traps[Inexact]:
                raise Inexact([Inexact])
            if traps[Rounded]:
                raise Rounded([Rounded])
            return
        for condition, bit in _FIX_ORDER:
            if bits & bit:
                self._raise(condition)

    def __repr__(self):
        # libmpdec lists the conditions in its status-bit order, each as its signal's name.
        bits = set(self.__dict__.get("_bits", ()))
        for s, on in self.flags.items():
            owned = {b for b in bits if _BIT_SIGNAL[b] is s}
            if on and not owned:
                bits.add(_BIT[s])
            elif not on:
                bits -= owned
        flags = []
        for b in sorted(bits):
            name = _BIT_SIGNAL[b].__name__
            if name not in flags:
                flags.append(name)
        traps = [s.__name__ for s in sorted(_SIGNALS, key=lambda s: _TRAP_BIT[s])
                 if self.traps[s]]
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, "
                "flags=[%s], traps=[%s])" % (self.prec, self.rounding, self.Emin, self.Emax,
                                             self.capitals, self.clamp, ", ".join(flags),
                                             ", ".join(traps)))

    def create_decimal(self, num="0"):
        d = Decimal(num, context=self)
        if d._is_special:
            return d
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    def abs(self, a):
        return _dec(a).__abs__(context=self)

    def add(self, a, b):
        return _dec(a).__add__(b, context=self)

    def subtract(self, a, b):
        return _dec(a).__sub__(b, context=self)

    def multiply(self, a, b):
        return _dec(a).__mul__(b, context=self)

    def divide(self, a, b):
        return _dec(a).__truediv__(b, context=self)

    def divide_int(self, a, b):
        return _dec(a).__floordiv__(b, context=self)

    def remainder(self, a, b):
        return _dec(a).__mod__(b, context=self)

    def divmod(self, a, b):
        return _dec(a).__divmod__(b, context=self)

    def power(self, a, b, modulo=None):
        return _dec(a).__pow__(b, modulo, context=self)

    def plus(self, a):
        return _dec(a).__pos__(context=self)

    def minus(self, a):
        return _dec(a).__neg__(context=self)

    def sqrt(self, a):
        return _dec(a).sqrt(context=self)

    def quantize(self, a, b):
        return _dec(a).quantize(b, context=self)

    def compare(self, a, b):
        return _dec(a).compare(b, context=self)

    def max(self, a, b):
        return _dec(a).max(b, context=self)

    def min(self, a, b):
        return _dec(a).min(b, context=self)

    def normalize(self, a):
        return _dec(a).normalize(context=self)

    def to_integral_value(self, a):
        return _dec(a).to_integral_value(context=self)

    def to_sci_string(self, a):
        return _dec(a).__str__(context=self)

    def to_eng_string(self, a):
        return _dec(a).to_eng_string(context=self)


globals_ = {}
# libmpdec's status bits (FloatOperation shares MPD_Not_implemented's).
_BIT = {Clamped: 1, ConversionSyntax: 2, DivisionByZero: 4, DivisionImpossible: 8,
        DivisionUndefined: 16, Inexact: 64, InvalidContext: 128, InvalidOperation: 256,
        FloatOperation: 1024, Overflow: 2048, Rounded: 4096, Subnormal: 8192, Underflow: 16384}
_BIT_SIGNAL = {b: _SIGNAL_OF.get(c, c) for c, b in _BIT.items()}
_TRAP_BIT = {s: min(b for b, t in _BIT_SIGNAL.items() if t is s) for s in _SIGNALS}
# The order in which _fix records its conditions.
_FIX_ORDER = [(Underflow, 16384), (Subnormal, 8192), (Clamped, 1), (Inexact, 64),
              (Rounded, 4096)]
_REPR_ORDER = [InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
               Inexact, Rounded, Clamped]


def _dec(x):
    if isinstance(x, Decimal):
        return x
    if isinstance(x, int):
        return Decimal(x)
    raise TypeError("conversion from %s to Decimal is not supported" % type(x).__name__)


DefaultContext = Context(28, ROUND_HALF_EVEN, -999999, 999999, 1, 0)
globals_["DefaultContext"] = DefaultContext
BasicContext = Context(9, ROUND_HALF_UP, traps=[DivisionByZero, Overflow, InvalidOperation,
                                                Clamped, Underflow])
ExtendedContext = Context(9, ROUND_HALF_EVEN, traps=[])
_current = [None]


def getcontext():
    if _current[0] is None:
        _current[0] = DefaultContext.copy()
    return _current[0]


def setcontext(context):
    if context in (DefaultContext, BasicContext, ExtendedContext):
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _ContextManager:
    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    if ctx is None:
        ctx = getcontext()
    manager = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags",
                       "traps"):
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        if key in ("flags", "traps") and not isinstance(value, dict):
            value = {s: s in value for s in _SIGNALS}     # a list is accepted here
        setattr(manager.new_context, key, value)
    return manager


# --- parsing ----------------------------------------------------------------------------------

def _parse(s):
    """(sign, coefficient digits, exponent, special) or None for a bad string."""
    # As CPython's: the ends' whitespace stripped, every "_" dropped, other digits (Nd) read as
    # ASCII ones; inner whitespace is a space, anything else non-ASCII makes the string bad.
    s = s.strip()
    if s.isascii():
        s = s.replace("_", "")
    else:
        chars = []
        for ch in s:
            if ch != "_":
                chars.append(ch if ch < "\x80" else " " if ch.isspace()
                             else str(int(ch)) if ch.isdecimal() else "\x00")
        s = "".join(chars)
    if not s or "\x00" in s:
        return None
    sign = 0
    if s[0] in "+-":
        sign = s[0] == "-"
        s = s[1:]
    low = s.lower()
    if low in ("inf", "infinity"):
        return sign, 0, 0, "F"
    for word, kind in (("snan", "N"), ("nan", "n")):
        if low.startswith(word):
            payload = low[len(word):]
            if payload and not (payload.isdigit() and payload.isascii()):
                return None
            return sign, int(payload) if payload else 0, 0, kind
    exp = 0
    if "e" in low:
        low, e = low.split("e", 1)
        if e[:1] in "+-":
            digits = e[1:]
        else:
            digits = e
        if not digits or not (digits.isdigit() and digits.isascii()):
            return None
        exp = int(e)
    if low.count(".") > 1:
        return None
    intpart, _, frac = low.partition(".")
    digits = intpart + frac
    if not digits or not (digits.isdigit() and digits.isascii()):
        return None
    return sign, int(digits), exp - len(frac), None


# --- Decimal ----------------------------------------------------------------------------------

class Decimal:
    __slots__ = ("_sign", "_int", "_exp", "_is_special", "_kind")

    def __new__(cls, value="0", context=None):
        if context is not None:
            _ctx(context)
        self = object.__new__(cls)
        self._kind = None
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp, self._kind = (value._sign, value._int,
                                                           value._exp, value._kind)
        elif isinstance(value, int):
            self._sign = int(value < 0)
            self._int = abs(int(value))
            self._exp = 0
        elif isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                _ctx(context)._raise(ConversionSyntax)
                self._sign, self._int, self._exp, self._kind = 0, 0, 0, "n"
            else:
                self._sign, self._int, self._exp, self._kind = parsed
                self._sign = int(self._sign)
        elif isinstance(value, float):
            _ctx(context)._raise(FloatOperation)
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp, self._kind = d._sign, d._int, d._exp, d._kind
        elif isinstance(value, (tuple, list)):
            if len(value) != 3:
                raise ValueError("argument must be a sequence of length 3")
            sign, digits, exp = value
            if sign not in (0, 1):
                raise ValueError("sign must be an integer with the value 0 or 1")
            self._sign = sign
            if isinstance(exp, str) and exp not in ("F", "n", "N"):
                raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
            if not isinstance(digits, (tuple, list)):
                raise ValueError("coefficient must be a tuple of digits")
            if exp == "F":
                self._int, self._exp, self._kind = 0, 0, "F"
            else:
                coeff = 0
                for d in digits:
                    if not isinstance(d, int) or not 0 <= d <= 9:
                        raise ValueError("coefficient must be a tuple of digits")
                    coeff = coeff * 10 + d
                if exp in ("n", "N"):
                    self._int, self._exp, self._kind = coeff, 0, exp
                elif isinstance(exp, int):
                    self._int, self._exp = coeff, exp
                else:
                    raise ValueError("exponent must be an integer")
        else:
            raise TypeError("conversion from %s to Decimal is not supported"
                            % type(value).__name__)
        self._is_special = self._kind is not None
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float.")
        if f != f:
            return cls("NaN")
        if f in (float("inf"), float("-inf")):
            return cls("-Infinity" if f < 0 else "Infinity")
        sign = 1 if _math.copysign(1.0, f) < 0 else 0
        n, d = abs(f).as_integer_ratio()
        k = d.bit_length() - 1
        result = _make(sign, n * 5 ** k, -k)
        return result if cls is Decimal else cls(result)

    # --- shape ---

    def _isnan(self):
        return 2 if self._kind == "N" else 1 if self._kind == "n" else 0

    def _isinfinity(self):
        return (-1 if self._sign else 1) if self._kind == "F" else 0

    def adjusted(self):
        if self._is_special:
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        if self._kind == "F":
            return DecimalTuple(self._sign, (0,), "F")
        digits = tuple(int(c) for c in _int_str(self._int)) if self._int or not self._kind else ()
        if self._kind in ("n", "N"):
            return DecimalTuple(self._sign, digits if self._int else (), self._kind)
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        if self._kind == "F":
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._is_special:
            raise ValueError("cannot convert NaN to integer ratio")
        if not self._int:
            return 0, 1
        n, d = self._int, 1
        if self._exp >= 0:
            n *= 10 ** self._exp
        else:
            d = 10 ** -self._exp
        g = _math.gcd(n, d)
        n //= g
        d //= g
        return (-n if self._sign else n), d

    def is_nan(self):
        return self._kind in ("n", "N")

    def is_qnan(self):
        return self._kind == "n"

    def is_snan(self):
        return self._kind == "N"

    def is_infinite(self):
        return self._kind == "F"

    def is_finite(self):
        return not self._is_special

    def is_zero(self):
        return not self._is_special and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_normal(self, context=None):
        if self._is_special or not self._int:
            return False
        context = _ctx(context)
        return context.Emin <= self.adjusted()

    def is_subnormal(self, context=None):
        if self._is_special or not self._int:
            return False
        context = _ctx(context)
        return self.adjusted() < context.Emin

    def is_canonical(self):
        return True

    # --- text ---

    def __str__(self, eng=False, context=None):
        sign = "-" if self._sign else ""
        if self._kind == "F":
            return sign + "Infinity"
        if self._kind in ("n", "N"):
            return sign + ("sNaN" if self._kind == "N" else "NaN") + (
                _int_str(self._int) if self._int else "")
        digits = _int_str(self._int)
        leftdigits = self._exp + len(digits)
        if self._exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        elif not eng:
            dotplace = 1
        elif self._int == 0:
            dotplace = (leftdigits + 1) % 3 - 1
        else:
            dotplace = (leftdigits - 1) % 3 + 1
        if dotplace <= 0:
            intpart = "0"
            fracpart = "." + "0" * (-dotplace) + digits
        elif dotplace >= len(digits):
            intpart = digits + "0" * (dotplace - len(digits))
            fracpart = ""
        else:
            intpart = digits[:dotplace]
            fracpart = "." + digits[dotplace:]
        if leftdigits == dotplace:
            exp = ""
        else:
            if context is None:
                context = getcontext()
            exp = ["e", "E"][context.capitals] + "%+d" % (leftdigits - dotplace)
        return sign + intpart + fracpart + exp

    def to_eng_string(self, context=None):
        return self.__str__(eng=True, context=context)

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    # --- rounding to a context ---

    def _fix(self, context):
        if self._is_special:
            if self._kind == "N":
                return context._raise(InvalidOperation, _nan(self))
            return self
        r = _decimal_kernel.fix(self._int, self._exp, context.prec, context.rounding,
                                context.Emin, context.Emax, context.clamp, self._sign)
        if r is None:
            return self
        if r is NotImplemented:
            return self._fix_py(context)
        coeff, exp, bits = r
        if bits & 2048:     # Overflow
            context._raise(Inexact)
            context._raise(Rounded)
            return context._raise(Overflow, _overflow_result(context, self._sign))
        ans = self if coeff is None else _make(self._sign, coeff, exp)
        context._signal(bits)
        return ans

    def _fix_py(self, context):
        # _fix for exponents or contexts past the native kernel's 64 bits.
        Etiny = context.Etiny()
        Etop = context.Etop()
        if not self._int:
            exp_max = [context.Emax, Etop][context.clamp]
            new_exp = min(max(self._exp, Etiny), exp_max)
            if new_exp != self._exp:
                context._raise(Clamped)
                return _make(self._sign, 0, new_exp)
            return self
        ndigits = _ndigits(self._int)
        exp_min = ndigits + self._exp - context.prec
        if exp_min > Etop:
            context._raise(Inexact)
            context._raise(Rounded)
            return context._raise(Overflow, _overflow_result(context, self._sign))
        self_is_subnormal = exp_min < Etiny
        if self_is_subnormal:
            exp_min = Etiny
        if self._exp < exp_min:
            coeff, inexact = _round_coeff(self._int, exp_min - self._exp, context.rounding,
                                          self._sign)
            if _ndigits(coeff) > context.prec and coeff:
                coeff //= 10
                exp_min += 1
            if exp_min > Etop:
                context._raise(Inexact)
                context._raise(Rounded)
                return context._raise(Overflow, _overflow_result(context, self._sign))
            ans = _make(self._sign, coeff, exp_min)
            if self_is_subnormal:
                context._raise(Underflow) if inexact else None
                context._raise(Subnormal)
                if not coeff:
                    context._raise(Clamped)
            if inexact:
                context._raise(Inexact)
            context._raise(Rounded)
            return ans
        if self_is_subnormal:
            context._raise(Subnormal)
        if context.clamp == 1 and self._exp > Etop:
            context._raise(Clamped)
            return _make(self._sign, self._int * 10 ** (self._exp - Etop), Etop)
        return self

    # --- arithmetic ---

    def _check_nans(self, other, context):
        sn = self._isnan()
        on = other._isnan() if other is not None else 0
        if sn or on:
            if sn == 2:
                return context._raise(InvalidOperation, _nan(self))
            if on == 2:
                return context._raise(InvalidOperation, _nan(other))
            if sn:
                return _nan(self)
            return _nan(other)
        return None

    def __add__(self, other, context=None):
        if type(other) is not Decimal:
            other = _convert(other)
            if other is NotImplemented:
                return other
        if context is None:
            context = _current[0] or getcontext()
        if self._is_special or other._is_special:
            ans = self._check_nans(other, context)
            if ans is not None:
                return ans
            if self._kind == "F":
                if other._kind == "F" and self._sign != other._sign:
                    return context._raise(InvalidOperation, _make_nan())
                return self
            return other
        exp = min(self._exp, other._exp)
        a = self._int * 10 ** (self._exp - exp) * (-1 if self._sign else 1)
        b = other._int * 10 ** (other._exp - exp) * (-1 if other._sign else 1)
        total = a + b
        if total == 0:
            sign = int(self._sign and other._sign
                       or (self._sign != other._sign and context.rounding == ROUND_FLOOR))
            return _make(sign, 0, exp)._fix(context)
        return _make(int(total < 0), abs(total), exp)._fix(context)

    __radd__ = __add__

    def __sub__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        if self._is_special or other._is_special:
            # A NaN operand comes back with its own sign (other's is not flipped first).
            if context is None:
                context = _current[0] or getcontext()
            ans = self._check_nans(other, context)
            if ans is not None:
                return ans
        return self.__add__(other.copy_negate(), context=context)

    def __rsub__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__sub__(self, context=context)

    def __mul__(self, other, context=None):
        if type(other) is not Decimal:
            other = _convert(other)
            if other is NotImplemented:
                return other
        if context is None:
            context = _current[0] or getcontext()
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            ans = self._check_nans(other, context)
            if ans is not None:
                return ans
            if self._kind == "F":
                if not other._is_special and not other._int:
                    return context._raise(InvalidOperation, _make_nan())
                return _inf(sign)
            if not self._int:
                return context._raise(InvalidOperation, _make_nan())
            return _inf(sign)
        return _make(sign, self._int * other._int, self._exp + other._exp)._fix(context)

    __rmul__ = __mul__

    def __truediv__(self, other, context=None):
        if type(other) is not Decimal:
            other = _convert(other)
            if other is NotImplemented:
                return other
        if context is None:
            context = _current[0] or getcontext()
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            ans = self._check_nans(other, context)
            if ans is not None:
                return ans
            if self._kind == "F" and other._kind == "F":
                return context._raise(InvalidOperation, _make_nan())
            if self._kind == "F":
                return _inf(sign)
            context._raise(Clamped)
            return _make(sign, 0, context.Etiny())
        if not other._int:
            if not self._int:
                return context._raise(DivisionUndefined, _make_nan())
            return context._raise(DivisionByZero, _inf(sign))
        if not self._int:
            exp = self._exp - other._exp
            return _make(sign, 0, exp)._fix(context)
        prec = context.prec
        shift = _ndigits(other._int) - _ndigits(self._int) + prec + 1
        exp = self._exp - other._exp - shift
        if shift >= 0:
            q, r = divmod(self._int * 10 ** shift, other._int)
        else:
            q, r = divmod(self._int, other._int * 10 ** -shift)
        if r:
            if q % 5 == 0:
                q += 1
        else:
            ideal = self._exp - other._exp
            while exp < ideal and q % 10 == 0:
                q //= 10
                exp += 1
        return _make(sign, q, exp)._fix(context)

    def __rtruediv__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__truediv__(self, context=context)

    def _divide(self, other, context):
        """(quotient, remainder) of integer division, or None with the NaN result given."""
        sign = self._sign ^ other._sign
        if other._kind == "F":
            ideal = self._exp
        else:
            ideal = min(self._exp, other._exp)
        expdiff = self.adjusted() - other.adjusted()
        if not self._int or other._kind == "F" or expdiff <= -2:
            return (_make(sign, 0, 0), self._rescale(ideal, context.rounding))
        if expdiff <= context.prec:
            op1_i = self._int
            op2_i = other._int
            if self._exp >= other._exp:
                op1_i *= 10 ** (self._exp - other._exp)
            else:
                op2_i *= 10 ** (other._exp - self._exp)
            q, r = divmod(op1_i, op2_i)
            if _ndigits(q) <= context.prec:
                return (_make(sign, q, 0), _make(self._sign, r, ideal))
        ans = context._raise(DivisionImpossible, _make_nan())
        return ans, ans

    def __floordiv__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        context = _ctx(context)
        ans = self._check_nans(other, context)
        if ans is not None:
            return ans
        if self._kind == "F":
            if other._kind == "F":
                return context._raise(InvalidOperation, _make_nan())
            return _inf(self._sign ^ other._sign)
        if not other._is_special and not other._int:
            if self._int:
                return context._raise(DivisionByZero, _inf(self._sign ^ other._sign))
            return context._raise(DivisionUndefined, _make_nan())
        q = self._divide(other, context)[0]
        return q if other._kind == "F" else q._fix(context)

    def __rfloordiv__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__floordiv__(self, context=context)

    def __mod__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        context = _ctx(context)
        ans = self._check_nans(other, context)
        if ans is not None:
            return ans
        if self._kind == "F":
            return context._raise(InvalidOperation, _make_nan())
        if not other._is_special and not other._int:
            if self._int:
                return context._raise(InvalidOperation, _make_nan())
            return context._raise(DivisionUndefined, _make_nan())
        return self._divide(other, context)[1]._fix(context)

    def __rmod__(self, other, context=None):
        if isinstance(other, str):
            # str % Decimal is string formatting (the VM asks __rmod__ first).
            return other % (self,)
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__mod__(self, context=context)

    def __divmod__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        context = _ctx(context)
        ans = self._check_nans(other, context)
        if ans is not None:
            return ans, ans
        sign = self._sign ^ other._sign
        if self._kind == "F":
            if other._kind == "F":
                ans = context._raise(InvalidOperation, _make_nan())
                return ans, ans
            return _inf(sign), context._raise(InvalidOperation, _make_nan())
        if not other._is_special and not other._int:
            if not self._int:
                ans = context._raise(DivisionUndefined, _make_nan())
                return ans, ans
            return (context._raise(DivisionByZero, _inf(sign)),
                    context._raise(InvalidOperation, _make_nan()))
        q, r = self._divide(other, context)
        return (q if other._kind == "F" else q._fix(context)), r._fix(context)

    def __rdivmod__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__divmod__(self, context=context)

    def __pow__(self, other, modulo=None, context=None):
        # Replaced by _decimal_math._pow when the module is attached (below).
        raise NotImplementedError

    def __rpow__(self, other, context=None):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return other.__pow__(self, context=context)

    def __neg__(self, context=None):
        context = _ctx(context)
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
        if not self._is_special and not self._int and context.rounding != ROUND_FLOOR:
            ans = self.copy_abs()
        else:
            ans = self.copy_negate()
        return ans._fix(context)

    def __pos__(self, context=None):
        context = _ctx(context)
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
        if not self._is_special and not self._int and context.rounding != ROUND_FLOOR:
            ans = self.copy_abs()
        else:
            ans = Decimal(self)
        return ans._fix(context)

    def __abs__(self, round=True, context=None):
        if not round:
            return self.copy_abs()
        context = _ctx(context)
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
        if self._sign:
            return self.__neg__(context=context)
        return self.__pos__(context=context)

    def sqrt(self, context=None):
        context = _ctx(context)
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
            if self._sign:
                return context._raise(InvalidOperation, _make_nan())
            return Decimal(self)
        if not self._int:
            return _make(self._sign, 0, self._exp // 2)._fix(context)
        if self._sign:
            return context._raise(InvalidOperation, _make_nan())
        prec = context.prec + 1
        # sqrt(c * 10**e): make e even and the coefficient 2*prec digits or more.
        e = self._exp
        c = self._int
        if e % 2:
            c *= 10
            e -= 1
        l = _ndigits(c)
        shift = max(0, 2 * prec - l + 1)
        if shift % 2:
            shift += 1
        c *= 10 ** shift
        e -= shift
        r = _math.isqrt(c)
        exact = r * r == c
        exp = e // 2
        if exact:
            ideal = self._exp // 2
            while exp < ideal and r % 10 == 0:
                r //= 10
                exp += 1
        elif r % 5 == 0:
            r += 1
        ctx = context.copy()
        ctx.rounding = ROUND_HALF_EVEN
        ans = _make(0, r, exp)._fix(ctx)
        for s in _SIGNALS:
            if ctx.flags[s] and not context.flags[s]:
                context._raise(s)
        return ans

    # --- exponents and rounding ---

    def _rescale(self, exp, rounding):
        if self._is_special:
            return Decimal(self)
        if not self._int:
            return _make(self._sign, 0, exp)
        if self._exp >= exp:
            return _make(self._sign, self._int * 10 ** (self._exp - exp), exp)
        coeff, _ = _round_coeff(self._int, exp - self._exp, rounding, self._sign)
        return _make(self._sign, coeff, exp)

    def quantize(self, exp, rounding=None, context=None):
        if rounding is not None:
            _check_rounding(rounding)
        exp = _convert(exp, raiseit=True)
        context = _ctx(context)
        if rounding is None:
            rounding = context.rounding
        if self._is_special or exp._is_special:
            ans = self._check_nans(exp, context)
            if ans is not None:
                return ans
            if exp._kind == "F" and self._kind == "F":
                return Decimal(self)
            return context._raise(InvalidOperation, _make_nan())
        if not context.Etiny() <= exp._exp <= context.Emax:
            return context._raise(InvalidOperation, _make_nan())
        if not self._int:
            return _make(self._sign, 0, exp._exp)._fix(context)
        if self.adjusted() > context.Emax:
            return context._raise(InvalidOperation, _make_nan())
        if self.adjusted() - exp._exp + 1 > context.prec:
            return context._raise(InvalidOperation, _make_nan())
        ans = self._rescale(exp._exp, rounding)
        if ans.adjusted() > context.Emax:
            return context._raise(InvalidOperation, _make_nan())
        if _ndigits(ans._int) > context.prec:
            return context._raise(InvalidOperation, _make_nan())
        if ans._exp > self._exp:
            if ans != self:
                context._raise(Inexact)
            context._raise(Rounded)
        return ans._fix(context)

    def same_quantum(self, other, context=None):
        other = _convert(other, raiseit=True)
        if self._is_special or other._is_special:
            return (self.is_nan() and other.is_nan()
                    or self.is_infinite() and other.is_infinite())
        return self._exp == other._exp

    def to_integral_value(self, rounding=None, context=None):
        if rounding is not None:
            _check_rounding(rounding)
        context = _ctx(context)
        if rounding is None:
            rounding = context.rounding
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
            return Decimal(self)
        if self._exp >= 0:
            return Decimal(self)
        return self._rescale(0, rounding)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        context = _ctx(context)
        ans = self.to_integral_value(rounding, context)
        if not self._is_special and self._exp < 0 and self._int:
            if ans != self:
                context._raise(Inexact)
            context._raise(Rounded)
        return ans

    def normalize(self, context=None):
        context = _ctx(context)
        if self._is_special:
            ans = self._check_nans(None, context)
            if ans is not None:
                return ans
        dup = self._fix(context)
        if dup._is_special:
            return dup
        if not dup._int:
            return _make(dup._sign, 0, 0)
        exp_max = [context.Emax, context.Etop()][context.clamp]
        c, e = dup._int, dup._exp
        while c % 10 == 0 and e < exp_max:
            c //= 10
            e += 1
        return _make(dup._sign, c, e)

    # --- comparisons ---

    def _cmp(self, other):
        if self._is_special or other._is_special:
            a, b = self._isinfinity(), other._isinfinity()
            return (a > b) - (a < b)
        if self._exp == other._exp and self._sign == other._sign:
            a, b = self._int, other._int
            r = (a > b) - (a < b)
            return -r if self._sign else r
        if not self._int:
            if not other._int:
                return 0
            return -((-1) ** other._sign)
        if not other._int:
            return (-1) ** self._sign
        if other._sign < self._sign:
            return -1
        if self._sign < other._sign:
            return 1
        sa, oa = self.adjusted(), other.adjusted()
        if sa != oa:
            r = 1 if sa > oa else -1
        else:
            a = self._int * 10 ** max(self._exp - other._exp, 0)
            b = other._int * 10 ** max(other._exp - self._exp, 0)
            r = (a > b) - (a < b)
        return -r if self._sign else r

    def _compare_with(self, other, op, context=None):
        other = _convert_for_compare(self, other, op)
        if other is NotImplemented:
            return other
        if isinstance(other, tuple):
            c = other[1]
            return {"eq": c == 0, "ne": c != 0, "lt": c < 0, "le": c <= 0, "gt": c > 0,
                    "ge": c >= 0}[op]
        if self.is_nan() or other.is_nan():
            if op in ("eq", "ne"):
                if self.is_snan() or other.is_snan():
                    (context or getcontext())._raise(InvalidOperation)
                return op == "ne"
            (context or getcontext())._raise(InvalidOperation)
            return False
        c = self._cmp(other)
        return {"eq": c == 0, "ne": c != 0, "lt": c < 0, "le": c <= 0, "gt": c > 0,
                "ge": c >= 0}[op]

    def __eq__(self, other, context=None):
        if type(other) is Decimal and not (self._is_special or other._is_special):
            return self._cmp(other) == 0
        return self._compare_with(other, "eq", context)

    def __ne__(self, other, context=None):
        if type(other) is Decimal and not (self._is_special or other._is_special):
            return self._cmp(other) != 0
        return self._compare_with(other, "ne", context)

    def __lt__(self, other, context=None):
        return self._compare_with(other, "lt", context)

    def __le__(self, other, context=None):
        return self._compare_with(other, "le", context)

    def __gt__(self, other, context=None):
        return self._compare_with(other, "gt", context)

    def __ge__(self, other, context=None):
        return self._compare_with(other, "ge", context)

    def compare(self, other, context=None):
        other = _convert(other, raiseit=True)
        context = _ctx(context)
        if self._is_special or other._is_special:
            ans = self._check_nans(other, context)
            if ans is not None:
                return ans
        return Decimal(self._cmp(other))

    def max(self, other, context=None):
        other = _convert(other, raiseit=True)
        context = _ctx(context)
        if self.is_nan() or other.is_nan():
            if self.is_qnan() and not other.is_nan():
                return other._fix(context)
            if other.is_qnan() and not self.is_nan():
                return self._fix(context)
            return self._check_nans(other, context)
        c = self._cmp(other)
        if c == 0:
            c = self.compare_total(other)._int * (-1 if self.compare_total(other)._sign else 1)
        return (other if c == -1 else self)._fix(context)

    def min(self, other, context=None):
        other = _convert(other, raiseit=True)
        context = _ctx(context)
        if self.is_nan() or other.is_nan():
            if self.is_qnan() and not other.is_nan():
                return other._fix(context)
            if other.is_qnan() and not self.is_nan():
                return self._fix(context)
            return self._check_nans(other, context)
        c = self._cmp(other)
        if c == 0:
            c = self.compare_total(other)._int * (-1 if self.compare_total(other)._sign else 1)
        return (self if c == -1 else other)._fix(context)

    def compare_total(self, other, context=None):
        other = _convert(other, raiseit=True)
        if self._sign and not other._sign:
            return Decimal(-1)
        if not self._sign and other._sign:
            return Decimal(1)
        sign = self._sign
        order = {"N": 2, "n": 3, "F": 1, None: 0}
        a, b = order[self._kind], order[other._kind]
        if a != b or a in (2, 3):
            if a == b:
                r = (self._int > other._int) - (self._int < other._int)
            else:
                r = (a > b) - (a < b)
            return Decimal(-r if sign else r)
        c = self._cmp(other)
        if c:
            return Decimal(c)
        r = (self._exp > other._exp) - (self._exp < other._exp)
        return Decimal(-r if sign else r)

    def __hash__(self):
        if self._is_special:
            if self._kind == "N":
                raise TypeError("Cannot hash a signaling NaN value")
            if self._kind == "n":
                return hash(id(self) >> 4)  # identity, as object.__hash__ (not in the VM)
            return -314159 if self._sign else 314159
        P = 2305843009213693951
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, P)
        else:
            exp_hash = pow(pow(10, P - 2, P), -self._exp, P)
        h = self._int * exp_hash % P
        ans = -h if self._sign else h
        return -2 if ans == -1 else ans

    # --- conversions ---

    def __bool__(self):
        return self._is_special or self._int != 0

    def __float__(self):
        if self._kind in ("n", "N"):
            if self._kind == "N":
                raise ValueError("cannot convert signaling NaN to float")
            return float("-nan" if self._sign else "nan")
        return float(str(self))

    def __int__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        s = (-1) ** self._sign
        if self._exp >= 0:
            return s * self._int * 10 ** self._exp
        return s * (self._int // 10 ** -self._exp)

    __trunc__ = __int__

    def __floor__(self):
        if self._is_special:
            return self.__int__()
        return int(self.to_integral_value(rounding=ROUND_FLOOR))

    def __ceil__(self):
        if self._is_special:
            return self.__int__()
        return int(self.to_integral_value(rounding=ROUND_CEILING))

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError("Second argument to round should be integral")
            exp = _make(0, 1, -n)
            return self.quantize(exp)
        if self._is_special:
            return self.__int__()  # libmpdec's words: "cannot convert NaN to integer"...
        return int(self._rescale(0, ROUND_HALF_EVEN))

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self

    def copy_abs(self):
        return _make(0, self._int, self._exp, self._kind)

    def copy_negate(self):
        return _make(1 - self._sign, self._int, self._exp, self._kind)

    def copy_sign(self, other, context=None):
        other = _convert(other, raiseit=True)
        return _make(other._sign, self._int, self._exp, self._kind)

    def radix(self):
        return Decimal(10)

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __format__(self, specifier, context=None):
        return _format(self, specifier, context or getcontext())


def _int_str(n):
    """`str(n)` for an int `n` >= 0 of any size: the int-to-str limit (4300 digits) guards
    int() and str() of untrusted text, not a Decimal's coefficient, which CPython's decimal
    prints whole."""
    if n.bit_length() <= 13000:  # under 10**3914
        return str(n)
    half = _ndigits(n) // 2
    hi, lo = divmod(n, 10 ** half)
    return _int_str(hi) + _int_str(lo).rjust(half, "0")


def _ndigits(n):
    """The number of decimal digits of the int `n` >= 0 (1 for 0). Not by `str(n)` for a big one:
    the int-to-str limit refuses more than 4300 digits, and a coefficient may have millions
    (`decimal.MAX_PREC`)."""
    if n < 1000000000000000000:
        return len(str(n))
    # 10**(d-1) <= n < 10**(d+1) for d = floor(bits * log10(2)): one or two steps settle it.
    d = n.bit_length() * 30103 // 100000
    p = 10 ** d
    while p <= n:
        p *= 10
        d += 1
    return d


def _make(sign, coeff, exp, kind=None):
    d = object.__new__(Decimal)
    d._sign = int(sign)
    d._int = coeff
    d._exp = exp
    d._kind = kind
    d._is_special = kind is not None
    return d


def _make_nan():
    return _make(0, 0, 0, "n")


def _nan(d):
    return _make(d._sign, d._int, 0, "n")


def _inf(sign):
    return _make(sign, 0, 0, "F")


def _overflow_result(context, sign):
    r = context.rounding
    if r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP):
        return _inf(sign)
    if sign == 0:
        if r == ROUND_CEILING:
            return _inf(sign)
    elif r == ROUND_FLOOR:
        return _inf(sign)
    return _make(sign, 10 ** context.prec - 1, context.Emax - context.prec + 1)


def _round_coeff(coeff, k, rounding, sign):
    """Drop k digits from coeff by the rounding mode: (new coefficient, inexact)."""
    if k > 40 and coeff and coeff.bit_length() <= 3 * (k - 3):
        coeff, k = 1, 2     # far below the last kept digit: only its being nonzero counts
    q, r = divmod(coeff, 10 ** k)
    if not r:
        return q, False
    half = 5 * 10 ** (k - 1)
    if rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q % 2 == 1)
    elif rounding == ROUND_CEILING:
        up = not sign
    elif rounding == ROUND_FLOOR:
        up = bool(sign)
    else:   # ROUND_05UP
        up = q % 10 in (0, 5)
    return q + up, True


def _ctx(context):
    # A method's context argument: None for the current one; anything else must be a Context.
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError("optional argument must be a context")
    return context


def _convert(other, raiseit=False):
    if type(other) is int:
        return _make(1 if other < 0 else 0, -other if other < 0 else other, 0)
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if raiseit:
        raise TypeError("conversion from %s to Decimal is not supported" % type(other).__name__)
    return NotImplemented


def _convert_for_compare(self, other, op):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if isinstance(other, float):
        ctx = getcontext()
        if op in ("eq", "ne"):
            # Equality with a float only records the signal; an ordering raises it if trapped.
            ctx.flags[FloatOperation] = True
        else:
            ctx._raise(FloatOperation)
        return Decimal.from_float(other)
    if (type(other).__name__ == "Fraction" and hasattr(other, "numerator")
            and not self._is_special):
        # Exactly: the sign of self - other, as a Decimal compared against zero.
        n, d = self.as_integer_ratio()
        diff = n * other.denominator - other.numerator * d
        return ("fraction", (diff > 0) - (diff < 0))
    return NotImplemented


# --- format() ---------------------------------------------------------------------------------

def _format(d, spec, context):
    import re
    m = re.fullmatch(r"(?:(.)?([<>=^]))?([-+ ])?(z)?()(0)?([1-9]\d*)?(,)?(?:\.(\d+))?"
                     r"([eEfFgGn%])?", spec, re.S)
    if m is None:
        raise ValueError("invalid format string")
    fill, align, sign, no_neg_0, alt, zeropad, width, thousands, precision, kind = m.groups()
    if zeropad and align is not None:
        # libmpdec takes the '0' flag only where no alignment is given.
        raise ValueError("invalid format string")
    implied_zero = zeropad and fill is None and align is None
    if implied_zero:
        fill, align = "0", "="
    fill = fill if fill is not None else " "
    align = align or ">"
    width = int(width) if width else 0
    precision = int(precision) if precision is not None else None
    if d._is_special:
        if implied_zero:
            # The '0' flag alone does not zero-pad NaN and Infinity: right-aligned in spaces.
            fill, align = " ", ">"
        body = "Infinity" if d._kind == "F" else str(d.copy_abs())
        if kind == "%":
            body += "%"
        return _align(_sign_of(d._sign, sign), body, fill, align, width)
    if kind is None:
        kind = "gG"[context.capitals]
    elif kind == "n":
        kind = "g"
    if kind == "%":
        d = _make(d._sign, d._int, d._exp + 2)
    rounding = context.rounding
    if kind in "gG" and precision == 0:
        precision = 1
    if precision is not None:
        if kind in "eE":
            d = _round_places(d, precision + 1, rounding)
        elif kind in "fF%":
            d = d._rescale(-precision, rounding)
        elif kind in "gG" and _ndigits(d._int) > precision:
            d = _round_places(d, precision, rounding)
    if not d._int and d._exp > 0 and kind in "fF%":
        d = d._rescale(0, rounding)
    neg = 0 if (not d._int and no_neg_0) else d._sign
    digits = _int_str(d._int)
    leftdigits = d._exp + len(digits)
    if kind in "eE":
        dotplace = 1 - precision if (not d._int and precision is not None) else 1
    elif kind in "fF%":
        dotplace = leftdigits
    else:
        dotplace = leftdigits if (d._exp <= 0 and leftdigits > -6) else 1
    if dotplace < 0:
        intpart = "0"
        fracpart = "0" * (-dotplace) + digits
    elif dotplace > len(digits):
        intpart = digits + "0" * (dotplace - len(digits))
        fracpart = ""
    else:
        intpart = digits[:dotplace] or "0"
        fracpart = digits[dotplace:]
    exp = leftdigits - dotplace
    signstr = _sign_of(neg, sign)
    if fracpart or alt:
        fracpart = "." + fracpart
    if exp != 0 or kind in "eE":
        fracpart += {"E": "E", "e": "e", "G": "E", "g": "e"}[kind] + "%+d" % exp
    if kind == "%":
        fracpart += "%"
    min_width = width - len(fracpart) - len(signstr) if zeropad else 0
    intpart = _group(intpart, "," if thousands else "", min_width)
    return _align(signstr, intpart + fracpart, fill, align, width)


def _sign_of(negative, sign):
    if negative:
        return "-"
    if sign in (" ", "+"):
        return sign
    return ""


def _group(digits, sep, min_width):
    if not sep:
        n = max(len(digits), min_width, 1)
        return "0" * (n - len(digits)) + digits
    groups = []
    while True:
        n = min(max(len(digits), min_width, 1), 3)
        groups.append("0" * (n - len(digits)) + digits[-n:])
        digits = digits[:-n]
        min_width -= n
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    return sep.join(reversed(groups))


def _align(sign, body, fill, align, width):
    padding = width - len(sign) - len(body)
    pad = fill * padding if padding > 0 else ""
    if align == "<":
        return sign + body + pad
    if align == ">":
        return pad + sign + body
    if align == "=":
        return sign + pad + body
    half = len(pad) // 2
    return pad[:half] + sign + body + pad[half:]


def _round_places(d, places, rounding):
    """d with `places` significant digits (padded or rounded); zero is left as it is."""
    if not d._int:
        return d
    ans = d._rescale(d.adjusted() + 1 - places, rounding)
    if ans.adjusted() != d.adjusted():
        ans = ans._rescale(ans.adjusted() + 1 - places, rounding)
    return ans


from _decimal_math import _attach as _attach_math  # noqa: E402

_attach_math()

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(Decimal, "decimal.Decimal")
_subclass.c_type_name(Context, "decimal.Context")
del _subclass

# As CPython's: a Decimal is a numbers.Number (not a Real: it does not mix with floats).
import numbers as _numbers  # noqa: E402
_numbers.Number.register(Decimal)
