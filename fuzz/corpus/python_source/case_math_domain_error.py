import math
math.sqrt(-1)
