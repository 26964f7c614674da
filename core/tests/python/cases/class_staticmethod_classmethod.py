class M:
    factor = 3
    @staticmethod
    def add(a, b):
        return a + b
    @classmethod
    def make(cls, n):
        obj = cls()
        obj.n = n * cls.factor
        return obj
class N(M):
    factor = 10
print(M.add(1, 2), M().add(3, 4), M.make(2).n, N.make(2).n, type(N.make(1)).__name__)
