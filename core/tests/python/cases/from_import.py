from math import sqrt, pi as PI
print(sqrt(9), PI)
