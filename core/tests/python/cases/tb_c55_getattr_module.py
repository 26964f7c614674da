import math
print(math.pi > 3)
print(math.tau > 6)
print(math.sqr(4))
