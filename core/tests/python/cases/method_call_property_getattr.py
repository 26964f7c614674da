# A property or __getattr__ that returns a callable: obj.name(...) calls what the attribute gives.
class P:
    def __init__(self):
        self.n = 5

    @property
    def fn(self):
        return lambda x: x + self.n

    def __getattr__(self, name):
        return lambda *a: (name, a)


p = P()
print(p.fn(1), p.n)
print(p.other(1, 2))
p.n = 7
print(p.fn(1))


class Q:
    def __init__(self):
        self._v = 0

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, x):
        self._v = x * 10

    def bump(self):
        self.v = self.v + 1
        return self.v


q = Q()
print(q.bump(), q.bump(), q._v)
