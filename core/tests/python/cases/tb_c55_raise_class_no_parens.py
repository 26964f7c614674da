def check(x):
    if x < 0:
        raise ValueError
    return x
try:
    check(-1)
except ValueError as e:
    print(repr(e), e.args)
def f():
    try:
        check(-2)
    except ValueError:
        raise RuntimeError("wrapped") from KeyError
f()
