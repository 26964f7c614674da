import random

random.seed(1)
print(random.randbytes(0), random.randbytes(1), random.randbytes(7))
print(random.randbytes(16).hex())
r = random.Random(1)
print(r.randbytes(1), r.randbytes(7))
random.seed(8)
b = random.randbytes(3)
random.seed(8)
print(b == random.getrandbits(24).to_bytes(3, "little"), type(b).__name__, len(random.randbytes(33)))
print(random.NV_MAGICCONST, random.TWOPI, random.LOG4)
print(random.SG_MAGICCONST, random.BPF, random.RECIP_BPF)
try:
    random.randbytes(2.5)
except TypeError as e:
    print("TypeError")
random.randbytes(-1)
