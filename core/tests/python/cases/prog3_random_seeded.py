import random
random.seed(12345)
print([random.randint(1, 100) for _ in range(8)])
print([round(random.random(), 10) for _ in range(3)])
print(random.choice("abcdefg"), random.sample(range(100), 5), random.randrange(0, 100, 7))
deck = list(range(10))
random.shuffle(deck)
print(deck)
print(random.choices(["a", "b", "c"], weights=[10, 1, 1], k=6), random.choices(range(5), cum_weights=[1, 2, 3, 4, 5], k=4))
print(round(random.uniform(1, 2), 10), round(random.gauss(0, 1), 10), round(random.normalvariate(5, 2), 10), round(random.expovariate(1.5), 10))
print(round(random.triangular(0, 10, 3), 10), round(random.betavariate(2, 3), 10), random.getrandbits(40), round(random.lognormvariate(0, 1), 10))
r = random.Random("seed-string")
print(r.randint(0, 10 ** 12), r.sample("abcdefghij", 3), r.random() < 1)
r2 = random.Random(7)
state = r2.getstate()
first = [r2.random() for _ in range(3)]
r2.setstate(state)
print(first == [r2.random() for _ in range(3)])
random.seed(2024)
def roll():
    return random.randint(1, 6) + random.randint(1, 6)
counts = {}
for _ in range(1000):
    s = roll()
    counts[s] = counts.get(s, 0) + 1
print(sorted(counts.items()))
try:
    random.choice([])
except IndexError as e:
    print(type(e).__name__, e)
try:
    random.sample([1, 2], 3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    random.randrange(5, 5)
except ValueError as e:
    print(type(e).__name__, e)
random.seed(99)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + random.choice((-1, 1)))
print(walk, random.randbytes(4).hex())
