"""decimal's power (integral exponents exactly, others as exp(y * ln x) correctly rounded in the
context's rounding, infinities, three-argument pow) and fma. Part of `_decimal_math`."""

import math as _math
from _decimal_math import D, _settle, _ln_scaled, _exp_scaled, _beyond, _quiet, _forward


def _integral(d):
    return not d._is_special and (d._exp >= 0 or d._int % 10 ** -d._exp == 0)


def _int_value(d):
    v = d._int * 10 ** d._exp if d._exp >= 0 else d._int // 10 ** -d._exp
    return -v if d._sign else v


def _pow(self, other, modulo=None, context=None):
    convert = D["_convert"]
    other = convert(other)
    if other is NotImplemented:
        return other
    context = context or D["getcontext"]()
    if modulo is not None:
        modulo = convert(modulo, raiseit=True)
        return _pow_mod(self, other, modulo, context)
    ans = self._check_nans(other, context)
    if ans is not None:
        return ans
    _make = D["_make"]
    Invalid = D["InvalidOperation"]
    y_int = _integral(other)
    sign = self._sign if y_int and _int_value(other) % 2 else 0
    if not self._is_special and not self._int:
        if not other._is_special and not other._int:
            return context._raise(Invalid, D["_make_nan"]())
        return _make(sign, 0, 0, "F" if other._sign else None)
    if self._sign and not y_int:
        return context._raise(Invalid, D["_make_nan"]())
    one = _make(0, 1, 0)
    if other._kind == "F":
        c = self._cmp(one)
        if c == 0:
            return _one_inexact(context)
        return _make(0, 0, 0, "F" if (c > 0) != bool(other._sign) else None)
    if self._kind == "F":
        if not other._int:
            return one
        return _make(sign, 0, 0, None if other._sign else "F")
    if not other._int:
        return _make(sign, 1, 0)
    if self._cmp(one) == 0:
        if not y_int:
            return _one_inexact(context)
        n = _int_value(other)
        if n < 0:
            return _make(sign, 1, 0)
        shift = n * -self._exp
        if shift > context.prec - 1:
            shift = context.prec - 1
            context._raise(D["Rounded"])
        return _make(sign, 10 ** shift, -shift)
    if self.copy_abs()._cmp(one) == 0:
        if abs(_int_value(other)) >= 1 << 64:
            return _make(sign, 1, 0)
    else:
        ans = _bounds(self, other, sign, context)
        if ans is not None:
            return ans
    if y_int and abs(_int_value(other)) < 1 << 64:
        return _int_path(self, other, sign, context)
    return _real_path(self, other, context)


def _one_inexact(context):
    p = context.prec
    context._raise(D["Inexact"])
    context._raise(D["Rounded"])
    return D["_make"](0, 10 ** (p - 1), 1 - p)


def _adjusted_int(n, e):
    return len(str(abs(n))) - 1 + e


def _bounds(x, y, sign, context):
    """libmpdec's certain overflow/underflow of x ** y (|x| != 1), decided from exponents."""
    adj = x.adjusted()
    if adj >= 1:
        v = adj
    elif adj <= -2:
        v = -adj if x._int == 10 ** (len(str(x._int)) - 1) else -adj - 1
    else:
        v = None
    if v is not None:
        lb_zeta = len(str(v)) - 1
    else:
        diff = x._int - 10 ** -x._exp
        lb_zeta = _adjusted_int(diff, x._exp) - (1 if adj == -1 else 2)
    total = lb_zeta + y.adjusted()
    _make = D["_make"]
    if (adj < 0) == bool(y._sign):
        if len(str(context.Emax)) < total:
            return _make(sign, 1, context.Emax + 1)._fix(context)
    elif len(str(abs(context.Etiny()))) < total:
        return _make(sign, 1, context.Etiny() - 1)._fix(context)
    return None


def _work_context(context, prec):
    ctx = _quiet(context, D["ROUND_HALF_EVEN"])
    # A working precision a few digits past the context's may pass MAX_PREC (a context at
    # MAX_PREC): internal, so not held to a user context's range.
    object.__setattr__(ctx, "prec", prec)
    ctx.clamp = 0
    return ctx


def _int_path(x, y, sign, context):
    """libmpdec's integral power: binary powering at a few more digits, then the context's."""
    _make = D["_make"]
    n = _int_value(y)
    wctx = _work_context(context, context.prec + len(str(y._int)) + y._exp + 2)
    base = x.copy_abs()
    if n < 0:
        object.__setattr__(wctx, "prec", wctx.prec + 1)
        base = _make(0, 1, 0).__truediv__(base, context=wctx)
        n = -n
    result = base
    Clamped = D["Clamped"]
    for bit in bin(n)[3:]:
        result = result.__mul__(result, context=wctx)
        if bit == "1":
            result = result.__mul__(base, context=wctx)
        if result._is_special or (not result._int and wctx.flags[Clamped]):
            break
    _forward(wctx, context)
    if result._kind == "F":
        result = _make(sign, 1, context.Emax + 1)
    return _make(sign, result._int, result._exp, result._kind)._fix(context)


def _real_path(x, y, context):
    """libmpdec's non-integral power: exp(y * ln x) each correctly rounded at prec + 23 (or
    more for a long x) digits, then rounded again by the context."""
    _make = D["_make"]
    Context = D["Context"]
    wp = max(len(str(x._int)), context.prec) + 23
    wctx = Context(prec=wp, rounding=D["ROUND_HALF_EVEN"], Emin=D["MIN_EMIN"],
                   Emax=D["MAX_EMAX"], traps=[])
    t = x.ln(context=wctx)
    t = t.__mul__(y, context=wctx)
    r = t.exp(context=wctx)
    if r._kind == "F":
        r = _make(0, 1, context.Emax + 1)
    elif r._int == 10 ** -r._exp if -wp <= r._exp <= 0 else False:
        p = context.prec
        r = _make(0, 10 ** (p - 1), 1 - p)
    context._raise(D["Inexact"])
    context._raise(D["Rounded"])
    return r._fix(context)


def _pow_mod(x, y, m, context):
    Invalid = D["InvalidOperation"]
    nan = D["_make_nan"]
    for d in (x, y, m):
        if d._kind == "N":
            return context._raise(Invalid, D["_nan"](d))
    for d in (x, y, m):
        if d._kind == "n":
            return D["_nan"](d)
    if not (_integral(x) and _integral(y) and _integral(m)):
        return context._raise(Invalid, nan())
    if y._sign or not m._int or len(str(_int_value(m.copy_abs()))) > context.prec:
        return context._raise(Invalid, nan())
    if not x._int and not y._int:
        return context._raise(Invalid, nan())
    n = _int_value(y)
    v = pow(abs(_int_value(x)), n, abs(_int_value(m)))
    sign = x._sign if n % 2 else 0
    return D["_make"](sign, v, 0)


def _fma(self, other, third, context=None):
    convert = D["_convert"]
    other = convert(other, raiseit=True)
    third = convert(third, raiseit=True)
    context = context or D["getcontext"]()
    _make = D["_make"]
    if self._is_special or other._is_special:
        if self._kind == "N" or other._kind == "N" or third._kind == "N":
            for d in (self, other, third):
                if d._kind == "N":
                    return context._raise(D["InvalidOperation"], D["_nan"](d))
        for d in (self, other):
            if d._kind == "n":
                return D["_nan"](d)
        if self._kind == "F" and not other._is_special and not other._int or \
                other._kind == "F" and not self._is_special and not self._int:
            return context._raise(D["InvalidOperation"], D["_make_nan"]())
        product = _make(self._sign ^ other._sign, 0, 0, "F")
    else:
        product = _make(self._sign ^ other._sign, self._int * other._int,
                        self._exp + other._exp)
    return product.__add__(third, context=context)
