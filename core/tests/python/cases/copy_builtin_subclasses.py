# copy and deepcopy of instances of built-in types' subclasses, as CPython's reduce protocol
# rebuilds them: the value, the instance's attributes, and (deep) copies of the items.
import copy
class L(list):
    pass
class D(dict):
    pass
class S(set):
    pass
class T(tuple):
    pass
class Str(str):
    pass
class I(int):
    pass
class F(float):
    pass
l = L([1, [2]]); l.tag = "list"
d = D(a=[1]); d.tag = "dict"
s = S([1, 2]); s.tag = "set"
t = T((1, [2])); t.tag = "tuple"
st = Str("hi"); st.tag = "str"
i = I(7); i.tag = "int"
f = F(1.5); f.tag = "float"
for obj in (l, d, s, t, st, i, f):
    for fn in (copy.copy, copy.deepcopy):
        c = fn(obj)
        print(fn.__name__, type(c).__name__, c, c.tag, c == obj, c is obj)
print(copy.deepcopy(l)[1] is l[1], copy.copy(l)[1] is l[1])
print(copy.deepcopy(d)["a"] is d["a"], copy.copy(d)["a"] is d["a"])
print(copy.deepcopy(t)[1] is t[1], copy.copy(t)[1] is t[1])
r = L(); r.append(r)
c = copy.deepcopy(r)
print(c[0] is c, type(c[0]).__name__)
