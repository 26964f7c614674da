# Generator close/throw/send semantics, GeneratorExit handling, return values.
def gen():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("exit")
        raise
    finally:
        print("fin")


g = gen()
print(next(g))
g.close()
print("closed")
g.close()
g = gen()
print(next(g))
try:
    g.throw(ValueError("v"))
except ValueError as e:
    print("got", e)


def gen2():
    while True:
        try:
            yield 1
        except KeyError:
            print("caught")
            yield "after"


g = gen2()
next(g)
print(g.throw(KeyError))
print(next(g))


def gen3():
    try:
        yield 1
    except GeneratorExit:
        yield 2


g = gen3()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RE", e)


def gclose():
    try:
        yield 1
    finally:
        return 5


g = gclose()
next(g)
print(g.close())
g = gen()
print(g.close(), "unstarted close")


def gthrow():
    yield 1


g = gthrow()
try:
    g.throw(ValueError, "msg")
except ValueError as e:
    print("ve", e)
print(next(g, "exhausted"))
