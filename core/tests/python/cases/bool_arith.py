print(True + True, True * 3, False - 1, True / 2)
