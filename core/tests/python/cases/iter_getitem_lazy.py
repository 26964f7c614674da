class P:
    def __getitem__(self, i):
        print("getP", i)
        if i > 4: raise IndexError
        return i
for i, s in enumerate(P()):
    if i == 1: break
for v in P(): pass
print(list(P()), list(reversed([1,2])))
class S:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 10
r = reversed(S()); print(type(r).__name__, next(r), list(r), list(r))
it = iter(P()); print(type(it).__name__, next(it), next(it))
class Inf:
    def __getitem__(self, i): return i
for x in Inf():
    if x > 3: break
print(x, 3 in Inf(), sum(zip(range(3), Inf()), ()))
class E:
    def __getitem__(self, i):
        if i == 2: raise ValueError("boom")
        return i
try:
    for v in E(): print(v)
except ValueError as e: print("caught", e)
