class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o):
        return V(o + self.x)
    def __lt__(self, o):
        return self.x < o.x
    def __gt__(self, o):
        return self.x > o.x
    def __repr__(self):
        return f"V({self.x})"

vs = [V(3), V(1), V(2), V(1)]
print(sum(vs), sum(vs, V(10)), sum([], V(0)))
print(min(vs), max(vs), min(V(5), V(4)), max(V(5), V(9), V(9)))
print(sorted(vs), sorted(vs, reverse=True))
first, second = V(1), V(1)
first.tag, second.tag = "first", "second"
s = sorted([V(2), first, V(0), second])
print([getattr(v, "tag", "-") for v in s])
r = sorted([V(2), first, V(0), second], reverse=True)
print([getattr(v, "tag", "-") for v in r])
vs.sort()
print(vs)
vs.sort(reverse=True)
print(vs)

class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def __repr__(self):
        return self.name

class Age:
    def __init__(self, a):
        self.a = a
    def __lt__(self, o):
        return self.a < o.a

people = [P("ann", 30), P("bob", 25), P("cy", 35), P("di", 25)]
print(sorted(people, key=lambda p: Age(p.age)))
people.sort(key=lambda p: Age(p.age), reverse=True)
print(people)
print(sorted(list(range(40, 0, -3)) and [V(i % 7) for i in range(20)]))
try:
    sorted([V(1), object()])
except Exception as e:
    print(type(e).__name__, e)
try:
    max([object(), object()])
except TypeError as e:
    print("TypeError", e)
from functools import cmp_to_key
print(min([3, 1, 2], key=cmp_to_key(lambda a, b: a - b)), max(people, key=lambda p: Age(p.age)))
print(min(people, key=lambda p: Age(p.age)), max([], key=lambda p: Age(p), default="none"))
