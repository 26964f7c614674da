def f(*a): return a
class C:
    def m(self, *a): pass
for g in (lambda: f(*5), lambda: print(*5), lambda: f(1, *5), lambda: f(*5, 1), lambda: C().m(*None), lambda: f(*[1], **{}), lambda: len(*3)):
    try: g()
    except TypeError as e: print(e)
print(f(*"ab"), f(*(x for x in range(2))))
def g(a, b): return (a, b)
print(g(*reversed([1, 2])), g(*iter("xy")), g(*map(str, (3, 4))))
