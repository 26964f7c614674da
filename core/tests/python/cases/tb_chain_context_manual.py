e = ValueError("new")
e.__context__ = KeyError("set by hand")
raise e
