# A pattern's captures are the function's locals, in CPython's order; the compiler's hidden slots
# are not.
def f():
    match [1, {"k": 2}, (3, 4)]:
        case [x, {"k": y, **rest}, (a, *more) as pair]:
            pass
    return locals()

print(f())

def g(v):
    match v:
        case {"p": p} if p > 1:
            pass
        case _:
            pass
    try:
        pass
    except ValueError:
        pass
    return sorted(locals())

print(g({"p": 5}), g({"p": 0}), g(3))
