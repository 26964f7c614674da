"""decimal's digit-wise and neighbour operations: logical_and/or/xor/invert, rotate, shift,
scaleb, logb, next_plus/next_minus/next_toward, number_class, compare_signal, the *_mag
comparisons, remainder_near, canonical. Part of `_decimal_math`."""

from _decimal_math import D, _quiet, _forward


def _ctx(context):
    return context or D["getcontext"]()


def _logical_digits(d, context):
    """The coefficient's digits padded to prec, or None when d is not a logical operand."""
    if d._is_special or d._sign or d._exp != 0:
        return None
    s = str(d._int)
    if s.strip("01"):
        return None
    p = context.prec
    return s[-p:].rjust(p, "0")


def _logical(op):
    def method(self, other, context=None):
        context = _ctx(context)
        other = D["_convert"](other, raiseit=True)
        a = _logical_digits(self, context)
        b = _logical_digits(other, context)
        if a is None or b is None:
            return context._raise(D["InvalidOperation"], D["_make_nan"]())
        digits = "".join(str(op(int(x), int(y))) for x, y in zip(a, b))
        return D["_make"](0, int(digits), 0)
    return method


_logical_and = _logical(lambda x, y: x & y)
_logical_or = _logical(lambda x, y: x | y)
_logical_xor = _logical(lambda x, y: x ^ y)


def _logical_invert(self, context=None):
    context = _ctx(context)
    a = _logical_digits(self, context)
    if a is None:
        return context._raise(D["InvalidOperation"], D["_make_nan"]())
    return D["_make"](0, int("".join("1" if c == "0" else "0" for c in a)), 0)


def _shift_amount(self, other, context):
    """(n, None) for a valid rotate/shift count, else (None, the result)."""
    other = D["_convert"](other, raiseit=True)
    ans = self._check_nans(other, context)
    if ans is not None:
        return None, ans
    p = context.prec
    if other._is_special or other._exp != 0 or other._int > p:
        return None, context._raise(D["InvalidOperation"], D["_make_nan"]())
    if self._kind == "F":
        return None, D["Decimal"](self)
    return (-other._int if other._sign else other._int), None


def _rotate(self, other, context=None):
    context = _ctx(context)
    n, ans = _shift_amount(self, other, context)
    if ans is not None:
        return ans
    p = context.prec
    s = str(self._int)[-p:].rjust(p, "0")
    n %= p
    s = s[n:] + s[:n]
    return D["_make"](self._sign, int(s), self._exp)


def _shift(self, other, context=None):
    context = _ctx(context)
    n, ans = _shift_amount(self, other, context)
    if ans is not None:
        return ans
    p = context.prec
    c = self._int % 10 ** p
    c = c * 10 ** n % 10 ** p if n >= 0 else c // 10 ** -n
    return D["_make"](self._sign, c, self._exp)


def _scaleb(self, other, context=None):
    context = _ctx(context)
    other = D["_convert"](other, raiseit=True)
    ans = self._check_nans(other, context)
    if ans is not None:
        return ans
    limit = 2 * (context.Emax + context.prec)
    if other._is_special or other._exp != 0 or other._int > limit:
        return context._raise(D["InvalidOperation"], D["_make_nan"]())
    if self._kind == "F":
        return D["Decimal"](self)
    n = -other._int if other._sign else other._int
    return D["_make"](self._sign, self._int, self._exp + n)._fix(context)


def _logb(self, context=None):
    context = _ctx(context)
    if self._is_special:
        ans = self._check_nans(None, context)
        if ans is not None:
            return ans
        return D["_make"](0, 0, 0, "F")
    if not self._int:
        return context._raise(D["DivisionByZero"], D["_make"](1, 0, 0, "F"))
    n = self.adjusted()
    return D["_make"](int(n < 0), abs(n), 0)._fix(context)


def _next(self, context, up):
    _make = D["_make"]
    if self._is_special:
        ans = self._check_nans(None, context)
        if ans is not None:
            return ans
        if bool(self._sign) != up:
            return D["Decimal"](self)
        p = context.prec
        return _make(self._sign, 10 ** p - 1, context.Etop())
    p = context.prec
    e_r = max(self.adjusted() - p + 1, context.Etiny()) if self._int else context.Etiny()
    ctx = _quiet(context, D["ROUND_CEILING"] if up else D["ROUND_FLOOR"])
    base = min(self._exp, e_r) - 2
    c = self._int * 10 ** (self._exp - base)
    v = (-c if self._sign else c) + (1 if up else -1)
    return _make(int(v < 0), abs(v), base)._fix(ctx)


def _next_plus(self, context=None):
    return _next(self, _ctx(context), True)


def _next_minus(self, context=None):
    return _next(self, _ctx(context), False)


def _next_toward(self, other, context=None):
    context = _ctx(context)
    other = D["_convert"](other, raiseit=True)
    ans = self._check_nans(other, context)
    if ans is not None:
        return ans
    c = self._cmp(other)
    if c == 0:
        return self.copy_sign(other)
    ans = _next(self, context, c < 0)
    if ans._kind == "F":
        context._raise(D["Overflow"])
        context._raise(D["Inexact"])
        context._raise(D["Rounded"])
    elif ans.adjusted() < context.Emin:
        context._raise(D["Underflow"])
        context._raise(D["Subnormal"])
        context._raise(D["Inexact"])
        context._raise(D["Rounded"])
        if not ans._int:
            context._raise(D["Clamped"])
    return ans


def _number_class(self, context=None):
    context = _ctx(context)
    sign = "-" if self._sign else "+"
    if self._kind == "N":
        return "sNaN"
    if self._kind == "n":
        return "NaN"
    if self._kind == "F":
        return sign + "Infinity"
    if not self._int:
        return sign + "Zero"
    if self.adjusted() < context.Emin:
        return sign + "Subnormal"
    return sign + "Normal"


def _compare_signal(self, other, context=None):
    context = _ctx(context)
    other = D["_convert"](other, raiseit=True)
    if self.is_nan() or other.is_nan():
        for d in (self, other):
            if d._kind == "N":
                return context._raise(D["InvalidOperation"], D["_nan"](d))
        for d in (self, other):
            if d._kind == "n":
                return context._raise(D["InvalidOperation"], D["_nan"](d))
    return self.compare(other, context=context)


def _compare_total_mag(self, other, context=None):
    other = D["_convert"](other, raiseit=True)
    return self.copy_abs().compare_total(other.copy_abs())


def _mag(self, other, context, want_max):
    context = _ctx(context)
    other = D["_convert"](other, raiseit=True)
    if self.is_nan() or other.is_nan():
        return self.max(other, context=context) if want_max else self.min(other, context=context)
    c = self.copy_abs()._cmp(other.copy_abs())
    if c == 0:
        return self.max(other, context=context) if want_max else self.min(other, context=context)
    pick = self if (c > 0) == want_max else other
    return pick._fix(context)


def _max_mag(self, other, context=None):
    return _mag(self, other, context, True)


def _min_mag(self, other, context=None):
    return _mag(self, other, context, False)


def _remainder_near(self, other, context=None):
    context = _ctx(context)
    other = D["_convert"](other, raiseit=True)
    _make = D["_make"]
    Invalid = D["InvalidOperation"]
    ans = self._check_nans(other, context)
    if ans is not None:
        return ans
    if self._kind == "F":
        return context._raise(Invalid, D["_make_nan"]())
    if other._kind == "F":
        return D["Decimal"](self)._fix(context)
    if not other._int:
        if self._int:
            return context._raise(Invalid, D["_make_nan"]())
        return context._raise(D["DivisionUndefined"], D["_make_nan"]())
    ideal = min(self._exp, other._exp)
    if not self._int:
        return _make(self._sign, 0, ideal)._fix(context)
    expdiff = self.adjusted() - other.adjusted()
    if expdiff >= context.prec + 1:
        return context._raise(D["DivisionImpossible"], D["_make_nan"]())
    if expdiff <= -2:
        return self._rescale(ideal, context.rounding)._fix(context)
    a = self._int * 10 ** (self._exp - ideal)
    b = other._int * 10 ** (other._exp - ideal)
    q, r = divmod(a, b)
    if 2 * r + (q & 1) > b:
        r -= b
        q += 1
    if D["_ndigits"](q) > context.prec:
        return context._raise(D["DivisionImpossible"], D["_make_nan"]())
    sign = self._sign
    if r < 0:
        sign = 1 - sign
        r = -r
    return _make(sign, r, ideal)._fix(context)


def _canonical(self):
    return self
