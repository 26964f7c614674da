x = 2 ** 62
print(x)
