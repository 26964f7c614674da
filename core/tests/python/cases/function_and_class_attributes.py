def f(a, b=2, *, c=3, d=4):
    "Adds things."
    return a + b + c + d

def g(x):
    return x

print(f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__, f.__module__)
print(g.__doc__, g.__defaults__, g.__kwdefaults__, g.__dict__)
f.calls = 0
f.calls += 1
f.tag = "t"
print(f.calls, f.tag, sorted(f.__dict__.items()))

def counted(fn):
    def wrapper(*args):
        wrapper.calls += 1
        return fn(*args)
    wrapper.calls = 0
    wrapper.__wrapped__ = fn
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper

@counted
def square(x):
    "Squares x."
    return x * x

print(square(3), square(4), square.calls, square.__name__, square.__doc__, square.__wrapped__(5))
try:
    print(g.missing)
except AttributeError as e:
    print("AttributeError", e)

class A:
    "Doc of A."
    x = 1
    def m(self):
        pass

class B(A):
    y = 2

print(B.__base__.__name__, A.__base__.__name__, [c.__name__ for c in B.__mro__], [c.__name__ for c in B.__bases__])
print(sorted(k for k in A.__dict__ if not k.startswith("__")), "y" in B.__dict__, "x" in B.__dict__)
