print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(3)] for x in range(3)])
