try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__suppress_context__)
raise AttributeError("fresh")
