import random
random.seed(2024)
def roll(n):
    return [random.randint(1, 6) for _ in range(n)]
print(roll(12))
counts = [0] * 6
for _ in range(6000):
    counts[random.randrange(6)] += 1
print(counts)
names = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus']
teams = names[:]; random.shuffle(teams); print(teams[:3], teams[3:])
print(random.sample(names, k=len(names)))
print(random.choices(names, weights=range(1, 8), k=10))
print(random.choices('HT', k=20))
pw = ''.join(random.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(16)); print(pw)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + random.choice((-1, 1)))
print(walk)
inside = sum(1 for _ in range(10000) if random.random() ** 2 + random.random() ** 2 <= 1)
print(inside, 4 * inside / 10000)
print([round(random.gauss(50, 10), 4) for _ in range(5)])
print([round(random.expovariate(0.2), 4) for _ in range(3)], [round(random.uniform(-1, 1), 6) for _ in range(3)])
r = random.Random(99)
print(r.sample(range(10**9), 3), r.randrange(0, 10**12, 3), r.getrandbits(130), r.choice(range(-5, 5)))
r2 = random.Random(); r2.seed(99); print(r2.random() == random.Random(99).random())
state = r.getstate(); x = r.random(); r.setstate(state); print(x == r.random())
class MyRand(random.Random):
    pass
mr = MyRand(5); print(mr.random(), mr.randint(1, 10))
print(random.Random(0).random(), random.Random(1).random(), random.Random(2**32).random(), random.Random(2**32 - 1).random())
print(random.Random(-2**40).random(), random.Random('').random(), random.Random(b'\x00').random(), random.Random(bytearray(b'ab')).random())
print(random.Random(3.0).random(), random.Random(True).random() if False else '', random.Random(0.5).random())
rr = random.Random(7)
print([rr.randrange(3, 100, 5) for _ in range(5)], [rr.randint(-10**20, 10**20) for _ in range(2)])
print(rr.sample(range(5), 0), rr.choices([1], k=0), rr.sample({'a': 1, 'b': 2}.keys() if False else ['a', 'b'], 2))
print([rr.triangular() for _ in range(2)], rr.betavariate(0.5, 0.5), rr.gammavariate(0.5, 2), rr.gammavariate(1, 3))
print(rr.lognormvariate(1, 0.25), rr.normalvariate(), rr.vonmisesvariate(0, 0), rr.paretovariate(1.5), rr.weibullvariate(2, 0.5))
rr.shuffle(l := list('abcdefghij')); print(l)
print(random.Random(42).choices(range(100), k=5), random.Random(42).sample(range(100), 5))
