def g():
    yield 1
    raise StopIteration("x")
try:
    print(list(g()))
except RuntimeError as e:
    print("RuntimeError:", e, repr(e.__cause__), e.__suppress_context__)
def g2():
    yield 1
    next(iter([]))
try:
    print(list(g2()))
except RuntimeError as e:
    print("RuntimeError:", e, repr(e.__cause__))
def g3():
    yield 1
    return 5
print(list(g3()), list(map(next, [iter([])])))
def g4():
    it = iter([1, 2])
    while True:
        try:
            yield next(it)
        except StopIteration:
            return
print(list(g4()))
def outer():
    yield from g3()
    yield 9
print(list(outer()))
import itertools
print(list(itertools.islice(g4(), 5)), list(zip(g3(), g4())))
gen = g()
next(gen)
try:
    next(gen)
except RuntimeError as e:
    print("next:", e)
try:
    next(gen)
except StopIteration:
    print("then exhausted")
def h():
    yield 1
    raise StopIteration
for x in h():
    print(x)
