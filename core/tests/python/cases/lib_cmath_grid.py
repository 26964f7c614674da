# cmath: every function over a grid of values (zeros of both signs, ones, points near the branch
# cuts, large and tiny parts), printed in full precision, with CPython's errors.
import cmath


def show(name, f, z):
    try:
        r = f(z)
        return repr(r)
    except Exception as e:
        return type(e).__name__ + ":" + str(e)


parts = [0.0, -0.0, 1.0, -1.0, 0.5, -2.0, 1e-3, 3.7, -1e10, 1e300, 1e-310, 2.0**-1030]
grid = [complex(a, b) for a in parts for b in parts[:8]] + [
    complex(x, y) for x in [1e308, -1e308, 5e307] for y in [1e308, -3.0, 0.0]] + [
    0.71 + 0j, 1.73 + 0j, 0.8 + 0.6j, 1 + 1e-200j, 1 - 1e-200j, -1 + 0j, complex(1, -0.0),
    complex(1, 1e-160), complex(1.0000001, 1e-160), 710 + 1j, -710 + 1j, 720 + 2j, -720 - 2j,
    1j * 710, 2j * 720, 1e155 + 1e155j, 1e-155 + 2e-155j]
names = ["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
         "cosh", "tanh", "asinh", "acosh", "atanh", "phase", "polar"]
for name in names:
    f = getattr(cmath, name)
    print(name)
    for z in grid:
        print(" ", repr(z), show(name, f, z))
