def deco(arg):
    def wrap(f):
        return f
    return wrap
@deco(
    1 / 0
)
def f():
    pass
