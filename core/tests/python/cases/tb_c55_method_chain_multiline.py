class Q:
    def __init__(self, items):
        self.items = items
    def where(self, f):
        return Q([i for i in self.items if f(i)])
    def pick(self, n):
        return self.items[n]
q = Q([1, 2, 3, 4])
print(q.where(lambda i: i % 2).pick(1))
r = (q
     .where(lambda i: i > 2)
     .pick(5))
