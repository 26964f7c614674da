def gen():
    for i in range(3):
        try:
            yield 10 // (i - 1)
        except ZeroDivisionError:
            pass


def g2():
    try:
        yield 1 / 0
    except ZeroDivisionError:
        yield "gen handled"


print(list(g2()))
print(list(gen()))
raise SystemError("after generators")
