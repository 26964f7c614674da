import math as m
print(m.tau, m.inf, -m.inf)
