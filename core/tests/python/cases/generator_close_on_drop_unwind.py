# A generator left by an exception: one on a frame's stack (a `for`) is closed as the exception
# leaves the frame, before the handler runs.


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
