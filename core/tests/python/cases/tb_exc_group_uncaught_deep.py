leaf = ExceptionGroup("leaf", [ValueError("x"), ValueError("y")])
mid = ExceptionGroup("mid", [leaf, IndexError("z")])
top = ExceptionGroup("top", [TypeError("t"), mid])
raise top
