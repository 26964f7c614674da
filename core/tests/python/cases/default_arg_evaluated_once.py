calls = []
def stamp():
    calls.append(1)
    return len(calls)
def f(x=stamp()):
    return x
print(f(), f(), len(calls))
