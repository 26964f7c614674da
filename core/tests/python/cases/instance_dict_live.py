# obj.__dict__ is the object's attributes, not a copy: writes through it (update, item
# assignment, del) are attribute writes, and assigning __dict__ replaces them.
class A:
    def __init__(self, **kw):
        self.__dict__.update(kw)
        self.z = 3
    def m(self):
        return "method"
a = A(x=1, y=[2])
print(a.__dict__, a.x, a.y, a.z, vars(a))
d = a.__dict__
d['w'] = 5
print(a.w, hasattr(a, 'w'), d is a.__dict__)
print(a.m())
del a.x
print(d, 'x' in d)
del d['y']
print(hasattr(a, 'y'))
b = A()
b.__dict__ = {'q': 9}
print(b.q, b.__dict__)
try:
    b.__dict__ = 5
except TypeError as e:
    print(e)
def f(): pass
f.__dict__['tag'] = 1
print(f.tag)
f.other = 2
print(f.__dict__)
import copy
c = copy.deepcopy(a)
class N:
    pass
n = N()
print(sorted(c.__dict__), c.w)
e = copy.copy(a)
e.__dict__['new'] = 1
print(sorted(e.__dict__), hasattr(a, 'new'))
class Config:
    def __init__(self, **kw):
        vars(self).update(kw)
cfg = Config(lr=0.1, epochs=3)
print(cfg.lr, cfg.epochs)

