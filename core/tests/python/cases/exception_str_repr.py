e = ValueError("x", 2)
print(str(e), repr(e), e.args, str(KeyError("k")), repr(Exception()))
