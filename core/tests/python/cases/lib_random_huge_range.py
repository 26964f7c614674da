import random
r = random.Random(42)
print(r.sample(range(10**9), 3), r.sample(range(5, 10**12, 7), 8), r.random())
random.seed(3)
print(random.sample(range(2**40), 10), random.sample(range(10**7), 0))
print(random.sample(["a", "b"], counts=[10**8, 10**8], k=5))
print(r.choice(range(10**10)), r.randrange(10**15))
try:
    random.sample(range(10**9), -1)
except ValueError as e:
    print("ValueError:", e)
print(random.sample(range(3 * 10**6), 100)[:5])
