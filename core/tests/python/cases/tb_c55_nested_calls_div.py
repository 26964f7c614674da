def ratio(a, b):
    return a / b

def scale(values, by):
    return [ratio(v, by) for v in values]

def report(data):
    out = scale(data, len(data) - 3)
    return out

print(scale([1, 2], 2))
report([4, 5, 6])
