from collections import defaultdict, Counter
class M:
    def __getitem__(self, k): return k.upper()
print("%(abc)s-%(x)s %%(y)s" % M())
print("%(a)d and %(b)s" % defaultdict(int, b="B"))
print("%(z)s" % Counter("zz"))
class D(dict):
    def __missing__(self, k): return "?" + k
print("%(q)s/%(r)s" % D(r=1))
print("%(n)5.2f|" % {"n": 3.14159})
try:
    print("%(a)s" % object())
except TypeError as e: print(e)
