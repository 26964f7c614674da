# random: seeded simulation (CPython's Mersenne Twister must match exactly)
import random

random.seed(12345)
print(random.random(), random.randint(1, 6), random.randrange(0, 100, 5), random.uniform(1, 2))
print(random.choice("abcdef"), random.choices(range(10), k=5), random.sample(range(100), 4))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:8])
print(random.choices(["red", "green", "blue"], weights=[10, 1, 1], k=6))
print(random.choices("xyz", cum_weights=[1, 2, 10], k=5))
print(round(random.gauss(0, 1), 10), round(random.normalvariate(10, 2), 10))
print(round(random.expovariate(1.5), 10), round(random.triangular(0, 10, 3), 10), round(random.betavariate(2, 3), 10))
print(random.getrandbits(40), random.randbytes(4).hex(), random.sample("abcdefg", k=3, counts=None))
state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b)
rng = random.Random(2024)
walk = [0]
for _ in range(10):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk)
rng2 = random.Random("seed-string")
print(rng2.randint(0, 10 ** 12), rng2.random())
random.seed(7)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
print({s: rolls.count(s) for s in range(2, 13)})
random.seed(b"bytes")
print(random.randrange(10 ** 30))
random.seed(3.5)
print(random.random())
print(random.Random(0).sample(range(10), 10), round(random.Random(1).vonmisesvariate(1, 2), 10))
print(round(random.Random(5).gammavariate(2.0, 1.5), 10), round(random.Random(5).lognormvariate(0, 1), 10))
print(round(random.Random(9).paretovariate(3), 10), round(random.Random(9).weibullvariate(1, 2), 10))
r3 = random.Random(42)
items = list(range(20))
r3.shuffle(items)
print(items, r3.choice(items), r3.randrange(-5, 5))
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.sample(range(3), 5)
except ValueError as e:
    print("ValueError:", e)
print(random.Random(-3).random(), random.Random(2**70).random())
