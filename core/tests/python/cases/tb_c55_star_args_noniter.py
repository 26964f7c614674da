def f(*args):
    return len(args)
print(f(*[1, 2]))
print(f(*5))
