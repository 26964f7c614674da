def risky(n):
    return [1, 2][n]

try:
    risky(5)
except IndexError:
    try:
        {}["k"]
    except KeyError:
        print("handling")
        None.append(1)
