def safe_div(a, b):
    return a / b

print(list(map(safe_div, [4, 9], [2, 3])))
print(list(map(safe_div, [1, 2, 3], [1, 0, 2])))
