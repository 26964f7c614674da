def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("handled V")

try:
    f()
except ExceptionGroup as g:
    print("outer", repr(g))
