e = ValueError("new")
e.__cause__ = KeyError("cause by hand")
raise e
