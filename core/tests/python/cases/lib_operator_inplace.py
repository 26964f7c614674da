import operator

a = [1, 2]
b = operator.iadd(a, [3])
print(a, b, a is b)
t = (1, 2)
u = operator.iadd(t, (3,))
print(t, u, t is u)
s = "ab"
print(operator.iadd(s, "c"), s)
print(operator.isub(10, 3), operator.imul(4, 2.5), operator.itruediv(9, 2),
      operator.ifloordiv(9, 2), operator.imod(9, 4), operator.ipow(3, 4))
print(operator.iand(6, 3), operator.ior(6, 3), operator.ixor(6, 3),
      operator.ilshift(3, 2), operator.irshift(64, 3))
lst = [0]
r = operator.imul(lst, 3)
print(r, lst, r is lst)
c = [1]
print(operator.iconcat(c, (2, 3)), c)
st = {1, 2}
print(operator.ior(st, {3}), st)
print(operator.iand({1, 2, 3}, {2, 3, 4}), operator.isub({1, 2, 3}, {2}))
class Acc:
    def __init__(self):
        self.total = 0
    def __iadd__(self, other):
        self.total += other
        return self
acc = Acc()
res = operator.iadd(acc, 5)
res = operator.iadd(res, 6)
print(res is acc, acc.total)
operator.iconcat(5, [1])
