from itertools import dropwhile, takewhile, filterfalse, compress

data = [1, 4, 6, 4, 1]
print(list(dropwhile(lambda x: x < 5, data)))
print(list(takewhile(lambda x: x < 5, data)))
print(list(dropwhile(lambda x: True, data)), list(takewhile(lambda x: True, data)))
print(list(dropwhile(lambda x: False, data)), list(takewhile(lambda x: False, data)))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, "", "a", None, [], [0], False, 2.5])))
# takewhile consumes the first failing element
it = iter(range(10))
print(list(takewhile(lambda x: x < 3, it)), next(it))
# dropwhile stops testing after the first failure
calls = []
def pred(x):
    calls.append(x)
    return x < 3
print(list(dropwhile(pred, [1, 2, 3, 1, 2])), calls)
print(list(filterfalse(str.isdigit, "a1b2c3")))
print(list(compress("abc", [])))
def bad(x):
    raise ValueError("pred failed on %r" % (x,))
t = takewhile(bad, [])
print(list(t))
list(dropwhile(bad, [7]))
