import operator
from operator import itemgetter, attrgetter, methodcaller

g = itemgetter(1)
print(g([10, 20, 30]), g("abc"), g({1: "one"}))
g2 = itemgetter(0, -1)
print(g2([10, 20, 30]), g2("xyz"))
print(itemgetter(slice(1, 3))("abcdef"))
print(itemgetter("name", "age")({"name": "ann", "age": 30, "x": 1}))
rows = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(0)))
print(list(map(itemgetter(0), rows)))
print(repr(itemgetter(1)), repr(itemgetter(1, "a")), repr(itemgetter(slice(None))))
class P:
    def __init__(self, name, child=None):
        self.name = name
        self.child = child
    def greet(self, greeting, punct="!"):
        return greeting + ", " + self.name + punct
p = P("root", P("kid", P("grandkid")))
print(attrgetter("name")(p), attrgetter("child.name")(p), attrgetter("child.child.name")(p))
print(attrgetter("name", "child.name")(p))
print(repr(attrgetter("a.b", "c")))
people = [P("zed"), P("amy"), P("kim")]
print([x.name for x in sorted(people, key=attrgetter("name"))])
print(methodcaller("upper")("abc"), methodcaller("split", ",")("a,b,c"))
print(methodcaller("greet", "hi")(p), methodcaller("greet", "yo", punct="?")(p))
print(methodcaller("replace", "a", "o", 1)("banana"))
print(repr(methodcaller("f", 1, k=2)), repr(methodcaller("g")))
for make in [lambda: itemgetter(), lambda: attrgetter(), lambda: attrgetter(1),
             lambda: methodcaller(), lambda: methodcaller(3)]:
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
try:
    itemgetter(5)([1])
except IndexError as e:
    print("IndexError:", e)
try:
    itemgetter("k")({})
except KeyError as e:
    print("KeyError:", e)
attrgetter("child.missing")(p)
