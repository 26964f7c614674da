# A function's repr names its __qualname__ as set after it was made (functools.wraps copies it);
# __name__ alone does not change it.
import functools
f = lambda: 1
f.__name__ = "add"
print(repr(f).split(" at ")[0])
f.__qualname__ = "Q.add"
print(repr(f).split(" at ")[0], f.__qualname__, f.__name__)
def g(): pass
g.__qualname__ = "X.y"
print(repr(g).split(" at ")[0])
@functools.wraps(g)
def h(): pass
print(repr(h).split(" at ")[0], h.__name__, h.__qualname__)
class C:
    def m(self): pass
print(repr(C.m).split(" at ")[0], repr(C().m).split(" of ")[0])
