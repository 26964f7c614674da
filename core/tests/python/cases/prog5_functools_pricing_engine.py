# functools toolkit in a pricing engine: lru_cache, singledispatch, partial, reduce, total_ordering, cached_property
import functools
from decimal import Decimal
from fractions import Fraction

@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        if not isinstance(o, Version): return NotImplemented
        return self.parts == o.parts
    def __lt__(self, o):
        if not isinstance(o, Version): return NotImplemented
        return self.parts < o.parts
    def __repr__(self): return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10", "1.2", "1.2.1", "0.9"]]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.1"), Version("1.0") <= Version("1.0"), Version("2.0") > Version("10.0"))
try:
    Version("1.0") < "1.0"
except TypeError as e:
    print("TypeError", e)

@functools.singledispatch
def price(x):
    raise TypeError(f"cannot price {type(x).__name__}")
@price.register
def _(x: int): return f"int {x}"
@price.register(float)
@price.register(Decimal)
def _(x): return f"real {x:.2f}"
@price.register(list)
def _(x): return [price(i) for i in x]
print(price(3), price(2.5), price(Decimal("1.005")), price([1, 2.0]), price(True))
try:
    price("x")
except TypeError as e:
    print(e)
print(price.dispatch(bool).__name__, sorted(t.__name__ for t in price.registry))

calls = []
@functools.lru_cache(maxsize=3)
def quote(sku, qty=1):
    calls.append((sku, qty))
    return len(sku) * qty
for a in [("ab",), ("abc", 2), ("ab",), ("x",), ("y",), ("ab",), ("abc",), ("abc", 1)]:
    quote(*a)
print(calls, quote.cache_info())
quote.cache_clear(); print(quote.cache_info(), quote.__wrapped__("zz", 3))
@functools.cache
def ways(n): return 1 if n < 2 else ways(n - 1) + ways(n - 2)
print(ways(200), ways.cache_info().currsize)

def tax(amount, rate, *, rounding=2):
    return round(amount * (1 + rate), rounding)
vat = functools.partial(tax, rate=0.2)
vat0 = functools.partial(vat, rounding=0)
print(vat(10), vat0(10.6), vat0.func is tax, vat0.keywords, vat0.args, repr(functools.partial(max, 1)))
print(functools.reduce(lambda a, b: a * b, range(1, 11)), functools.reduce(lambda a, b: a + b, [], 0), functools.reduce(max, [3, 9, 2]))
try:
    functools.reduce(max, [])
except TypeError as e:
    print("TypeError", e)

class Order:
    def __init__(self, lines): self.lines = lines
    @functools.cached_property
    def total(self):
        print("  computing total")
        return sum(Fraction(p) * q for p, q in self.lines)
o = Order([("1/3", 3), ("2.5", 2)])
print(o.total, o.total, vars(o))
del o.total
print(o.total)
def deco(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return f(*a, **k)
    return inner
@deco
def documented(a, b=2):
    "Adds."
    return a + b
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__, documented(1))
cmp = functools.cmp_to_key(lambda a, b: (a > b) - (a < b))
print(sorted(["b", "c", "a"], key=cmp), sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
class Cart:
    def __init__(self): self.items = []
    def _add(self, what, n): self.items.append((what, n)); return self
    add_one = functools.partialmethod(_add, n=1)
print(Cart().add_one("pen").add_one("ink").items)
