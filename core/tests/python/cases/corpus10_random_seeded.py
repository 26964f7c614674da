import random
random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 50, 5), random.uniform(1, 2))
print(random.choice("abcdef"), random.choices(range(10), k=5), random.sample(range(100), 4))
print(random.choices("abc", weights=[10, 1, 1], k=8), random.choices("xy", cum_weights=[1, 5], k=4))
lst = list(range(10))
random.shuffle(lst)
print(lst)
print(random.gauss(0, 1), random.normalvariate(5, 2), random.expovariate(1.5), random.triangular(0, 10, 3))
print(random.betavariate(2, 3), random.gammavariate(2, 1), random.lognormvariate(0, 0.5), random.vonmisesvariate(1, 2))
print(random.paretovariate(3), random.weibullvariate(1, 1.5), random.getrandbits(70), random.randbytes(5))
state = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(state)
b = [random.random() for _ in range(3)]
print(a == b, a)
r1 = random.Random(42)
r2 = random.Random(42)
print([r1.randint(0, 9) for _ in range(10)], [r2.randint(0, 9) for _ in range(10)])
r3 = random.Random("seed string")
print(r3.random(), random.Random(b"bytes").random(), random.Random(3.5).random() if False else "")
print(random.Random(0).sample(["a", "b", "c", "d"], k=4), random.Random(1).choice([1]))
rng = random.Random(7)
deck = [r + s for r in "A23456789TJQK" for s in "SHDC"]
rng.shuffle(deck)
hands = [deck[i::4][:5] for i in range(4)]
for h in hands:
    print(" ".join(h))
rng = random.Random(99)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk, max(walk), min(walk))
counts = {}
rng = random.Random(2024)
for _ in range(1000):
    k = rng.randint(1, 6)
    counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))
print(random.Random(5).randrange(10 ** 30), random.Random(5).random() < 1, random.Random(-3).random())
try:
    random.Random(1).sample(range(3), 5)
except ValueError as e:
    print(e)
try:
    random.Random(1).choice([])
except IndexError as e:
    print(e)
