def f(*args, **kwargs):
    return args, kwargs
print(f(), f(1, 2), f(x=1), f(1, y=2))
