from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(p, p.x + p.y)
try:
    p.x = 5
except AttributeError as e:
    print(e)
P(1)
