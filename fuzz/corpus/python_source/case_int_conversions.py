print(int("42"), int(" -7 "), int(3.9), int(-3.9), int("ff", 16), int("1_000"), int(True))
