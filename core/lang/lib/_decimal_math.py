"""decimal's transcendental and bitwise operations: exp, ln, log10, general powers (non-integral,
infinite and three-argument), fma, the logical_* operations, rotate/shift/scaleb, logb,
next_plus/next_minus/next_toward, number_class and the *_mag comparisons.

decimal.py calls `_attach()` at its end: the functions here read its names through `D`
and become methods of Decimal (and of Context).

Transcendental results are correctly rounded: each is computed in fixed point (an integer scaled
by 10**W) with a known error bound of a few units in the last place; the value's interval is
rounded at both ends, and when they differ W grows and the computation runs again. exp, ln and
log10 round half to even whatever the context says (as libmpdec); powers use the context's
rounding. Integers here are Python ints: a fixed-point number is `n` meaning n / 10**W.
"""

import math as _math

D = {}
_CACHE = {"ln2": (0, 0), "ln10": (0, 0)}


def _attach():
    import decimal
    ns = vars(decimal)
    D.update(ns)
    Decimal = ns["Decimal"]
    for name in ("exp", "ln", "log10", "fma", "logical_and", "logical_or", "logical_xor",
                 "logical_invert", "rotate", "shift", "scaleb", "logb", "next_plus",
                 "next_minus", "next_toward", "number_class", "compare_signal",
                 "compare_total_mag", "max_mag", "min_mag", "remainder_near", "canonical"):
        setattr(Decimal, name, _METHODS["_" + name])
    Decimal.__pow__ = _pow
    Context = ns["Context"]
    dec = ns["_dec"]

    def unary(name):
        return lambda self, a: getattr(dec(a), name)(context=self)

    def binary(name):
        return lambda self, a, b: getattr(dec(a), name)(b, context=self)

    for name in ("exp", "ln", "log10", "logical_invert", "logb", "next_plus", "next_minus",
                 "number_class", "to_integral_exact", "to_integral", "canonical_"):
        if name != "canonical_":
            setattr(Context, name, unary(name))
    for name in ("logical_and", "logical_or", "logical_xor", "rotate", "shift", "scaleb",
                 "next_toward", "compare_signal", "compare_total", "compare_total_mag",
                 "max_mag", "min_mag", "remainder_near", "same_quantum", "copy_sign"):
        setattr(Context, name, binary(name))
    Context.fma = lambda self, a, b, c: dec(a).fma(b, c, context=self)
    Context.is_normal = lambda self, a: dec(a).is_normal(context=self)
    Context.is_subnormal = lambda self, a: dec(a).is_subnormal(context=self)
    for name in ("is_canonical", "is_finite", "is_infinite", "is_nan", "is_qnan", "is_snan",
                 "is_signed", "is_zero", "copy_abs", "copy_negate", "canonical", "adjusted",
                 "radix"):
        setattr(Context, name, (lambda n: lambda self, a: getattr(dec(a), n)())(name))
    Context.copy_decimal = lambda self, a: ns["Decimal"](dec(a))
    Context.radix = lambda self: ns["Decimal"](10)
    Context.power = lambda self, a, b, modulo=None: _pow(dec(a), b, modulo, context=self)


# --- fixed-point kernels ----------------------------------------------------------------------

def _atanh_inv(n, S):
    """atanh(1/n) * S, error under a few units."""
    total = 0
    power = S // n
    n2 = n * n
    k = 1
    while power:
        total += power // k
        power //= n2
        k += 2
    return total


def _ln2(W):
    have, v = _CACHE["ln2"]
    if have < W:
        have = W + 20
        v = 2 * _atanh_inv(3, 10 ** (have + 5)) // 10 ** 5
        _CACHE["ln2"] = (have, v)
    return v // 10 ** (have - W)


def _ln10(W):
    # ln 10 = 3 ln 2 + ln 1.25 = 3 ln 2 + 2 atanh(1/9)
    have, v = _CACHE["ln10"]
    if have < W:
        have = W + 20
        S = 10 ** (have + 5)
        v = (6 * _atanh_inv(3, S) + 2 * _atanh_inv(9, S)) // 10 ** 5
        _CACHE["ln10"] = (have, v)
    return v // 10 ** (have - W)


def _exp_small(r, W):
    """exp(r / 10**W) * 10**W for 0 <= r / 10**W < 3, error under 2 units."""
    s = int(W ** 0.5) + 4
    G = s // 3 + len(str(W)) + 8
    S = 10 ** (W + G)
    y = (r * 10 ** G) >> s
    total = S
    term = S
    k = 1
    while term:
        term = term * y // (S * k)
        total += term
        k += 1
    for _ in range(s):
        total = total * total // S
    return total // 10 ** G


def _exp_scaled(T, W2, W):
    """exp(T / 10**W2) as (M, k): M * 10**(k - W), M of W+1 digits, error under 3 units.
    T's own error (a few units at W2) must be small at W + digits of k: the caller's W2."""
    L = _ln10(W2)
    k = T // L
    R = T - k * L
    E = _exp_small(R, W2)
    return E // 10 ** (W2 - W), k


def _ln_scaled(c, e, W):
    """ln(c * 10**e) * 10**W (c > 0), error under 2 units."""
    digits = len(str(c))
    a = e + digits - 1                    # c * 10**e = m * 10**a, 1 <= m < 10
    G = len(str(abs(a))) + 10
    WG = W + G
    S = 10 ** WG
    M = c * S // 10 ** (digits - 1)
    b = 0
    while M > S * 14 // 10:
        M >>= 1
        b += 1
    num = M - S
    T = abs(num) * S // (M + S)
    T2 = T * T // S
    total = 0
    term = T
    k = 1
    while term:
        total += term // k
        term = term * T2 // S
        k += 2
    total *= 2
    if num < 0:
        total = -total
    total += b * _ln2(WG) + a * _ln10(WG)
    return total // 10 ** G


# --- rounding an interval ---------------------------------------------------------------------

def _quiet(context, rounding):
    ctx = context.copy()
    ctx.rounding = rounding
    ctx.clear_flags()
    ctx.clear_traps()
    return ctx


def _same(a, b):
    return (a._sign, a._int, a._exp, a._kind) == (b._sign, b._int, b._exp, b._kind)


def _settle(sign, M, err, exp, context, rounding):
    """The value lies strictly inside ((M - err), (M + err)) * 10**exp, is not representable;
    the rounded Decimal when both ends agree (flags raised on `context`), else None."""
    _make = D["_make"]
    lo, hi = M - err, M + err
    if lo <= 0:
        return None
    ctx = _quiet(context, rounding)
    a = _make(sign, lo, exp)._fix(ctx)
    b = _make(sign, hi, exp)._fix(ctx)
    if not _same(a, b):
        return None
    ctx = _quiet(context, rounding)
    ans = _make(sign, lo * 10 + 5, exp - 1)._fix(ctx)
    _forward(ctx, context)
    return ans


def _forward(ctx, context):
    for s in D["_SIGNALS"]:
        if ctx.flags[s]:
            if s is D["Underflow"] or s is D["Overflow"]:
                context._raise(D["Inexact"])
                context._raise(D["Rounded"])
            context._raise(s)


def _tiny_result(sign_above, context, rounding):
    """1 + something tiny (above 1 when sign_above, else below): rounded to the context."""
    _make = D["_make"]
    p = context.prec + 3
    coeff = 10 ** p + (1 if sign_above else -1)
    ctx = _quiet(context, rounding)
    ans = _make(0, coeff, -p)._fix(ctx)
    _forward(ctx, context)
    return ans


def _beyond(context, sign, big, rounding):
    """A result far past the largest (big) or under the smallest representable magnitude."""
    _make = D["_make"]
    ctx = _quiet(context, rounding)
    if big:
        ans = _make(sign, 1, context.Emax + 1)._fix(ctx)
    else:
        ans = _make(sign, 1, context.Etiny() - 1)._fix(ctx)
    _forward(ctx, context)
    return ans


# --- exp, ln, log10 ---------------------------------------------------------------------------

def _special_unary(self, context):
    if self._is_special:
        return self._check_nans(None, context)
    return None


def _exp(self, context=None):
    context = context or D["getcontext"]()
    ans = _special_unary(self, context)
    if ans is not None:
        return ans
    _make = D["_make"]
    HE = D["ROUND_HALF_EVEN"]
    if self._kind == "F":
        return _make(0, 0, 0) if self._sign else D["Decimal"](self)
    if not self._int:
        return _make(0, 1, 0)
    p = context.prec
    adj = self.adjusted()
    if adj < -(p + 3):
        return _tiny_result(not self._sign, context, HE)
    if adj > 20:
        return _beyond(context, 0, not self._sign, HE)
    xf = float(self)
    if xf > (context.Emax + 2) * 2.3026:
        return _beyond(context, 0, True, HE)
    if xf < (context.Etiny() - 3) * 2.3026:
        return _beyond(context, 0, False, HE)
    W = p + 8
    while True:
        W2 = W + max(adj, 0) + 8
        sh = self._exp + W2
        T = self._int * 10 ** sh if sh >= 0 else self._int // 10 ** -sh
        if self._sign:
            T = -T
        M, k = _exp_scaled(T, W2, W)
        ans = _settle(0, M, 3, k - W, context, HE)
        if ans is not None:
            return ans
        W += p + 10


def _log_common(self, context):
    """The special cases shared by ln and log10: a Decimal, or None to compute."""
    ans = _special_unary(self, context)
    if ans is not None:
        return ans
    _make = D["_make"]
    if not self._is_special and not self._int:
        return _make(1, 0, 0, "F")
    if self._sign:
        return context._raise(D["InvalidOperation"], D["_make_nan"]())
    if self._kind == "F":
        return D["Decimal"](self)
    return None


def _log_loop(self, context, divide_ln10):
    HE = D["ROUND_HALF_EVEN"]
    p = context.prec
    W = p + 8
    while True:
        if divide_ln10:
            N = _ln_scaled(self._int, self._exp, W + 5)
            M = N * 10 ** W // _ln10(W + 5)
        else:
            M = _ln_scaled(self._int, self._exp, W)
        short = p + 4 - len(str(abs(M)))
        if short > 0:
            W += short + 4
            continue
        ans = _settle(int(M < 0), abs(M), 3, -W, context, HE)
        if ans is not None:
            return ans
        W += p + 10


def _ln(self, context=None):
    context = context or D["getcontext"]()
    ans = _log_common(self, context)
    if ans is not None:
        return ans
    c, e = self._int, self._exp
    if e <= 0 and c == 10 ** -e:
        return D["_make"](0, 0, 0)
    return _log_loop(self, context, False)


def _log10(self, context=None):
    context = context or D["getcontext"]()
    ans = _log_common(self, context)
    if ans is not None:
        return ans
    s = str(self._int)
    if s[0] == "1" and s.count("0") == len(s) - 1:
        n = self._exp + len(s) - 1
        return D["_make"](int(n < 0), abs(n), 0)._fix(context)
    return _log_loop(self, context, True)


from _decimal_pow import _pow, _fma  # noqa: E402
import _decimal_bits  # noqa: E402
from _decimal_bits import (_logical_and, _logical_or, _logical_xor, _logical_invert,  # noqa
                           _rotate, _shift, _scaleb, _logb, _next_plus, _next_minus,
                           _next_toward, _number_class, _compare_signal, _compare_total_mag,
                           _max_mag, _min_mag, _remainder_near, _canonical)

_METHODS = dict(vars(_decimal_bits))
_METHODS.update(_exp=_exp, _ln=_ln, _log10=_log10, _fma=_fma)
