# generator finalisation and __del__ timing under reference counting
def gen():
    try:
        for i in range(5):
            yield i
    finally:
        print("gen cleanup")
for x in gen():
    if x == 2:
        break
print("after loop")
g = gen()
next(g)
del g
print("after del")
def f():
    g = gen()
    next(g)
    return "ret"
print(f())
print("end")
class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
r = R(1)
r = None
print("x")
def h():
    R(2)
    print("in h")
h()
lst = [R(3)]
lst.clear()
print("y")
