try:
    raise KeyError("k")
except* KeyError as e:
    print(repr(e), type(e).__name__, e.exceptions)
try:
    try:
        raise ValueError(5)
    except* TypeError:
        print("not here")
except ValueError as v:
    print("passthrough", repr(v))
