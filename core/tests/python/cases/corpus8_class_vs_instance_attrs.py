# Class attributes vs instance attributes: augmented assignment shadows, mutation shares.
class Cnt:
    n = 0
    lst = []
    def inc(self):
        self.n += 1
        self.lst.append(1)


c1, c2 = Cnt(), Cnt()
c1.inc()
c1.inc()
c2.inc()
print(c1.n, c2.n, Cnt.n, Cnt.lst, "n" in c1.__dict__, "lst" in c1.__dict__)
Cnt.n = 100
print(c1.n, Cnt().n)
del c1.n
print(c1.n)


class Base:
    tag = "base"
    def who(self): return self.tag


class Child(Base):
    pass


ch = Child()
print(ch.who())
Child.tag = "child"
print(ch.who(), Base().who())
ch.tag = "inst"
print(ch.who())
Base.who = lambda self: "patched " + self.tag
print(ch.who())
