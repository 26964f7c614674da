d = {"a": 1}
d["a"] += 10
class C:
    pass
c = C()
c.n = 1
c.n += 5
l = [1, 2, 3]
l[1] *= 7
print(d, c.n, l)
