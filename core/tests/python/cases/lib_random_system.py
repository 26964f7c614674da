import random

s = random.SystemRandom()
print(isinstance(s, random.Random), issubclass(random.SystemRandom, random.Random))
print(s.seed(5), s.seed())
x = s.random()
print(type(x).__name__, 0.0 <= x < 1.0)
print(1 <= s.randint(1, 6) <= 6, s.choice("abc") in "abc", sorted(s.sample(range(5), 5)))
print(len(s.randbytes(10)), s.getrandbits(8) < 256, 0 <= s.uniform(2, 3) <= 3)
# Drawing from a SystemRandom leaves the module's seeded sequence alone.
random.seed(11)
a = [random.random() for _ in range(3)]
random.seed(11)
s.random()
print(a == [random.random() for _ in range(3)])
for name in ("getstate", "setstate"):
    try:
        getattr(s, name)(None) if name == "setstate" else s.getstate()
    except NotImplementedError as e:
        print(name, "NotImplementedError:", e)
s.getstate()
