def repeat(times):
    def deco(fn):
        def inner(*a):
            return [fn(*a) for _ in range(times)]
        return inner
    return deco

@repeat(2)
def hello(n):
    return "hi" * n

print(hello(2))

@repeat("3")
def bye():
    return "bye"
print(bye())
