from functools import wraps, update_wrapper, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES
import functools

print(WRAPPER_ASSIGNMENTS)
print(WRAPPER_UPDATES)

def logged(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        print("calling with", args, kwargs)
        return func(*args, **kwargs)
    return wrapper

@logged
def add(a, b=1):
    """Add two numbers."""
    return a + b

print(add(2, b=3))
print(add(5))

class Wrapper:
    def __init__(self, func):
        self.func = func
        update_wrapper(self, func)
    def __call__(self, *args):
        return self.func(*args) * 10

def triple(x):
    """Times three."""
    return 3 * x

w = Wrapper(triple)
print(w(2), w.__name__, w.__wrapped__ is triple)

def timed(label):
    def deco(func):
        @functools.wraps(func)
        def inner(*a):
            return (label, func(*a))
        return inner
    return deco

@timed("fast")
def ident(x):
    return x
print(ident(4))
