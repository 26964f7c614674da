def repeat(n):
    def deco(fn):
        def wrapper(x):
            return [fn(x) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def twice(x):
    return x * 2
print(twice(4))
