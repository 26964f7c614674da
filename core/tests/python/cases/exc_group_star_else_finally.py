for x in range(3):
    try:
        if x:
            raise ExceptionGroup("eg", [ValueError(x)])
        print("body", x)
    except* ValueError as e:
        print("loop", e.exceptions)
    else:
        print("else")
    finally:
        print("fin", x)
