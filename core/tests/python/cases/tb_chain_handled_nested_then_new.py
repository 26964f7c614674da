try:
    try:
        raise KeyError("a")
    except KeyError:
        raise ValueError("b")
except ValueError as e:
    print("outer caught", repr(e), repr(e.__context__))
print("after")
[][1]
