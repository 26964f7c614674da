def run(excs):
    try:
        raise ExceptionGroup("g", excs)
    except* KeyError as e:
        print("K", [repr(x) for x in e.exceptions])
    except* LookupError as e:
        print("L", [repr(x) for x in e.exceptions])
    except* Exception as e:
        print("E", [repr(x) for x in e.exceptions])
run([KeyError(1), IndexError(2), ValueError(3)])
run([IndexError(4)])
