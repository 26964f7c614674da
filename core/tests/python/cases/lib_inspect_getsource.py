import inspect, linecache
import functools

# A helper that adds one.
def add_one(x):
    """Adds one."""
    y = x + 1  # the sum

    return y


def deco(f):
    @functools.wraps(f)
    def wrapper(*a):
        return f(*a)
    return wrapper


@deco
def decorated(a,
              b=(1,
                 2)):
    s = """a string
with lines
at col 0"""
    return a, b, s


class Shape:
    """A shape."""
    sides = 0

    def area(self):
        return 0

    # trailing comment


square = lambda n: n * n
def one_liner(): return 1

print(inspect.getsource(add_one), end="")
print("--")
print(inspect.getsource(decorated), end="")
print("--")
print(inspect.getsource(Shape), end="")
print("--")
print(inspect.getsource(Shape.area), end="")
print("--")
print(inspect.getsource(square), end="")
print(inspect.getsource(one_liner), end="")
lines, n = inspect.getsourcelines(add_one)
print(n, len(lines), inspect.getcomments(add_one), end="")
print(repr(linecache.getline("<program>", 4)), add_one.__code__.co_firstlineno, decorated.__wrapped__.__code__.co_firstlineno)
print(inspect.getsourcefile(add_one))
try:
    inspect.getsource(len)
except TypeError as e:
    print("TypeError", e)
