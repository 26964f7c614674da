from collections import Counter

a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, d=1, e=4)
print(a + b)
print(a - b)
print(b - a)
print(a | b)
print(a & b)
print(+a, -a)
print(a <= a, a < b, Counter(a=1) < Counter(a=2), Counter(a=1) <= Counter(a=1, z=0))
print(Counter(a=2) > Counter(a=1), Counter(a=2) >= Counter(a=2, b=-1), Counter() < Counter())
x = Counter(a=1, b=2)
x += Counter(a=2, b=-5, c=1)
print(x)
x -= Counter(c=3)
print(x)
x |= Counter(a=10, z=2)
print(x)
x &= Counter(a=4, z=9)
print(x)
y = Counter(k=1)
y += {"k": 2, "m": -1}
print(y)
y -= {"k": 1}
print(y)
y |= {"k": 7}
print(y)
print(Counter(a=1) | {"b": 1}, {"b": 1} | Counter(a=1))
print(sum([Counter(a=1), Counter(a=2, b=1), Counter(b=3)], Counter()))
inventory = Counter(apple=5, pear=2)
order = Counter(apple=2, pear=3)
print(inventory - order, order - inventory, (inventory - order).total())
print(Counter("abc") + Counter("cde"), Counter("aaab") & Counter("ab"))

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("add int", lambda: Counter() + 1)
attempt("add dict", lambda: Counter() + {})
attempt("sub list", lambda: Counter() - [])
attempt("and dict", lambda: Counter(a=1) & {"a": 1})
attempt("lt dict", lambda: Counter(a=1) < {"a": 2})
attempt("ge int", lambda: Counter() >= 0)
attempt("radd", lambda: 1 + Counter())
def iadd_int():
    z = Counter()
    z += 1
attempt("iadd int", iadd_int)
attempt("hash", lambda: hash(Counter()))
attempt("fromkeys", lambda: Counter.fromkeys("ab"))
attempt("not iterable", lambda: Counter(5))
attempt("update not iterable", lambda: Counter().update(3.5))
attempt("subtract not iterable", lambda: Counter().subtract(None) or "None is ok")
attempt("unhashable", lambda: Counter([[1], [2]]))
attempt("popitem", lambda: Counter().popitem())
attempt("most_common bad", lambda: Counter("ab").most_common("1"))
attempt("too many args", lambda: Counter("a", "b"))
Counter(a=1) - 1
