import random
import statistics

rng = random.Random(12345)
print(rng.random(), rng.randint(1, 100), rng.uniform(-1, 1))
print(rng.choice("abcdef"), rng.choices(range(10), k=5), rng.sample(range(100), 5))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:8])
print(rng.choices(["red", "green", "blue"], weights=[10, 1, 1], k=10))
print(rng.randrange(0, 100, 7), rng.getrandbits(40), round(rng.gauss(0, 1), 6), round(rng.normalvariate(10, 2), 6))
print(round(rng.expovariate(1.5), 6), round(rng.triangular(0, 10, 3), 6), round(rng.betavariate(2, 3), 6))

# random walk
random.seed(7)
pos = 0
path = []
for _ in range(20):
    pos += random.choice((-1, 1))
    path.append(pos)
print(path, max(path), min(path))

# monte carlo pi, deterministic
random.seed(2024)
inside = sum(1 for _ in range(20000) if random.random() ** 2 + random.random() ** 2 <= 1)
print("pi ~", 4 * inside / 20000)

# dice statistics
random.seed(99)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
hist = {s: rolls.count(s) for s in range(2, 13)}
for s, n in hist.items():
    print(f"{s:>2} {'*' * (n // 10)} {n}")
print(statistics.mean(rolls), statistics.median(rolls), statistics.mode(rolls))
print(round(statistics.stdev(rolls), 6), round(statistics.pvariance(rolls), 6))

state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b)
r2 = random.Random("seed-string")
print(r2.randint(0, 10**12), random.Random(b"bytes").random(), random.Random(3.5).random())
print(random.Random(2**100).random(), random.Random(-5).random())
try:
    rng.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    rng.sample(range(3), 5)
except ValueError as e:
    print("ValueError:", e)
try:
    rng.randint(5, 1)
except ValueError as e:
    print("ValueError:", e)
print(rng.sample(["a", "b", "c", "d"], counts=[1, 2, 0, 3], k=4))
print(rng.randbytes(6).hex(), rng.binomialvariate(10, 0.5) if hasattr(rng, "binomialvariate") else "n/a")
