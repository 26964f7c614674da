import functools

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args)
        return fn(*args, **kwargs)
    return wrapper

@logged
def divide(a, b):
    return a // b

print(divide(7, 2))
print(divide.__name__)
divide(1, 0)
