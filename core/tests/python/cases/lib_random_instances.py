# random.Random instances keep their own state; getstate/setstate in CPython's format.
import random
r = random.Random(5)
random.seed(1)
a = [r.random() for _ in range(3)]
b = random.random()
r2 = random.Random(5)
print(a, b, [r2.random() for _ in range(3)], r.randint(1, 100), r.choice('abcdef'), r.getrandbits(70))
l = list(range(10)); r.shuffle(l); print(l, r.sample(range(100), 3), r.gauss(0, 1), r.uniform(1, 2), r.randrange(10))
s = r.getstate(); x = r.random(); r.setstate(s); print(x == r.random(), random.random())
r3 = random.Random(); r3.seed(42); print(r3.random())
st = random.getstate(); v = random.random(); random.setstate(st); print(v == random.random(), len(st[1]), st[0])
print(type(r).__name__, isinstance(r, random.Random))
