# random with big ints: getrandbits of any width, ranges past 64 bits, big seeds, as CPython.
import random
random.seed(12345)
print(random.getrandbits(64), random.getrandbits(100), random.getrandbits(33), random.getrandbits(1000) % 10**20)
print(random.randrange(2**70), random.randint(-2**80, 2**80), random.randrange(10, 2**65, 7), random.randint(0, 2**63 - 1))
print(random.randrange(2**64, 2**64 + 10), random.randrange(-2**70, -2**70 + 3))
random.seed(2**100 + 12345)
print(random.random(), random.randint(1, 6))
random.seed(-5)
print(random.random(), random.getrandbits(0))
try:
    random.randrange(2**70, 2**70)
except ValueError as e:
    print(e)
try:
    random.getrandbits(-1)
except ValueError as e:
    print(e)
for args in [(5, 5), (0,), (5, 3, 1), (5, 3, -3), (1, 5, -1), (1, 5, 0), (-2**63, 2**63 - 1, 1)]:
    try:
        print(random.randrange(*args))
    except ValueError as e:
        print(e)
try:
    random.randint(5, 3)
except ValueError as e:
    print(e)
print(random.randrange(10, 0, -3), random.randint(2**63 - 2, 2**63 - 1), random.randrange(-2**63, 2**63 - 1))
