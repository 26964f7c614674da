a = ValueError("a")
b = TypeError("b")
a.__context__ = b
b.__context__ = a
raise a
