# Deeply nested containers compare to CPython's depth, then raise RecursionError.
a, b = [], []
for _ in range(500):
    a, b = [a], [b]
print(a == b, a != b)
c, e = (), ()
for _ in range(500):
    c, e = (c,), (e,)
print(c == e)
for _ in range(5000):
    a, b = [a], [b]
try:
    print(a == b)
except RecursionError as err:
    print("RecursionError:", err)
try:
    print(a in [b])
except RecursionError as err:
    print("RecursionError:", err)
x = []
x.append(x)
print(x == x, x in [x], [x].count(x))
y = {}
y[1] = y
print(y == y)
p, q = [], []
p.append(p)
q.append(q)
p == q
