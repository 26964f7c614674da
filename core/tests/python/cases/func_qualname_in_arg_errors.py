import functools
def logged(func):
    @functools.wraps(func)
    def wrapper(x):
        return func(x)
    return wrapper
@logged
def square(x): return x * x
try: square(1, 2)
except TypeError as e: print(e)
def f(a): pass
f.__qualname__ = "X.y"
try: f()
except TypeError as e: print(e)
f.__name__ = "zz"
try: f(1, 2)
except TypeError as e: print(e)
try: f(b=1)
except TypeError as e: print(e)
