# A built-in type's methods called unbound on an instance of a subclass (dict.__repr__(d) in a
# subclass's own __repr__, list.append(l, x), set.add(s, x)): they work on the value it carries.
class D(dict):
    def __repr__(self):
        return "D" + dict.__repr__(self)
class L(list):
    pass
class S(set):
    pass
class T(str):
    pass
d = D(a=1)
print(d, dict.keys(d), dict.__getitem__(d, "a"), dict.get(d, "z", 0))
dict.update(d, b=2)
print(d, len(d))
l = L([1])
list.append(l, 2)
print(l, list.__len__(l), list.__repr__(l), type(l).__name__)
s = S()
set.add(s, 3)
print(s, str.upper(T("ab")), str.join(T("-"), ["x", "y"]))
class P:
    pass
for bad in (lambda: dict.keys(P()), lambda: list.append(3, 1), lambda: dict.keys(L())):
    try:
        bad()
    except TypeError as e:
        print(e)
