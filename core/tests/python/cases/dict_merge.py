a = {"x": 1}
b = {"y": 2}
print(a | b)
a |= {"z": 3}
print(a)
