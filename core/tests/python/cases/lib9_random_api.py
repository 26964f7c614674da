import random
random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 100, 7), random.uniform(1, 2), random.choice('abcdef'))
print(random.choices(range(10), k=5), random.choices('abc', weights=[1, 0, 5], k=6), random.choices('xyz', cum_weights=[1, 2, 10], k=4))
print(random.sample(range(100), 5), random.sample('abcdefg', k=3), random.sample(['r', 'g'], counts=[3, 2], k=4))
l = list(range(10)); random.shuffle(l); print(l)
print(random.gauss(0, 1), random.normalvariate(5, 2), random.expovariate(2), random.betavariate(2, 3), random.gammavariate(2, 1), random.lognormvariate(0, 1))
print(random.triangular(0, 10, 3), random.paretovariate(3), random.weibullvariate(1, 2), random.vonmisesvariate(1, 2), random.getrandbits(40), random.randbytes(5))
r = random.Random(7); s = random.Random(7); print(r.random() == s.random(), r.randint(0, 10 ** 30), r.choice([1, 2, 3]))
st = r.getstate(); a = r.random(); r.setstate(st); print(a == r.random())
random.seed('text seed'); print(random.random()); random.seed(b'bytes'); print(random.random()); random.seed(3.5); print(random.random())
random.seed(2, version=1) if False else None
for bad in [lambda: random.choice([]), lambda: random.sample([1], 2), lambda: random.randrange(5, 1), lambda: random.randint(3, 1), lambda: random.choices([1, 2], weights=[1])]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
random.seed(0); print([random.randrange(10) for _ in range(10)], [round(random.random(), 4) for _ in range(3)])
random.seed(99); print(random.binomialvariate(10, 0.3) if hasattr(random, 'binomialvariate') else 'no', random.sample(range(1000000), 3), random.randrange(-5, 5))
