# erf, erfc, gamma, lgamma, cbrt and the inverse hyperbolics digit for digit with CPython (glibc's
# algorithms and CPython's Lanczos gamma), over edge points, each branch's range and random inputs.
import math
import random

r = random.Random(11)
edges = [0.0, -0.0, 5e-324, 1e-310, 1e-300, 1e-30, 1e-20, 3e-9, 0.1, 0.25, 0.5, 0.84375, 0.9, 1.0,
         1.25, 1.5, 2.0, 2.5, 2.857142857142857, 3.5, 5.5, 5.999, 6.0, 10.0, 23.0, 23.5, 27.9, 28.0,
         100.0, 139.9, 140.5, 171.0, 171.7, 199.9, 200.5, 1e20, 1e300, float("inf"), float("nan"), 7]
edges += [-v for v in edges if v == v and v != 0]
rand = [r.uniform(-30, 30) for _ in range(25)] + [r.uniform(-3, 3) for _ in range(25)]
rand += [r.uniform(-200, 200) for _ in range(15)]
rand += [math.ldexp(r.random(), r.randint(-1070, 1020)) * r.choice([1, -1]) for _ in range(15)]


def show(f, x):
    try:
        return repr(f(x))
    except (ValueError, OverflowError) as e:
        return type(e).__name__ + ": " + str(e)


for f in [math.erf, math.erfc, math.gamma, math.lgamma, math.cbrt, math.asinh, math.acosh,
          math.atanh]:
    print(f.__name__)
    for x in edges + rand:
        print(" ", repr(x), show(f, x))
print(math.gamma(5), math.gamma(0.5) ** 2, math.lgamma(10) == math.log(math.factorial(9)))
print(math.erf(1) + math.erfc(1), math.gamma(True))
for bad in ["x", None, [1]]:
    try:
        math.erf(bad)
    except TypeError as e:
        print(e)
try:
    math.gamma(10 ** 400)
except OverflowError as e:
    print(e)
