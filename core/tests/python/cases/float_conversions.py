print(float("3.5"), float(2), float("-inf"), float(" 1e3 "))
