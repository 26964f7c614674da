# LoadMethod's cache: the same call site sees a method replaced on the class, deleted so a
# base class's runs, shadowed by an instance attribute, and two classes in turn.
class Base:
    def f(self):
        return "base"

class C(Base):
    def f(self):
        return "C"

class D(Base):
    def f(self):
        return "D"

def call(o):
    return o.f()

c = C()
out = []
for step in range(7):
    if step == 2:
        C.f = lambda self: "replaced"
    if step == 3:
        del C.f
    if step == 4:
        c.f = lambda: "own"
    if step == 5:
        del c.f
    out.append(call(c))
    out.append(call(D()))
print(out)

def g(self):
    return "g"
Base.f = g
print(call(c), call(D()))
