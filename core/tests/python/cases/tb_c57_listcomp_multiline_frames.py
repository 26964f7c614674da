values = [1, 2, 0]
result = [
    10 / v
    for v in values
]
