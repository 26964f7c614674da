print(type(1), type("a"), type([]), type(None).__name__ if False else "skip", type(1.5) is float, type(True) == bool)
