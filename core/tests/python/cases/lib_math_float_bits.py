# ulp, nextafter, remainder, ldexp (subnormal results rounded once), frexp, fmod and pow's special
# values and errors, as CPython 3.11.
import math
import random

r = random.Random(3)
xs = [0.0, -0.0, 5e-324, 1e-310, 2.2250738585072014e-308, 1.0, 1.5, 2.0, 3.0, 10.0, 1e300,
      1.7976931348623157e308, float("inf"), float("nan"), -1.0, -2.5, -1e-310, 0.1, 7.5]
xs += [math.ldexp(r.random(), r.randint(-1074, 1023)) for _ in range(10)]


def show(f, *a):
    try:
        return repr(f(*a))
    except (ValueError, OverflowError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


for x in xs:
    print(repr(x), show(math.ulp, x), show(math.nextafter, x, math.inf),
          show(math.nextafter, x, -math.inf), show(math.nextafter, x, 0.0), show(math.frexp, x))
for x in xs[:16]:
    print(" ".join(show(f, x, y) for f in (math.remainder, math.fmod, math.pow)
                   for y in (0.0, -0.0, 0.5, -1.0, 3.0, float("inf"), -float("inf"), float("nan"))))
for x, e in [(1.0, -1074), (1.0, -1075), (1.5, -1075), (0.75, -1074), (3.0, -1076), (1.0, 1023),
             (1.0, 1024), (0.5, 1025), (-1.0, -1080), (1.2345, -1060), (5e-324, 1074),
             (1e-310, 100), (1.0, 10 ** 30), (1.0, -10 ** 30), (0.0, 10 ** 30), (math.inf, -5)]:
    print(x, e, show(math.ldexp, x, e))
for k in range(-1080, -1060, 3):
    print(k, math.ldexp(0.7, k), math.ldexp(-0.3, k))
print(show(math.nextafter, 1.0), show(math.nextafter, 1.0, 2.0, 3.0), show(math.remainder, 1))
print(math.ulp(1.0) == 2.0 ** -52, math.nextafter(0.0, -1.0), math.remainder(5, 2), math.remainder(7, 2))
