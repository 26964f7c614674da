a = 1
b = 0
total = a + \
    a / b
