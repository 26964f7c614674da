import random
class Seq(random.Random):
    def __init__(self, vals):
        super().__init__(0)
        self.vals = iter(vals)
    def random(self):
        return next(self.vals)
s = Seq([0.1, 0.9, 0.5, 0.25, 0.75, 0.3, 0.6, 0.2, 0.8, 0.4] * 5)
print(s.randrange(10), s.randint(1, 6), s.choice("abcd"), s.uniform(2, 4))
x = list(range(5)); s.shuffle(x); print(x)
print(s.sample(range(100), 3), s.gauss(), s.gauss_next, s.gauss(), s.normalvariate(1, 2))
print(s.choices("xyz", k=2), s.triangular(), s.expovariate(2))
print(s.getrandbits(8) >= 0)
class Bits(random.Random):
    def getrandbits(self, k):
        self.calls = getattr(self, "calls", 0) + 1
        return super().getrandbits(k)
b = Bits(42)
print(b.randrange(1000), b.choice(range(50)), b.calls, b.random(), b.sample("abcdefg", 3), b.calls)
r = random.Random(42)
print(r.randrange(1000), r.choice(range(50)))
class Sub(Bits):
    def random(self):
        return 0.5
print(Sub(1).choice([1, 2, 3]), Sub._randbelow is Bits._randbelow, Sub._randbelow.__name__)
class Plain(random.Random):
    pass
p = Plain(3); q = random.Random(3)
print(p.randint(1, 100) == q.randint(1, 100), p.gauss() == q.gauss(), p.gauss_next == q.gauss_next, Plain._randbelow.__name__)
r = random.Random(9); r.gauss(); print(r.gauss_next is not None); r.seed(9); print(r.gauss_next)
class Count(random.Random):
    n = 0
    def random(self):
        Count.n += 1
        return super().random()
c = Count(1)
c.shuffle(list(range(10))); c.sample(range(1000), 20); c.randrange(10**6)
print(Count.n)
