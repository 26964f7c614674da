print(str(1), str(1.5), str([1, "a"]), repr("a"), repr([1, "a"]), str(None), str(True), repr(1.0))
