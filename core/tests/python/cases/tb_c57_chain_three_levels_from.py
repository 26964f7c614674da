def level3():
    raise KeyError("missing")

def level2():
    try:
        level3()
    except KeyError as e:
        raise LookupError("level2 failed") from e

def level1():
    try:
        level2()
    except LookupError as e:
        raise RuntimeError("level1 failed") from e

level1()
