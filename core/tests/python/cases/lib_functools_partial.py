from functools import partial
import functools

def power(base, exp, mod=None):
    r = base ** exp
    return r if mod is None else r % mod

square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=10)
print(square(7), cube_mod(7), square(3, mod=5))
two_to = partial(power, 2)
print(two_to(10), two_to(exp=5))
print(square.func is power, square.args, square.keywords)
p = partial(max, 4, 9)
print(p(1, 12), p(), p.args)
print(repr(p))
print(repr(partial(max, 1, key=len)))
print(repr(partial(sorted, reverse=True)))
nested = partial(partial(max, 1), 2, default=0)
print(nested.func is max, nested.args, nested.keywords, repr(nested))
override = partial(power, exp=2)
print(override(2, exp=5))
basetwo = partial(int, base=2)
print(basetwo("10010"), basetwo("111"))
print(list(map(partial(power, exp=2), range(5))))
join = partial("-".join)
print(join(["a", "b"]))
class Counter:
    def __init__(self):
        self.n = 0
    def bump(self, by):
        self.n += by
        return self.n
c = Counter()
inc = partial(c.bump, 5)
inc()
print(inc(), c.n)
print(callable(p), type(p).__name__)
try:
    partial()
except TypeError as e:
    print("TypeError:", e)
partial(42)
