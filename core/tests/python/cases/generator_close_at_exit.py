# Generators left suspended when the program ends are closed at shutdown.


def gen(name):
    try:
        yield 1
    finally:
        print("finally", name)


a = gen("a")
next(a)
b = gen("b")
next(b)
print("end of program")
