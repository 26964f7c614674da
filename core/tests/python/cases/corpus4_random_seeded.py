import random
random.seed(12345)
print(random.random(), random.randint(1, 100), random.randrange(0, 100, 7), random.uniform(1, 2))
print(random.choice("abcdefg"), random.choices(range(10), k=5), random.choices("abc", weights=[10, 1, 1], k=6))
xs = list(range(10))
random.shuffle(xs)
print(xs, random.sample(range(100), 5), random.sample("abcdef", k=3))
print(random.getrandbits(70), random.gauss(0, 1), random.normalvariate(5, 2), random.expovariate(1.5))
print(random.triangular(0, 10, 3), random.betavariate(2, 3), random.choices(["x", "y"], cum_weights=[1, 10], k=4))
r = random.Random("seed-string")
print(r.random(), r.randint(-5, 5), r.randbytes(4).hex() if hasattr(r, "randbytes") else "")
state = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(state)
print(a == [r.random() for _ in range(3)])
random.seed(7)
deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
random.shuffle(deck)
hands = [sorted(deck[i::4][:5]) for i in range(4)]
print(hands)
walk, pos = [], 0
for _ in range(20):
    pos += random.choice((-1, 1))
    walk.append(pos)
print(walk, max(walk), min(walk))
random.seed(2024)
counts = [0] * 6
for _ in range(600):
    counts[random.randint(1, 6) - 1] += 1
print(counts, sum(counts))
print(random.Random(0).random(), random.Random(1).randrange(10**20), random.Random(3.5).random())
