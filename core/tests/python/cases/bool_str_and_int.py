print(str(True), int(False), True == 1, True is 1 if False else "skip", bool("False"))
