import math
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]))
