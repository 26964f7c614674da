# Deletions leave dummies a later add may reuse; set.pop starts where the last pop stopped.
s = set(); s.add(0); s.add(8); s.discard(0); s.add(16); print(s)
s = set(range(40))
for i in range(0, 40, 2):
    s.discard(i)
print(s)
for i in range(100, 110):
    s.add(i)
print(s)
s.remove(101)
s.add(201)
print(s, s.copy(), set(s), frozenset(s))
s = set(range(20))
print([s.pop() for _ in range(5)], s)
s.add(0); s.add(1)
print(s.pop(), s.pop(), s)
s = {5, 13, 21, 29}
print(s.pop(), s)
s.add(37)
print(s, s.pop(), s)
s = set(range(50))
for i in range(45):
    s.discard(i)
print(s)
s.add(1000); s.add(3)
print(s)
s.clear(); s.update([30, 22, 14, 6]); print(s)
e = set([1, 2, 3])
while e:
    print(e.pop(), end=" ")
print()
