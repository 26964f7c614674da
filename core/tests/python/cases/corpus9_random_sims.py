import random
import math
from collections import Counter

random.seed(12345)
inside = sum(1 for _ in range(20000) if random.random() ** 2 + random.random() ** 2 <= 1)
print("pi ~", 4 * inside / 20000)

rng = random.Random(2024)
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:10])
hands = [sorted(deck[i * 5:(i + 1) * 5]) for i in range(4)]
print(hands)
print(rng.sample(range(100), 8), rng.choice("xyz"), rng.randrange(10, 100, 7), rng.randint(-5, 5))
print([round(rng.uniform(1, 2), 6) for _ in range(3)])
print(rng.choices(["red", "green", "blue"], weights=[5, 1, 2], k=12))
print(rng.choices(range(5), cum_weights=[1, 1, 2, 10, 10], k=8))
print(round(rng.gauss(0, 1), 10), round(rng.normalvariate(10, 2), 10), round(rng.expovariate(0.5), 10))
print(round(rng.triangular(0, 10, 3), 10), round(rng.betavariate(2, 3), 10), rng.getrandbits(70))
print(round(rng.lognormvariate(0, 0.5), 10), round(rng.vonmisesvariate(1, 2), 10), round(rng.paretovariate(3), 10))
print(round(rng.weibullvariate(1, 1.5), 10), round(rng.gammavariate(2.5, 1.0), 10), rng.randbytes(6).hex())

random.seed(7)
pos = 0
path = [pos]
for _ in range(30):
    pos += random.choice((-1, 1))
    path.append(pos)
print(path[-1], min(path), max(path))
lo = min(path)
for level in range(max(path), lo - 1, -1):
    print("".join("*" if p == level else " " for p in path).rstrip() or ".")

random.seed("birthday")
trials = 2000
hits = 0
for _ in range(trials):
    days = [random.randrange(365) for _ in range(23)]
    hits += len(set(days)) < 23
print(f"birthday paradox: {hits / trials:.3f} (exact {1 - math.prod((365 - i) / 365 for i in range(23)):.3f})")

random.seed(99)
doors_stay = doors_switch = 0
for _ in range(3000):
    car = random.randrange(3)
    pick = random.randrange(3)
    opened = random.choice([d for d in range(3) if d not in (car, pick)])
    switched = next(d for d in range(3) if d not in (pick, opened))
    doors_stay += pick == car
    doors_switch += switched == car
print("monty hall", doors_stay, doors_switch)

random.seed(3)
rolls = Counter(random.randint(1, 6) + random.randint(1, 6) for _ in range(3600))
for total in range(2, 13):
    print(f"{total:2d} {rolls[total]:4d} {'=' * (rolls[total] // 20)}")
state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b, a[0])
random.seed(0)
items = list(range(10))
random.shuffle(items)
print(items, random.sample(items, k=3), random.sample(sorted({"p", "q", "r", "s"}), 2))
random.seed(2 ** 100 + 17)
print(random.random(), random.randrange(2 ** 80))
random.seed(-5)
print(random.random())
random.seed(3.5)
print(random.randint(0, 10 ** 30))
random.seed(b"bytes seed")
print(random.random())
