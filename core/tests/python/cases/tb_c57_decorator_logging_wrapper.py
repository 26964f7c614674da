import functools

def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        print("calling", func.__name__, args)
        return func(*args, **kwargs)
    return wrapper

@logged
def divide(a, b):
    return a / b

print(divide(6, 3))
print(divide.__name__)
divide(1, 0)
