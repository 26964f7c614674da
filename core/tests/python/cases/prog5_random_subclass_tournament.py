# random with a seed: simulation of a dice tournament, must be bit exact
import random
rng = random.Random(2024)
print(rng.random(), rng.randint(1, 6), rng.randrange(0, 100, 7), rng.uniform(1.5, 2.5))
print(rng.choice("abcdef"), rng.choices(range(10), k=5), rng.choices("xyz", weights=[1, 5, 10], k=6), rng.choices("ab", cum_weights=[1, 10], k=4))
print(rng.sample(range(100), 5), rng.sample(["r", "g", "b"], k=5, counts=[3, 1, 2]))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:8])
print([round(rng.gauss(0, 1), 12) for _ in range(3)], [round(rng.normalvariate(10, 2), 12) for _ in range(2)])
print(round(rng.triangular(0, 10, 3), 12), round(rng.betavariate(2, 5), 12), round(rng.expovariate(1.5), 12), round(rng.gammavariate(2.0, 1.0), 12))
print(round(rng.lognormvariate(0, 0.5), 12), round(rng.vonmisesvariate(1.0, 2.0), 12), round(rng.paretovariate(3), 12), round(rng.weibullvariate(1, 1.5), 12))
print(rng.getrandbits(70), rng.randbytes(6).hex(), rng.getrandbits(0) if hasattr(rng, "getrandbits") else None)
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])
random.seed("tournament")
players = ["ann", "bob", "cy", "dee"]
wins = dict.fromkeys(players, 0)
for rnd in range(20):
    rolls = {p: random.randint(1, 6) + random.randint(1, 6) for p in players}
    best = max(rolls.values())
    leaders = sorted(p for p, r in rolls.items() if r == best)
    wins[random.choice(leaders)] += 1
print(wins)
random.seed(b"bytes seed"); print(random.random())
random.seed(12345678901234567890); print(random.random())
random.seed(-5); print(random.random())
random.seed(3.5); print(random.random())
random.seed(0); print(random.randrange(10 ** 30), random.randrange(-5, 5), random.choice(range(1000)))
r2 = random.Random(); r2.seed(7)
print(r2.randint(0, 2 ** 64), r2.binomialvariate(10, 0.3) if hasattr(r2, "binomialvariate") else "n/a")
for bad in ("rng.randrange(0)", "rng.choice([])", "rng.sample([1, 2], 3)", "rng.randint(5, 1)", "rng.randrange(1, 10, 0)", "rng.choices([1], weights=[1, 2])"):
    try:
        print(eval(bad))
    except Exception as e:
        print(type(e).__name__, e)
class MyRandom(random.Random):
    def random(self):
        return 0.5
print(MyRandom(1).choice([1, 2, 3]), MyRandom().uniform(0, 10))
