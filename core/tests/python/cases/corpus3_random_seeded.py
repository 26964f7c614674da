import random

random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 100, 7), random.uniform(1, 2))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8])
print(random.choice(deck), random.sample(range(100), 5), random.choices("abc", weights=[5, 1, 1], k=10))
r = random.Random(42)
print([r.randint(1, 6) for _ in range(10)], r.getrandbits(40), round(r.gauss(0, 1), 12), round(r.normalvariate(10, 2), 12))
print(round(r.expovariate(1.5), 12), round(r.triangular(0, 10, 3), 12), round(r.betavariate(2, 3), 12))
state = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(state)
print(a == [r.random() for _ in range(3)])
walk = [0]
rng = random.Random("walker")
for _ in range(20):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk, max(walk), min(walk))
hits = 0
mc = random.Random(7)
for _ in range(2000):
    x, y = mc.random(), mc.random()
    hits += x * x + y * y <= 1
print("pi ~", 4 * hits / 2000)
print(random.Random(1).sample(["a", "b", "c", "d"], k=4), random.Random(2).randbytes(4).hex())
counts = {}
die = random.Random(99)
for _ in range(600):
    v = die.randint(1, 6)
    counts[v] = counts.get(v, 0) + 1
print(sorted(counts.items()))
