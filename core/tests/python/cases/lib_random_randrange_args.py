# random.randrange's 3.11 argument rules: integral floats taken, other non-ints a ValueError naming the argument.
import random, warnings
warnings.simplefilter("ignore")
r = random.Random(5)
print(r.randrange(10), r.randrange(3, 30, 4), r.randrange(10.0), r.randrange(1.0, 5.0), r.randrange(0, 100, 25))
random.seed(3)
print(random.randrange(7), random.randrange(2.0, 9))
for bad in [lambda: r.randrange(2.5), lambda: r.randrange(1, 2.5), lambda: r.randrange(1, 5, 1.5), lambda: r.randrange("x"), lambda: r.randrange(0),
            lambda: r.randrange(5, step=2), lambda: r.randrange(1, 10, 0), lambda: r.randrange(5, 1), lambda: r.randrange(None)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
r2 = random.Random(5)
print([r2.randrange(10), r2.randrange(3, 30, 4)])
