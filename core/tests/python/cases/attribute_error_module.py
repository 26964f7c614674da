import math
math.nope
