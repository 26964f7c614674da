x = 1 if 2
