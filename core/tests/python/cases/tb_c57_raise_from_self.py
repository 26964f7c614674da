e = ValueError("x")
e.__cause__ = KeyError("k")
e.__suppress_context__ = False
raise e
