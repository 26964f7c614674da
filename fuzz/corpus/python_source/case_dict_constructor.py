print(dict(a=1, b=2), dict([("x", 1), ("y", 2)]), dict(zip("ab", [1, 2])), dict({"q": 0}, r=1))
