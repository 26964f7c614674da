def f(**kw):
    return sorted(kw)
print(f(**{"a": 1}))
print(f(**[("a", 1)]))
