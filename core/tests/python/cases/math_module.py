import math
print(math.sqrt(16), math.pi, math.e, math.floor(2.7), math.ceil(2.1), math.floor(-2.5), math.trunc(-2.7))
print(math.exp(1), math.log(math.e), math.log2(8), math.log10(1000), math.sin(0), math.cos(0))
