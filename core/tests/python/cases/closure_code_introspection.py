def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc

c = make_counter(10, 5)
print(c(), c(), c())
c.reset()
print(c(), c.__name__, c.__qualname__)
print(c.__code__.co_freevars, len(c.__closure__))
print([cell.cell_contents for cell in c.__closure__])
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in late])
def outer():
    vals = []
    def add(v):
        vals.append(v)
        return len(vals)
    return add, vals
add, vals = outer()
add(1); add(2)
print(vals, add.__code__.co_argcount, add.__code__.co_varnames)
