"""Basic statistics of numeric data (CPython 3.11's statistics).

Averages: mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high,
median_grouped, mode, multimode, quantiles. Spread: pstdev, pvariance, stdev, variance.
Two inputs: covariance, correlation, linear_regression. NormalDist, StatisticsError.

mean, harmonic_mean and the variances sum exactly with Fractions and convert once at the end
(to the data's type: int data gives a float unless the result is whole), and the standard
deviations take a correctly rounded square root of the exact variance, so the results equal
CPython's digit for digit. Decimal data gives Decimal results (the standard deviations a
correctly rounded Decimal root).
"""

import math
import random
from bisect import bisect_left, bisect_right
from collections import Counter, namedtuple
from fractions import Fraction
from math import erf, exp, fabs, hypot, log, sqrt, tau

__all__ = [
    "NormalDist", "StatisticsError", "correlation", "covariance", "fmean", "geometric_mean",
    "harmonic_mean", "linear_regression", "mean", "median", "median_grouped", "median_high",
    "median_low", "mode", "multimode", "pstdev", "pvariance", "quantiles", "stdev", "variance",
]


class StatisticsError(ValueError):
    pass


# ---- exact arithmetic helpers ----

def _exact_ratio(x):
    """(numerator, denominator) of x exactly; (x, None) for an infinity or a NaN."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")


def _coerce(T, S):
    """The common type of T and S for a result, as CPython chooses it (int gives way)."""
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _sum(data):
    """(result type, exact sum as a Fraction (or a float inf/nan), count) of data."""
    count = 0
    types = []
    by_denominator = {}
    for x in data:
        typ = type(x)
        if typ not in types:
            types.append(typ)
        n, d = _exact_ratio(x)
        count += 1
        by_denominator[d] = by_denominator.get(d, 0) + n
    if None in by_denominator:
        total = by_denominator[None]
    else:
        total = sum(Fraction(n, d) for d, n in by_denominator.items())
    return (_result_type(types), total, count)


def _ss(data, c=None):
    """(result type, exact sum of squared deviations, mean used, count)."""
    if c is not None:
        T, total, count = _sum((x - c) * (x - c) for x in data)
        return (T, total, c, count)
    count = 0
    types = []
    sx = {}
    sxx = {}
    for x in data:
        typ = type(x)
        if typ not in types:
            types.append(typ)
        n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        total = sum(Fraction(n, d) for d, n in sx.items())
        squares = sum(Fraction(n, d * d) for d, n in sxx.items())
        ssd = (count * squares - total * total) / count
        c = total / count
    return (_result_type(types), ssd, c, count)


def fsum(values):
    # The VM's math.fsum takes a list of ints and floats only: convert each as CPython's does.
    return math.fsum([x if type(x) is float else float(x) for x in values])


def _listed(values):
    # CPython lists an iterator (`iter(x) is x`); the VM's iter() of an iterator is a new
    # object, so list whatever has no len().
    try:
        len(values)
    except TypeError:
        return list(values)
    return values


def _isfinite(x):
    try:
        return x.is_finite()
    except AttributeError:
        return math.isfinite(x)


def _convert(value, T):
    """The exact value as type T (a float when T is int and the value is not whole)."""
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        if _is_decimal_type(T):
            return T(value.numerator) / T(value.denominator)
        raise


def _is_decimal_type(T):
    return any(K.__name__ == "Decimal" and K.__module__ == "decimal"
               for K in getattr(T, "__mro__", ()))


def _decimal_sqrt_of_frac(n, m):
    """sqrt(n / m) as a Decimal correctly rounded: the context's root, moved one step when the
    exact value lies past the midpoint to a neighbour."""
    from decimal import Decimal
    if n <= 0:
        if not n:
            return Decimal("0.0")
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    for step, sign in ((root.next_plus(), 1), (root.next_minus(), -1)):
        ns, ds = step.as_integer_ratio()
        # compare n/m with ((root + step) / 2) ** 2
        lhs = 4 * n * (dr * ds) ** 2
        rhs = m * (dr * ns + ds * nr) ** 2
        if (lhs > rhs) if sign > 0 else (lhs < rhs):
            return step
    return root


def _fail_neg(values, errmsg="negative value"):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _isqrt_frac_round_to_odd(n, m):
    # floor(sqrt(n / m)), with the last bit set when inexact: rounding the wide result to a
    # float then rounds as the exact root would.
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


_SQRT_BITS = 2 * 53 + 3


def _float_sqrt_of_frac(n, m):
    """sqrt(n / m) correctly rounded to a float."""
    q = (n.bit_length() - m.bit_length() - _SQRT_BITS) // 2
    if q >= 0:
        return (_isqrt_frac_round_to_odd(n, m << 2 * q) << q) / 1
    return _isqrt_frac_round_to_odd(n << -2 * q, m) / (1 << -q)


# ---- averages ----

def mean(data):
    """The arithmetic mean, computed exactly and converted to the data's type."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / n, T)


def fmean(data, weights=None):
    """The mean as a float (fsum), optionally weighted."""
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = fsum(data)
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = fsum(x * w for x, w in zip(data, weights))
    if n != num_weights:
        raise StatisticsError("data and weights must be the same length")
    den = fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    """exp of the mean of the logs."""
    try:
        return exp(fmean([log(x) for x in data]))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing "
                              "positive numbers") from None


def harmonic_mean(data, weights=None):
    """The reciprocal of the mean of the reciprocals, optionally weighted."""
    data = _listed(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float, Fraction)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError("unsupported type")
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = _listed(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        sum_weights = _sum(list(_fail_neg(weights, errmsg)))[1]
    try:
        checked = _fail_neg(data, errmsg)
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, checked))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(sum_weights / total, T)


def median(data):
    """The middle value, or the mean of the two middle values."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """The lower of the two middle values for an even count."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """The higher of the two middle values for an even count."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """The 50th percentile of data grouped in classes of width interval, interpolated."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    lo = bisect_left(data, x)
    hi = bisect_right(data, x, lo=lo)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError("Value cannot be converted to a float")
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - lo) / (hi - lo)


def mode(data):
    """The most common value (the first seen among ties)."""
    pairs = Counter(iter(data)).most_common(1)
    if not pairs:
        raise StatisticsError("no mode for empty data")
    return pairs[0][0]


def multimode(data):
    """Every most common value, in the order first seen."""
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method="exclusive"):
    """n - 1 cut points dividing data into n intervals of equal probability."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    result = []
    if method == "inclusive":
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = ld + 1
        for i in range(1, n):
            j = i * m // n
            j = min(max(j, 1), ld - 1)
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f"Unknown method: {method!r}")


# ---- spread ----

def variance(data, xbar=None):
    """The sample variance (n - 1 degrees of freedom)."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """The population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _convert(ss / n, T)


def stdev(data, xbar=None):
    """The sample standard deviation, correctly rounded."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    if _is_decimal_type(T):
        return _decimal_sqrt_of_frac(mss.numerator, mss.denominator)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    """The population standard deviation, correctly rounded."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    mss = ss / n
    if _is_decimal_type(T):
        return _decimal_sqrt_of_frac(mss.numerator, mss.denominator)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def _mean_stdev(data):
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = ss / (n - 1)
    try:
        return float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        # An infinity or a NaN in the data.
        return float(xbar), float(xbar) / float(ss)


# ---- two inputs ----

def _check_pair(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError(f"{what} requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError(f"{what} requires at least two data points")
    return n


def covariance(x, y, /):
    """The sample covariance of x and y."""
    n = _check_pair(x, y, "covariance")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of x and y."""
    n = _check_pair(x, y, "correlation")
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    """Least-squares slope and intercept of y against x (intercept 0 when proportional)."""
    n = _check_pair(x, y, "linear regression")
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---- the normal distribution ----

_SQRT2 = sqrt(2.0)


def _normal_dist_inv_cdf(p, mu, sigma):
    # Wichura's algorithm AS 241 (Applied Statistics 37, 1988): rational approximations in
    # three regions of p, as CPython evaluates them.
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r +
                     3.3430575583588128105e+4) * r +
                     6.7265770927008700853e+4) * r +
                     4.5921953931549871457e+4) * r +
                     1.3731693765509461125e+4) * r +
                     1.9715909503065514427e+3) * r +
                     1.3314166789178437745e+2) * r +
                     3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r +
                     2.8729085735721942674e+4) * r +
                     3.9307895800092710610e+4) * r +
                     2.1213794301586595867e+4) * r +
                     5.3941960214247511077e+3) * r +
                     6.8718700749205790830e+2) * r +
                     4.2313330701600911252e+1) * r +
                     1.0)
        return mu + (num / den) * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r +
                     2.27238449892691845833e-2) * r +
                     2.41780725177450611770e-1) * r +
                     1.27045825245236838258e+0) * r +
                     3.64784832476320460504e+0) * r +
                     5.76949722146069140550e+0) * r +
                     4.63033784615654529590e+0) * r +
                     1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r +
                     5.47593808499534494600e-4) * r +
                     1.51986665636164571966e-2) * r +
                     1.48103976427480074590e-1) * r +
                     6.89767334985100004550e-1) * r +
                     1.67638483018380384940e+0) * r +
                     2.05319162663775882187e+0) * r +
                     1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r +
                     2.71155556874348757815e-5) * r +
                     1.24266094738807843860e-3) * r +
                     2.65321895265761230930e-2) * r +
                     2.96560571828504891230e-1) * r +
                     1.78482653991729133580e+0) * r +
                     5.46378491116411436990e+0) * r +
                     6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r +
                     1.42151175831644588870e-7) * r +
                     1.84631831751005468180e-5) * r +
                     7.86869131145613259100e-4) * r +
                     1.48753612908506148525e-2) * r +
                     1.36929880922735805310e-1) * r +
                     5.99832206555887937690e-1) * r +
                     1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + x * sigma


class NormalDist:
    """A normal distribution of a random variable, from its mean mu and standard deviation sigma."""

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * variance)) / sqrt(tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """The overlapping coefficient: the area shared by the two density functions."""
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = Y_var - X_var
        dm = fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * sqrt(dm * dm + dv * log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(Y.cdf(x1) - X.cdf(x1)) + fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
