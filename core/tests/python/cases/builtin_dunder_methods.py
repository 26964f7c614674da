# The special methods of the built-in types called directly, NotImplemented included.
print((3).__add__(4), (3).__add__(1.5), (1.5).__add__(3), (1.5).__radd__(3))
print((3).__radd__(4), (10).__rsub__(3), (2).__rpow__(3), (7).__rfloordiv__(50), (4).__rtruediv__(2))
print((3).__eq__("a"), (3).__eq__(3.0), "a".__lt__(1), [1].__eq__((1,)), (1.5).__mul__("x"))
print((6).__rand__(3), (6).__ror__(3), (6).__rxor__(3), (2).__rlshift__(1), (1).__rrshift__(8))
print([1, 2].__rmul__(2), "ab".__rmul__(3), "%s!".__rmod__(1), "x".__rmod__("<%s>"))
print((7).__divmod__(2), (7).__rdivmod__(30), (7.5).__divmod__(2), (2).__pow__(10, 1000))
print((3.7).__floor__(), (3.2).__ceil__(), (-3.7).__trunc__(), (3.5).__round__(), (4.5).__round__())
print((2.675).__round__(2), (1234).__round__(-2), (3.9).__int__(), (3.9).__float__(), (5).__trunc__())
print({1, 2}.__or__({3}), {1, 2}.__or__([3]), {1: 2}.__or__({3: 4}), {1: 2}.__ror__({5: 6}))
l = [1]
print(l.__iadd__([2, 3]) is l, l, l.__imul__(2) is l, l)
s = {1, 2, 3}
print(s.__iand__({2, 3, 4}) is s, s, s.__ior__({9}), s.__isub__({2}), s.__ixor__({3, 4}))
d = {1: 2}
print(d.__ior__({3: 4}) is d, d)
print(list(range(3).__reversed__()), list([1, 2].__reversed__()), list({1: 2, 3: 4}.__reversed__()))
print(range(0).__bool__(), range(2).__bool__(), None.__bool__(), (0).__bool__())
l = [1, 2]
l.__init__("ab")
print(l)
l.__init__()
print(l)
s = {1}
s.__init__(range(3))
print(s)
d = {1: 2}
d.__init__([(3, 4)], x=5)
print(d)
print((3).__init__(), "a".__init__())
print((3).__getnewargs__(), True.__getnewargs__(), (1.5).__getnewargs__(), "ab".__getnewargs__(),
      (1, 2).__getnewargs__())
print((3).__getstate__(), [].__getstate__(), int.__subclasshook__(), int.__init_subclass__())
print([(v).__sizeof__() for v in (0, 3, 2**40, 2**100, True, 1.5, "", "ab", "é", "€", "😀",
                                   (), (1, 2), range(9), None, slice(3))])
print(float.__getformat__("double"), (1.5).__getformat__("float"))
try:
    float.__getformat__("long")
except ValueError as e:
    print(e)
print((3).__getattribute__("real"), "ab".__getattribute__("upper")())
for stmt in ["(3).__setattr__('x', 1)", "[].__delattr__('x')"]:
    try:
        exec(stmt)
    except AttributeError as e:
        print(e)
print(int.__new__(int, "12"), (3).__new__(int, 7), str.__new__(str, 5))
