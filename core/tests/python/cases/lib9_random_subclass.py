import random
class MyRandom(random.Random):
    def random(self):
        self.n = getattr(self, 'n', 0) + 1
        return (self.n * 0.377) % 1.0
r = MyRandom(1)
print([r.random() for _ in range(3)], r.choice('abcdef'), r.randrange(10), r.randint(1, 6), r.uniform(0, 10), r.sample(range(20), 3))
l = list(range(8)); r.shuffle(l); print(l, r.choices('xyz', k=4), r.gauss(0, 1), r.normalvariate(0, 1), r.expovariate(1.0), r.triangular())
class Bits(random.Random):
    def getrandbits(self, k): return (2 ** k - 1) // 3
b = Bits(0); print(b.randrange(100), b.choice('abcdefgh'), b.randint(0, 1000), b.sample('abcdefg', 3), b.random() < 1)
rr = random.Random(42); st = rr.getstate(); print(rr.random(), type(st).__name__, len(st), st[0]); rr.setstate(st); print(rr.random())
rr.seed(42); a = [rr.random() for _ in range(3)]; random.seed(42); print(a == [random.random() for _ in range(3)])
print(random.Random(0).choices(range(5), weights=[0, 0, 0, 0, 1], k=3), random.Random(3).choices([1, 2], [0.5, 0.5]), random.Random(3).randrange(0, 100, 10))
try:
    random.Random(0).choices([1, 2], weights=[0, 0])
except ValueError as e:
    print('ValueError', e)
try:
    random.Random(0).choices([], k=2)
except IndexError as e:
    print('IndexError', e)
print(random.Random(5).sample(range(10), k=0), random.Random(5).sample(['a'] * 3, 3), random.Random(9).getrandbits(0), random.Random(9).getrandbits(100))
