from functools import reduce, partial, wraps, cmp_to_key, singledispatch
from operator import itemgetter, attrgetter, methodcaller, add, mul, neg
from collections import namedtuple
Emp = namedtuple("Emp", "name dept salary age")
staff = [Emp("ann", "eng", 120, 34), Emp("bob", "ops", 90, 45), Emp("cy", "eng", 120, 29), Emp("di", "ops", 95, 38), Emp("ed", "hr", 70, 50)]
print([e.name for e in sorted(staff, key=attrgetter("dept", "salary"))])
print([e.name for e in sorted(staff, key=lambda e: (-e.salary, e.age))])
print([e.name for e in sorted(staff, key=itemgetter(2), reverse=True)])
print(itemgetter(0, 2)(staff[0]), attrgetter("name")(staff[1]), methodcaller("upper")("hi"))
print(list(map(methodcaller("split", "-", 1), ["a-b-c", "d"])))
print(reduce(add, range(1, 11)), reduce(mul, range(1, 6), 1), reduce(lambda a, b: a * 10 + b, [1, 2, 3]))
try:
    reduce(add, [])
except TypeError as e:
    print(e)
print(list(filter(None, [0, 1, "", "x", None, [], [0]])), list(map(neg, [1, -2])))
print(list(map(lambda x, y: x + y, [1, 2, 3], [10, 20])))
base2 = partial(int, base=2)
print(base2("1011"), base2.func is int, base2.args, base2.keywords)
def power(b, e):
    return b ** e
square = partial(power, e=2)
print(list(map(square, range(5))), partial(power, 2)(10))
def compare_len_then_alpha(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(compare_len_then_alpha)))
def compose(*fs):
    return reduce(lambda f, g: lambda x: g(f(x)), fs)
inc_then_double = compose(lambda x: x + 1, lambda x: x * 2, str)
print(repr(inc_then_double(4)))
@singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return f"list of {len(x)}"
print(describe(3), describe([1, 2]), describe("s"), describe(True))
totals = {}
for e in staff:
    totals[e.dept] = totals.get(e.dept, 0) + e.salary
print(sorted(totals.items(), key=itemgetter(1, 0), reverse=True))
print(max(staff, key=attrgetter("age")).name, min(staff, key=lambda e: e.salary).name)
print(any(e.age > 49 for e in staff), all(e.salary > 60 for e in staff))
print(sorted(map(str.lower, ["B", "a", "C"])), sorted("bBaA", key=str.casefold))
print(list(enumerate(map(len, ["a", "bb"]), start=1)))
