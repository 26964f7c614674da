items = [3, 1, 2]
print(sorted(items))
items.append("4")
print(sorted(items))
