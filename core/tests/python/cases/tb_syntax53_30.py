while x = 3:
    pass
