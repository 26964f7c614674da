def go():
    exec("x = 1\ny = x / 0")


go()
