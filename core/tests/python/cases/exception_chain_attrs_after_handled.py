# __context__, __cause__ and __suppress_context__ as the handlers see them.
def first():
    try:
        raise ValueError("a")
    except ValueError:
        pass
    try:
        raise TypeError("b")
    except TypeError as e:
        return e


e = first()
print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    try:
        {}[1]
    except KeyError:
        raise ValueError("x") from None
except ValueError as v:
    print(repr(v.__context__), v.__cause__, v.__suppress_context__)
try:
    try:
        {}[1]
    except KeyError as k:
        raise ValueError("y") from k
except ValueError as v:
    print(repr(v.__context__), repr(v.__cause__), v.__suppress_context__)
try:
    raise IndexError("z")
except IndexError as i:
    print(repr(i.__context__))
