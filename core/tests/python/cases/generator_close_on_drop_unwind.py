# A generator left by an exception: one on a frame's stack (a `for`) is closed as the exception
# leaves the frame; one in a local lives on with the traceback until the `except` block ends.


def gen(name):
    try:
        yield 1
    finally:
        print("finally", name)


def loop():
    for x in gen("loop"):
        raise ValueError("boom")


try:
    loop()
except ValueError:
    print("caught loop")
print("after loop")


def local():
    g = gen("local")
    next(g)
    1 / 0


try:
    local()
except ZeroDivisionError as e:
    print("caught local", e)
print("after local")


def deeper():
    g = gen("deeper")
    next(g)
    local()


try:
    deeper()
except ZeroDivisionError:
    print("caught deeper")
    try:
        raise KeyError("inner")
    except KeyError:
        print("caught inner")
    print("end of outer handler")
print("after deeper")


def handled_here():
    g = gen("handled here")
    next(g)
    try:
        raise ValueError
    except ValueError:
        print("handled in the frame")
    g = None
    print("g dropped")


handled_here()
print("end")
