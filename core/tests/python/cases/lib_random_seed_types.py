# random.seed from every type CPython 3.11 takes: ints of any size, str, bytes, bytearray (by
# their SHA-512), floats (by their hash), bools, and Random instances seeded the same ways.
import random

for a in [0, 1, -1, 42, 2**32, 2**64 + 5, -(2**100), "", "abc", "héllo", b"abc", bytearray(b"xyz"),
          1.5, -1.5, 3.0, 1e300, True, False]:
    random.seed(a)
    print(repr(a)[:20], random.random(), random.randint(1, 10**6), random.getrandbits(40))
r = random.Random("seed me")
print(r.random(), r.choice("abcdef"), r.sample(range(50), 3))
r.seed(b"again")
print(r.random(), random.Random(b"again").random() == random.Random(b"again").random())
random.seed("abc", version=2)
print(random.random())
for bad in [[1], (1,), {1: 2}, 1j]:
    try:
        random.seed(bad)
    except TypeError as e:
        print("TypeError", e)
