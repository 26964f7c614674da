import random, statistics
from collections import Counter

rng = random.Random(2023)
rolls = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(2000)]
c = Counter(rolls)
for total in range(2, 13):
    print(f"{total:2d} {c[total]:4d} {'#' * (c[total] // 20)}")
print(statistics.mean(rolls), statistics.mode(rolls), statistics.median(rolls), round(statistics.stdev(rolls), 6))
walk = [0]
for _ in range(500):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk[-1], max(walk), min(walk), sum(1 for a, b in zip(walk, walk[1:]) if a == 0 and b != 0))
inside = sum(1 for _ in range(5000) if rng.random() ** 2 + rng.random() ** 2 <= 1)
print("pi ~", 4 * inside / 5000)
queue_times = [rng.expovariate(1 / 3) for _ in range(10)]
print([round(q, 5) for q in queue_times])
print(round(sum(queue_times), 10), round(max(queue_times), 10))
heights = [rng.gauss(170, 8) for _ in range(1000)]
print(round(statistics.mean(heights), 6), round(statistics.stdev(heights), 6), [round(q, 4) for q in statistics.quantiles(heights, n=4)])
nd = statistics.NormalDist.from_samples(heights)
print(round(nd.mean, 6), round(nd.stdev, 6), round(nd.cdf(180), 6))
deck = [f"{r}{s}" for s in "♠♥♦♣" for r in ["A", *map(str, range(2, 11)), "J", "Q", "K"]]
rng.shuffle(deck)
hands = [deck[i::4][:5] for i in range(4)]
for h in hands:
    print(" ".join(h))
print(rng.sample(range(1, 50), 6), sorted(rng.sample(range(1, 50), 6)))
print(rng.choices("ABCD", weights=[0.1, 0.2, 0.3, 0.4], k=20))
print("".join(rng.choices("01", k=32)), rng.getrandbits(48), rng.randrange(0, 1000, 25))
print([round(rng.uniform(10, 20), 3) for _ in range(5)], round(rng.triangular(0, 1, 0.9), 8), round(rng.betavariate(0.5, 0.5), 8))
state = rng.getstate()
x1 = [rng.random() for _ in range(3)]
rng.setstate(state)
print(x1 == [rng.random() for _ in range(3)])
population = ["red"] * 3 + ["blue"] * 2
print(rng.sample(["red", "blue"], k=4, counts=[3, 2]), rng.choice(population))
