"""Monte-Carlo style experiments with a seeded random.Random: distributions, sampling and reproducibility."""
import random
import statistics
from collections import Counter

rng = random.Random(2024)
print([round(rng.random(), 10) for _ in range(3)])
print([rng.randint(1, 6) for _ in range(10)], rng.randrange(10, 100, 7), rng.getrandbits(70), rng.randbytes(4).hex())
print([round(rng.uniform(-1, 1), 8) for _ in range(3)], round(rng.triangular(0, 10, 2), 8), round(rng.betavariate(2, 5), 8))
print(round(rng.expovariate(1.5), 8), round(rng.gammavariate(2.0, 1.5), 8), round(rng.gauss(100, 15), 8), round(rng.normalvariate(0, 1), 8))
print(round(rng.lognormvariate(0, 0.5), 8), round(rng.vonmisesvariate(1.0, 2.0), 8), round(rng.paretovariate(3), 8), round(rng.weibullvariate(1, 1.5), 8))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:8], rng.choice(deck), rng.sample(deck, 3), rng.sample(range(1000), 4), rng.sample("abc", k=3, counts=[1, 2, 3]) if True else "")
print(rng.choices("RGB", weights=[10, 1, 1], k=12), rng.choices(range(5), cum_weights=[1, 2, 3, 4, 100], k=6))
rolls = Counter(rng.randint(1, 6) + rng.randint(1, 6) for _ in range(2000))
print(sorted(rolls.items()), rolls.most_common(1))
samples = [rng.gauss(50, 5) for _ in range(500)]
print(round(statistics.mean(samples), 6), round(statistics.stdev(samples), 6))


def estimate_pi(n, seed):
    r = random.Random(seed)
    inside = sum(1 for _ in range(n) if r.random() ** 2 + r.random() ** 2 <= 1)
    return 4 * inside / n


print([estimate_pi(2000, s) for s in (1, 2, 3)], estimate_pi(2000, 1) == estimate_pi(2000, 1))
a, b = random.Random("seed-string"), random.Random(b"seed-string")
print(a.random() == b.random(), random.Random(1.5).random() == random.Random(1.5).random(), round(random.Random(0).random(), 12))
state = rng.getstate()
x = [rng.random() for _ in range(3)]
rng.setstate(state)
print(x == [rng.random() for _ in range(3)], len(state), state[0])
random.seed(99)
g1 = [random.random() for _ in range(2)]
random.seed(99)
print(g1 == [random.random() for _ in range(2)], round(g1[0], 12))
for bad in [lambda: rng.randint(5, 1), lambda: rng.choice([]), lambda: rng.sample([1, 2], 3), lambda: rng.randrange(1, 10, 0),
            lambda: rng.choices("ab", weights=[1]), lambda: rng.getrandbits(-1), lambda: rng.randrange(2.5), lambda: rng.sample({1, 2}, 1),
            lambda: rng.choices("ab", weights=[0, 0])]:
    try:
        print(bad())
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
