def repeat(times):
    def deco(func):
        def wrapper(*args):
            return [func(*args) for _ in range(times)]
        return wrapper
    return deco

@repeat(2)
def hello(name):
    return "hi " + name

print(hello("x"))
hello()
