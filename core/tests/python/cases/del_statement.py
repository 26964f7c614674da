x = 1
del x
try:
    print(x)
except NameError as e:
    print(e)
d = {"a": 1, "b": 2}
del d["a"]
print(d)
class O:
    pass
o = O()
o.v = 1
del o.v
print(hasattr(o, "v"))
