import math
print(math.sqrt(16))
def hyp(a, b):
    return math.sqrt(a * a - b * b)
print(hyp(5, 3))
print(hyp(3, 5))
