# `except E as name:` unbinds the name when the handler is left (CPython's `name = None;
# del name`), at module level, in functions, through return/break/continue.
try:
    1 / 0
except ZeroDivisionError as e:
    print("in handler", e)
try:
    print(e)
except NameError as x:
    print(type(x).__name__, x)

e = "kept?"
try:
    int("x")
except ValueError as e:
    pass
print("e" in globals())


def f():
    try:
        1 / 0
    except ZeroDivisionError as e:
        pass
    return e


try:
    f()
except UnboundLocalError as x:
    print(type(x).__name__, x)


def g():
    try:
        raise KeyError("k")
    except KeyError as err:
        return repr(err)


print(g())


def h():
    out = []
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError as err:
            if i == 0:
                continue
            out.append(str(err))
            break
    try:
        return out, err
    except UnboundLocalError as x:
        return out, type(x).__name__


print(h())


def closure():
    def inner():
        return err
    try:
        raise TypeError("t")
    except TypeError as err:
        print("bound", inner())
    try:
        inner()
    except NameError as x:
        print(type(x).__name__, x)


closure()
try:
    raise OSError("o")
except OSError:
    print("no name is fine")
