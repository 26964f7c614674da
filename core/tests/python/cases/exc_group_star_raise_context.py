# A new exception raised in an except* clause has the matched part as its __context__.
def show(eg):
    print(type(eg).__name__, repr(eg.message), [repr(x) for x in eg.exceptions])


try:
    try:
        raise ExceptionGroup("eg", [ValueError("v"), TypeError("t"), ValueError("w")])
    except* ValueError as m:
        show(m)
        raise KeyError("replaced")
except ExceptionGroup as outer:
    show(outer)
    new = outer.exceptions[0]
    print(repr(new), type(new.__context__).__name__)
    show(new.__context__)
    print(new.__cause__, new.__suppress_context__)
    show(outer.exceptions[1])
try:
    try:
        raise OSError("naked")
    except* OSError:
        raise RuntimeError("from naked") from None
except RuntimeError as r:
    print(repr(r), r.__suppress_context__, type(r.__context__).__name__)
    show(r.__context__)
