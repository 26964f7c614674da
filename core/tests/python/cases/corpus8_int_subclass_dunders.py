# An int subclass whose dunders are overridden: each builtin and operator calls the override.
class MyInt(int):
    def __index__(self): return 7
    def __add__(self, o): return "add"
    def __radd__(self, o): return "radd"
    def __bool__(self): return False
    def __abs__(self): return "abs"
    def __neg__(self): return "neg"
    def __hash__(self): return 42
    def __format__(self, spec): return "fmt:" + spec
    def __round__(self, n=None): return ("round", n)
    def __str__(self): return "S"
    def __repr__(self): return "R"
    def __float__(self): return 1.5
    def __eq__(self, o): return True
    def __lt__(self, o): return True


a = MyInt(5)
print(a + 1, 1 + a, bool(a), abs(a), -a, hash(a), format(a, "x"), f"{a:>3}", round(a), round(a, 2))
print(str(a), repr(a), [a], float(a), int(a), "%d" % a, "%s" % a, "%r" % a, "%x" % a)
print(sum([a, a]), sum([1, a]))
print(a == 3, a < 2, a in [9], max(a, 100), min(100, a))
print("{}".format(a), "{!r}".format(a), "{!s}".format(a))
print(divmod(MyInt(7), 2), pow(MyInt(2), 3), MyInt(7) // 2, MyInt(7) % 3)
print([1, 2, 3, 4, 5, 6, 7, 8][a], range(10)[a], "abcdefghij"[a])
print(not a, a or "x", a and "y")
print("truthy" if a else "falsy")
d = {a: 1}
print(d.get(42), d.get(MyInt(9)), type(int(a)).__name__)
