for args in [(1, [ValueError()]), ("m", 5), ("m", []), ("m", [1]), ("m", [KeyboardInterrupt()])]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
eg = ExceptionGroup("m", [ValueError(1)])
for c in [1, "x"]:
    try:
        eg.split(c)
    except TypeError as e:
        print(e)
