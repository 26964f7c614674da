"""statistics: averages, spread and relations of numeric data, and NormalDist.

Exactness: mean, harmonic_mean and the variances add the data as exact ratios (integers summed
per denominator, then Fractions) and convert once at the end to the data's type (int data
gives a float unless the result is whole); the standard deviations take a correctly rounded
square root of the exact variance. The float-only functions (fmean, covariance, correlation,
linear_regression) use math.fsum. Decimal data gives Decimal results.
"""

import math
import random
from bisect import bisect_left, bisect_right
from collections import Counter, namedtuple
from fractions import Fraction
from math import erf, exp, fabs, hypot, log, sqrt, tau
from operator import add as _add, sub as _sub

__all__ = [
    "NormalDist", "StatisticsError", "correlation", "covariance", "fmean", "geometric_mean",
    "harmonic_mean", "linear_regression", "mean", "median", "median_grouped", "median_high",
    "median_low", "mode", "multimode", "pstdev", "pvariance", "quantiles", "stdev", "variance",
]


class StatisticsError(ValueError):
    """Raised for data a statistic is not defined for (too few points, bad values)."""


# ---------------------------------------------------------------- exact sums and types

def _as_ratio(x):
    # (numerator, denominator) exactly; (x, None) for a float or Decimal infinity or NaN.
    to_ratio = getattr(x, "as_integer_ratio", None)
    if to_ratio is not None:
        try:
            return to_ratio()
        except (OverflowError, ValueError):
            return x, None
    try:
        return x.numerator, x.denominator
    except AttributeError:
        raise TypeError(f"can't convert type '{type(x).__name__}' to numerator/denominator")


def _coerce(T, S):
    # The type a result over values of types T and S takes (int and bool give way, a subclass
    # wins over its base, a Fraction and a float make a float).
    if T is S:
        return T
    for keep, other in ((T, S), (S, T)):
        if other is int or other is bool:
            return keep
    for sub, base in ((S, T), (T, S)):
        if issubclass(sub, base):
            return sub
    for keep, other in ((S, T), (T, S)):
        if issubclass(other, int):
            return keep
    for keep, other in ((S, T), (T, S)):
        if issubclass(keep, float) and issubclass(other, Fraction):
            return keep
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _tally(data, with_squares=False):
    # One pass: (result type, count, {denominator: sum of numerators},
    # {denominator: sum of squared numerators}).
    kind, count, sums, squares = int, 0, {}, {}
    for x in data:
        if type(x) is not kind:
            kind = _coerce(kind, type(x))
        n, d = _as_ratio(x)
        count += 1
        sums[d] = sums.get(d, 0) + n
        if with_squares:
            squares[d] = squares.get(d, 0) + n * n
    return kind, count, sums, squares


def _sum(data):
    """(result type, exact total, count); the total is a float when an infinity or NaN came."""
    kind, count, sums, _ = _tally(data)
    if None in sums:
        return kind, sums[None], count
    return kind, sum([Fraction(n, d) for d, n in sums.items()]), count


def _ss(data, c=None):
    """(result type, sum of squared deviations from c (or from the exact mean), c, count)."""
    if c is not None:
        kind, total, count = _sum((x - c) * (x - c) for x in data)
        return kind, total, c, count
    kind, count, sums, squares = _tally(data, with_squares=True)
    if not count:
        return kind, Fraction(0), Fraction(0), 0
    if None in sums:
        return kind, sums[None], sums[None], count
    total = sum([Fraction(n, d) for d, n in sums.items()])
    total_sq = sum([Fraction(n, d * d) for d, n in squares.items()])
    # n * sum(x^2) - sum(x)^2, divided by n: cancellation-prone in floats, exact here.
    return kind, (count * total_sq - total * total) / count, total / count, count


def _is_decimal_type(T):
    return any(K.__name__ == "Decimal" and K.__module__ == "decimal"
               for K in getattr(T, "__mro__", ()))


def _convert(value, T):
    """The exact value as type T (a float when T is an int type and the value is not whole)."""
    if type(value) is T:
        return value
    whole = not issubclass(T, int) or value.denominator == 1
    target = T if whole else float
    try:
        return target(value)
    except TypeError:
        if not _is_decimal_type(target):
            raise
        return target(value.numerator) / target(value.denominator)


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


def _refuse_negative(values, message):
    for value in values:
        if value < 0:
            raise StatisticsError(message)
        yield value


# ---------------------------------------------------------------- correctly rounded roots

def _root_bits_rounded_to_odd(n, m):
    # floor(sqrt(n / m)) with its lowest bit forced on when inexact, so that rounding this wide
    # integer to a float rounds as the exact root would.
    floor_root = math.isqrt(n // m)
    return floor_root | (floor_root * floor_root * m != n)


_EXTRA_BITS = 2 * 53 + 3  # twice a double's precision, plus guard bits


def _float_sqrt_of_frac(n, m):
    """sqrt(n / m) correctly rounded to a float."""
    shift = (n.bit_length() - m.bit_length() - _EXTRA_BITS) // 2
    if shift < 0:
        return _root_bits_rounded_to_odd(n << -2 * shift, m) / (1 << -shift)
    return (_root_bits_rounded_to_odd(n, m << 2 * shift) << shift) / 1


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


def _sqrt_as(kind, ratio):
    if _is_decimal_type(kind):
        return _decimal_sqrt_of_frac(ratio.numerator, ratio.denominator)
    return _float_sqrt_of_frac(ratio.numerator, ratio.denominator)


# ---------------------------------------------------------------- averages

def mean(data):
    """The arithmetic mean, exact, in the data's type."""
    kind, total, count = _sum(data)
    if count < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / count, kind)


def fmean(data, weights=None):
    """The (optionally weighted) mean as a float, summed with fsum."""
    data = _listed(data)
    count = len(data)
    if weights is None:
        total = fsum(data)
        if not count:
            raise StatisticsError("fmean requires at least one data point")
        return total / count
    weights = _listed(weights)
    weighted = fsum([x * w for x, w in zip(data, weights)])
    if count != len(weights):
        raise StatisticsError("data and weights must be the same length")
    total_weight = fsum(weights)
    if not total_weight:
        raise StatisticsError("sum of weights must be non-zero")
    return weighted / total_weight


def geometric_mean(data):
    """exp(fmean(log(x))): the float geometric mean of positive data."""
    try:
        return exp(fmean([log(x) for x in data]))
    except ValueError:  # a log domain error, or fmean's StatisticsError for no data
        raise StatisticsError("geometric mean requires a non-empty dataset containing "
                              "positive numbers") from None


def _is_real(x):
    return isinstance(x, (int, float, Fraction)) or _is_decimal_type(type(x))


def harmonic_mean(data, weights=None):
    """sum(weights) / sum(weight / x): the (weighted) harmonic mean, exact."""
    data = _listed(data)
    negative = "harmonic mean does not support negative values"
    count = len(data)
    if not count:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if count == 1 and weights is None:
        only = data[0]
        if not _is_real(only):
            raise TypeError("unsupported type")
        if only < 0:
            raise StatisticsError(negative)
        return only
    if weights is None:
        weights, weight_total = [1] * count, count
    else:
        weights = _listed(weights)
        if len(weights) != count:
            raise StatisticsError("Number of weights does not match data size")
        weight_total = _sum(_refuse_negative(weights, negative))[1]
    try:
        kind, total, _ = _sum(w / x if w else 0
                              for w, x in zip(weights, _refuse_negative(data, negative)))
    except ZeroDivisionError:
        return 0  # a zero in the data
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(weight_total / total, kind)


def _ordered(data):
    ordered = sorted(data)
    if not ordered:
        raise StatisticsError("no median for empty data")
    return ordered


def median(data):
    """The middle value; for an even count, the mean of the two middle values."""
    ordered = _ordered(data)
    half, odd = divmod(len(ordered), 2)
    return ordered[half] if odd else (ordered[half - 1] + ordered[half]) / 2


def median_low(data):
    """The middle value; for an even count, the smaller middle value."""
    ordered = _ordered(data)
    return ordered[(len(ordered) - 1) // 2]


def median_high(data):
    """The middle value; for an even count, the larger middle value."""
    ordered = _ordered(data)
    return ordered[len(ordered) // 2]


def median_grouped(data, interval=1.0):
    """The median of data binned in classes `interval` wide around their values,
    interpolated within the middle class."""
    ordered = _ordered(data)
    count = len(ordered)
    middle = ordered[count // 2]
    below = bisect_left(ordered, middle)
    inside = bisect_right(ordered, middle, lo=below) - below
    try:
        interval = float(interval)
        middle = float(middle)
    except ValueError:
        raise TypeError("Value cannot be converted to a float")
    return (middle - interval / 2.0) + interval * (count / 2 - below) / inside


def mode(data):
    """The most common value; among ties, the one seen first."""
    counts = Counter(iter(data))
    if not counts:
        raise StatisticsError("no mode for empty data")
    return max(counts, key=counts.__getitem__)


def multimode(data):
    """All the most common values, in the order first seen."""
    counts = Counter(iter(data))
    highest = max(counts.values(), default=0)
    return [value for value, seen in counts.items() if seen == highest]


def quantiles(data, *, n=4, method="exclusive"):
    """The n - 1 cut points that split the data into n groups of equal probability,
    interpolating linearly between data points."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    ordered = sorted(data)
    size = len(ordered)
    if size < 2:
        raise StatisticsError("must have at least two data points")
    if method not in ("inclusive", "exclusive"):
        raise ValueError(f"Unknown method: {method!r}")
    cuts = []
    for i in range(1, n):
        if method == "inclusive":
            # Cut i lies at position i*(size-1)/n counting the first point as 0.
            low, part = divmod(i * (size - 1), n)
        else:
            # Cut i lies at i*(size+1)/n counting the first point as 1, kept inside the data.
            above = min(max(i * (size + 1) // n, 1), size - 1)
            low, part = above - 1, i * (size + 1) - above * n
        cuts.append((ordered[low] * (n - part) + ordered[low + 1] * part) / n)
    return cuts


# ---------------------------------------------------------------- spread

def _mean_square(data, center, sample, name):
    kind, squares, _, count = _ss(data, center)
    if count < (2 if sample else 1):
        raise StatisticsError("%s requires at least %s" % (
            name, "two data points" if sample else "one data point"))
    return kind, squares / (count - 1 if sample else count)


def variance(data, xbar=None):
    """Sample variance (dividing by n - 1), exact, in the data's type."""
    return _convert(*reversed(_mean_square(data, xbar, True, "variance")))


def pvariance(data, mu=None):
    """Population variance (dividing by n), exact, in the data's type."""
    return _convert(*reversed(_mean_square(data, mu, False, "pvariance")))


def stdev(data, xbar=None):
    """Sample standard deviation, the correctly rounded root of variance."""
    return _sqrt_as(*_mean_square(data, xbar, True, "stdev"))


def pstdev(data, mu=None):
    """Population standard deviation, the correctly rounded root of pvariance."""
    return _sqrt_as(*_mean_square(data, mu, False, "pstdev"))


def _mean_stdev(data):
    # For NormalDist.from_samples: (mean, sample standard deviation) as floats.
    _, squares, center, count = _ss(data)
    if count < 2:
        raise StatisticsError("stdev requires at least two data points")
    spread = squares / (count - 1)
    if isinstance(spread, Fraction):
        return float(center), _float_sqrt_of_frac(spread.numerator, spread.denominator)
    # An infinity or NaN in the data: the spread is a NaN then.
    return float(center), float(center) / float(squares)


# ---------------------------------------------------------------- two variables

def _deviations(x, y, what):
    count = len(x)
    if len(y) != count:
        raise StatisticsError(
            f"{what} requires that both inputs have same number of data points")
    if count < 2:
        raise StatisticsError(f"{what} requires at least two data points")
    x_mean, y_mean = fsum(x) / count, fsum(y) / count
    return count, x_mean, y_mean, [a - x_mean for a in x], [b - y_mean for b in y]


def _dot(u, v):
    return fsum([a * b for a, b in zip(u, v)])


def covariance(x, y, /):
    """Sample covariance of the paired data x and y."""
    count, _, _, dx, dy = _deviations(x, y, "covariance")
    return _dot(dx, dy) / (count - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of x and y."""
    _, _, _, dx, dy = _deviations(x, y, "correlation")
    try:
        return _dot(dx, dy) / sqrt(_dot(dx, dx) * _dot(dy, dy))
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    """Ordinary least squares fit y = slope * x + intercept (intercept 0 if proportional)."""
    _, x_mean, y_mean, dx, dy = _deviations(x, y, "linear regression")
    if proportional:
        dx, dy = x, y
    try:
        slope = _dot(dx, dy) / _dot(dx, dx)
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    return LinearRegression(slope=slope,
                            intercept=0.0 if proportional else y_mean - slope * x_mean)


# ---------------------------------------------------------------- the normal distribution

_SQRT2 = sqrt(2.0)

# Wichura's algorithm AS 241 (Applied Statistics 37, 1988) for the normal quantile: rational
# approximations num(r) / den(r) in three regions of p. Each tuple lists a polynomial's
# coefficients from the highest power down to the constant term.
_AS241 = {
    "central": (
        (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4,
         4.5921953931549871457e+4, 1.3731693765509461125e+4, 1.9715909503065514427e+3,
         1.3314166789178437745e+2, 3.3871328727963666080e+0),
        (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4,
         2.1213794301586595867e+4, 5.3941960214247511077e+3, 6.8718700749205790830e+2,
         4.2313330701600911252e+1, 1.0)),
    "intermediate": (
        (7.74545014278341407640e-4, 2.27238449892691845833e-2, 2.41780725177450611770e-1,
         1.27045825245236838258e+0, 3.64784832476320460504e+0, 5.76949722146069140550e+0,
         4.63033784615654529590e+0, 1.42343711074968357734e+0),
        (1.05075007164441684324e-9, 5.47593808499534494600e-4, 1.51986665636164571966e-2,
         1.48103976427480074590e-1, 6.89767334985100004550e-1, 1.67638483018380384940e+0,
         2.05319162663775882187e+0, 1.0)),
    "tail": (
        (2.01033439929228813265e-7, 2.71155556874348757815e-5, 1.24266094738807843860e-3,
         2.65321895265761230930e-2, 2.96560571828504891230e-1, 1.78482653991729133580e+0,
         5.46378491116411436990e+0, 6.65790464350110377720e+0),
        (2.04426310338993978564e-15, 1.42151175831644588870e-7, 1.84631831751005468180e-5,
         7.86869131145613259100e-4, 1.48753612908506148525e-2, 1.36929880922735805310e-1,
         5.99832206555887937690e-1, 1.0)),
}


def _horner(coefficients, r):
    value = coefficients[0]
    for c in coefficients[1:]:
        value = value * r + c
    return value


def _rational(region, r):
    top, bottom = _AS241[region]
    return _horner(top, r), _horner(bottom, r)


def _normal_dist_inv_cdf(p, mu, sigma):
    offset = p - 0.5
    if fabs(offset) <= 0.425:
        num, den = _rational("central", 0.180625 - offset * offset)
        return mu + (num * offset / den) * sigma
    tail = sqrt(-log(p if offset <= 0.0 else 1.0 - p))
    if tail <= 5.0:
        num, den = _rational("intermediate", tail - 1.6)
    else:
        num, den = _rational("tail", tail - 5.0)
    z = num / den
    return mu + (-z if offset < 0.0 else z) * sigma


class NormalDist:
    """The normal (Gaussian) distribution with mean mu and standard deviation sigma."""

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu, self._sigma = float(mu), float(sigma)

    @classmethod
    def from_samples(cls, data):
        """The distribution with the samples' mean and sample standard deviation."""
        return cls(*_mean_stdev(data))

    mean = property(lambda self: self._mu, doc="The mean, mu.")
    median = property(lambda self: self._mu, doc="The median, equal to the mean.")
    mode = property(lambda self: self._mu, doc="The mode, equal to the mean.")
    stdev = property(lambda self: self._sigma, doc="The standard deviation, sigma.")
    variance = property(lambda self: self._sigma * self._sigma, doc="sigma squared.")

    def _require_spread(self, what):
        if not self._sigma:
            raise StatisticsError(f"{what}() not defined when sigma is zero")

    def samples(self, n, *, seed=None):
        """n random draws (from the random module, or from a Random(seed) of their own)."""
        source = random if seed is None else random.Random(seed)
        return [source.gauss(self._mu, self._sigma) for _ in range(n)]

    def pdf(self, x):
        """The probability density at x."""
        var = self._sigma * self._sigma
        if not var:  # (a tiny sigma whose square underflows counts as zero)
            raise StatisticsError("pdf() not defined when sigma is zero")
        gap = x - self._mu
        return exp(gap * gap / (-2.0 * var)) / sqrt(tau * var)

    def cdf(self, x):
        """The probability that a draw is at most x."""
        self._require_spread("cdf")
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        """The x with cdf(x) == p, for 0 < p < 1."""
        if p >= 1.0 or p <= 0.0:  # (a NaN passes, as in CPython)
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """The n - 1 points that cut the distribution into n equally likely parts."""
        return [self.inv_cdf(k / n) for k in range(1, n)]

    def zscore(self, x):
        """How many standard deviations x lies above the mean."""
        self._require_spread("zscore")
        return (x - self._mu) / self._sigma

    def overlap(self, other):
        """The area under both density curves (0.0 to 1.0)."""
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        # Order the pair (by sigma, then mu) so that the answer does not depend on which is self.
        narrow, wide = sorted((self, other), key=lambda d: (d._sigma, d._mu))
        v_narrow, v_wide = narrow.variance, wide.variance
        if not v_narrow or not v_wide:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = v_wide - v_narrow
        dm = fabs(wide._mu - narrow._mu)
        if not dv:
            # Equal spreads: the densities cross once, midway between the means.
            return 1.0 - erf(dm / (2.0 * narrow._sigma * _SQRT2))
        # Otherwise they cross twice, at the roots of the difference of the log densities.
        a = narrow._mu * v_wide - wide._mu * v_narrow
        b = narrow._sigma * wide._sigma * sqrt(dm * dm + dv * log(v_wide / v_narrow))
        crossings = ((a + b) / dv, (a - b) / dv)
        return 1.0 - sum([fabs(wide.cdf(x) - narrow.cdf(x)) for x in crossings], 0.0)

    # Arithmetic: adding or subtracting a constant moves the mean; multiplying or dividing by
    # a constant scales both; two independent normals add their means and their variances.

    def _moved(self, other, op):
        if isinstance(other, NormalDist):
            return NormalDist(op(self._mu, other._mu), hypot(self._sigma, other._sigma))
        return NormalDist(op(self._mu, other), self._sigma)

    def __add__(self, other):
        return self._moved(other, _add)

    def __sub__(self, other):
        return self._moved(other, _sub)

    def __rsub__(self, other):
        return -(self - other)

    def __mul__(self, factor):
        return NormalDist(self._mu * factor, self._sigma * fabs(factor))

    def __truediv__(self, divisor):
        return NormalDist(self._mu / divisor, self._sigma / fabs(divisor))

    __radd__, __rmul__ = __add__, __mul__

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __eq__(self, other):
        if isinstance(other, NormalDist):
            return self._sigma == other._sigma and self._mu == other._mu
        return NotImplemented

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"

    # Pickles carry the pair (mu, sigma).
    def __setstate__(self, state):
        self._mu, self._sigma = state

    def __getstate__(self):
        return self._mu, self._sigma
