# A builtin the prelude writes in Python adds no line of its own to a traceback, as a C one.
xs = [2, 1, 0]
print(any(10 / x > 100 for x in xs[:2]))
print(sum(10 / x for x in xs))
