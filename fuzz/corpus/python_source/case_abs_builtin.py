print(abs(-5), abs(3.5), abs(-0.0), abs(True))
