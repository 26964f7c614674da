import random

random.seed(2024)
print([round(random.vonmisesvariate(0.0, k), 12) for k in (0.0, 1e-7, 0.25, 1.0, 8.0, 500.0)])
random.seed(99)
xs = [random.vonmisesvariate(3.0, 2.0) for _ in range(5)]
print(xs)
print(all(0.0 <= x < random.TWOPI for x in xs))
r = random.Random(42)
print(r.vonmisesvariate(1.5, 0.75), r.random())
random.seed(42)
print(random.vonmisesvariate(1.5, 0.75), random.random())
random.seed(5)
print(random.vonmisesvariate(-2.0, 3.0), random.vonmisesvariate(10.0, 3.0))
random.vonmisesvariate(0.0, "x")
