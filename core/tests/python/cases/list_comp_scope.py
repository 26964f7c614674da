x = "outer"
res = [x for x in range(3)]
print(res, x)
