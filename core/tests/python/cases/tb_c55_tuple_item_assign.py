point = (1, 2)
lst = list(point)
lst[0] = 5
print(lst)
point[0] = 5
