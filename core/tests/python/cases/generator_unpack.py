def g():
    yield 1
    yield 2
a, b = g()
print(a, b, [*g()], sorted(g(), reverse=True), tuple(g()), set(g()) == {1, 2})
