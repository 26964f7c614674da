y = 10
print(list(x + y for x in range(3)))
