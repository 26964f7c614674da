add = lambda a, b=1: a + b
print(add(2), add(2, 3), (lambda: 42)(), (lambda *a: len(a))(1, 2, 3))
