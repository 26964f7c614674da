import math
print(math.floor(2.5))
print(math.sqroot(4))
