sm = staticmethod(lambda x: x + 1)
print(sm(1))
class A:
    @staticmethod
    def f(x): return x * 2
    g = f(3)
print(A.g, A.f(2))
cm = classmethod(lambda c: c)
try: cm(1)
except TypeError as e: print(e)
sm = staticmethod(len)
print(sm([1,2]), callable(sm))
