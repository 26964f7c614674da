def f(x):
    match x:
        case [a, b]:
            return a / b
        case _:
            return None

print(f([1, 2]))
print(f(3))
print(f([1, 0]))
