def positive(func):
    def inner(x):
        if x < 0:
            raise ValueError(f"{func.__name__} needs a positive number, got {x}")
        return func(x)
    return inner

def twice(func):
    def inner(x):
        return func(func(x))
    return inner

@twice
@positive
def decrement(x):
    return x - 3

print(decrement(10))
print(decrement(2))
