class MyInt(int):
    pass
class MyList(list):
    pass
class MyDict(dict):
    pass
class MyStr(str):
    pass
class MyTuple(tuple):
    pass
match MyInt(5):
    case MyInt(x):
        print("self-matching subclass", x, type(x).__name__)
match MyInt(5):
    case int(x):
        print("int(x) on a subclass", x)
match MyList([1, 2, 3]):
    case [a, *rest]:
        print("list subclass is a sequence", a, rest)
match MyTuple((1, 2)):
    case (a, b):
        print("tuple subclass", a, b)
match MyDict(k=1, j=2):
    case {"k": v, **rest}:
        print("dict subclass is a mapping", v, rest)
match MyStr("ab"):
    case [a, b]:
        print("no")
    case str(s):
        print("str subclass is not a sequence", s)
class WithArgs(int):
    __match_args__ = ("real",)
match WithArgs(3):
    case WithArgs(r):
        print("__match_args__ wins", r)
match MyList([1]):
    case MyList([x]):
        print("MyList([x])", x)
