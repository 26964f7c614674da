# An exception's str is its arguments' even when its class defines only __repr__; a few
# messages in CPython's words.
class AppError(Exception):
    def __repr__(self):
        return "AppError!"


class Coded(ValueError):
    def __repr__(self):
        return f"Coded({self.args})"


e = AppError("disk full")
print(str(e), f"{e}", repr(e), "%s" % e, [e])
print(str(Coded("a", 2)), repr(Coded("x")), str(Coded()))
try:
    raise Coded("bad input")
except ValueError as err:
    print("caught:", err, "|", repr(err))


def f(a, b, *, c):
    return a + b + c


for call in [lambda: f(1, 2, 3, c=4), lambda: f(1, 2, 3), lambda: f(1, 2, 3, 4, c=1)]:
    try:
        call()
    except TypeError as err:
        print(err)


def g(a, b=1, *, c, d=2):
    pass


try:
    g(1, 2, 3, c=1, d=2)
except TypeError as err:
    print(err)
for args in [(1, 2), ("a", 2), (None, "x")]:
    try:
        "abc".replace(*args)
    except TypeError as err:
        print(err)
for name in ["removeprefix", "removesuffix", "partition", "count", "find"]:
    try:
        getattr("abc", name)(3)
    except TypeError as err:
        print(name, err)
