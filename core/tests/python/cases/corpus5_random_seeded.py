import random
r = random.Random(42)
print(r.random(), r.randint(1, 100), r.choice("abcdef"), r.randrange(0, 100, 5), r.uniform(1, 2))
deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
r.shuffle(deck)
print(deck[:8], r.sample(range(100), 5), r.choices("abc", weights=[10, 1, 1], k=8))
random.seed(123)
print([random.randint(1, 6) for _ in range(10)], random.getrandbits(32), round(random.gauss(0, 1), 6), random.random())
random.seed("text seed")
print(random.random(), random.choice([10, 20, 30]))
r2 = random.Random(7)
state = r2.getstate()
a = [r2.random() for _ in range(3)]
r2.setstate(state)
print(a == [r2.random() for _ in range(3)])
def monte_carlo_pi(n, seed):
    rng = random.Random(seed)
    inside = sum(1 for _ in range(n) if rng.random() ** 2 + rng.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(10000, 1))
rng = random.Random(99)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk, max(walk), min(walk))
rolls = [random.Random(5).randint(1, 6) for _ in range(3)]
print(rolls, random.Random(5).sample("abcdefg", 3), random.Random(5).choices(range(3), cum_weights=[1, 2, 10], k=5))
rng = random.Random(2024)
print(round(rng.expovariate(1.5), 8), round(rng.triangular(0, 10, 3), 8), round(rng.betavariate(2, 3), 8), rng.randbytes(4).hex(), round(rng.normalvariate(10, 2), 8))
try:
    random.Random(1).choice([])
except IndexError as e:
    print(e)
try:
    random.Random(1).sample([1, 2], 5)
except ValueError as e:
    print(e)
try:
    random.Random(1).randrange(5, 5)
except ValueError as e:
    print(e)
